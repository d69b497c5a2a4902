import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegacyClient } from '../../bff/src/legacy/legacy-client';
import { legacyRouteOf } from '../../bff/src/legacy/legacy-transport';
import type {
  LegacyBreakerState,
  LegacyCallEvent,
  LegacyClient,
  LegacyClientOptions,
  UploadImageRequest,
} from '../../bff/src/legacy/legacy-api';
import {
  LegacyHttpError,
  LegacyTimeoutError,
  LegacyUnavailableError,
} from '../../bff/src/legacy/legacy-errors';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { newMember, startLegacy, tinyPng, type LegacyHarness } from '../legacy/legacy-harness';

/** What list calls ask the legacy API to leave out, as it appears in their address. */
const LEAN = 'omit=detail%2Cproject_brief%2Cportfolio_image%2Ctag_port';

/** Everything started by a test, closed in afterAll. */
const clients: LegacyClient[] = [];
const fakes: FakeServer[] = [];

function client(options: LegacyClientOptions): { legacy: LegacyClient; calls: LegacyCallEvent[] } {
  const calls: LegacyCallEvent[] = [];
  const legacy = createLegacyClient({
    retryBaseDelayMs: 5,
    ...options,
    onCall: (call) => {
      calls.push(call);
      options.onCall?.(call);
    },
  });
  clients.push(legacy);
  return { legacy, calls };
}

/** A multipart body as a browser would send it: its content type and a byte stream. */
/** The legacy API's answer to a stored upload. */
const UPLOADED = { status: 200, message: 'Upload success', data: 'x.png', folder: 'images', url: 'u' };

/** An upload request as the BFF's upload route makes it. */
function upload(token: string, requestId: string, file: Buffer, type: string): UploadImageRequest {
  return { token, requestId, type, file: { bytes: file, fileName: 'picture.png', mimeType: 'image/png' } };
}

interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  remotePort: number;
}

interface FakeServer {
  url: string;
  port: number;
  received: ReceivedRequest[];
  /** Sockets open at once, at most. */
  maxOpenSockets: number;
  remotePorts: Set<number>;
  close(): Promise<void>;
}

type FakeHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  received: ReceivedRequest,
) => void | Promise<void>;

