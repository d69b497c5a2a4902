import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS as QUERY_LIMITS } from '../../bff/src/graphql/document-limits';
import { SESSION_COOKIE } from '../../bff/src/protocol/cookies';
import { newMember, tinyPng, uploadForm } from '../legacy/legacy-harness';
import { startStack, type Stack } from './bff-harness';

const HOME_QUERY = /* GraphQL */ `
  query Home {
    newPortfolios {
      id
      title
      cover {
        url
      }
      designer {
        id
        firstName {
          th
          en
        }
      }
    }
    mostViewedPortfolios {
      id
      title
      viewsLast30Days
    }
    highlightedPortfolios {
      id
      title
      brief
      cover {
        url
      }
    }
    topRank {
      sort
      entries(first: 10) {
        rank
        portfolio {
          id
          title
          viewCount
        }
      }
    }
    featuredDesigners {
      id
      firstName {
        th
        en
      }
      lastName {
        th
        en
      }
      portfolioCount
    }
    categories {
      id
      icon
      name {
        th
        en
      }
    }
  }
`;

/** `portfolio → designer → portfolios → items → designer → …`, `levels` designer hops deep. */
function nestedDesigners(levels: number, leaf = 'id'): string {
  let inner = leaf;
  for (let i = 0; i < levels; i += 1) inner = `designer { portfolios { items { ${inner} } } }`;
  return inner;
}

interface RawAnswer {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

async function raw(url: string, init: RequestInit = {}): Promise<RawAnswer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: tests read `text`.
  }
  return { status: response.status, text, body, headers: response.headers };
}

