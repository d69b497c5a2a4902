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

/** The home page's query: six sections, each from its own legacy path. */
const HOME_ROUTE_QUERY = /* GraphQL */ `
  query HomeRouteQuery {
    newPortfolios {
      id
      title
    }
    mostViewedPortfolios {
      id
      viewsLast30Days
    }
    highlightedPortfolios {
      id
      title
    }
    topRank {
      entries(first: 3) {
        rank
      }
    }
    featuredDesigners {
      id
    }
    categories {
      id
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
      config: {
        legacyHeadersTimeoutMs: HEADERS_TIMEOUT_MS,
        legacyRetries: RETRIES,
        // These tests look at one request at a time; the breaker, which would open after a few, has its own.
        breakerFailures: 1000,
        // Each request must meet the legacy API: the shared cache would answer from before the failure.
        responseCache: false,
      },
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
    // The categories were kept from the previous request (reference data lives across requests for a while).
    expect(proxy.hits.get('api/category') ?? 0).toBeLessThanOrEqual(1);
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

type Answer = Awaited<ReturnType<ReturnType<Stack['browser']>['graphql']>>;

/** The home page with its newest-portfolios section missing (null, with `code`) and every other one there. */
function expectHomeWithoutNewPortfolios(answer: Answer, code: string): void {
  expect(answer.status).toBe(200);
  expect(answer.data.newPortfolios).toBeNull();
  expect(answer.errors).toHaveLength(1);
  expect(answer.errors?.[0]?.path).toEqual(['newPortfolios']);
  expect(answer.errors?.[0]?.extensions?.code).toBe(code);
  expect(answer.data.mostViewedPortfolios.length).toBeGreaterThan(0);
  expect(answer.data.highlightedPortfolios.length).toBeGreaterThan(0);
  expect(answer.data.topRank.entries).toHaveLength(3);
  expect(answer.data.featuredDesigners.length).toBeGreaterThan(0);
  expect(answer.data.categories).toHaveLength(10);
}

async function timedHome(stack: Stack): Promise<{ answer: Answer; elapsed: number }> {
  const started = performance.now();
  const answer = await stack.browser().graphql(HOME_ROUTE_QUERY);
  return { answer, elapsed: performance.now() - started };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('resilience: one deadline per request', () => {
  // Long enough that the healthy sections of twenty visits at once finish in it on a busy test machine.
  const BUDGET_MS = 1500;
  // Lenient for a loaded test machine; before the budget, a hung path held the page for about 16 s (three
  // attempts of the 5 s headers timeout, which this stack keeps).
  const MARGIN_MS = 300;
  // Twenty visitors, the proxy and both servers share this test's process: unloaded they answer within
  // about 250 ms of the budget, but a busy machine adds more.
  const CONCURRENT_MARGIN_MS = 1200;
  let legacy: LegacyHarness;
  let proxy: Proxy;
  let stack: Stack;

  beforeAll(async () => {
    legacy = await startLegacy();
    proxy = await startProxy(legacy.url);
    stack = await startStack({
      legacyUrl: proxy.url,
      // Default per-attempt timeouts and retries (5 s headers, 3 attempts): the budget must end the wait.
      config: { requestBudgetMs: BUDGET_MS, breakerFailures: 1000, responseCache: false },
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
  });

  it('answers the home page within the budget when api/get-new-portfolio hangs', async () => {
    proxy.failure = { path: 'api/get-new-portfolio', mode: 'hang' };
    const { answer, elapsed } = await timedHome(stack);
    expectHomeWithoutNewPortfolios(answer, 'UPSTREAM_TIMEOUT');
    expect(answer.errors?.[0]?.message).toBe(
      'The portfolio service took too long to answer. Please try again.',
    );
    // The legacy calls end 100 ms before the budget, leaving time to send the answer.
    expect(elapsed).toBeGreaterThanOrEqual(BUDGET_MS - 120);
    expect(elapsed).toBeLessThan(BUDGET_MS + MARGIN_MS);
    // The budget was spent on the first attempt: no retry.
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(1);
  });

  it('answers 20 visitors at once within the budget, each', async () => {
    proxy.failure = { path: 'api/get-new-portfolio', mode: 'hang' };
    const visits = await Promise.all(Array.from({ length: 20 }, () => timedHome(stack)));
    for (const { answer, elapsed } of visits) {
      expectHomeWithoutNewPortfolios(answer, 'UPSTREAM_TIMEOUT');
      expect(elapsed).toBeLessThan(BUDGET_MS + CONCURRENT_MARGIN_MS);
    }
  });

  it('answers the whole home page when nothing hangs', async () => {
    const { answer, elapsed } = await timedHome(stack);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.newPortfolios.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(BUDGET_MS);
  });
});

describe('resilience: a circuit breaker per legacy path', () => {
  const BUDGET_MS = 400;
  const FAILURES = 3;
  const HALF_OPEN_AFTER_MS = 1000;
  let legacy: LegacyHarness;
  let proxy: Proxy;
  let stack: Stack;

  beforeAll(async () => {
    legacy = await startLegacy();
    proxy = await startProxy(legacy.url);
    stack = await startStack({
      legacyUrl: proxy.url,
      config: {
        requestBudgetMs: BUDGET_MS,
        breakerFailures: FAILURES,
        breakerHalfOpenAfterMs: HALF_OPEN_AFTER_MS,
        responseCache: false,
      },
    });
  });
  afterAll(async () => {
    await stack.stop();
    await proxy.close();
    await legacy.stop();
  });

  it('fails fast while a path is down, probes it after a while and closes once it answers', async () => {
    proxy.failure = { path: 'api/get-new-portfolio', mode: 'hang' };
    for (let visit = 1; visit <= FAILURES; visit += 1) {
      expectHomeWithoutNewPortfolios((await timedHome(stack)).answer, 'UPSTREAM_TIMEOUT');
    }
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(FAILURES);
    const openedAt = performance.now();

    // Open: the path is not asked, and the page no longer waits for it.
    const open = await timedHome(stack);
    expectHomeWithoutNewPortfolios(open.answer, 'UPSTREAM_UNAVAILABLE');
    expect(open.answer.errors?.[0]?.message).toBe('The portfolio service is unavailable. Please try again.');
    expect(open.elapsed).toBeLessThan(BUDGET_MS / 2);
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(FAILURES);

    // Half-open while the path is still down: the one probe times out, and the breaker opens again.
    await pause(HALF_OPEN_AFTER_MS - (performance.now() - openedAt) + 50);
    expectHomeWithoutNewPortfolios((await timedHome(stack)).answer, 'UPSTREAM_TIMEOUT');
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(FAILURES + 1);
    const reopenedAt = performance.now();
    expectHomeWithoutNewPortfolios((await timedHome(stack)).answer, 'UPSTREAM_UNAVAILABLE');
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(FAILURES + 1);

    // The path answers again: after the next wait, the probe succeeds and the breaker closes.
    proxy.failure = null;
    await pause(HALF_OPEN_AFTER_MS - (performance.now() - reopenedAt) + 50);
    for (let visit = 1; visit <= 3; visit += 1) {
      const { answer } = await timedHome(stack);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.newPortfolios.length).toBeGreaterThan(0);
    }
    expect(proxy.hits.get('api/get-new-portfolio')).toBe(FAILURES + 1 + 3);
  });
});
