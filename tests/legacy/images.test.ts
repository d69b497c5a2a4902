import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../../legacy/src/staff/roles';
import {
  declaredImage,
  newMember,
  startLegacy,
  tinyPng,
  uploadForm,
  type LegacyHarness,
} from './legacy-harness';

describe('api/image-up', () => {
  let legacy: LegacyHarness;
  let token: string;

  beforeAll(async () => {
    legacy = await startLegacy({ seeded: false, config: { maxUploadBytes: 256 * 1024 } });
    ({ token } = await newMember(legacy));
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it.each([
    ['profile', 'images_profile'],
    ['cover', 'images_profile_cover'],
    ['portfolio-cover', 'images_cover'],
    ['portfolio-cover-share', 'images_cover_share'],
    ['portfolio-images', 'images'],
  ])('stores a %s image in %s under a generated name and serves it', async (type, folder) => {
    const answer = await legacy.call('POST', '/api/image-up', {
      token,
      body: uploadForm(tinyPng(), type, 'my photo.png'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(answer.body.url).toBe(`${legacy.url}/storage/${folder}/${answer.body.data}`);
    const served = await fetch(answer.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng())).toBe(true);
  });

  it('stores collection covers for operators only: a designer is refused with 403 and nothing is stored', async () => {
    const refused = await legacy.call('POST', '/api/image-up', {
      token,
      body: uploadForm(tinyPng(), 'collection-cover'),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only operators may do this.');
    const stored = () =>
      (
        legacy.app.db.prepare("SELECT COUNT(*) AS n FROM uploads WHERE folder = 'collection'").get() as {
          n: number;
        }
      ).n;
    expect(stored()).toBe(0);
    const operator = await newMember(legacy);
    setStaffRole(legacy.app.db, operator.memberId, 'operator');
    const accepted = await legacy.call('POST', '/api/image-up', {
      token: operator.token,
      body: uploadForm(tinyPng(), 'collection-cover'),
    });
    expect(accepted.body).toMatchObject({ status: 200, folder: 'collection' });
    expect(stored()).toBe(1);
  });

  it('recognises JPEG, GIF and WebP by their content whatever the name says', async () => {
    for (const [bytes, extension] of [
      [declaredImage('jpeg', 4, 4, 64), 'jpg'],
      [declaredImage('gif', 4, 4, 64), 'gif'],
      [declaredImage('webp', 4, 4, 64), 'webp'],
    ] as const) {
      const answer = await legacy.call('POST', '/api/image-up', {
        token,
        body: uploadForm(bytes, 'profile', 'misleading.txt', 'text/plain'),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.endsWith(`.${extension}`)).toBe(true);
    }
  });

  it.each([
    ['a 200 KB PNG declaring 50000 × 50000', declaredImage('png', 50_000, 50_000, 200 * 1024)],
    ['the 41-byte JPEG header declaring 65000 × 65000', declaredImage('jpeg', 65_000, 65_000)],
    ['a GIF declaring 65535 × 65535', declaredImage('gif', 65_535, 65_535, 64)],
    ['a WebP declaring 16384 × 16384', declaredImage('webp', 16_384, 16_384, 64)],
  ])('refuses %s by its pixel count (MAX_UPLOAD_PIXELS) and stores nothing', async (_name, bomb) => {
    const before = legacy.app.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number };
    const answer = await legacy.call('POST', '/api/image-up', { token, body: uploadForm(bomb, 'profile') });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('The image may not have more than 50 megapixels.');
    expect(answer.body.errors.file).toEqual(['The image may not have more than 50 megapixels.']);
    const after = legacy.app.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number };
    expect(after.n).toBe(before.n);
  });

  it('refuses an image whose header does not say its width and height', async () => {
    const answer = await legacy.call('POST', '/api/image-up', {
      token,
      body: uploadForm(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]), 'profile'),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('The image could not be read: its width and height are missing.');
  });

  it('takes the pixel limit from MAX_UPLOAD_PIXELS, stating it in megapixels', async () => {
    const strict = await startLegacy({ seeded: false, config: { maxUploadPixels: 2_500_000 } });
    try {
      const member = await newMember(strict);
      const upload = (bytes: Buffer) =>
        strict.call('POST', '/api/image-up', { token: member.token, body: uploadForm(bytes, 'cover') });
      expect((await upload(declaredImage('png', 2500, 1000))).status).toBe(200);
      const over = await upload(declaredImage('png', 2501, 1000));
      expect(over.status).toBe(422);
      expect(over.body.message).toBe('The image may not have more than 2.5 megapixels.');
    } finally {
      await strict.stop();
    }
  });

  it('refuses a file that is not an image even when named and typed as one', async () => {
    const answer = await legacy.call('POST', '/api/image-up', {
      token,
      body: uploadForm(Buffer.from('<?php echo "hi"; ?>'), 'profile', 'evil.png', 'image/png'),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('The file must be an image (JPEG, PNG, GIF or WebP).');
  });

  it('answers 413 for an oversize image and stores nothing', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(300 * 1024)]);
    const answer = await legacy.call('POST', '/api/image-up', { token, body: uploadForm(big, 'profile') });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/^The image may not be greater than/);
    const stored = legacy.app.db
      .prepare('SELECT COUNT(*) AS n FROM uploads WHERE bytes > ?')
      .get(256 * 1024) as { n: number };
    expect(stored.n).toBe(0);
  });

  it('refuses an unknown type, a missing file and a missing token', async () => {
    expect(
      (await legacy.call('POST', '/api/image-up', { token, body: uploadForm(tinyPng(), 'avatar') })).status,
    ).toBe(422);
    const noFile = new FormData();
    noFile.set('type', 'profile');
    expect((await legacy.call('POST', '/api/image-up', { token, body: noFile })).body.message).toBe(
      'The file field is required.',
    );
    const anonymous = await legacy.call('POST', '/api/image-up', { body: uploadForm(tinyPng(), 'profile') });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('No access token.');
  });

  it('does not serve paths outside the image folders', async () => {
    expect((await fetch(`${legacy.url}/storage/images/..%2F..%2Flegacy.sqlite`)).status).toBe(404);
    expect((await fetch(`${legacy.url}/storage/secret/file.png`)).status).toBe(404);
  });
});
