import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig as loadBffConfig } from '../../bff/src/config';
import { SESSION_COOKIE } from '../../bff/src/protocol/cookies';
import {
  ACCEPTED_IMAGE_TYPES,
  fillUploadLimits,
  megabytesOf,
  megapixelsOf,
  tooLargeMessage,
  uploadLimitsOf,
} from '../../bff/src/schema/upload-limits';
import { loadConfig as loadLegacyConfig } from '../../legacy/src/config';
import { detectImageType } from '../../legacy/src/images/image-type';
import { megapixelsOf as legacyMegapixelsOf } from '../../legacy/src/routes/images';
import { declaredImage, newMember, startLegacy, tinyPng, uploadForm } from '../legacy/legacy-harness';
import { startStack, type Stack } from './bff-harness';

const LIMITS_QUERY = `{ uploadLimits { maxBytes maxMegabytes maxPixels maxMegapixels acceptedTypes cover { width height } shareImage { width height } } }`;

/** The rows of the README's "Picture uploads" table, by their first cell. */
function readmeLimits(): Record<string, string> {
  const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split('### Picture uploads')[1]?.split('\n### ')[0] ?? '';
  return Object.fromEntries(
    [...section.matchAll(/^\| ([^|]+?) \| ([^|]+?) \|$/gm)].map((row) => [row[1], row[2] ?? '']),
  );
}

/** The smallest file of each accepted format that the legacy API recognises. */
const SAMPLES: Record<string, Buffer> = {
  'image/png': tinyPng(),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  'image/gif': Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(10)]),
  'image/webp': Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(8)]),
};

describe('upload limits, unit', () => {
  it('states megabytes as the refusals do', () => {
    expect(megabytesOf(10 * 1024 * 1024)).toBe(10);
    expect(megabytesOf(512 * 1024)).toBe(0.5);
    expect(megabytesOf(1024)).toBe(0.00098);
    expect(tooLargeMessage(10 * 1024 * 1024)).toBe('The image may not be greater than 10 MB.');
  });

  it('fills the placeholders of a page in its language and leaves unknown ones', () => {
    const limits = uploadLimitsOf({ maxUploadBytes: 10 * 1024 * 1024, maxUploadPixels: 50_000_000 });
    const html =
      '<p>{{coverSize}}; {{shareImageSize}}; {{imageTypes}}; {{ maxUploadSize }}; {{maxImagePixels}}; {{other}}</p>';
    expect(fillUploadLimits(html, limits, 'en')).toBe(
      '<p>1280 × 960; 1200 × 630; JPEG, PNG, GIF or WebP; 10 MB; 50 megapixels; {{other}}</p>',
    );
    expect(fillUploadLimits(html, limits, 'th')).toContain('JPEG, PNG, GIF หรือ WebP; 10 MB; 50 ล้านพิกเซล');
  });

  it('gives the BFF and the legacy API the same default size and pixel limits and the same formats', () => {
    expect(loadBffConfig({}).maxUploadBytes).toBe(10 * 1024 * 1024);
    expect(loadBffConfig({}).maxUploadPixels).toBe(50_000_000);
    expect(loadLegacyConfig({}).maxUploadPixels).toBe(loadBffConfig({}).maxUploadPixels);
    expect(loadLegacyConfig({ MAX_UPLOAD_PIXELS: '1000' }).maxUploadPixels).toBe(
      loadBffConfig({ MAX_UPLOAD_PIXELS: '1000' }).maxUploadPixels,
    );
    for (const pixels of [50_000_000, 2_500_000, 1000, 123_456_789])
      expect(megapixelsOf(pixels)).toBe(legacyMegapixelsOf(pixels));
    expect(loadLegacyConfig({}).maxUploadBytes).toBe(loadBffConfig({}).maxUploadBytes);
    expect(loadLegacyConfig({ MAX_UPLOAD_BYTES: '2048' }).maxUploadBytes).toBe(
      loadBffConfig({ MAX_UPLOAD_BYTES: '2048' }).maxUploadBytes,
    );
    // Every format the BFF announces is one the legacy API recognises, and no other.
    expect(Object.keys(SAMPLES).sort()).toEqual([...ACCEPTED_IMAGE_TYPES].sort());
    for (const [mime, bytes] of Object.entries(SAMPLES)) expect(detectImageType(bytes)?.mime).toBe(mime);
  });
});

