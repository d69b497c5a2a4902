import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { LegacyClient, LegacyImage } from '../legacy/legacy-api';
import type { BffMetrics } from '../observability/metrics';
import { messageCodeOf } from '../legacy/legacy-messages';
import { CARD_SIZE, IMAGE_WIDTHS } from '../protocol/image-sizes';
import { HttpProblem } from './http-problem';

/** Resized copies kept in memory, least recently used dropped first. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** With `?w=`, originals larger than this are refused (413) rather than decoded; uploads are at most 10 MB. */
const MAX_ORIGINAL_BYTES = 16 * 1024 * 1024;

/** How long a file that could not be decoded is remembered as such, so that asking again costs no decoding. */
const UNDECODABLE_TTL_MS = 10 * 60 * 1000;

/** Image names never change content: browsers and caches may keep them for good. */
const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
};

function widthOf(text: string | undefined): number | null {
  if (text === undefined) return null;
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

const UNDECODABLE_MESSAGE = 'The image could not be decoded, so no resized copy of it can be made.';

/** A copy the site asks for: so wide (WebP, for `srcset`), or a link preview's card (JPEG, which every bot reads). */
type Variant = { width: number } | 'card';

/**
 * The copy of `original` for `variant`; null when the original cannot be decoded, or declares more than `maxPixels`
 * (sharp refuses it from its header, before decoding anything).
 */
async function resize(
  original: Buffer,
  variant: Variant,
  maxPixels: number,
): Promise<{ body: Buffer; type: string } | null> {
  try {
    const image = sharp(original, { animated: false, limitInputPixels: maxPixels }).rotate();
    if (variant === 'card') {
      const body = await image
        .resize({ ...CARD_SIZE, fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      return { body, type: 'image/jpeg' };
    }
    const body = await image
      .resize({ width: variant.width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { body, type: 'image/webp' };
  } catch {
    return null;
  }
}

/**
 * `GET /images/<folder>/<file>`: the legacy image, streamed, so the site needs one origin only. With `?w=` (one of
 * IMAGE_WIDTHS) it answers a WebP copy that wide, for `srcset`: phones do not download full-size artwork; with
 * `?card`, the 1200×630 JPEG that link previews show (the page's `og:image`).
 * HEAD answers the same headers without the body (link-preview bots and uptime checks send it). A copy of a file
 * that cannot be decoded (or is over MAX_UPLOAD_PIXELS) is never made: the answer is 422, kept by no cache, rather
 * than the original's bytes under the copy's address.
 */
export function registerImageRoute(
  app: FastifyInstance,
  deps: { legacy: LegacyClient; metrics: BffMetrics; maxPixels: number },
): void {
  const resized = new LRUCache<string, { body: Buffer; type: string }>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (copy) => copy.body.length,
    // One copy may not push out more than an eighth of the others.
    maxEntrySize: CACHE_BYTES / 8,
  });

  const undecodable = new LRUCache<string, true>({ max: 1000, ttl: UNDECODABLE_TTL_MS });

  /** A copy that cannot be made: an error no browser or shared cache keeps (the file may be replaced by then). */
  function refuseCopy(reply: FastifyReply, status: number, message: string) {
    const coded = messageCodeOf(message);
    return reply
      .code(status)
      .headers({ 'cache-control': 'no-store' })
      .send({ message, ...(coded && { code: coded.code, limit: coded.limit }) });
  }

  function sendBuffer(reply: FastifyReply, body: Buffer, contentType: string) {
    return reply.headers({ ...IMAGE_HEADERS, 'content-type': contentType }).send(body);
  }

  app.get<{ Params: { folder: string; file: string }; Querystring: { w?: string; card?: string } }>(
    '/images/:folder/:file',
    async (request, reply) => {
      const { folder, file } = request.params;
      if (!/^[\w-]+$/.test(folder) || !/^[\w.-]+$/.test(file)) throw new HttpProblem(404, 'Not Found');
      const width = widthOf(request.query.w);
      const variant: Variant | null =
        request.query.card !== undefined ? 'card' : width === null ? null : { width };
      const key = `${folder}/${file}@${variant === 'card' ? 'card' : width}`;
      if (variant !== null && undecodable.has(`${folder}/${file}`)) {
        return refuseCopy(reply, 422, UNDECODABLE_MESSAGE);
      }
      if (variant !== null) {
        const cached = resized.get(key);
        deps.metrics.cacheRequests.inc({ cache: 'resized-images', result: cached ? 'hit' : 'miss' });
        if (cached) return sendBuffer(reply, cached.body, cached.type);
      }
      const image = await deps.legacy.fetchImage(folder, file, request.id);
      if (!image) throw new HttpProblem(404, 'Not Found');
      if (variant === null) {
        reply.headers({
          ...IMAGE_HEADERS,
          'content-type': image.contentType,
          ...(image.contentLength ? { 'content-length': image.contentLength } : {}),
        });
        // For HEAD, Fastify reads the body to its end without sending it, keeping the legacy Content-Length.
        return reply.send(image.body);
      }
      const original = await readAll(image);
      if (!original) return refuseCopy(reply, 413, 'The image is too large to resize.');
      const copy = await resize(original, variant, deps.maxPixels);
      if (!copy) {
        undecodable.set(`${folder}/${file}`, true);
        return refuseCopy(reply, 422, UNDECODABLE_MESSAGE);
      }
      resized.set(key, copy);
      return sendBuffer(reply, copy.body, copy.type);
    },
  );
}
