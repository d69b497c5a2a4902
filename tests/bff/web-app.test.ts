import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './bff-harness';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose path and headers go exactly as written, and whose body is not decoded (fetch would do both). */
function raw(
  url: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: pathname, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('the built site served by the BFF', () => {
  let stack: Stack;
  let dist: string;
  const script = `console.log(${JSON.stringify('สวัสดี '.repeat(2000))});\n`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>site</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    // The copies the build writes beside each text file (web/vite.config.ts).
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'font-abc123.woff2'), Buffer.alloc(4096, 7));
    stack = await startStack({ config: { webDistDir: dist } });
  });

  afterAll(async () => {
    await stack.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every client route with index.html, never cached, so a deep link opens the app', async () => {
    const answer = await raw(stack.bff.url, '/detail-portfolio?id=3');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toContain('<div id="root">');
  });

  it('answers the site root with index.html whatever the client accepts', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { accept: 'text/html' },
    ];
    for (const headers of variants) {
      const answer = await raw(stack.bff.url, '/', { headers });
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain('<div id="root">');
    }
  });

  it('sends hashed assets compressed with Brotli or gzip as the browser accepts, cached for good', async () => {
    const brotli = await raw(stack.bff.url, '/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/^accept-encoding$/i);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await raw(stack.bff.url, '/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await raw(stack.bff.url, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves fonts as they are and never serves a file outside the site folder', async () => {
    const font = await raw(stack.bff.url, '/assets/font-abc123.woff2', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(4096);

    const escape = await raw(stack.bff.url, '/../../package.json');
    expect(escape.status).toBeGreaterThanOrEqual(400);
    expect(escape.status).toBeLessThan(500);
    expect(escape.body.toString()).not.toContain('"name"');
  });

  it('compresses large GraphQL answers for clients that accept it', async () => {
    const query = JSON.stringify({
      query: '{ categories { id name { th en } subcategories { id name { th en } } } }',
    });
    const answer = await raw(stack.bff.url, '/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: query,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const data = JSON.parse(zlib.gunzipSync(answer.body).toString()) as { data: { categories: unknown[] } };
    expect(data.data.categories).toHaveLength(10);
  });
});
