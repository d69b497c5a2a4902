import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { storageDirOf } from '../../legacy/src/app';
import { copySeededData, tinyPng } from './legacy-harness';
import { startLegacyProcess, type LegacyProcess } from './legacy-process';

/** Large enough that the answer cannot fit in the sockets' buffers: it is still being sent when the client goes. */
const BIG_IMAGE_BYTES = 24 * 1024 * 1024;
const BIG_IMAGE_PATH = '/storage/images_cover/big-cover.png';

/**
 * Sends raw bytes and answers what came back: until the client hangs up after `hangUpAfterMs`, or, without it, until
 * the server closes the connection (at most 10 s, then whatever came): what a client gets for a request the server
 * refuses to go on with.
 */
async function sendRaw(url: string, bytes: string | Buffer, hangUpAfterMs?: number): Promise<string> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(bytes);
  await new Promise<void>((resolve) => {
    const stop = setTimeout(resolve, hangUpAfterMs ?? 10_000);
    if (hangUpAfterMs === undefined)
      socket.once('close', () => {
        clearTimeout(stop);
        resolve();
      });
  });
  socket.destroy();
  return received;
}

/** A client that sends raw bytes and hangs up after `holdMs`, answered or not. */
const sendAndHangUp = (url: string, bytes: string | Buffer, holdMs = 150) => sendRaw(url, bytes, holdMs);

/** A HEAD request: status, headers, and how many body bytes came (there must be none). */
function head(
  url: string,
  pathname: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${pathname}`, { method: 'HEAD', agent: false }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bodyBytes }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('hostile requests against the service as its own process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-hostile-'));
  let service: LegacyProcess;
  let token: string;

  beforeAll(async () => {
    copySeededData(dataDir);
    fs.writeFileSync(
      path.join(storageDirOf(dataDir), BIG_IMAGE_PATH.replace('/storage/', '')),
      Buffer.concat([tinyPng(), Buffer.alloc(BIG_IMAGE_BYTES)]),
    );
    service = await startLegacyProcess(dataDir);
    const login = await fetch(`${service.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await service?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The process is alive and still answers an ordinary request. */
  async function expectStillServing(): Promise<void> {
    expect(service.child.exitCode).toBeNull();
    const categories = await fetch(`${service.url}/api/category`);
    expect(categories.status).toBe(200);
  }

  it('survives uploads cut short: in the headers of a part, in the file, and with the body half-closed', async () => {
    const boundary = 'cut-short-boundary';
    const opening = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="type"',
      '',
      'profile',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cut.png"',
      'Content-Type: image/png',
      '',
      '',
    ].join('\r\n');
    const headers = (contentLength: number) =>
      `POST /api/image-up HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${contentLength}\r\n\r\n`;
    await sendAndHangUp(service.url, headers(100_000) + opening + 'x'.repeat(5_000));
    await sendAndHangUp(service.url, headers(100_000) + opening.slice(0, 60));
    await sendAndHangUp(service.url, `${headers(100_000)}${opening}${'y'.repeat(50)}\r\n--${boundary}`, 20);

    // The client says it has finished sending though the body is short of its Content-Length.
    const halfClosed = net.connect(Number(new URL(service.url).port), '127.0.0.1');
    halfClosed.on('error', () => {});
    let halfClosedAnswer = '';
    halfClosed.on('data', (chunk: Buffer) => (halfClosedAnswer += chunk.toString()));
    halfClosed.end(headers(100_000) + opening + 'z'.repeat(1_000));
    await new Promise((resolve) => halfClosed.once('close', resolve));
    expect(halfClosedAnswer).toMatch(/^HTTP\/1\.1 400 /);

    // A JSON body cut short.
    await sendAndHangUp(
      service.url,
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":',
    );
    await expectStillServing();
  });

  it('answers HEAD as GET without a body, on images and JSON routes alike', async () => {
    const image = await head(service.url, BIG_IMAGE_PATH);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Number(image.headers['content-length'])).toBe(tinyPng().length + BIG_IMAGE_BYTES);
    expect(image.bodyBytes).toBe(0);

    const get = await fetch(`${service.url}/api/category`);
    const categories = await head(service.url, '/api/category');
    expect(categories.status).toBe(200);
    expect(categories.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(categories.headers['content-length']).toBe(get.headers.get('content-length'));
    expect(categories.bodyBytes).toBe(0);

    expect((await head(service.url, '/api/portfolio/99999999')).status).toBe(404);
    expect((await head(service.url, '/storage/images_cover/missing.png')).status).toBe(404);
    expect((await head(service.url, '/api/auth/login')).status).toBe(405);
    const methodNotAllowed = await fetch(`${service.url}/api/category`, { method: 'DELETE' });
    expect(methodNotAllowed.headers.get('allow')).toBe('GET, HEAD');
    await expectStillServing();
  });

  it('survives clients that hang up in the middle of a large image', async () => {
    const request = `GET ${BIG_IMAGE_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    await Promise.all(
      Array.from({ length: 8 }, (_, index) => sendAndHangUp(service.url, request, 20 + index * 15)),
    );
    // And one that hangs up before the answer has begun.
    await sendAndHangUp(service.url, request, 0);
    await expectStillServing();
    // The image is whole for a client that stays.
    const whole = await fetch(`${service.url}${BIG_IMAGE_PATH}`);
    expect((await whole.arrayBuffer()).byteLength).toBe(tinyPng().length + BIG_IMAGE_BYTES);
  });

  it('answers garbage, oversize headers and broken request lines with a 4xx and closes the connection', async () => {
    expect(await sendRaw(service.url, 'GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(
      await sendRaw(service.url, `GET /api/category HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 431 /);
    expect(await sendRaw(service.url, 'GET /api/category HTTP/1.1\r\nBad Header\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400 /,
    );
    expect(
      await sendRaw(service.url, 'POST /api/tag HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n'),
    ).toMatch(/^HTTP\/1\.1 400 /);
    await expectStillServing();
  });

  it('logged nothing as a server error: every one of these was the client’s doing', () => {
    expect(service.stderr()).toBe('');
  });
});
