import net from 'node:net';

/** One request as a stranger on the internet might send it: any method, path, headers and body. */
export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  head: string;
}

/** A small deterministic generator (mulberry32): the same seed sends the same requests. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LONG_SEGMENT = 'a'.repeat(300);

/** Addresses of every route kind, well formed and not. */
export const HOSTILE_PATHS = [
  '/',
  '/%ff',
  '/%00',
  '/%',
  '/%2e%2e/%2e%2e/package.json',
  `/${LONG_SEGMENT}`,
  `/detail-portfolio/${LONG_SEGMENT}`,
  '/detail-portfolio?id=%ff',
  '/search?keyword=%E0%B8',
  '/graphql',
  '/graphql/%ff',
  '/graphql?query=%ff',
  '/graphql?query={',
  `/graphql?query=${encodeURIComponent('{ categories { id } }')}&variables=%7B`,
  `/graphql?query=${encodeURIComponent('mutation { logout { ok } }')}`,
  '/upload',
  '/upload/%ff',
  '/images/%ff/x.png',
  '/images/images_cover/%00.png',
  `/images/images_cover/${LONG_SEGMENT}.png`,
  '/images/images_cover/..%2f..%2fpackage.json',
  '/images/images_cover/seed-cover-01.png?w=%ff',
  '/images/images_cover/seed-cover-01.png?w=99999',
  '/images/images_cover/seed-cover-01.png?w=320&w=640',
  '/share/portfolio/%ff',
  '/share/portfolio/99999999999999999999999',
  '/share/portfolio/-1',
  `/share/portfolio/${LONG_SEGMENT}`,
  '/healthz/%ff',
  '/readyz?x=%ff',
  '/metrics/%00',
  '/assets/%ff.js',
  '/assets/../../package.json',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  '',
];

const deepJson = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const manyAliases = `{ ${Array.from({ length: 101 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
const manyDirectives = `{ __typename ${'@aa '.repeat(100)}}`;
const duplicatedFields = `{ ${'__typename '.repeat(500)}}`;
const manyTokens = `{ ${'a '.repeat(3100)}}`;

const BODIES: (string | Buffer)[] = [
  '',
  '{',
  'null',
  '[]',
  '"query"',
  '{"query":1}',
  '{"query":"{ categories { id } }","variables":"x"}',
  '{"query":"{ categories { id } }","operationName":{}}',
  '{"query":"query($id: ID!) { portfolio(id: $id) { id } }","variables":{"id":{"a":1}}}',
  '{"query":"{ portfolio(id: \\"99999999999999999999999\\") { id } }"}',
  '{"query":"{ portfolios(page: -5) { items { id } } }"}',
  '{"query":"{ searchPortfolios(keyword: \\"\\\\u0000\\", page: 1) { items { id } } }"}',
  '[{"query":"{ categories { id } }"},{"query":"{ categories { id } }"}]',
  JSON.stringify({ query: manyAliases }),
  JSON.stringify({ query: manyDirectives }),
  JSON.stringify({ query: duplicatedFields }),
  JSON.stringify({ query: manyTokens }),
  JSON.stringify({ query: '{ categories { id ' }),
  JSON.stringify({
    query: 'mutation { login(input: { email: "x", password: "y" }) { errors { message } } }',
  }),
  deepJson,
  Buffer.from([0xff, 0xfe, 0x00, 0x01]),
  '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image',
];

/** `count` requests mixing every path, method, content type and body; the same seed gives the same list. */
export function hostileRequests(count: number, seed = 9): HostileRequest[] {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const requests: HostileRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const method = pick(METHODS);
    const headers: Record<string, string> = {};
    const contentType = pick(CONTENT_TYPES);
    if (contentType) headers['content-type'] = contentType;
    if (random() < 0.5) headers['apollo-require-preflight'] = 'true';
    if (random() < 0.2)
      headers.authorization = pick(['Bearer x', 'Bearer', 'Basic abc', `Bearer ${'t'.repeat(5000)}`]);
    if (random() < 0.2)
      headers.cookie = pick(['portfolio_session=%ff', 'portfolio_visitor=<script>', 'a=b; c']);
    if (random() < 0.1) headers['x-request-id'] = pick(['\u00ff', 'x'.repeat(500), '../../']);
    if (random() < 0.2) headers['accept-encoding'] = pick(['br', 'gzip', 'deflate', 'identity;q=0', 'x']);
    const body = method === 'GET' || method === 'HEAD' ? undefined : pick(BODIES);
    requests.push({ method, path: pick(HOSTILE_PATHS), headers, body });
  }
  return requests;
}

/**
 * Sends a request exactly as written (path bytes, headers) over a socket of its own and reads the status line.
 * Answers status 0 when the server closed the connection without an answer.
 */
export function sendRaw(baseUrl: string, request: HostileRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const lines = requestHead(baseUrl, request);
  if (body) lines.push(`Content-Length: ${body.length}`);
  return exchange(baseUrl, lines, body, { timeoutMs, headOnly: request.method === 'HEAD', halfClose: false });
}

/** The request line, Host and the request's own headers. */
function requestHead(baseUrl: string, request: HostileRequest): string[] {
  const { hostname, port } = new URL(baseUrl);
  const lines = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
  ];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  return lines;
}

/**
 * Writes a head and payload over a socket of its own and reads the status line; with `halfClose` the client then
 * sends nothing more (a client that stops). Answers status 0 when the server closed without an answer.
 */
function exchange(
  baseUrl: string,
  lines: string[],
  payload: Buffer | undefined,
  options: { timeoutMs: number; headOnly: boolean; halfClose: boolean },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: options.halfClose });
    let received = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, head: received.split('\r\n\r\n')[0] ?? '' });
    };
    const timer = setTimeout(finish, options.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n') && options.headOnly) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(payload ? Buffer.concat([head, payload]) : head, () => {
      if (options.halfClose) socket.end();
    });
  });
}

/** Opens a request, reads its first bytes and then drops the connection (a visitor leaving mid-answer). */
export function abortMidAnswer(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
    socket.on('error', () => resolve());
    setTimeout(() => {
      socket.destroy();
      resolve();
    }, 10_000).unref();
  });
}

/** Starts a multipart upload announcing `announced` bytes, sends a part of it, and drops the connection. */
export function truncatedUpload(
  baseUrl: string,
  path: string,
  token: string,
  options: { sendBytes?: number; announced?: number } = {},
): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  const boundary = 'cut-off-boundary';
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncover\r\n--${boundary}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const part = Buffer.concat([start, Buffer.alloc(options.sendBytes ?? 2000, 7)]);
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Authorization: Bearer ${token}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${options.announced ?? 200_000}`,
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.on('error', () => resolve());
    socket.write(`${head}\r\n\r\n`);
    socket.write(part, () => {
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
  });
}

