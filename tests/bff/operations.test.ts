import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { startBffServer } from '../../bff/src/server';
import { startStack, type Stack } from './bff-harness';

const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
      errors {
        message
      }
    }
  }
`;

/** Log lines as the BFF writes them (JSON), kept for assertions. */
function logCollector() {
  const lines: string[] = [];
  return {
    lines,
    destination: { write: (line: string) => void lines.push(line) },
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('what operators see: access logs, metrics, health and readiness', () => {
  let stack: Stack;
  const log = logCollector();
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>site</title><div id="root"></div>',
    );
    stack = await startStack({ config: { webDistDir: dist }, logDestination: log.destination });
  });
  afterAll(async () => {
    await stack.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('writes one access line per request with its id, operation, status, time and legacy calls, and no secret', async () => {
    const browser = stack.browser();
    const answer = await browser.graphql(LOGIN, {
      input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const token = answer.data.login.accessToken as string;
    expect(token).toBeTruthy();
    const requestId = answer.headers.get('x-request-id');
    await expect
      .poll(() => log.parsed().find((line) => line.reqId === requestId && line.msg === 'request'))
      .toMatchObject({
        method: 'POST',
        path: '/graphql',
        status: 200,
        operation: 'Login',
        legacyCalls: expect.any(Number),
        legacyMs: expect.any(Number),
        durationMs: expect.any(Number),
      });
    // A request id sent by a proxy is kept and passed on.
    const given = await fetch(`${stack.bff.url}/healthz`, { headers: { 'X-Request-Id': 'proxy-42' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-42');
    await expect.poll(() => log.parsed().some((line) => line.reqId === 'proxy-42')).toBe(true);

    const everything = log.lines.join('\n');
    expect(everything).not.toContain(DEMO_MEMBER.password);
    expect(everything).not.toContain(token);
  });

  it('serves Prometheus metrics: requests by route and operation, legacy calls by route, breakers, caches, errors', async () => {
    await stack.browser().graphql('query Categories { categories { id } }');
    await stack.browser().graphql('{ nope }');
    const cover = stack.legacy.app.db
      .prepare('SELECT cover_img_path AS file FROM portfolios LIMIT 1')
      .get() as {
      file: string;
    };
    for (let i = 0; i < 2; i += 1) await fetch(`${stack.bff.url}/images/images_cover/${cover.file}?w=160`);
    const answer = await fetch(`${stack.bff.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(
      /bff_http_request_duration_seconds_count\{route="\/graphql",method="POST",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /bff_graphql_operation_duration_seconds_count\{operation="Categories",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /bff_legacy_call_duration_seconds_count\{method="GET",route="api\/category",status="200"\} \d+/,
    );
    expect(text).toMatch(/bff_legacy_breaker_state\{route="api\/category"\} 0/);
    expect(text).toMatch(/bff_cache_requests_total\{cache="resized-images",result="hit"\} 1/);
    expect(text).toMatch(/bff_graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} \d+/);
    expect(text).toMatch(/bff_process_resident_memory_bytes \d+/);
  });

  it('answers /healthz and /readyz as JSON, never the site, and readiness follows the legacy API', async () => {
    for (const pathname of ['/healthz', '/readyz']) {
      const answer = await fetch(`${stack.bff.url}${pathname}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(await (await fetch(`${stack.bff.url}/readyz`)).json()).toEqual({ status: 'ready', legacy: 'ok' });
    // The site answers every other address: these must not fall through to it.
    expect(await (await fetch(`${stack.bff.url}/metrics`)).text()).not.toContain('<div id="root">');

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const orphan = await startBffServer({
      config: { host: '127.0.0.1', port: 0, legacyUrl: `http://127.0.0.1:${port}`, logLevel: 'silent' },
    });
    try {
      expect((await fetch(`${orphan.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${orphan.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', legacy: 'unreachable' });
    } finally {
      await orphan.close();
    }
  });

  it('keeps /metrics to holders of METRICS_TOKEN when one is set', async () => {
    const guarded = await startBffServer({
      config: {
        host: '127.0.0.1',
        port: 0,
        legacyUrl: stack.legacy.url,
        logLevel: 'silent',
        metricsToken: 's3cret',
      },
    });
    try {
      const refused = await fetch(`${guarded.url}/metrics`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'Send the metrics token as Authorization: Bearer.' });
      const allowed = await fetch(`${guarded.url}/metrics`, { headers: { Authorization: 'Bearer s3cret' } });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('bff_http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });

  it('sends security headers with a Content-Security-Policy, and Secure cookies when the site is https', async () => {
    const answer = await fetch(`${stack.bff.url}/`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');

    const https = await startBffServer({
      config: {
        host: '127.0.0.1',
        port: 0,
        legacyUrl: stack.legacy.url,
        logLevel: 'silent',
        publicUrl: 'https://portfolio.example',
        cookieSecure: false,
        trustProxy: true,
      },
    });
    try {
      // Behind a TLS proxy that says so, the cookie is Secure even without COOKIE_SECURE.
      const login = await fetch(`${https.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
        body: JSON.stringify({
          query: LOGIN,
          variables: { input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } },
        }),
      });
      expect(login.headers.getSetCookie().find((cookie) => cookie.startsWith('portfolio_session='))).toMatch(
        /;\s*Secure(;|$)/i,
      );
      expect(https.url).toMatch(/^http:/);
    } finally {
      await https.close();
    }
  });
});

describe('SIGTERM', () => {
  it('stops taking requests, finishes the one in flight, and exits 0', async () => {
    // A legacy API that takes a second to answer the categories.
    const slowLegacy = http.createServer((request, response) => {
      const answer = () => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({ status: 200, data: [{ id: 1, name_th: 'หมวด', name_en: 'Category', icon: 'x' }] }),
        );
      };
      if (request.url?.startsWith('/api/category')) setTimeout(answer, 1000);
      else answer();
    });
    await new Promise<void>((resolve) => slowLegacy.listen(0, '127.0.0.1', resolve));
    const legacyUrl = `http://127.0.0.1:${(slowLegacy.address() as AddressInfo).port}`;
    const child = spawn(process.execPath, ['build/bff/main.mjs'], {
      env: { ...process.env, LEGACY_URL: legacyUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/[^/\s]+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      const inFlight = fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { categories: unknown[] } }).data.categories).toHaveLength(1);
      expect(await exited).toBe(0);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await new Promise<void>((resolve) => slowLegacy.close(() => resolve()));
    }
  });
});