/** A tiny `node:http` server on 127.0.0.1, port 0; the handler answers after the body was read. */
async function startFake(handler: FakeHandler, options: { readBody?: boolean } = {}): Promise<FakeServer> {
  const received: ReceivedRequest[] = [];
  const remotePorts = new Set<number>();
  let open = 0;
  const fake: FakeServer = {
    url: '',
    port: 0,
    received,
    maxOpenSockets: 0,
    remotePorts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      if (options.readBody ?? true) for await (const chunk of request) chunks.push(chunk as Buffer);
      const entry: ReceivedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        remotePort: request.socket.remotePort ?? 0,
      };
      received.push(entry);
      await handler(request, response, entry);
    })();
  });
  server.on('connection', (socket) => {
    open += 1;
    fake.maxOpenSockets = Math.max(fake.maxOpenSockets, open);
    if (socket.remotePort) remotePorts.add(socket.remotePort);
    socket.on('close', () => {
      open -= 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  fakes.push(fake);
  return fake;
}

function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

afterAll(async () => {
  await Promise.all(clients.map((legacy) => legacy.close()));
  await Promise.all(fakes.map((fake) => fake.close()));
});

describe('legacy client against the real legacy API', () => {
  let legacy: LegacyHarness;
  let api: LegacyClient;
  let calls: LegacyCallEvent[];

  beforeAll(async () => {
    legacy = await startLegacy();
    ({ legacy: api, calls } = client({ baseUrl: legacy.url }));
  });
  afterAll(async () => {
    await api.close();
    await legacy.stop();
  });

  const visitor = () => api.forRequest({ requestId: 'test-visitor' });

  it('reads the categories and subcategories', async () => {
    const categories = await visitor().categories();
    expect(categories).toHaveLength(10);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      name_th: expect.any(String),
      name_en: expect.any(String),
      icon: expect.any(String),
    });
    const subcategories = await visitor().subcategories();
    expect(subcategories.every((s) => categories.some((c) => c.id === s.category_id))).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: 'api/subcategory', status: 200, attempt: 1 });
  });

  it('reads a list, then one portfolio of it', async () => {
    const list = await visitor().portfoliosByCategory(0, 1);
    expect(list).toMatchObject({ status: 200, current_page: 1, per_page: 12, subCategorys: [] });
    expect(list.count_item).toBe(list.total);
    const first = list.data[0];
    if (!first) throw new Error('no approved portfolio');
    const portfolio = await visitor().portfolio(first.id);
    expect(portfolio.portfolio_id).toBe(first.id);
    expect(portfolio.project_title).toBe(first.project_title);
    expect(portfolio.is_approve).toBe(1);
    expect(Array.isArray(portfolio.tag_port)).toBe(true);
  });

  it('searches with a Thai keyword, and sends keywords with &, + and spaces intact', async () => {
    const found = await visitor().search('ผ้า', 1);
    expect(found.keyword).toBe('ผ้า');
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.length).toBeGreaterThan(0);
    const odd = await visitor().search('a&b+c %_ ผ้า', 2);
    expect(odd.keyword).toBe('a&b+c %_ ผ้า');
    expect(odd.current_page).toBe(2);
    expect(calls.at(-1)?.path).toBe('api/search');
  });

  it('reads the top rank in ascending order', async () => {
    const rank = await visitor().topRank('asc', 1);
    expect(rank).toMatchObject({ sort: 'asc', per_page: 50, last_page: 1 });
    expect(rank.data[0]?.rank).toBe(50);
    expect(rank.data.at(-1)?.rank).toBe(1);
  });

  it('reads the other reference data (tags, degrees, pages, collections, highlight quirk)', async () => {
    const [tags, degrees, page, categories, highlighted] = await Promise.all([
      visitor().tags(),
      visitor().degrees(),
      visitor().page('faqs'),
      visitor().collectionCategories(),
      visitor().highlightedPortfolios(),
    ]);
    expect(tags.length).toBeGreaterThan(0);
    expect(degrees.length).toBe(5);
    expect(page.url).toBe('faqs');
    expect(categories[0]?.collections).toBeDefined();
    expect(highlighted.length).toBeLessThanOrEqual(6);
    expect(calls.some((call) => call.path === 'api/get-portfolio-hightlight' && call.status === 200)).toBe(
      true,
    );
    const collectionId = categories[0]?.collections?.[0]?.id;
    if (!collectionId) throw new Error('no collection');
    const designers = await visitor().collectionItems(collectionId, 2, 1);
    expect(designers.collection.id).toBe(collectionId);
    expect(designers.data.every((designer) => typeof designer.portfolio_amount === 'number')).toBe(true);
  });

  it('turns a 404 into a LegacyHttpError with the legacy message', async () => {
    const error = await rejection(visitor().portfolio(987654321));
    expect(error).toBeInstanceOf(LegacyHttpError);
    expect(error).toMatchObject({ status: 404, legacyMessage: 'Portfolio not found.', fieldErrors: {} });
    expect((error as Error).message).toBe('Portfolio not found.');
    // A 4xx is never retried.
    expect(calls.filter((call) => call.path === 'api/portfolio/987654321')).toHaveLength(1);
  });

  it('turns a 422 into a LegacyHttpError with the field errors', async () => {
    const error = await rejection(
      visitor().register({
        firstname_th: 'ทดสอบ',
        lastname_th: 'ระบบ',
        mobile_number: '0812345678',
        email: 'not-an-email',
        password: 'secret12',
        password_confirm: 'secret12',
      }),
    );
    expect(error).toBeInstanceOf(LegacyHttpError);
    const httpError = error as LegacyHttpError;
    expect(httpError.status).toBe(422);
    expect(httpError.legacyMessage).toBe('The email must be a valid email address.');
    expect(httpError.fieldErrors.email).toEqual(['The email must be a valid email address.']);
  });

  it('logs in the demo member, then calls with the token', async () => {
    const login = await visitor().login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(login.token_type).toBe('bearer');
    expect(login.user.email).toBe(DEMO_MEMBER.email);
    const member = api.forRequest({ token: login.access_token, requestId: 'test-member' });
    const checked = await member.checkToken();
    expect(checked.message).toBe('Token is valid');
    expect(checked.user.id).toBe(login.user.id);
    if (login.user.profile_id !== null) {
      const profile = await member.profile({});
      expect(profile.id).toBe(login.user.profile_id);
      expect(profile.email).not.toBeNull();
    }
    const available = await member.checkDomainName('a-name-nobody-has-' + Date.now().toString(36));
    expect(available.available).toBe(true);

    const anonymous = await rejection(visitor().checkToken());
    expect(anonymous).toMatchObject({ status: 401, legacyMessage: 'No access token.' });

    await member.logout();
    const revoked = await rejection(member.checkToken());
    expect(revoked).toBeInstanceOf(LegacyHttpError);
    expect((revoked as LegacyHttpError).status).toBe(401);
  });

  it('answers the share page as HTML text', async () => {
    const list = await visitor().newPortfolios();
    const id = list[0]?.id ?? (await visitor().portfoliosByCategory(0)).data[0]?.id;
    if (!id) throw new Error('no portfolio');
    const html = await visitor().shareFacebookPage(id);
    expect(html).toContain('og:title');
    const missing = await rejection(visitor().shareFacebookPage(987654321));
    expect(missing).toMatchObject({ status: 404 });
  });

  it('streams a multipart upload to api/image-up and answers the stored file name', async () => {
    const { token } = await newMember(legacy);
    const uploaded = await api.uploadImage(upload(token, 'test-upload', tinyPng(), 'portfolio-cover'));
    expect(uploaded.data).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(uploaded.folder).toBe('images_cover');

    const image = await api.fetchImage('images_cover', uploaded.data);
    if (!image) throw new Error('the uploaded image is missing');
    expect(image.contentType).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const chunk of image.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(tinyPng())).toBe(true);
    expect(await api.fetchImage('images_cover', 'nothing-here.png')).toBeNull();

    const refused = await rejection(api.uploadImage(upload(token, 'test-upload', tinyPng(), 'wallpaper')));
    expect(refused).toBeInstanceOf(LegacyHttpError);
    expect(refused).toMatchObject({ status: 422 });
    // As the contract says; the embedded legacy API's `message` lists the types instead of repeating it.
    expect((refused as LegacyHttpError).fieldErrors).toEqual({ type: ['The selected type is invalid.'] });

    const noToken = await rejection(api.uploadImage(upload('', 'test-upload', tinyPng(), 'cover')));
    expect(noToken).toMatchObject({ status: 401 });
  });

  it('pings the legacy API ready', async () => {
    expect(await api.ping()).toBe(true);
  });

  it('answers a too large upload as LegacyHttpError 413', async () => {
    const small = await startLegacy({ seeded: false, config: { maxUploadBytes: 16 * 1024 } });
    const smallClient = client({ baseUrl: small.url }).legacy;
    try {
      const { token } = await newMember(small);
      const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024, 7)]);
      const error = await rejection(smallClient.uploadImage(upload(token, 'test-413', big, 'cover')));
      expect(error).toBeInstanceOf(LegacyHttpError);
      expect(error).toMatchObject({
        status: 413,
        legacyMessage: expect.stringContaining('may not be greater'),
      });
    } finally {
      await smallClient.close();
      await small.stop();
    }
  });
});