/** A POST /graphql as a browser app would send it (JSON, with Apollo's preflight header). */
function postGraphql(stack: Stack, query: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return raw(`${stack.bff.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true', ...headers },
    body: JSON.stringify({ query }),
  });
}

/** Stops a stack whose BFF logged internal errors on purpose; answers what `stop()` threw. */
async function stopExpectingLoggedErrors(stack: Stack): Promise<unknown> {
  try {
    await stack.stop();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('query limits', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('accepts the home-page query', async () => {
    stack.calls.length = 0;
    const answer = await stack.browser().graphql(HOME_QUERY);
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.newPortfolios.length).toBeGreaterThan(0);
    expect(answer.data.topRank.entries).toHaveLength(10);
    expect(answer.data.categories).toHaveLength(10);
    expect(answer.data.featuredDesigners.length).toBeGreaterThan(0);
    expect(stack.calls.length).toBeGreaterThan(0);
  });

  it(`refuses a query deeper than ${QUERY_LIMITS.maxDepth} before calling the legacy API`, async () => {
    stack.calls.length = 0;
    const query = `{ portfolio(id: 1) { ${nestedDesigners(5)} } }`;
    const answer = await postGraphql(stack, query);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    // The legacy-call estimate may refuse it too; the depth limit must be among the reasons.
    const depth = answer.body.errors.find((error: { message: string }) => /depth limit/i.test(error.message));
    expect(depth.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(stack.calls).toEqual([]);
  });

  it('accepts the same nesting within the depth limit', async () => {
    const answer = await stack.browser().graphql(`{ portfolio(id: 1) { ${nestedDesigners(2)} } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.portfolio.designer.portfolios.items.length).toBeGreaterThan(0);
  });

  it(`refuses more than ${QUERY_LIMITS.maxAliases} aliases`, async () => {
    stack.calls.length = 0;
    const fields = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `c${i}: categories { id }`);
    const answer = await postGraphql(stack, `{ ${fields.join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toMatch(/aliases limit/i);
    expect(stack.calls).toEqual([]);
  });

  it('refuses a costly query (many aliased nested lists) by the cost limit', async () => {
    stack.calls.length = 0;
    // Within the alias and depth limits: only the cost limit can refuse it.
    const fields = Array.from(
      { length: QUERY_LIMITS.maxAliases },
      (_, i) =>
        `t${i}: topRank { entries(first: 50) { rank portfolio { ${nestedDesigners(1, 'id title')} } } }`,
    );
    const answer = await postGraphql(stack, `{ ${fields.join(' ')} }`);
    expect(answer.status).toBe(400);
    const cost = answer.body.errors.find((error: { message: string }) =>
      /Cost limit of/i.test(error.message),
    );
    const found = Number(/found (\d+(?:\.\d+)?)/.exec(cost.message)?.[1]);
    expect(found).toBeGreaterThan(QUERY_LIMITS.maxCost);
    expect(stack.calls).toEqual([]);
  });

  it('refuses many aliased nested lists before they fan out into hundreds of legacy calls', async () => {
    stack.calls.length = 0;
    // 15 aliases (the limit), depth 11 (within the limit): 15 pages of 12 portfolios, each designer's page of 12
    // portfolios, and their designers again. The cost rule counts each list as one item, so it finds ~3000.
    const fields = Array.from(
      { length: QUERY_LIMITS.maxAliases },
      (_, i) =>
        `p${i}: portfolios(page: ${i + 1}) { items { ${nestedDesigners(2, 'id title brief viewCount')} } }`,
    );
    const answer = await postGraphql(stack, `{ ${fields.join(' ')} }`);
    // BUG: accepted (200, ~2 MB) after ~1,300 legacy calls.
    expect(stack.calls.length).toBeLessThan(100);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toMatch(/cost limit/i);
  });

  it('refuses a POST with Content-Type text/plain (CSRF prevention)', async () => {
    stack.calls.length = 0;
    const answer = await raw(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/Cross-Site Request Forgery/i);
    expect(stack.calls).toEqual([]);
  });

  it('refuses a GET query without a preflight header, and answers it with one', async () => {
    stack.calls.length = 0;
    const url = `${stack.bff.url}/graphql?query=${encodeURIComponent('{ categories { id } }')}`;
    const refused = await raw(url);
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/Cross-Site Request Forgery/i);
    expect(stack.calls).toEqual([]);

    const withPreflight = await raw(url, { headers: { 'Apollo-Require-Preflight': 'true' } });
    expect(withPreflight.status).toBe(200);
    expect(withPreflight.body.data.categories).toHaveLength(10);
    const withOperationName = await raw(url, { headers: { 'X-Apollo-Operation-Name': 'Categories' } });
    expect(withOperationName.status).toBe(200);
  });

  it('answers hostile input (deep variables, lone surrogates, a subscription) with 400 and a code, never an internal error', async () => {
    const send = (body: string, anonymous = true) =>
      raw(`${stack.bff.url}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Apollo-Require-Preflight': 'true',
          ...(anonymous ? {} : { Authorization: 'Bearer anything' }),
        },
        body,
      });
    const search = 'query ($keyword: String!) { searchPortfolios(keyword: $keyword) { items { id } } }';
    const cases: [string, string, string][] = [
      [
        'variables nested 5,000 deep',
        `{"query":"{ categories { id } }","variables":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
        'BAD_USER_INPUT',
      ],
      [
        'a lone surrogate in a variable',
        JSON.stringify({ query: search }).replace(/}$/, ',"variables":{"keyword":"\\ud800"}}'),
        'BAD_USER_INPUT',
      ],
      [
        'a lone surrogate in the document',
        JSON.stringify({ query: '{ searchPortfolios(keyword: "\\ud800") { items { id } } }' }),
        'GRAPHQL_PARSE_FAILED',
      ],
      [
        'a subscription',
        JSON.stringify({ query: 'subscription { categories { id } }' }),
        'GRAPHQL_VALIDATION_FAILED',
      ],
    ];
    for (const [name, body, code] of cases) {
      for (const anonymous of [true, false]) {
        stack.calls.length = 0;
        const answer = await send(body, anonymous);
        expect(answer.status, name).toBe(400);
        expect(answer.body.errors?.[0]?.extensions?.code, name).toBe(code);
        expect(stack.calls, name).toEqual([]);
      }
    }
  });

  it('answers 413 to a body larger than maxBodyBytes', async () => {
    stack.calls.length = 0;
    const padding = 'x'.repeat(stack.bff.config.maxBodyBytes + 1);
    const answer = await raw(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' },
      body: JSON.stringify({ query: '{ categories { id } }', variables: { padding } }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'The request body is too large.' });
    expect(stack.calls).toEqual([]);
  });

  it('gives field suggestions in development mode', async () => {
    const answer = await postGraphql(stack, '{ portfolioo }');
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toMatch(/Did you mean/);
  });
});

describe('production mode', () => {
  let stack: Stack;
  let dev: Stack;

  beforeAll(async () => {
    [stack, dev] = await Promise.all([startStack({ config: { production: true } }), startStack()]);
    // A timestamp the BFF cannot read: its resolver throws (an internal error, not a legacy one).
    for (const s of [stack, dev]) {
      s.legacy.app.db.prepare("UPDATE portfolios SET created_at = 'garbage' WHERE id = 1").run();
    }
  });
  afterAll(async () => {
    const [productionError, devError] = await Promise.all([
      stopExpectingLoggedErrors(stack),
      stopExpectingLoggedErrors(dev),
    ]);
    // The internal errors are logged on the server (only there).
    expect(productionError).toBeInstanceOf(RangeError);
    expect(devError).toBeInstanceOf(RangeError);
  });

  it('hides the stacktrace and message of an internal error', async () => {
    const answer = await stack.browser().graphql('{ portfolio(id: 1) { id createdAt } }');
    expect(answer.errors).toHaveLength(1);
    const [error] = answer.errors ?? [];
    expect(error?.message).toBe('Internal server error');
    expect(error?.path).toEqual(['portfolio', 'createdAt']);
    expect(error?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(answer.errors)).not.toMatch(/stacktrace|RangeError|Invalid time/i);
  });

  it('shows the stacktrace of the same error in development mode', async () => {
    const answer = await dev.browser().graphql('{ portfolio(id: 1) { id createdAt } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(answer.errors?.[0]?.extensions?.stacktrace).toBeDefined();
  });

  it('gives no field suggestions', async () => {
    const answer = await postGraphql(stack, '{ portfolioo }');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors[0].message).toMatch(/portfolioo/);
    expect(answer.body.errors[0].message).not.toMatch(/Did you mean/);
    expect(answer.body.errors[0].message).not.toMatch(/"portfolios?"/);
    expect(JSON.stringify(answer.body)).not.toMatch(/stacktrace/);
  });

  it('gives no enum value suggestions either (literal or variable)', async () => {
    const literal = await postGraphql(stack, '{ topRank(sort: DES) { sort } }');
    expect(literal.status).toBe(400);
    const variable = await raw(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' },
      body: JSON.stringify({
        query: 'query Rank($sort: SortOrder) { topRank(sort: $sort) { sort } }',
        variables: { sort: 'DES' },
      }),
    });
    expect(variable.status).toBe(400);
    for (const answer of [literal, variable]) {
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors[0].message).toMatch(/DES/);
      // BUG: `… Did you mean the enum value "DESC"?` reveals the enum's values.
      expect(answer.body.errors[0].message).not.toMatch(/Did you mean/);
      expect(answer.body.errors[0].message).not.toMatch(/"DESC"/);
    }
  });

  it('still refuses too deep queries', async () => {
    const answer = await postGraphql(stack, `{ portfolio(id: 1) { ${nestedDesigners(5)} } }`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/stacktrace/);
  });
});

describe('legacy failures in development mode', () => {
  let fake: http.Server;
  let fakePort: number;
  let failing: Stack;
  let deadPort: number;
  let dead: Stack;

  beforeAll(async () => {
    fake = http.createServer((request, response) => {
      const self = `http://127.0.0.1:${fakePort}`;
      const path = request.url ?? '';
      if (path.startsWith('/api/category')) {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(`Internal error at ${self}${path} (host 127.0.0.1 port ${fakePort})`);
      } else if (path.startsWith('/api/get-new-portfolio')) {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end(`<html>Proxy page of ${self}</html>`);
      } else if (path.startsWith('/api/get-toprank')) {
        request.socket.destroy();
      } else if (path.startsWith('/api/portfolio/')) {
        response.writeHead(503, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ message: `Upstream ${self} is down` }));
      } else {
        response.writeHead(502, { 'Content-Type': 'text/plain' });
        response.end(`Bad gateway ${self}`);
      }
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakePort = (fake.address() as AddressInfo).port;

    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    deadPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    [failing, dead] = await Promise.all([
      startStack({ legacyUrl: `http://127.0.0.1:${fakePort}`, config: { legacyRetries: 0 } }),
      startStack({ legacyUrl: `http://127.0.0.1:${deadPort}`, config: { legacyRetries: 0 } }),
    ]);
  });
  afterAll(async () => {
    // The share page and image proxy log the unavailable legacy API as an internal error.
    await Promise.all([stopExpectingLoggedErrors(failing), stopExpectingLoggedErrors(dead)]);
    fake.closeAllConnections();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  function expectNoLegacyAddress(text: string, port: number): void {
    expect(text).not.toContain(String(port));
    expect(text).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(text).not.toMatch(/ECONNREFUSED|ECONNRESET|other side closed/);
  }

  it('does not leak the legacy host or port in GraphQL errors', async () => {
    for (const [stack, port] of [
      [failing, fakePort],
      [dead, deadPort],
    ] as const) {
      const answer = await postGraphql(
        stack,
        '{ categories { id } newPortfolios { id } topRank { sort } portfolio(id: 3) { id } tags { id } }',
      );
      expect(answer.status).toBe(200);
      expect(answer.body.errors.length).toBeGreaterThanOrEqual(5);
      for (const error of answer.body.errors) {
        expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
        expect(error.message).toBe('The portfolio service is unavailable. Please try again.');
      }
      expectNoLegacyAddress(answer.text, port);
    }
  });

  it('does not leak the legacy host or port from the share page, image proxy or upload', async () => {
    const member = { cookie: `${SESSION_COOKIE}=token-of-nobody`, 'X-Requested-With': 'XMLHttpRequest' };
    for (const [stack, port] of [
      [failing, fakePort],
      [dead, deadPort],
    ] as const) {
      const share = await raw(`${stack.bff.url}/share/portfolio/1`);
      expect(share.status).toBeGreaterThanOrEqual(500);
      expectNoLegacyAddress(share.text, port);
      const image = await raw(`${stack.bff.url}/images/images_cover/seed-cover-01.png`);
      expect(image.status).toBeGreaterThanOrEqual(500);
      expectNoLegacyAddress(image.text, port);
      const upload = await raw(`${stack.bff.url}/upload`, {
        method: 'POST',
        headers: member,
        body: uploadForm(tinyPng(), 'cover'),
      });
      expect(upload.status).toBeGreaterThanOrEqual(500);
      expectNoLegacyAddress(upload.text, port);
    }
  });
});

