import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage } from 'node:http';

export type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best encoding the client accepts (Brotli, then gzip), or null. */
export function acceptedEncoding(request: IncomingMessage): ContentEncoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses a text body. `effort` is `max` for files compressed once and kept (the built site), `fast` for
 * answers made per request (GraphQL).
 */
export function compress(
  body: Buffer | string,
  encoding: ContentEncoding,
  effort: 'max' | 'fast',
): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'gzip') return gzip(input, { level: effort === 'max' ? 9 : 5 });
  return brotli(input, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}