describe('legacy client against fake servers', () => {
  it('sends Accept, X-Request-Id, the bearer token and JSON bodies, and encodes the query', async () => {
    const fake = await startFake((_request, response) => json(response, 200, { status: 200, data: [] }));
    const { legacy } = client({
      baseUrl: `${fake.url}/prefix/`,
      trustedClientKey: 'sesame',
      siteUrl: () => 'https://portfolio.example.org',
    });
    const api = legacy.forRequest({ token: 'tok-123', requestId: 'req-42' });
    await api.search('ผ้า ไหม', 3);
    await api.createTag('สีคราม', 1);
    await api.loginWithFacebook({ fb_id: '99', email: 'fb@example.com' });
    await legacy.forRequest({ requestId: 'req-43' }).tags();
    await api.forgotPassword('someone@example.com');

    const [search, tag, facebook, anonymous, forgot] = fake.received;
    expect(search?.method).toBe('GET');
    expect(search?.url).toBe(`/prefix/api/search?keyword=${encodeURIComponent('ผ้า ไหม')}&page=3&${LEAN}`);
    expect(new URL(search?.url ?? '', 'http://x').searchParams.get('keyword')).toBe('ผ้า ไหม');
    expect(search?.headers).toMatchObject({
      accept: 'application/json',
      'x-request-id': 'req-42',
      authorization: 'Bearer tok-123',
    });
    expect(search?.headers['x-trusted-client-key']).toBeUndefined();
    expect(tag).toMatchObject({ method: 'POST', url: '/prefix/api/tag' });
    expect(tag?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(tag?.body.toString('utf8') ?? '')).toEqual({ name: 'สีคราม', type: 1 });
    expect(facebook?.url).toBe('/prefix/api/auth/login-facebook');
    expect(facebook?.headers['x-trusted-client-key']).toBe('sesame');
    expect(anonymous?.headers['x-request-id']).toBe('req-43');
    expect(anonymous?.headers.authorization).toBeUndefined();
    // The calls that send mail name the site for its links, with the key that lets the legacy API believe it.
    expect(forgot?.headers).toMatchObject({
      'x-trusted-client-key': 'sesame',
      'x-site-url': 'https://portfolio.example.org',
    });
    expect(tag?.headers['x-site-url']).toBeUndefined();
  });

  it('retries a GET after a 503 and succeeds on the second attempt', async () => {
    let hits = 0;
    const fake = await startFake((_request, response) => {
      hits += 1;
      if (hits === 1) json(response, 503, { status: 503, message: 'Service Unavailable' });
      else json(response, 200, { status: 200, data: [{ id: 1, name_th: 'ก', name_en: 'A', icon: 'a' }] });
    });
    const { legacy, calls } = client({ baseUrl: fake.url });
    const categories = await legacy.forRequest({ requestId: 'r' }).categories();
    expect(categories).toHaveLength(1);
    expect(calls.map((call) => [call.attempt, call.status])).toEqual([
      [1, 503],
      [2, 200],
    ]);
    expect(fake.received).toHaveLength(2);
  });

  it('does not retry a 503 that asks to wait (Retry-After, as a full search queue answers)', async () => {
    const fake = await startFake((_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
      response.end(JSON.stringify({ status: 503, message: 'Too many searches are waiting.' }));
    });
    const { legacy } = client({ baseUrl: fake.url });
    const error = await rejection(legacy.forRequest({ requestId: 'r' }).tags());
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    expect(error).toMatchObject({ status: 503, askedToWait: true });
    expect(fake.received).toHaveLength(1);
  });

  it('gives up on a GET after 3 attempts with LegacyUnavailableError', async () => {
    const fake = await startFake((_request, response) =>
      json(response, 502, { status: 502, message: 'Bad Gateway' }),
    );
    const { legacy, calls } = client({ baseUrl: fake.url });
    const error = await rejection(legacy.forRequest({ requestId: 'r' }).tags());
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    expect(error).toMatchObject({ path: 'api/tag', status: 502 });
    expect(calls).toHaveLength(3);
    expect(fake.received).toHaveLength(3);
  });

  it('never retries a POST, nor a 4xx or a 500', async () => {
    const fake = await startFake((request, response) => {
      if (request.url?.includes('save-view'))
        json(response, 503, { status: 503, message: 'Service Unavailable' });
      else if (request.url?.includes('api/tag')) json(response, 429, { status: 429, message: 'Slow down.' });
      else json(response, 500, { status: 500, message: 'Server Error' });
    });
    const { legacy } = client({ baseUrl: fake.url });
    const api = legacy.forRequest({ requestId: 'r' });

    const post = await rejection(api.saveView(5));
    expect(post).toBeInstanceOf(LegacyUnavailableError);
    expect(fake.received.filter((r) => r.url === '/api/save-view')).toHaveLength(1);

    const tooMany = await rejection(api.tags());
    expect(tooMany).toBeInstanceOf(LegacyHttpError);
    expect(fake.received.filter((r) => r.url === '/api/tag')).toHaveLength(1);

    const serverError = await rejection(api.degrees());
    expect(serverError).toBeInstanceOf(LegacyUnavailableError);
    expect(fake.received.filter((r) => r.url === '/api/degree')).toHaveLength(1);
  });

  it('trips the headers timeout on a hanging server without showing the host', async () => {
    const fake = await startFake(() => {
      // Never answers.
    });
    const { legacy, calls } = client({ baseUrl: fake.url, headersTimeoutMs: 200, retries: 1 });
    const started = Date.now();
    const error = await rejection(legacy.forRequest({ requestId: 'r' }).categories());
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    const unavailable = error as LegacyUnavailableError;
    expect(unavailable.message).toContain('timed out');
    expect(unavailable.message).not.toContain('127.0.0.1');
    expect(unavailable.message).not.toContain(String(fake.port));
    expect((unavailable.cause as { code?: string }).code).toBe('UND_ERR_HEADERS_TIMEOUT');
    // A timeout is retried once here (retries: 1).
    expect(calls.map((call) => call.status)).toEqual(['error', 'error']);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers connection refused with LegacyUnavailableError', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const { legacy, calls } = client({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await rejection(legacy.forRequest({ requestId: 'r' }).categories());
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    const unavailable = error as LegacyUnavailableError;
    expect(unavailable.message).not.toContain('127.0.0.1');
    expect(unavailable.message).not.toContain(String(port));
    expect(unavailable.path).toBe('api/category');
    expect(calls).toHaveLength(3);
  });

  it('answers a 200 that is not JSON with LegacyUnavailableError, without retrying', async () => {
    const fake = await startFake((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    const { legacy } = client({ baseUrl: fake.url });
    const error = await rejection(legacy.forRequest({ requestId: 'r' }).categories());
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    expect(error).toMatchObject({ status: 200 });
    expect(fake.received).toHaveLength(1);
  });

  it('never opens more sockets than `connections`, and keeps them alive', async () => {
    const fake = await startFake(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      json(response, 200, { status: 200, data: [] });
    });
    const { legacy } = client({ baseUrl: fake.url, connections: 2 });
    // Members' reads: anonymous ones would share one call.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        legacy.forRequest({ token: `t${index}`, requestId: 'r' }).tags(),
      ),
    );
    expect(answers).toHaveLength(20);
    expect(fake.received).toHaveLength(20);
    expect(fake.maxOpenSockets).toBeLessThanOrEqual(2);
    expect(fake.remotePorts.size).toBeLessThanOrEqual(2);
    expect(new Set(fake.received.map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('sends an upload as a well-formed multipart body of its type and file, and never retries it', async () => {
    let hits = 0;
    const fake = await startFake(async (_request, response) => {
      hits += 1;
      if (hits === 1) json(response, 503, { status: 503, message: 'Service Unavailable' });
      else json(response, 200, UPLOADED);
    });
    const { legacy } = client({ baseUrl: fake.url });
    const error = await rejection(legacy.uploadImage(upload('t', 'up-1', tinyPng(), 'portfolio-images')));
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    expect(hits).toBe(1);
    const [received] = fake.received;
    expect(received?.headers.authorization).toBe('Bearer t');
    expect(received?.headers['x-request-id']).toBe('up-1');
    // What the legacy API reads: a multipart body whose parts are the type and the file, byte for byte.
    const parsed = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': String(received?.headers['content-type']) },
      body: new Uint8Array(received!.body),
    }).formData();
    expect(parsed.get('type')).toBe('portfolio-images');
    const file = parsed.get('file') as File;
    expect(Buffer.from(await file.arrayBuffer()).equals(tinyPng())).toBe(true);

    const uploaded = await legacy.uploadImage(upload('t', 'up-2', tinyPng(), 'portfolio-images'));
    expect(uploaded.data).toBe('x.png');
  });
});

/** How late a deadline may end a call on a loaded test machine (timers, event loop, socket teardown). */
const LATE_MS = 150;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `promise` to its rejection and answers the error with how long that took. */
/** Times a call from before it is made: its deadline starts when the request's scope is made, inside `call`. */
async function timedRejection(call: () => Promise<unknown>): Promise<{ error: unknown; elapsed: number }> {
  const started = performance.now();
  const error = await rejection(call());
  return { error, elapsed: performance.now() - started };
}

/** A fake that answers each path by a handler chosen per path; unknown paths answer `{ data: [] }`. */
async function startRoutedFake(
  routes: Record<string, (response: http.ServerResponse) => void | Promise<void>>,
): Promise<FakeServer> {
  return startFake(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\//, '');
    const route = routes[path];
    if (route) await route(response);
    else json(response, 200, { status: 200, data: [] });
  });
}

