import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { copySeededData, tinyPng } from '../legacy/legacy-harness';
import {
  HOSTILE_PATHS,
  abortMidAnswer,
  brokenBodies,
  hostileRequests,
  sendBroken,
  sendRaw,
  truncatedUpload,
  type HostileRequest,
} from './hostile-requests';
import { startProduct, type ProductProcess } from './product-process';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The product still serves a page's data. */
async function stillAnswers(url: string): Promise<void> {
  const health = await fetch(`${url}/healthz`);
  expect(health.status).toBe(200);
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ categories { id } }' }),
  });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { data: { categories: unknown[] } }).data.categories).toHaveLength(10);
}

describe('the product as a stranger on the internet tries it (npm start, real processes)', () => {
  let product: ProductProcess;
  let dataDir: string;
  let token: string;
  let cover: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
    copySeededData(dataDir);
    cover = fs
      .readdirSync(path.join(dataDir, 'storage', 'images_cover'))
      .find((file) => file.endsWith('.png'))!;
    product = await startProduct(dataDir);
    const login = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
        variables: { input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } },
      }),
    });
    token = ((await login.json()) as { data: { login: { accessToken: string } } }).data.login.accessToken;
  });

  afterAll(async () => {
    const code = await product?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(0);
  });

  it('renders the pages with forms on the server too, where plain Node loads every module the server build imports', async () => {
    // The tests' own stacks load the server build through Vite's resolver, which forgave an import Node refuses.
    for (const address of ['/login', '/register', '/forgot', '/contact', '/search?keyword=a', '/homepage']) {
      const answer = await fetch(`${product.url}${address}`, { headers: { accept: 'text/html' } });
      const html = await answer.text();
      expect(answer.status, address).toBe(200);
      expect(html, address).toMatch(/<main[\s>]/);
      expect(html, address).not.toContain('เปิดหน้านี้ไม่สำเร็จ');
    }
  });

  it('answers HEAD on every kind of route without dying', async () => {
    const paths = [
      '/',
      '/detail-portfolio?id=1',
      `/images/images_cover/${cover}`,
      `/images/images_cover/${cover}?w=320`,
      '/share/portfolio/1',
      '/graphql',
      '/upload',
      '/healthz',
      '/readyz',
      '/metrics',
      '/no-such-page',
    ];
    for (const pathname of paths) {
      const answer = await sendRaw(product.url, { method: 'HEAD', path: pathname, headers: {} });
      expect(answer.status, pathname).toBeGreaterThan(0);
      expect(answer.status, pathname).toBeLessThan(500);
    }
    const image = await fetch(`${product.url}/images/images_cover/${cover}`, { method: 'HEAD' });
    expect(Number(image.headers.get('content-length'))).toBe(
      fs.statSync(path.join(dataDir, 'storage', 'images_cover', cover)).size,
    );
    await stillAnswers(product.url);
  });

  it('survives visitors who leave mid-answer and uploads cut off mid-body', async () => {
    for (let i = 0; i < 5; i += 1) {
      await abortMidAnswer(product.url, `/images/images_cover/${cover}`);
      await abortMidAnswer(product.url, `/images/images_cover/${cover}?w=1280`);
      await abortMidAnswer(
        product.url,
        `/graphql?query=${encodeURIComponent('{ portfolios { items { id detail } } }')}`,
        {
          'apollo-require-preflight': 'true',
        },
      );
      await truncatedUpload(product.url, '/upload', token);
    }
    // Visitors who cut their own uploads off are not a legacy outage: the next member's upload goes through.
    const form = new FormData();
    form.append('type', 'cover');
    form.append('file', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'cover.png');
    const upload = await fetch(`${product.url}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    // The site's files, small and large, left mid-way by a browser that navigates on.
    const assets = fs.existsSync(path.join(ROOT, 'web/dist/assets'))
      ? fs.readdirSync(path.join(ROOT, 'web/dist/assets')).filter((file) => /\.(js|css)$/.test(file))
      : [];
    for (const asset of assets.slice(0, 40)) {
      await abortMidAnswer(product.url, `/assets/${asset}`, { 'accept-encoding': 'gzip, br' });
    }
    // A large GraphQL answer (about 15 pages of portfolios with their texts), compressed, left mid-way.
    const pages = Array.from(
      { length: 15 },
      (_, i) => `p${i}: portfolios(page: ${i + 1}) { items { id title brief detailHtml } }`,
    );
    for (let i = 0; i < 5; i += 1) {
      await abortMidAnswer(product.url, `/graphql?query=${encodeURIComponent(`{ ${pages.join(' ')} }`)}`, {
        'apollo-require-preflight': 'true',
        'accept-encoding': i % 2 === 0 ? 'br' : 'gzip',
      });
    }
    await stillAnswers(product.url);
  });

  it('answers every body that stops early or is malformed, on every route that reads one, whoever sends it, with a 4xx', async () => {
    const wrong: string[] = [];
    for (const broken of brokenBodies(token)) {
      const answer = await sendBroken(product.url, broken);
      // A client that stopped sending may be gone before its refusal is written (status 0); never a 5xx.
      const stopped = broken.sendBytes !== undefined || broken.chunked !== undefined;
      const acceptable = (answer.status >= 400 && answer.status < 500) || (stopped && answer.status === 0);
      if (!acceptable) wrong.push(`${answer.status} ${broken.name}`);
    }
    expect(wrong).toEqual([]);
    await stillAnswers(product.url);
  });

  it('answers malformed addresses with 400 or 404', async () => {
    for (const pathname of HOSTILE_PATHS) {
      const answer = await sendRaw(product.url, { method: 'GET', path: pathname, headers: {} });
      expect(answer.status, pathname).toBeGreaterThanOrEqual(200);
      expect(answer.status, pathname).toBeLessThan(500);
    }
  });

  it('answers an upload without a multipart boundary, a GraphQL syntax error and the token limit with 400', async () => {
    const requests: HostileRequest[] = [
      {
        method: 'POST',
        path: '/upload',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
        body: 'x',
      },
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ categories { id "}',
      },
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ ${'a '.repeat(3100)}}` }),
      },
    ];
    for (const request of requests) expect((await sendRaw(product.url, request)).status).toBe(400);
  });

  it('answers 500 mixed hostile requests (methods, paths, headers, bodies) without a single 5xx', async () => {
    const failures: string[] = [];
    const requests = hostileRequests(500);
    for (let i = 0; i < requests.length; i += 10) {
      const batch = requests.slice(i, i + 10);
      const answers = await Promise.all(batch.map((request) => sendRaw(product.url, request)));
      answers.forEach((answer, index) => {
        const request = batch[index]!;
        if (answer.status >= 500 || answer.status === 0) {
          failures.push(
            `${answer.status} ${request.method} ${request.path} ${JSON.stringify(request.headers)}`,
          );
        }
      });
    }
    expect(failures).toEqual([]);
    await stillAnswers(product.url);
  });

  it('never restarted a child meanwhile', () => {
    expect(product.output()).not.toMatch(/restarting/);
  });

  it('restarts a child that dies anyway, and says so in the log', async () => {
    const pid = product.childPid('bff');
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');
    await expect
      .poll(() => product.output(), { timeout: 30_000 })
      .toMatch(/BFF stopped \(SIGKILL\); restarting it/);
    await expect
      .poll(
        () =>
          fetch(`${product.url}/healthz`)
            .then((answer) => answer.status)
            .catch(() => 0),
        { timeout: 60_000 },
      )
      .toBe(200);
    expect(product.childPid('bff')).not.toBe(pid);
    await stillAnswers(product.url);
  }, 120_000);
});
