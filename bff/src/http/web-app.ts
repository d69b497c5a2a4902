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

function compressedCopy(file: string, mtime: number, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${encoding}:${mtime}:${file}`;
  let copy = compressedCache.get(key);
  if (!copy) {
    copy = fs.promises.readFile(file).then((body) => compress(body, encoding, 'max'));
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
  let stat = file.startsWith(root + path.sep) ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!stat?.isFile()) {
    file = index;
    stat = fs.statSync(index);
  }
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const headers: Record<string, string | number> = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  let body: Buffer | undefined;
  if (TEXT.has(path.extname(file))) {
    headers.Vary = 'Accept-Encoding';
    const encoding = acceptedEncoding(request);
    if (encoding && stat.size >= MIN_COMPRESSED_BYTES) {
      body = await compressedCopy(file, stat.mtimeMs, encoding);
      headers['Content-Encoding'] = encoding;
    }
  }
  body ??= await fs.promises.readFile(file);
  headers['Content-Length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