describe('upload limits, served and enforced', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('serves the limits it enforces, and the README and the FAQ page state the same', async () => {
    const answer = await stack.browser().graphql(LIMITS_QUERY);
    expect(answer.errors).toBeUndefined();
    const limits = answer.data.uploadLimits;
    expect(limits).toEqual({
      maxBytes: 10 * 1024 * 1024,
      maxMegabytes: 10,
      maxPixels: 50_000_000,
      maxMegapixels: 50,
      acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
      cover: { width: 1280, height: 960 },
      shareImage: { width: 1200, height: 630 },
    });
    const size = `${limits.maxMegabytes} MB`;
    const cover = `${limits.cover.width} × ${limits.cover.height}`;
    const share = `${limits.shareImage.width} × ${limits.shareImage.height}`;

    const readme = readmeLimits();
    expect(readme['largest picture']).toContain(`${size} (${limits.maxBytes} bytes)`);
    expect(readme['most pixels']).toContain(
      `${limits.maxMegapixels} megapixels (${limits.maxPixels} pixels)`,
    );
    expect(readme['accepted formats']).toContain('JPEG, PNG, GIF, WebP');
    expect(readme['recommended cover']).toContain(`${cover} px`);
    expect(readme['recommended share image']).toContain(`${share} px`);

    const faq = await stack.browser().graphql(`{ page(slug: FAQS) { bodyHtml { th en } } }`);
    const { th, en } = faq.data.page.bodyHtml;
    expect(en).toContain(
      `We recommend a cover of ${cover} pixels (4:3) and a ${share} pixel image for social sharing. Pictures may be JPEG, PNG, GIF or WebP files of up to ${size} and ${limits.maxMegapixels} megapixels each.`,
    );
    expect(th).toContain(`ภาพปกขนาด ${cover} พิกเซล`);
    expect(th).toContain(`ขนาด ${share} พิกเซล`);
    expect(th).toContain(
      `ไฟล์ JPEG, PNG, GIF หรือ WebP ขนาดไม่เกิน ${size} และไม่เกิน ${limits.maxMegapixels} ล้านพิกเซล ต่อภาพ`,
    );
    expect(`${th}${en}`).not.toMatch(/\{\{|5 MB/);
  });

  it('refuses, in the BFF and in the legacy API, a picture over the limit it serves, naming that limit', async () => {
    const maxUploadBytes = 64 * 1024;
    const small = await startStack({ config: { maxUploadBytes } });
    const legacy = await startLegacy({ seeded: false, config: { maxUploadBytes } });
    try {
      const served = (await small.browser().graphql(LIMITS_QUERY)).data.uploadLimits;
      expect(served.maxBytes).toBe(maxUploadBytes);
      const over = Buffer.concat([tinyPng(), Buffer.alloc(maxUploadBytes, 1)]);
      const { token } = await newMember(small.legacy);
      const viaBff = await fetch(`${small.bff.url}/upload`, {
        method: 'POST',
        headers: { Cookie: `${SESSION_COOKIE}=${token}`, 'X-Requested-With': 'XMLHttpRequest' },
        body: uploadForm(over, 'portfolio-images'),
      });
      expect(viaBff.status).toBe(413);
      expect(await viaBff.json()).toEqual({
        message: `The image may not be greater than ${served.maxMegabytes} MB.`,
        code: 'FILE_TOO_LARGE',
        limit: served.maxMegabytes,
      });
      const member = await newMember(legacy);
      const direct = await legacy.call('POST', '/api/image-up', {
        token: member.token,
        body: uploadForm(over, 'portfolio-images'),
      });
      expect(direct.status).toBe(413);
      expect(direct.body.message).toBe(`The image may not be greater than ${served.maxMegabytes} MB.`);
    } finally {
      await legacy.stop();
      await small.stop();
    }
  });

  it('refuses pixel bombs at upload with 422 and the limit it serves, and stores nothing', async () => {
    const { token } = await newMember(stack.legacy);
    const limits = (await stack.browser().graphql(LIMITS_QUERY)).data.uploadLimits;
    const stored = () =>
      (stack.legacy.app.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number }).n;
    const before = stored();
    for (const bomb of [
      // The two of issue 25: a 300 KB PNG declaring 50000 × 50000, a 41-byte JPEG header declaring 65000 × 65000.
      declaredImage('png', 50_000, 50_000, 300 * 1024),
      declaredImage('jpeg', 65_000, 65_000),
    ]) {
      const answer = await fetch(`${stack.bff.url}/upload`, {
        method: 'POST',
        headers: { Cookie: `${SESSION_COOKIE}=${token}`, 'X-Requested-With': 'XMLHttpRequest' },
        body: uploadForm(bomb, 'profile'),
      });
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({
        message: `The image may not have more than ${limits.maxMegapixels} megapixels.`,
        code: 'IMAGE_TOO_MANY_PIXELS',
        limit: limits.maxMegapixels,
      });
    }
    expect(stored()).toBe(before);
  });

  it('never serves a stored file it cannot decode as a resized copy, nor lets it be cached', async () => {
    // Stored before uploads were checked: a header declaring 65000 × 65000, and bytes that are no image at all.
    const folder = path.join(stack.legacy.app.storageDir, 'images');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'old-bomb.jpg'), declaredImage('jpeg', 65_000, 65_000));
    fs.writeFileSync(
      path.join(folder, 'old-broken.png'),
      Buffer.concat([tinyPng().subarray(0, 33), Buffer.alloc(64)]),
    );
    for (const file of ['old-bomb.jpg', 'old-broken.png']) {
      for (const query of ['?w=320', '?card']) {
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const answer = await fetch(`${stack.bff.url}/images/images/${file}${query}`);
          expect(answer.status).toBe(422);
          expect(answer.headers.get('cache-control')).toBe('no-store');
          expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
          expect(await answer.json()).toEqual({
            message: 'The image could not be decoded, so no resized copy of it can be made.',
            code: 'IMAGE_NOT_DECODABLE',
            limit: null,
          });
        }
      }
    }
  });
});
