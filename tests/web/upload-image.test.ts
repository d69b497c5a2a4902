import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalOf, uploadImage, type UploadLimits } from '../../web/src/lib/upload-image';
import { moveRow } from '../../web/src/features/portfolio-editor/forms/portfolio-schema';
import { XhrOverFetch } from './xhr-over-fetch';

const LIMITS: UploadLimits = {
  maxBytes: 1024,
  maxMegabytes: 0.00098,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
};

const file = (bytes: number, type: string, name = 'picture') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('a picture checked before it is sent', () => {
  it('passes an accepted image within the limit', () => {
    expect(refusalOf(file(1024, 'image/png'), LIMITS)).toBeNull();
    expect(refusalOf(file(10, 'image/webp'), LIMITS)).toBeNull();
  });

  it('refuses a larger one naming the limit, and a type the server does not store', () => {
    expect(refusalOf(file(1025, 'image/jpeg'), LIMITS)).toEqual({ code: 'FILE_TOO_LARGE', limit: 0.00098 });
    expect(refusalOf(file(10, 'image/svg+xml'), LIMITS)).toEqual({ code: 'NOT_AN_IMAGE' });
    expect(refusalOf(file(10, 'text/plain'), LIMITS)).toEqual({ code: 'NOT_AN_IMAGE' });
  });

  it('checks only that it is an image while the limits are unknown', () => {
    expect(refusalOf(file(10 ** 7, 'image/svg+xml'), null)).toBeNull();
    expect(refusalOf(file(10, 'text/plain'), null)).toEqual({ code: 'NOT_AN_IMAGE' });
  });
});

describe('uploadImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports its progress and answers the stored picture', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ fileName: 'a.png', url: '/images/images/a.png' }))),
    );
    vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
    const progress: number[] = [];
    const uploaded = await uploadImage(file(10, 'image/png'), 'portfolio-images', (sent) =>
      progress.push(sent),
    );
    expect(uploaded).toEqual({ fileName: 'a.png', url: '/images/images/a.png' });
    expect(progress).toEqual([1]);
  });

  it('fails with the code and limit of a refusal', async () => {
    const refusal = {
      message: 'The image may not be greater than 10 MB.',
      code: 'FILE_TOO_LARGE',
      limit: 10,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 413 })),
    );
    vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
    await expect(uploadImage(file(10, 'image/png'), 'cover')).rejects.toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      limit: 10,
    });
  });
});

describe('moving extra images', () => {
  it('swaps a row with its neighbour, and leaves the ends alone', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
