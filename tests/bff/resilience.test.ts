import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLegacy, type LegacyHarness } from '../legacy/legacy-harness';
import { startStack, type Stack } from './bff-harness';

const HEADERS_TIMEOUT_MS = 500;
const RETRIES = 1;

type Failure = { path: string; mode: 'status'; status: number } | { path: string; mode: 'hang' };

interface Proxy {
  url: string;
  /** Requests seen per legacy path (no leading slash, no query string). */
  hits: Map<string, number>;
  /** The one path answered badly; null forwards everything. */
  failure: Failure | null;
  close(): Promise<void>;
}

/** Hop-by-hop headers a proxy must not forward. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
  'content-length',
]);

/** A `node:http` proxy in front of the real legacy API that fails (or never answers) one chosen path. */
async function startProxy(target: string): Promise<Proxy> {
  const proxy: Proxy = {
    url: '',
    hits: new Map(),
    failure: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const path = new URL(incoming.url ?? '/', 'http://proxy').pathname.replace(/^\//, '');
      proxy.hits.set(path, (proxy.hits.get(path) ?? 0) + 1);
      const failure = proxy.failure;
      if (failure && failure.path === path) {
        if (failure.mode === 'hang') return; // Never answers: the BFF's timeout must end the wait.
        outgoing.writeHead(failure.status, { 'Content-Type': 'application/json' });
        outgoing.end(JSON.stringify({ message: 'Service Unavailable' }));
        return;
      }
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      try {
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        const answer = await request(`${target}${incoming.url ?? '/'}`, {
          method: (incoming.method ?? 'GET') as 'GET',
          headers,
          body,
        });
        const answerBody = Buffer.from(await answer.body.arrayBuffer());
        const answerHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
        }
        answerHeaders['content-length'] = String(answerBody.length);
        outgoing.writeHead(answer.statusCode, answerHeaders);
        outgoing.end(answerBody);
      } catch {
        outgoing.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

const HOME_QUERY = /* GraphQL */ `
  query Home {
    newPortfolios {
      id
      title
    }
    topRank {
      sort
      entries(first: 5) {
        rank
        portfolio {
          id
          title
        }
      }
    }
    categories {
      id
      name {
        th
        en
      }
    }
  }
`;

const CONTACT_MUTATION = /* GraphQL */ `
  mutation Contact($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`;

const CONTACT_INPUT = {
  name: 'สมชาย ใจดี',
  email: 'somchai@example.com',
  detail: 'สอบถามเรื่องการส่งผลงาน',
  reason: 'GENERAL_CONTACT',
};

describe('resilience: one legacy endpoint failing', () => {
  let legacy: LegacyHarness;
  let proxy: Proxy;
  let stack: Stack;

  beforeAll(async () => {
    legacy = await startLegacy();
    proxy = await startProxy(legacy.url);
    stack = await startStack({
      legacyUrl: proxy.url,
      config: { legacyHeadersTimeoutMs: HEADERS_TIMEOUT_MS, legacyRetries: RETRIES },
    });
  });
  afterAll(async () => {
    await stack.stop();
    await proxy.close();
    await legacy.stop();
  });
  beforeEach(() => {
    proxy.failure = null;
    proxy.hits.clear();
    stack.calls.length = 0;
  });

  function expectOnlyNewPortfoliosFailed(
    answer: Awaited<ReturnType<ReturnType<Stack['browser']>['graphql']>>,
  ) {
    expect(answer.status).toBe(200);
    expect(answer.data.newPortfolios).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.path).toEqual(['newPortfolios']);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(answer.errors?.[0]?.message).toBe('The portfolio service is unavailable. Please try again.');
    expect(answer.data.topRank.sort).toBe('DESC');
    expect(answer.data.topRank.entries).toHaveLength(5);
    expect(answer.data.topRank.entries[0].rank).toBe(1);
    expect(answer.data.categories).toHaveLength(10);
  }

  it('forwards everything through the proxy when nothing fails', async () => {
    const answer = await stack.browser().graphql(HOME_QUERY);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.newPortfolios.length).toBeGreaterThan(0);
    expect(answer.data.topRank.entries).toHaveLength(5);
    expect(answer.data.categories).toHaveLength(10);
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(1);
    // The BFF's own legacy (started by startStack) is not the one called.
    expect(proxy.hits.get('api/category')).toBe(1);
  });

  it('delivers the rest of the home page when api/get-new-portfolio answers 503, after retrying the GET', async () => {
    proxy.failure = { path: 'api/get-new-portfolio', mode: 'status', status: 503 };
    const answer = await stack.browser().graphql(HOME_QUERY);
    expectOnlyNewPortfoliosFailed(answer);
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(RETRIES + 1);
    expect(stack.calls.filter((call) => call.path === 'api/get-new-portfolio')).toEqual(
      Array.from({ length: RETRIES + 1 }, () => ({
        method: 'GET',
        path: 'api/get-new-portfolio',
        status: 503,
      })),
    );
    expect(proxy.hits.get('api/get-toprank')).toBe(1);
    expect(proxy.hits.get('api/category')).toBe(1);
  });

  it('delivers the rest of the home page when api/get-new-portfolio never answers (timeout)', async () => {
    proxy.failure = { path: 'api/get-new-portfolio', mode: 'hang' };
    const started = performance.now();
    const answer = await stack.browser().graphql(HOME_QUERY);
    const elapsed = performance.now() - started;
    expectOnlyNewPortfoliosFailed(answer);
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(RETRIES + 1);
    expect(stack.calls.filter((call) => call.path === 'api/get-new-portfolio')).toEqual(
      Array.from({ length: RETRIES + 1 }, () => ({
        method: 'GET',
        path: 'api/get-new-portfolio',
        status: 'error',
      })),
    );
    // Each attempt waits for the headers timeout, no longer.
    expect(elapsed).toBeGreaterThanOrEqual((RETRIES + 1) * HEADERS_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('recovers once the endpoint answers again', async () => {
    proxy.failure = { path: 'api/get-new-portfolio', mode: 'status', status: 503 };
    await stack.browser().graphql(HOME_QUERY);
    proxy.failure = null;
    const answer = await stack.browser().graphql(HOME_QUERY);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.newPortfolios.length).toBeGreaterThan(0);
  });

  it('sends a failing mutation (api/save-contact answering 503) once, never retried', async () => {
    proxy.failure = { path: 'api/save-contact', mode: 'status', status: 503 };
    const answer = await stack.browser().graphql(CONTACT_MUTATION, { input: CONTACT_INPUT });
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.path).toEqual(['sendContactMessage']);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(proxy.hits.get('api/save-contact')).toBe(1);
    expect(stack.calls.filter((call) => call.path === 'api/save-contact')).toEqual([
      { method: 'POST', path: 'api/save-contact', status: 503 },
    ]);
  });

  it('sends a hanging mutation once, never retried', async () => {
    proxy.failure = { path: 'api/save-contact', mode: 'hang' };
    const answer = await stack.browser().graphql(CONTACT_MUTATION, { input: CONTACT_INPUT });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(proxy.hits.get('api/save-contact')).toBe(1);
    expect(stack.calls.filter((call) => call.path === 'api/save-contact')).toEqual([
      { method: 'POST', path: 'api/save-contact', status: 'error' },
    ]);
  });

  it('sends the mutation through the proxy when nothing fails', async () => {
    const answer = await stack.browser().graphql(CONTACT_MUTATION, { input: CONTACT_INPUT });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.sendContactMessage).toEqual({ sent: true, errors: [] });
    expect(proxy.hits.get('api/save-contact')).toBe(1);
  });
});