const hang = () => {
  // Never answers: only the client's deadline or timeouts end the wait.
};

describe('legacy client: one deadline per request', () => {
  it('ends a hung GET at the request budget, not after several headers timeouts', async () => {
    const fake = await startFake(hang);
    const { legacy, calls } = client({ baseUrl: fake.url, requestBudgetMs: 400, retries: 2 });
    const { error, elapsed } = await timedRejection(() => legacy.forRequest({ requestId: 'r' }).categories());
    expect(error).toBeInstanceOf(LegacyTimeoutError);
    // Still an unavailability, for code that only knows that.
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    expect(error).toMatchObject({ path: 'api/category' });
    expect((error as Error).message).not.toContain('127.0.0.1');
    expect(elapsed).toBeGreaterThanOrEqual(395);
    expect(elapsed).toBeLessThan(400 + LATE_MS);
    // No time was left for a retry.
    expect(calls).toMatchObject([
      { path: 'api/category', route: 'api/category', status: 'error', attempt: 1 },
    ]);
  });

  it('ends an answer whose body stalls at the budget too', async () => {
    const fake = await startFake((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"status":200,"data":[');
    });
    const { legacy } = client({ baseUrl: fake.url, requestBudgetMs: 300 });
    const { error, elapsed } = await timedRejection(() => legacy.forRequest({ requestId: 'r' }).tags());
    expect(error).toBeInstanceOf(LegacyTimeoutError);
    expect(elapsed).toBeLessThan(300 + LATE_MS);
  });

  it('retries a failing GET only while the budget lasts', async () => {
    const arrivals: number[] = [];
    const fake = await startFake(async (_request, response) => {
      arrivals.push(performance.now());
      await pause(120);
      json(response, 503, { status: 503, message: 'Service Unavailable' });
    });
    const { legacy, calls } = client({ baseUrl: fake.url, requestBudgetMs: 400, retries: 10 });
    const started = performance.now();
    const { error, elapsed } = await timedRejection(() => legacy.forRequest({ requestId: 'r' }).degrees());
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    expect(elapsed).toBeLessThan(400 + LATE_MS);
    // About three 120 ms attempts fit in 400 ms, far from the 11 allowed; none starts after the deadline.
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.length).toBeLessThanOrEqual(4);
    expect(calls.map((call) => call.attempt)).toEqual(calls.map((_call, index) => index + 1));
    for (const arrival of arrivals) expect(arrival - started).toBeLessThan(400);
  });

  it('shares one deadline between the calls of a request', async () => {
    const fake = await startRoutedFake({
      'api/tag': async (response) => {
        await pause(350);
        json(response, 200, { status: 200, data: [] });
      },
      'api/category': hang,
    });
    const { legacy } = client({ baseUrl: fake.url, requestBudgetMs: 500 });
    const api = legacy.forRequest({ requestId: 'r' });
    const started = performance.now();
    await api.tags();
    // The second call gets only what the first left: about 150 ms, not another 500.
    const { error, elapsed } = await timedRejection(() => api.categories());
    expect(error).toBeInstanceOf(LegacyTimeoutError);
    expect(elapsed).toBeLessThan(150 + LATE_MS);
    expect(performance.now() - started).toBeLessThan(500 + LATE_MS);

    // Spent: the next call fails at once, without asking the legacy API.
    const hits = fake.received.length;
    const { error: late, elapsed: lateElapsed } = await timedRejection(() => api.degrees());
    expect(late).toBeInstanceOf(LegacyTimeoutError);
    expect(lateElapsed).toBeLessThan(50);
    expect(fake.received).toHaveLength(hits);

    // Another request starts a deadline of its own.
    expect(await legacy.forRequest({ requestId: 'r2' }).degrees()).toEqual([]);
  });

  it('takes a per-request budget and per-request observer', async () => {
    const fake = await startRoutedFake({ 'api/category': hang });
    const { legacy, calls } = client({ baseUrl: fake.url, requestBudgetMs: 5000 });
    const mine: LegacyCallEvent[] = [];
    const api = legacy.forRequest({ requestId: 'r', budgetMs: 200, onCall: (call) => mine.push(call) });
    await api.tags();
    const { error, elapsed } = await timedRejection(() => api.categories());
    expect(error).toBeInstanceOf(LegacyTimeoutError);
    expect(elapsed).toBeLessThan(200 + LATE_MS);
    expect(mine.map((call) => [call.path, call.status])).toEqual([
      ['api/tag', 200],
      ['api/category', 'error'],
    ]);
    // The client's observer sees them too, and only this request's calls reach `mine`.
    expect(calls).toHaveLength(2);
    await legacy.forRequest({ requestId: 'other' }).tags();
    expect(mine).toHaveLength(2);
    expect(calls).toHaveLength(3);
  });

  it('keeps uploads and images out of the budget', async () => {
    const fake = await startRoutedFake({
      'api/image-up': async (response) => {
        await pause(300);
        json(response, 200, UPLOADED);
      },
      'storage/images/x.png': async (response) => {
        await pause(300);
        response.writeHead(200, { 'Content-Type': 'image/png' });
        response.end(tinyPng());
      },
    });
    const { legacy } = client({ baseUrl: fake.url, requestBudgetMs: 100 });
    const uploaded = await legacy.uploadImage(upload('t', 'up', Buffer.from('bytes'), 'cover'));
    expect(uploaded.data).toBe('x.png');
    const image = await legacy.fetchImage('images', 'x.png');
    expect(image?.contentType).toBe('image/png');
    image?.body.resume();
  });
  it('keeps a hung route to its share of the pool, so the other routes still answer', async () => {
    let hungNow = 0;
    let hungAtOnce = 0;
    const fake = await startRoutedFake({
      'api/category': (response) => {
        hungNow += 1;
        hungAtOnce = Math.max(hungAtOnce, hungNow);
        response.on('close', () => (hungNow -= 1));
      },
      'api/tag': async (response) => {
        await pause(20);
        json(response, 200, { status: 200, data: [] });
      },
    });
    const { legacy } = client({
      baseUrl: fake.url,
      connections: 4,
      requestBudgetMs: 500,
      breakerFailures: 1000,
    });
    // Eight members at once, each waiting on the hung route: more than the pool's four sockets.
    const visits = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const api = legacy.forRequest({ token: `t${index}`, requestId: 'r' });
        return Promise.allSettled([api.categories(), api.tags()]);
      }),
    );
    for (const [categories, tags] of visits) {
      expect(categories.status === 'rejected' && categories.reason).toBeInstanceOf(LegacyTimeoutError);
      expect(tags.status).toBe('fulfilled');
    }
    // Half the pool (two sockets) is the hung route's; the calls queued for it ended at their deadline.
    expect(hungAtOnce).toBe(2);
  });
});

