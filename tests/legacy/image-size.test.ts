import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageSize } from '../../legacy/src/images/image-size';
import { recordUpload } from '../../legacy/src/images/folders';
import { newMember, startLegacy, uploadForm, type LegacyHarness } from './legacy-harness';

type Sharp = ReturnType<typeof sharp>;

/** A 1000×1400 picture (portrait, as a poster) in the given format. */
function portrait(format: (image: Sharp) => Sharp): Promise<Buffer> {
  return format(
    sharp({ create: { width: 1000, height: 1400, channels: 3, background: '#c0392b' } }),
  ).toBuffer();
}

describe('readImageSize', () => {
  it.each([
    ['PNG', (image: Sharp) => image.png()],
    ['baseline JPEG', (image: Sharp) => image.jpeg()],
    ['progressive JPEG', (image: Sharp) => image.jpeg({ progressive: true })],
    ['lossy WebP', (image: Sharp) => image.webp()],
    ['lossless WebP', (image: Sharp) => image.webp({ lossless: true })],
    ['extended WebP', (image: Sharp) => image.ensureAlpha(0.5).webp()],
    ['GIF', (image: Sharp) => image.gif()],
  ])('reads the width and height of a %s from its header', async (_name, format) => {
    expect(readImageSize(await portrait(format))).toEqual({ width: 1000, height: 1400 });
  });

  it('turns a JPEG whose EXIF orientation rotates it a quarter, as browsers show it', async () => {
    const sideways = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#123' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(readImageSize(sideways)).toEqual({ width: 1000, height: 1400 });
    const upsideDown = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#123' } })
      .jpeg()
      .withMetadata({ orientation: 3 })
      .toBuffer();
    expect(readImageSize(upsideDown)).toEqual({ width: 1400, height: 1000 });
  });

  it('answers nothing for bytes that do not say, without throwing', async () => {
    const png = await portrait((image) => image.png());
    expect(readImageSize(png.subarray(0, 20))).toBeUndefined();
    expect(
      readImageSize(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)])),
    ).toBeUndefined();
    expect(readImageSize(Buffer.from('not an image at all'))).toBeUndefined();
    expect(readImageSize(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('picture sizes in the API', () => {
  let legacy: LegacyHarness;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('measures an upload and answers the size with the portfolio’s cover and extra images', async () => {
    const member = await newMember(legacy);
    const poster = await portrait((image) => image.png());
    const upload = async (type: string) =>
      (await legacy.call('POST', '/api/image-up', { token: member.token, body: uploadForm(poster, type) }))
        .body.data as string;
    const cover = await upload('portfolio-cover');
    const extra = await upload('portfolio-images');
    // A file stored before uploads were measured (the upload call now refuses one whose header does not say).
    const unmeasured = 'stored-before-measuring.jpg';
    fs.mkdirSync(path.join(legacy.app.storageDir, 'images'), { recursive: true });
    fs.writeFileSync(
      path.join(legacy.app.storageDir, 'images', unmeasured),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    );
    recordUpload(legacy.app.db, {
      memberId: member.memberId,
      folder: 'images',
      fileName: unmeasured,
      mimeType: 'image/jpeg',
      bytes: 4,
      size: undefined,
      now: new Date(),
    });
    const subcategory = (await legacy.call('GET', '/api/subcategory')).body.data[0];
    const created = await legacy.call('POST', '/api/portfolio', {
      token: member.token,
      body: {
        category_id: subcategory.category_id,
        subcategory_id: subcategory.id,
        project_title: 'Poster',
        project_brief: 'A tall poster',
        detail: '<p>detail</p>',
        cover_img_path: cover,
        portfolio_image: [
          { img_path: extra, detail: 'whole poster' },
          { img_path: unmeasured, detail: 'a file whose header does not say' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const own = await legacy.call('GET', `/api/portfolio/${created.body.data.id}`, { token: member.token });
    expect(own.body.data).toMatchObject({ cover_img_width: 1000, cover_img_height: 1400 });
    expect(own.body.data.portfolio_image).toMatchObject([
      { img_path: extra, width: 1000, height: 1400 },
      { img_path: unmeasured, width: null, height: null },
    ]);
  });

  it('knows the size of every seeded picture', async () => {
    const seeded = await legacy.call('GET', '/api/get-portfolio-by-id-category', { query: { id: 0 } });
    for (const portfolio of seeded.body.data) {
      if (portfolio.cover_img_path === '-') continue;
      expect(portfolio).toMatchObject({ cover_img_width: 640, cover_img_height: 480 });
      for (const image of portfolio.portfolio_image) expect(image).toMatchObject({ width: 960, height: 720 });
    }
    // The seed's uploads have no member.
    const unknown = legacy.app.db
      .prepare('SELECT COUNT(*) AS n FROM uploads WHERE member_id IS NULL AND width IS NULL')
      .get() as { n: number };
    expect(unknown.n).toBe(0);
  });
});
