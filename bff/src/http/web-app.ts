import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedEncoding, compress, MIN_COMPRESSED_BYTES, type ContentEncoding } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types worth compressing; fonts and pictures are compressed already. */
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

/** Compressed copies of the built files, made on first request: the files do not change while the server runs. */
const compressedCache = new Map<string, Promise<Buffer>>();

function compressedCopy(
  file: string,
  mtime: number,
  body: Buffer,
  encoding: ContentEncoding,
): Promise<Buffer> {
  const key = `${encoding}:${mtime}:${file}`;
  let copy = compressedCache.get(key);
  if (!copy) {
    copy = compress(body, encoding, 'max');
    compressedCache.set(key, copy);
    copy.catch(() => compressedCache.delete(key));
  }
  return copy;
}

/**
 * Serves the built site from `distDir`: files as they are (hashed assets cached for good), and index.html for
 * every other GET so the client router handles the route. Answers false when there is nothing to serve.
 */
export async function serveWebApp(
  request: IncomingMessage,
  response: ServerResponse,
  distDir: string | undefined,
): Promise<boolean> {
  if (!distDir || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) return false;
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) file = index;
  let body: Buffer = await fs.promises.readFile(file);
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const headers: Record<string, string | number> = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (TEXT.has(path.extname(file))) {
    headers.Vary = 'Accept-Encoding';
    const encoding = acceptedEncoding(request);
    if (encoding && body.length >= MIN_COMPRESSED_BYTES) {
      body = await compressedCopy(file, fs.statSync(file).mtimeMs, body, encoding);
      headers['Content-Encoding'] = encoding;
    }
  }
  headers['Content-Length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