describe('legacy client: identical anonymous reads in flight share one call', () => {
  /** A fake whose answers take `delayMs`, counting hits per path and query. */
  async function slowFake(delayMs: number, status = 200) {
    return startFake(async (request, response) => {
      await pause(delayMs);
      if (status === 200) json(response, 200, { status: 200, data: [{ id: 1, url: request.url }] });
      else json(response, status, { status, message: 'Portfolio not found.' });
    });
  }

  it('makes one call for reads made at the same moment, and counts those that joined', async () => {
    const fake = await slowFake(50);
    const shared: string[] = [];
    const { legacy, calls } = client({ baseUrl: fake.url, onSharedRead: (route) => shared.push(route) });
    const mine: LegacyCallEvent[][] = [];
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => {
        const seen: LegacyCallEvent[] = [];
        mine.push(seen);
        return legacy.forRequest({ requestId: `r${index}`, onCall: (call) => seen.push(call) }).tags();
      }),
    );
    expect(fake.received).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(shared).toEqual(['api/tag', 'api/tag', 'api/tag', 'api/tag']);
    for (const answer of answers) expect(answer).toBe(answers[0]);
    // Each request's access line still counts the call it waited on.
    for (const seen of mine) expect(seen.map((call) => call.status)).toEqual([200]);
    // The first caller's request id went out.
    expect(fake.received[0]?.headers['x-request-id']).toBe('r0');
  });

  it('keys the sharing by path and query, and ends it when the call settles (no cache)', async () => {
    const fake = await slowFake(30);
    const { legacy } = client({ baseUrl: fake.url });
    const api = () => legacy.forRequest({ requestId: 'r' });
    await Promise.all([api().search('ผ้า', 1), api().search('ผ้า', 2), api().search('ไหม', 1)]);
    await Promise.all([api().search('ผ้า', 1), api().search('ผ้า', 1)]);
    await api().search('ผ้า', 1);
    expect(fake.received.map((request) => request.url)).toEqual([
      `/api/search?keyword=${encodeURIComponent('ผ้า')}&page=1&${LEAN}`,
      `/api/search?keyword=${encodeURIComponent('ผ้า')}&page=2&${LEAN}`,
      `/api/search?keyword=${encodeURIComponent('ไหม')}&page=1&${LEAN}`,
      `/api/search?keyword=${encodeURIComponent('ผ้า')}&page=1&${LEAN}`,
      `/api/search?keyword=${encodeURIComponent('ผ้า')}&page=1&${LEAN}`,
    ]);
  });

  it('never shares a call that carries a token, nor a write', async () => {
    const fake = await slowFake(30);
    const { legacy } = client({ baseUrl: fake.url });
    await Promise.all([
      ...Array.from({ length: 3 }, () => legacy.forRequest({ token: 'same', requestId: 'r' }).tags()),
      legacy.forRequest({ token: 'other', requestId: 'r' }).tags(),
      legacy.forRequest({ requestId: 'r' }).tags(),
    ]);
    expect(fake.received).toHaveLength(5);
    expect(fake.received.filter((request) => request.headers.authorization === undefined)).toHaveLength(1);
    await Promise.allSettled(
      Array.from({ length: 3 }, () => legacy.forRequest({ requestId: 'r' }).saveView(1)),
    );
    expect(fake.received.filter((request) => request.url === '/api/save-view')).toHaveLength(3);
  });

  it('hands a refusal to every caller who shared the call', async () => {
    const fake = await slowFake(30, 404);
    const { legacy } = client({ baseUrl: fake.url });
    const errors = await Promise.all(
      Array.from({ length: 3 }, () => rejection(legacy.forRequest({ requestId: 'r' }).portfolio(7))),
    );
    expect(fake.received).toHaveLength(1);
    for (const error of errors)
      expect(error).toMatchObject({ status: 404, legacyMessage: 'Portfolio not found.' });
  });

  it('ends each caller at its own deadline without failing the others', async () => {
    const fake = await slowFake(300);
    const { legacy } = client({ baseUrl: fake.url, requestBudgetMs: 1000 });
    const hurried = timedRejection(() => legacy.forRequest({ requestId: 'hurried', budgetMs: 100 }).tags());
    const patient = legacy.forRequest({ requestId: 'patient' }).tags();
    const { error, elapsed } = await hurried;
    expect(error).toBeInstanceOf(LegacyTimeoutError);
    expect(elapsed).toBeLessThan(100 + LATE_MS);
    expect(await patient).toEqual([{ id: 1, url: '/api/tag' }]);
    expect(fake.received).toHaveLength(1);
  });

  it('lets a later caller with more time keep the call going past the first caller’s deadline', async () => {
    const fake = await slowFake(300);
    const { legacy } = client({ baseUrl: fake.url });
    const first = rejection(legacy.forRequest({ requestId: 'first', budgetMs: 150 }).tags());
    await pause(50);
    const later = legacy.forRequest({ requestId: 'later', budgetMs: 2000 }).tags();
    expect(await first).toBeInstanceOf(LegacyTimeoutError);
    expect(await later).toEqual([{ id: 1, url: '/api/tag' }]);
    expect(fake.received).toHaveLength(1);
  });

  it('gives the call up once every caller has left', async () => {
    let closedAt = 0;
    const fake = await startFake((_request, response) => {
      response.on('close', () => (closedAt = performance.now()));
    });
    const { legacy, calls } = client({ baseUrl: fake.url, breakerFailures: 1000 });
    const started = performance.now();
    const errors = await Promise.all([
      rejection(legacy.forRequest({ requestId: 'a', budgetMs: 100 }).tags()),
      rejection(legacy.forRequest({ requestId: 'b', budgetMs: 250 }).tags()),
    ]);
    for (const error of errors) expect(error).toBeInstanceOf(LegacyTimeoutError);
    await pause(LATE_MS);
    expect(fake.received).toHaveLength(1);
    // Not at the first caller's deadline, and not later than the last one's.
    expect(closedAt - started).toBeGreaterThanOrEqual(240);
    expect(closedAt - started).toBeLessThan(250 + LATE_MS);
    expect(calls.map((call) => call.status)).toEqual(['error']);
  });

  it('retries a shared read for those still waiting', async () => {
    let hits = 0;
    const fake = await startFake(async (_request, response) => {
      hits += 1;
      await pause(30);
      if (hits === 1) json(response, 503, { status: 503, message: 'Service Unavailable' });
      else json(response, 200, { status: 200, data: [] });
    });
    const { legacy } = client({ baseUrl: fake.url });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => legacy.forRequest({ requestId: 'r' }).degrees()),
    );
    expect(answers).toEqual([[], [], []]);
    expect(fake.received).toHaveLength(2);
  });

  it('freezes what callers share, so no resolver can change it for the others', async () => {
    const fake = await slowFake(0);
    const { legacy } = client({ baseUrl: fake.url });
    const api = legacy.forRequest({ requestId: 'r' });
    const tags = await api.tags();
    expect(Object.isFrozen(tags)).toBe(true);
    const page = await api.search('x');
    expect(Object.isFrozen(page)).toBe(true);
    expect(Object.isFrozen(page.data)).toBe(true);
    expect(() => (tags as unknown[]).push(1)).toThrow(TypeError);
  });
});