describe('load shedding', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ config: { overloadEventLoopDelayMs: 50 } });
  });
  afterAll(() => stack.stop());

  it('answers 503 with Retry-After while the event loop lags, not an internal error', async () => {
    // The BFF runs in this process: holding its event loop makes it lag past the limit at its next sample.
    await expect
      .poll(
        async () => {
          const until = Date.now() + 1200;
          while (Date.now() < until) {
            // Busy: the event loop lags.
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
          const answer = await raw(`${stack.bff.url}/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' },
            body: JSON.stringify({ query: '{ categories { id } }' }),
          });
          return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: answer.body };
        },
        { timeout: 20_000, interval: 0 },
      )
      .toEqual({
        status: 503,
        retryAfter: '5',
        body: { message: 'The site is very busy. Please try again in a few seconds.' },
      });
  }, 30_000);
});

describe('POST /upload guards', () => {
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    stack = await startStack({ config: { maxUploadBytes: 1024 } });
    ({ token } = await newMember(stack.legacy));
  });
  afterAll(async () => {
    await stack.stop();
  });

  const upload = (headers: Record<string, string>, body: RequestInit['body'], extra: RequestInit = {}) =>
    raw(`${stack.bff.url}/upload`, { method: 'POST', headers, body, ...extra });

  it('answers 401 without a token', async () => {
    stack.calls.length = 0;
    const answer = await upload({ 'X-Requested-With': 'XMLHttpRequest' }, uploadForm(tinyPng(), 'cover'));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'No access token.', code: 'SESSION_EXPIRED', limit: null });
    expect(stack.calls).toEqual([]);
  });

  it('answers 400 to a session cookie without X-Requested-With', async () => {
    stack.calls.length = 0;
    const answer = await upload({ Cookie: `${SESSION_COOKIE}=${token}` }, uploadForm(tinyPng(), 'cover'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/X-Requested-With/);
    expect(stack.calls).toEqual([]);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const answer = await upload(
      {
        Cookie: `${SESSION_COOKIE}=${token}`,
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
      },
      JSON.stringify({ file: 'x', type: 'cover' }),
    );
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(/multipart/);
  });

  it('accepts a small image with the cookie and X-Requested-With', async () => {
    const answer = await upload(
      { Cookie: `${SESSION_COOKIE}=${token}`, 'X-Requested-With': 'XMLHttpRequest' },
      uploadForm(tinyPng(), 'cover'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.folder).toBe('images_profile_cover');
    expect(answer.body.url).toBe(`${stack.bff.url}/images/images_profile_cover/${answer.body.fileName}`);
  });

  it('answers 413 to an image larger than maxUploadBytes (declared length)', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(200 * 1024, 1)]);
    const answer = await upload(
      { Cookie: `${SESSION_COOKIE}=${token}`, 'X-Requested-With': 'XMLHttpRequest' },
      uploadForm(big, 'cover'),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: 'The image may not be greater than 0.00098 MB.',
      code: 'FILE_TOO_LARGE',
      limit: 0.00098,
    });
  });

  it('answers 413 to an image just over maxUploadBytes', async () => {
    // 2 KB with maxUploadBytes 1024: the multipart envelope allowance must not let it through.
    const over = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024, 1)]);
    const answer = await upload(
      { Cookie: `${SESSION_COOKIE}=${token}`, 'X-Requested-With': 'XMLHttpRequest' },
      uploadForm(over, 'cover'),
    );
    // BUG: 200, stored: only the whole body is limited, to maxUploadBytes + 64 KB.
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: 'The image may not be greater than 0.00098 MB.',
      code: 'FILE_TOO_LARGE',
      limit: 0.00098,
    });
  });

  it('answers 413 to an oversize image streamed without a length', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(200 * 1024, 1)]);
    const form = new Request('http://x', { method: 'POST', body: uploadForm(big, 'cover') });
    const contentType = form.headers.get('content-type') ?? '';
    const answer = await upload(
      {
        Cookie: `${SESSION_COOKIE}=${token}`,
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': contentType,
      },
      form.body,
      { duplex: 'half' } as RequestInit,
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: 'The image may not be greater than 0.00098 MB.',
      code: 'FILE_TOO_LARGE',
      limit: 0.00098,
    });
  });
});
