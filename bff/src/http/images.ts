import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { LegacyClient, LegacyImage } from '../legacy/legacy-client';
import { HttpProblem } from './body';

/** The widths `?w=` may ask for: a short list, so the resized copies stay few and cacheable. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

/** Resized copies kept in memory, least recently used dropped first. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** With `?w=`, originals larger than this are refused (413) rather than decoded; uploads are at most 10 MB. */
const MAX_ORIGINAL_BYTES = 16 * 1024 * 1024;

class ResizedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > CACHE_BYTES / 8) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= CACHE_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}

const resizedCache = new ResizedCache();

function widthOf(search: string): number | null {
  const text = new URLSearchParams(search).get('w');
  if (text === null) return null;
  const width = Number(text);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width))
    throw new HttpProblem(400, `w must be one of ${IMAGE_WIDTHS.join(', ')}.`);
  return width;
}

async function readAll(image: LegacyImage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of image.body) {
    total += (chunk as Buffer).length;
    if (total > MAX_ORIGINAL_BYTES) {
      image.body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A WebP copy at most `width` wide (never enlarged), kept under `key`; null when the original cannot be decoded.
 */
async function resized(key: string, width: number, original: Buffer): Promise<Buffer | null> {
  try {
    const copy = await sharp(original, { animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    resizedCache.set(key, copy);
    return copy;
  } catch {
    return null;
  }
}

/** Image names never change content: browsers and caches may keep them for good. */
const IMAGE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

function sendBuffer(request: IncomingMessage, response: ServerResponse, body: Buffer, contentType: string) {
  response.writeHead(200, { ...IMAGE_HEADERS, 'Content-Type': contentType, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * `GET /images/<folder>/<file>`: the legacy image, streamed, so the site needs one origin only. With `?w=` (one of
 * IMAGE_WIDTHS) it answers a WebP copy that wide, for `srcset`: phones do not download full-size artwork.
 */
export async function handleImage(
  request: IncomingMessage,
  response: ServerResponse,
  deps: { legacy: LegacyClient; pathname: string; search: string },
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpProblem(405, 'Use GET.');
  const match = /^\/images\/([\w-]+)\/([\w.-]+)$/.exec(deps.pathname);
  if (!match?.[1] || !match[2]) throw new HttpProblem(404, 'Not Found');
  const [, folder, file] = match;
  const width = widthOf(deps.search);
  const key = `${folder}/${file}@${width}`;
  if (width !== null) {
    const cached = resizedCache.get(key);
    if (cached) return sendBuffer(request, response, cached, 'image/webp');
  }
  const image = await deps.legacy.fetchImage(folder, file);
  if (!image) throw new HttpProblem(404, 'Not Found');
  if (width !== null) {
    const original = await readAll(image);
    if (original) {
      const copy = await resized(key, width, original);
      return sendBuffer(request, response, copy ?? original, copy ? 'image/webp' : image.contentType);
    }
    throw new HttpProblem(413, 'The image is too large to resize.');
  }
  response.writeHead(200, {
    ...IMAGE_HEADERS,
    'Content-Type': image.contentType,
    ...(image.contentLength ? { 'Content-Length': image.contentLength } : {}),
  });
  if (request.method === 'HEAD') {
    image.body.destroy();
    response.end();
    return;
  }
  await pipeline(image.body, response);
}