describe('legacy client: lists without the detail HTML', () => {
  it('asks lists lean and reads an item whole from its list asked again once, or by id when it left the list', async () => {
    const item = (id: number, lean: boolean) => ({
      id,
      project_title: `p${id}`,
      ...(lean ? {} : { detail: `<p>${id}</p>` }),
    });
    const fake = await startFake((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      const lean = url.searchParams.get('omit') === 'detail,project_brief,portfolio_image,tag_port';
      if (url.pathname === '/api/get-new-portfolio')
        // Asked again whole, the list has moved on: 3 left it.
        json(response, 200, {
          status: 200,
          data: lean ? [item(1, true), item(2, true), item(3, true)] : [item(1, false), item(2, false)],
        });
      else if (url.pathname === '/api/portfolio/3')
        json(response, 200, { status: 200, data: item(3, false) });
      else json(response, 404, { status: 404, message: 'Not Found' });
    });
    const { legacy } = client({ baseUrl: fake.url });
    const api = legacy.forRequest({ requestId: 'r' });
    const list = await api.newPortfolios();
    expect(list.map((portfolio) => portfolio.detail)).toEqual([undefined, undefined, undefined]);
    const whole = await Promise.all(list.map((portfolio) => api.wholePortfolio(portfolio)));
    expect(whole.map((portfolio) => portfolio.detail)).toEqual(['<p>1</p>', '<p>2</p>', '<p>3</p>']);
    expect(fake.received.map((request) => request.url)).toEqual([
      `/api/get-new-portfolio?${LEAN}`,
      '/api/get-new-portfolio',
      '/api/portfolio/3',
    ]);
    // Whole already (a legacy API without `omit`, or one portfolio read by id): no call.
    expect(await api.wholePortfolio(whole[0]!)).toBe(whole[0]);
    expect(fake.received).toHaveLength(3);
  });
});

