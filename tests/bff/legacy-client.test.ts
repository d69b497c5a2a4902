import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LegacyHttpError,
  LegacyUnavailableError,
  createLegacyClient,
  type LegacyCallEvent,
  type LegacyClient,
  type LegacyClientOptions,
} from '../../bff/src/legacy/legacy-client';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { newMember, startLegacy, tinyPng, uploadForm, type LegacyHarness } from '../legacy/legacy-harness';

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
function multipart(form: FormData): { contentType: string; body: Readable } {
  const request = new Request('http://x', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType || !request.body) throw new Error('no multipart body');
  return { contentType, body: Readable.fromWeb(request.body as WebReadableStream<Uint8Array>) };
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
    const { contentType, body } = multipart(uploadForm(tinyPng(), 'portfolio-cover'));
    const uploaded = await api.uploadImage({ token, requestId: 'test-upload', contentType, body });
    expect(uploaded.data).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(uploaded.folder).toBe('images_cover');

    const image = await api.fetchImage('images_cover', uploaded.data);
    if (!image) throw new Error('the uploaded image is missing');
    expect(image.contentType).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const chunk of image.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(tinyPng())).toBe(true);
    expect(await api.fetchImage('images_cover', 'nothing-here.png')).toBeNull();

    const badType = multipart(uploadForm(tinyPng(), 'wallpaper'));
    const refused = await rejection(api.uploadImage({ token, requestId: 'test-upload', ...badType }));
    expect(refused).toBeInstanceOf(LegacyHttpError);
    expect(refused).toMatchObject({ status: 422 });
    // As the contract says; the embedded legacy API's `message` lists the types instead of repeating it.
    expect((refused as LegacyHttpError).fieldErrors).toEqual({ type: ['The selected type is invalid.'] });

    const anonymous = multipart(uploadForm(tinyPng(), 'cover'));
    const noToken = await rejection(api.uploadImage({ token: '', requestId: 'test-upload', ...anonymous }));
    expect(noToken).toMatchObject({ status: 401 });
  });

  it('answers a too large upload as LegacyHttpError 413', async () => {
    const small = await startLegacy({ seeded: false, config: { maxUploadBytes: 16 * 1024 } });
    const smallClient = client({ baseUrl: small.url }).legacy;
    try {
      const { token } = await newMember(small);
      const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024, 7)]);
      const { contentType, body } = multipart(uploadForm(big, 'cover'));
      const error = await rejection(
        smallClient.uploadImage({ token, requestId: 'test-413', contentType, body }),
      );
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
    const { legacy } = client({ baseUrl: `${fake.url}/prefix/`, trustedClientKey: 'sesame' });
    const api = legacy.forRequest({ token: 'tok-123', requestId: 'req-42' });
    await api.search('ผ้า ไหม', 3);
    await api.createTag('สีคราม', 1);
    await api.loginWithFacebook({ fb_id: '99', email: 'fb@example.com' });
    await legacy.forRequest({ requestId: 'req-43' }).tags();

    const [search, tag, facebook, anonymous] = fake.received;
    expect(search?.method).toBe('GET');
    expect(search?.url).toBe(`/prefix/api/search?keyword=${encodeURIComponent('ผ้า ไหม')}&page=3`);
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
    const api = legacy.forRequest({ requestId: 'r' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.tags()));
    expect(answers).toHaveLength(20);
    expect(fake.received).toHaveLength(20);
    expect(fake.maxOpenSockets).toBeLessThanOrEqual(2);
    expect(fake.remotePorts.size).toBeLessThanOrEqual(2);
    expect(new Set(fake.received.map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('streams an upload unchanged, without waiting for its end, and never retries it', async () => {
    let firstChunkSeen: () => void = () => undefined;
    const firstChunkArrived = new Promise<void>((resolve) => {
      firstChunkSeen = resolve;
    });
    let hits = 0;
    const fake = await startFake(
      async (request, response, received) => {
        hits += 1;
        const chunks: Buffer[] = [];
        for await (const chunk of request) {
          chunks.push(chunk as Buffer);
          firstChunkSeen();
        }
        received.body = Buffer.concat(chunks);
        if (hits === 1) json(response, 503, { status: 503, message: 'Service Unavailable' });
        else
          json(response, 200, {
            status: 200,
            message: 'Upload success',
            data: 'x.png',
            folder: 'images',
            url: 'u',
          });
      },
      { readBody: false },
    );
    const { legacy } = client({ baseUrl: fake.url });
    const { contentType, body } = multipart(uploadForm(tinyPng(), 'portfolio-images'));
    const whole: Buffer[] = [];
    for await (const chunk of body) whole.push(chunk as Buffer);
    const expected = Buffer.concat(whole);

    // The second half is only produced once the server has the first: the body is not buffered first.
    async function* slowly(): AsyncIterable<Uint8Array> {
      const half = Math.floor(expected.length / 2);
      yield expected.subarray(0, half);
      await firstChunkArrived;
      yield expected.subarray(half);
    }
    const error = await rejection(
      legacy.uploadImage({
        token: 't',
        requestId: 'up-1',
        contentType,
        contentLength: expected.length,
        body: slowly(),
      }),
    );
    expect(error).toBeInstanceOf(LegacyUnavailableError);
    expect(hits).toBe(1);
    const [received] = fake.received;
    expect(received?.headers['content-type']).toBe(contentType);
    expect(received?.headers['content-length']).toBe(String(expected.length));
    expect(received?.headers.authorization).toBe('Bearer t');
    expect(received?.headers['x-request-id']).toBe('up-1');
    expect(received?.body.equals(expected)).toBe(true);

    const uploaded = await legacy.uploadImage({
      token: 't',
      requestId: 'up-2',
      contentType,
      body: Readable.from([expected]),
    });
    expect(uploaded.data).toBe('x.png');
    expect(fake.received[1]?.body.equals(expected)).toBe(true);
  });
});