/** How a body goes wrong: sent whole but malformed, or stopped by its client before its announced end. */
export interface BrokenBody {
  name: string;
  request: HostileRequest;
  /** Bytes of the body actually sent before the client half-closes (all of it when absent). */
  sendBytes?: number;
  /** Announced length, when it differs from what is sent (the client stops early). */
  announced?: number;
  /** Sent as `Transfer-Encoding: chunked`, this raw chunked text as the body. */
  chunked?: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const FILE_PART_HEAD = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';

/** The ways a multipart body can be broken, for `POST /upload`. */
function brokenMultipartBodies(): { name: string; body: Buffer; contentType: string }[] {
  const type = 'multipart/form-data; boundary=x';
  return [
    {
      name: 'multipart ending before its closing boundary (issue 25, item 1)',
      body: Buffer.concat([Buffer.from(FILE_PART_HEAD), PNG_SIGNATURE]),
      contentType: type,
    },
    {
      name: 'multipart ending inside a part header',
      body: Buffer.from('--x\r\nContent-Disp'),
      contentType: type,
    },
    { name: 'multipart with only its opening boundary', body: Buffer.from('--x\r\n'), contentType: type },
    {
      name: 'multipart with a header line that never ends',
      body: Buffer.from(`--x\r\nContent-Disposition: ${'a'.repeat(20_000)}`),
      contentType: type,
    },
    {
      name: 'multipart of another boundary',
      body: Buffer.from(`${FILE_PART_HEAD}\r\n--x--\r\n`),
      contentType: 'multipart/form-data; boundary=y',
    },
    {
      name: 'multipart with two files',
      body: Buffer.from(`${FILE_PART_HEAD}a\r\n${FILE_PART_HEAD}b\r\n--x--\r\n`),
      contentType: type,
    },
    {
      name: 'multipart with a part without a name',
      body: Buffer.from('--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--\r\n'),
      contentType: type,
    },
    {
      name: 'multipart boundary of 300 characters',
      body: Buffer.from('--'),
      contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    },
  ];
}

/** The ways a JSON body can be broken, for `POST /graphql`. */
function brokenJsonBodies(): { name: string; body: Buffer }[] {
  return [
    { name: 'JSON cut in the middle', body: Buffer.from('{"query":"{ categories { id } }","variab') },
    { name: 'JSON of invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    {
      name: 'JSON nested 5,000 deep in variables',
      body: Buffer.from(
        `{"query":"{ categories { id } }","variables":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
      ),
    },
    {
      name: 'JSON of a lone surrogate',
      body: Buffer.from('{"query":"{ categories { id } }","variables":{"a":"\\ud800"}}'),
    },
  ];
}

/**
 * Every way a body can stop early or be malformed, sent to every route that reads one (`POST /graphql`,
 * `POST /upload`), with each auth outcome: none, a token the legacy API refuses, and `token` (a real member's).
 */
export function brokenBodies(token: string): BrokenBody[] {
  const auths: [string, Record<string, string>][] = [
    ['anonymous', {}],
    ['unknown token', { authorization: 'Bearer anything', 'x-requested-with': 'x' }],
    ['member', { authorization: `Bearer ${token}`, 'x-requested-with': 'x' }],
  ];
  const cases: BrokenBody[] = [];
  for (const [who, auth] of auths) {
    const routes: { path: string; contentType: string; bodies: { name: string; body: Buffer }[] }[] = [
      {
        path: '/upload',
        contentType: '',
        bodies: brokenMultipartBodies().map(({ name, body, contentType }) => ({
          name: `${name}|${contentType}`,
          body,
        })),
      },
      { path: '/graphql', contentType: 'application/json', bodies: brokenJsonBodies() },
    ];
    for (const route of routes) {
      for (const { name: named, body } of route.bodies) {
        const [name = named, ownType] = named.split('|');
        const headers = {
          ...auth,
          'content-type': ownType ?? route.contentType,
          'apollo-require-preflight': 'true',
        };
        const request = { method: 'POST', path: route.path, headers, body };
        cases.push({ name: `${route.path} ${who}: ${name}`, request });
        // The same body, its client stopping half-way through what it announced.
        cases.push({
          name: `${route.path} ${who}: ${name}, client stops half-way`,
          request,
          sendBytes: Math.floor(body.length / 2),
          announced: body.length * 2,
        });
      }
      const whole = route.bodies[0]!.body.toString('latin1');
      const contentType = route.path === '/upload' ? 'multipart/form-data; boundary=x' : 'application/json';
      const chunkedRequest = {
        method: 'POST',
        path: route.path,
        headers: { ...auth, 'content-type': contentType },
      };
      const chunkedBodies: [string, string][] = [
        ['chunked body whose chunk size is not a number', `zz\r\n${whole}\r\n0\r\n\r\n`],
        ['chunked body that stops without its last chunk', `${whole.length.toString(16)}\r\n${whole}\r\n`],
      ];
      for (const [name, chunked] of chunkedBodies) {
        cases.push({ name: `${route.path} ${who}: ${name}`, request: chunkedRequest, chunked });
      }
    }
  }
  return cases;
}

/**
 * Sends a broken body over a socket of its own; when the client stops early it half-closes its side (it sends no
 * more) and reads what comes back. Status 0 means the server closed without an answer (acceptable when the body
 * never arrived whole: nothing can be answered to a client that has gone).
 */
export function sendBroken(baseUrl: string, broken: BrokenBody, timeoutMs = 15_000): Promise<RawAnswer> {
  const body = Buffer.from(broken.request.body ?? '');
  const lines = requestHead(baseUrl, broken.request);
  let payload: Buffer;
  if (broken.chunked !== undefined) {
    lines.push('Transfer-Encoding: chunked');
    payload = Buffer.from(broken.chunked, 'latin1');
  } else {
    lines.push(`Content-Length: ${broken.announced ?? body.length}`);
    payload = body.subarray(0, broken.sendBytes ?? body.length);
  }
  const halfClose = broken.sendBytes !== undefined || broken.chunked !== undefined;
  return exchange(baseUrl, lines, payload, { timeoutMs, headOnly: false, halfClose });
}