describe('legacy client: a circuit breaker per route', () => {
  it('names routes by their pattern', () => {
    expect(legacyRouteOf('api/portfolio/12')).toBe('api/portfolio/{id}');
    expect(legacyRouteOf('/api/portfolio/12?x=1')).toBe('api/portfolio/{id}');
    expect(legacyRouteOf('api/portfolio')).toBe('api/portfolio');
    expect(legacyRouteOf('api/tagport/7')).toBe('api/tagport/{id}');
    expect(legacyRouteOf('api/share-facebook/NaN')).toBe('api/share-facebook/{id}');
    expect(legacyRouteOf('api/educations/-1')).toBe('api/educations/{id}');
    expect(legacyRouteOf('api/auth/login')).toBe('api/auth/login');
    expect(legacyRouteOf('api/get-new-portfolio')).toBe('api/get-new-portfolio');
    expect(legacyRouteOf('storage/images_cover/x.png')).toBe('storage/{folder}/{file}');
  });

  it('opens after N consecutive failures, fails fast, probes after halfOpenAfter and closes on success', async () => {
    let down = true;
    const fake = await startFake(async (request, response) => {
      if (request.url?.startsWith('/api/portfolio/') && down) {
        if (request.url === '/api/portfolio/3') await pause(100); // The probe, when it comes.
        json(response, 503, { status: 503, message: 'Service Unavailable' });
      } else json(response, 200, { status: 200, data: { portfolio_id: 3 } });
    });
    const changes: [string, LegacyBreakerState][] = [];
    const { legacy } = client({
      baseUrl: fake.url,
      retries: 0,
      breakerFailures: 3,
      breakerHalfOpenAfterMs: 400,
      onBreakerStateChange: (route, state) => changes.push([route, state]),
    });
    const api = () => legacy.forRequest({ requestId: 'r' });
    // Three different portfolios, one route: the route is what is down.
    for (const id of [1, 2, 1])
      expect(await rejection(api().portfolio(id))).toBeInstanceOf(LegacyUnavailableError);
    expect(fake.received).toHaveLength(3);
    expect(legacy.breakerStates()).toEqual({ 'api/portfolio/{id}': 'open' });
    expect(changes).toEqual([['api/portfolio/{id}', 'open']]);

    const { error, elapsed } = await timedRejection(() => api().portfolio(4));
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    expect(error).not.toBeInstanceOf(LegacyTimeoutError);
    expect((error as Error).message).toContain('circuit open');
    expect(elapsed).toBeLessThan(50);
    expect(fake.received).toHaveLength(3);
    // Other routes are not affected.
    expect(await api().tags()).toEqual({ portfolio_id: 3 });

    await pause(450);
    down = false;
    // One probe goes through; while it is under way, the others still fail fast.
    const probe = api().portfolio(3);
    const during = await timedRejection(() => api().portfolio(5));
    expect((during.error as Error).message).toContain('circuit open');
    expect(during.elapsed).toBeLessThan(50);
    expect(legacy.breakerStates()['api/portfolio/{id}']).toBe('half-open');
    expect(await probe).toEqual({ portfolio_id: 3 });
    expect(legacy.breakerStates()['api/portfolio/{id}']).toBe('closed');
    expect(changes.map(([, state]) => state)).toEqual(['open', 'half-open', 'closed']);
    expect(await api().portfolio(5)).toEqual({ portfolio_id: 3 });
  });

  it('opens again when the probe fails', async () => {
    const fake = await startFake((_request, response) => json(response, 500, { message: 'Server Error' }));
    const { legacy } = client({ baseUrl: fake.url, breakerFailures: 2, breakerHalfOpenAfterMs: 200 });
    const api = () => legacy.forRequest({ requestId: 'r' });
    await rejection(api().degrees());
    await rejection(api().degrees());
    expect(legacy.breakerStates()).toEqual({ 'api/degree': 'open' });
    await pause(250);
    await rejection(api().degrees());
    expect(fake.received).toHaveLength(3);
    expect(legacy.breakerStates()).toEqual({ 'api/degree': 'open' });
    expect(((await rejection(api().degrees())) as Error).message).toContain('circuit open');
    expect(fake.received).toHaveLength(3);
  });

  it('counts timeouts and each retried attempt, and lets writes through the breaker without retrying them', async () => {
    const fake = await startRoutedFake({
      'api/category': hang,
      'api/degree': (response) => json(response, 503, { message: 'Service Unavailable' }),
      'api/save-view': (response) => json(response, 502, { message: 'Bad Gateway' }),
    });
    const { legacy } = client({ baseUrl: fake.url, requestBudgetMs: 150, breakerFailures: 2 });
    const api = () => legacy.forRequest({ requestId: 'r' });
    expect(await rejection(api().categories())).toBeInstanceOf(LegacyTimeoutError);
    expect(await rejection(api().categories())).toBeInstanceOf(LegacyTimeoutError);
    const open = await rejection(api().categories());
    expect(open).not.toBeInstanceOf(LegacyTimeoutError);
    expect((open as Error).message).toContain('circuit open');

    await rejection(api().saveView(1));
    await rejection(api().saveView(1));
    expect(fake.received.filter((r) => r.url === '/api/save-view')).toHaveLength(2);
    expect(((await rejection(api().saveView(1))) as Error).message).toContain('circuit open');
    expect(fake.received.filter((r) => r.url === '/api/save-view')).toHaveLength(2);

    // One read: two attempts open the breaker, which ends the retries (3 attempts were allowed).
    expect(((await rejection(api().degrees())) as Error).message).toContain('circuit open');
    expect(fake.received.filter((r) => r.url === '/api/degree')).toHaveLength(2);
    expect(legacy.breakerStates()).toEqual({
      'api/category': 'open',
      'api/save-view': 'open',
      'api/degree': 'open',
    });
  });

  it('does not count 4xx answers: the route is up, the record is not there', async () => {
    const fake = await startFake((_request, response) =>
      json(response, 404, { message: 'Portfolio not found.' }),
    );
    const { legacy } = client({ baseUrl: fake.url, breakerFailures: 2 });
    for (let id = 1; id <= 5; id += 1) {
      const error = await rejection(legacy.forRequest({ requestId: 'r' }).portfolio(id));
      expect(error).toMatchObject({ status: 404 });
    }
    expect(fake.received).toHaveLength(5);
    expect(legacy.breakerStates()).toEqual({ 'api/portfolio/{id}': 'closed' });
  });
});

