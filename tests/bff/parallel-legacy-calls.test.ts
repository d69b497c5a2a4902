import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacy, type LegacyHarness } from '../legacy/legacy-harness';
import { startStack, type Stack } from './bff-harness';

/** How long the slow legacy API takes to answer each call. */
const DELAY_MS = 200;

interface SlowLegacy {
  url: string;
  /** When each call arrived (`performance.now()`), by path with its query string. */
  arrivals: { path: string; at: number }[];
  close(): Promise<void>;
}

/** A proxy in front of the legacy API that answers every call DELAY_MS late. */
async function startSlowLegacy(target: string): Promise<SlowLegacy> {
  const arrivals: SlowLegacy['arrivals'] = [];
  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      arrivals.push({ path: incoming.url ?? '/', at: performance.now() });
      const headers = new Headers();
      for (const name of ['accept', 'authorization', 'x-request-id']) {
        const value = incoming.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const [answer] = await Promise.all([
        fetch(`${target}${incoming.url ?? '/'}`, { method: incoming.method, headers }),
        new Promise((resolve) => setTimeout(resolve, DELAY_MS)),
      ]);
      const body = Buffer.from(await answer.arrayBuffer());
      outgoing.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        'content-length': String(body.length),
      });
      outgoing.end(body);
    })().catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('legacy calls that do not need each other start together', () => {
  let legacy: LegacyHarness;
  let slow: SlowLegacy;
  let stack: Stack;

  beforeAll(async () => {
    legacy = await startLegacy();
    slow = await startSlowLegacy(legacy.url);
    // Reference data fetched per request, and no shared answers: every query reaches the legacy API.
    stack = await startStack({
      legacyUrl: slow.url,
      config: { referenceTtlMs: 0, responseCache: false, requestBudgetMs: 5000 },
    });
    // A first request pays for compiling what every later one reuses: not what these tests time.
    await stack.browser().graphql('{ categories { id subcategories { id } } }');
  });
  afterAll(async () => {
    await stack.stop();
    await slow.close();
    await legacy.stop();
  });

  /** Runs the query and answers when each legacy path (matched by `pattern`) was asked, from the start. */
  async function timings(query: string, variables: Record<string, unknown> = {}) {
    slow.arrivals.length = 0;
    const started = performance.now();
    const answer = await stack.browser().graphql(query, variables);
    expect(answer.errors).toBeUndefined();
    return {
      answer,
      askedAt: (pattern: RegExp) => {
        const arrival = slow.arrivals.find((candidate) => pattern.test(candidate.path));
        if (!arrival) throw new Error(`${String(pattern)} was not asked`);
        return arrival.at - started;
      },
    };
  }

  it('asks for subcategories with the categories, not after them', async () => {
    const { answer, askedAt } = await timings(
      `fragment Filter on Category { id subcategories { id } } { categories { ...Filter } }`,
    );
    expect(answer.data.categories[0].subcategories.length).toBeGreaterThan(0);
    expect(Math.abs(askedAt(/^\/api\/subcategory/) - askedAt(/^\/api\/category/))).toBeLessThan(DELAY_MS / 2);
  });

  it('asks for a designer’s filtered work with the designer’s record', async () => {
    const [portfolio] = (await legacy.call('GET', '/api/get-new-portfolio')).body.data;
    const { answer, askedAt } = await timings(
      `query ($id: ID!, $categoryId: ID) {
        designer(id: $id) { id portfolioCount portfolios(categoryId: $categoryId) { items { id } } }
      }`,
      { id: String(portfolio.member_id), categoryId: String(portfolio.category_id) },
    );
    expect(answer.data.designer.portfolios.items.length).toBeGreaterThan(0);
    const record = askedAt(/^\/api\/get-portfolio-design\?.*category_id=0/);
    const filtered = askedAt(
      new RegExp(`^/api/get-portfolio-design\\?.*category_id=${portfolio.category_id}&`),
    );
    expect(Math.abs(filtered - record)).toBeLessThan(DELAY_MS / 2);
  });

  it('asks for a collection’s portfolios and designers with the collection', async () => {
    const categories = (await legacy.call('GET', '/api/category-collection')).body.data;
    const { answer, askedAt } = await timings(
      `query ($id: ID!) {
        collection(id: $id) { id portfolios(page: 1) { items { id } } designers { items { id } } }
      }`,
      { id: String(categories[0].collections[0].id) },
    );
    expect(answer.data.collection.portfolios.items.length).toBeGreaterThan(0);
    const record = askedAt(/^\/api\/get-collection-by-id/);
    expect(Math.abs(askedAt(/^\/api\/collection-portfolio\?.*type=1/) - record)).toBeLessThan(DELAY_MS / 2);
    expect(Math.abs(askedAt(/^\/api\/collection-portfolio\?.*type=2/) - record)).toBeLessThan(DELAY_MS / 2);
    // Each page was asked once: the fields used what their parent started.
    expect(
      slow.arrivals.filter((arrival) => arrival.path.startsWith('/api/collection-portfolio')),
    ).toHaveLength(2);
  });

  it('does not ask for what a query leaves out', async () => {
    await timings(`query ($skip: Boolean!) { categories { id subcategories @skip(if: $skip) { id } } }`, {
      skip: true,
    });
    expect(slow.arrivals.map((arrival) => arrival.path)).toEqual(['/api/category']);
  });
});
