import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNER_PASSWORD } from '../../legacy/src/seed/demo-data';
import manifest from '../../web/src/graphql/generated/persisted-documents.json';
import { startStack, type Stack } from './bff-harness';

/** The site's home query as the browser's Apollo Client asks for it: by hash, with GET. */
const [homeKey, homeText] = Object.entries(manifest as Record<string, string>).find(([, text]) =>
  /\bquery HomeRouteQuery\b/.test(text),
)!;
const HOME_HASH = homeKey.replace(/^sha256:/, '');

function persistedGet(stack: Stack, hash: string, headers: Record<string, string> = {}) {
  const url = new URL('/graphql', stack.bff.url);
  url.searchParams.set('operationName', 'HomeRouteQuery');
  url.searchParams.set('variables', '{}');
  url.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
  return fetch(url, { headers: { 'apollo-require-preflight': 'true', ...headers } });
}

function post(stack: Stack, body: object, headers: Record<string, string> = {}) {
  return fetch(`${stack.bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('the site’s persisted documents', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.stop());

  it('answers a query sent by hash with GET, cacheable by browsers and CDNs', async () => {
    const first = await persistedGet(stack, HOME_HASH);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { data?: { newPortfolios?: unknown[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.newPortfolios?.length).toBeGreaterThan(0);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);

    const revalidated = await persistedGet(stack, HOME_HASH, { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('runs the site’s copy when a known hash comes with its text, and refuses a text under another’s hash', async () => {
    const known = await post(stack, {
      query: homeText,
      extensions: { persistedQuery: { version: 1, sha256Hash: HOME_HASH } },
    });
    expect(((await known.json()) as { errors?: unknown }).errors).toBeUndefined();

    for (const hash of ['f'.repeat(64), HOME_HASH]) {
      const mismatched = await post(stack, {
        query: '{ categories { id } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      });
      expect(mismatched.status).toBe(400);
      const body = (await mismatched.json()) as {
        data?: unknown;
        errors: { extensions: { code: string } }[];
      };
      expect(body.data).toBeUndefined();
      expect(body.errors[0]?.extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    }
  });

  it('still lets integrators register their own documents (automatic persisted queries)', async () => {
    const query = '{ tags { id name } }';
    const hash = (await import('node:crypto')).createHash('sha256').update(query).digest('hex');
    const unknown = await post(stack, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(
      ((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe('PERSISTED_QUERY_NOT_FOUND');
    await post(stack, { query, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    const registered = await post(stack, {
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(((await registered.json()) as { data: { tags: unknown[] } }).data.tags.length).toBeGreaterThan(0);
  });
});

describe('TRUSTED_DOCUMENTS', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ config: { trustedDocuments: true } });
  });
  afterAll(() => stack.stop());

  it('refuses a visitor’s own document and accepts the site’s, and a signed-in member’s document', async () => {
    const refused = await post(stack, { query: '{ categories { id } }' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('PERSISTED_QUERY_NOT_TRUSTED');

    expect((await persistedGet(stack, HOME_HASH)).status).toBe(200);

    const member = stack.browser();
    const login = await member.graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { errors { message } } }',
      { input: { email: 'designer01@portfolio.example', password: DESIGNER_PASSWORD } },
    );
    // A visitor signing in sends the site's own login mutation; this test writes it by hand, which is refused.
    expect(login.status).toBe(400);
    const token = await stack.legacy.call('POST', '/api/auth/login', {
      body: { email: 'designer01@portfolio.example', password: DESIGNER_PASSWORD },
    });
    const accessToken = (token.body as { access_token: string }).access_token;
    const ownDocument = await post(
      stack,
      { query: '{ viewer { id } }' },
      { authorization: `Bearer ${accessToken}` },
    );
    expect(ownDocument.status).toBe(200);
    expect(((await ownDocument.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBeTruthy();
  });

  it('opens only for a session that signs someone in, not for any token or cookie (issue 42)', async () => {
    const madeUp = 'A'.repeat(43);
    const introspection = { query: '{ __schema { types { name } } }' };
    const attempts: Record<string, string>[] = [
      { authorization: 'Bearer garbage' },
      { authorization: `Bearer ${madeUp}` },
      { cookie: `portfolio_session=${madeUp}` },
      { cookie: 'portfolio_session=x' },
    ];
    for (const headers of attempts) {
      for (const document of [{ query: '{ categories { id } }' }, introspection]) {
        const refused = await post(stack, document, headers);
        expect(refused.status).toBe(400);
        const body = (await refused.json()) as { errors: { extensions: { code: string } }[] };
        expect(body.errors[0]!.extensions.code).toBe('PERSISTED_QUERY_NOT_TRUSTED');
      }
    }
  });
});