describe('legacy client: ping', () => {
  it('is true only for a 2xx from healthz', async () => {
    const fake = await startFake((_request, response) => json(response, 200, { status: 'ok' }));
    const { legacy, calls } = client({ baseUrl: `${fake.url}/prefix` });
    expect(await legacy.ping()).toBe(true);
    expect(fake.received.at(-1)?.url).toBe('/prefix/healthz');
    // Readiness probes every few seconds would drown the call log.
    expect(calls).toEqual([]);

    const missing = await startFake((_request, response) => json(response, 404, { message: 'Not Found' }));
    expect(await client({ baseUrl: missing.url }).legacy.ping()).toBe(false);
    const failing = await startFake((_request, response) => json(response, 503, { message: 'Down' }));
    expect(await client({ baseUrl: failing.url }).legacy.ping()).toBe(false);
  });

  it('is false at its timeout on a hung server, and when nothing listens', async () => {
    const fake = await startFake(hang);
    const { legacy } = client({ baseUrl: fake.url });
    const started = performance.now();
    expect(await legacy.ping(200)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200 + LATE_MS);

    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await client({ baseUrl: `http://127.0.0.1:${port}` }).legacy.ping()).toBe(false);
  });

  it('bypasses open breakers, budgets and a pool taken by a hung path', async () => {
    const fake = await startRoutedFake({
      'api/category': hang,
      healthz: (response) => json(response, 200, { status: 'ok' }),
    });
    const { legacy } = client({
      baseUrl: fake.url,
      connections: 1,
      requestBudgetMs: 500,
      breakerFailures: 1,
    });
    // The only pooled socket waits on the hung path.
    const hung = rejection(legacy.forRequest({ requestId: 'r' }).categories());
    await pause(50);
    expect(await legacy.ping()).toBe(true);
    await hung;
    expect(legacy.breakerStates()).toEqual({ 'api/category': 'open' });
    expect(await legacy.ping()).toBe(true);
  });
});
