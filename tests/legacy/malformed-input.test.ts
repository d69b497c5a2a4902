import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouter } from '../../legacy/src/server';
import { newMember, startLegacy, type LegacyHarness } from './legacy-harness';

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** One request exactly as given (path, method and body bytes are not normalised, unlike fetch). */
function rawRequest(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...options.headers,
          ...(options.body !== undefined
            ? { 'Content-Length': String(Buffer.byteLength(options.body)) }
            : {}),
        },
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            text,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Values of the wrong type or out of range, for every field name any route reads. */
const FIELD_NAMES = [
  'id',
  'page',
  'member_id',
  'category_id',
  'subcategory_id',
  'portfolio_id',
  'category_collection_id',
  'type',
  'sort',
  'keyword',
  'url',
  'email',
  'password',
  'password_confirm',
  'remember_me',
  'token',
  'fb_id',
  'name',
  'detail',
  'project_title',
  'project_brief',
  'cover_img_path',
  'cover_img_share_path',
  'portfolio_image',
  'moreImages',
  'portfolio',
  'tags',
  'educations',
  'works',
  'domain_name',
  'firstname_th',
  'lastname_th',
  'mobile_number',
  'img_path',
  'cover_url',
  'reason_contact',
  'phone_number',
];
const WRONG_VALUES: unknown[] = [
  { a: 1 },
  [1, null, 'x', { id: {} }],
  'abc',
  1e308,
  -1,
  1e20,
  true,
  null,
  'x'.repeat(300),
];
const WRONG_BODIES: { name: string; contentType: string; body: string }[] = [
  ...WRONG_VALUES.map((value, index) => ({
    name: `every field ${JSON.stringify(value).slice(0, 20)}`,
    contentType: 'application/json',
    body: JSON.stringify(
      Object.fromEntries(
        FIELD_NAMES.map((field, fieldIndex) => [
          field,
          WRONG_VALUES[(index + fieldIndex) % WRONG_VALUES.length],
        ]),
      ),
    ),
  })),
  { name: 'a JSON array', contentType: 'application/json', body: '[1, 2, 3]' },
  { name: 'a JSON string', contentType: 'application/json', body: '"portfolio"' },
  { name: 'a JSON number', contentType: 'application/json', body: '12' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  { name: 'broken JSON', contentType: 'application/json', body: '{"id": 1,' },
  { name: 'deep JSON', contentType: 'application/json', body: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
  {
    name: 'a form with repeated keys',
    contentType: 'application/x-www-form-urlencoded',
    body: 'id=1&id=2&page=%ff&tags=x',
  },
  { name: 'plain text', contentType: 'text/plain', body: 'hello' },
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', body: 'hello' },
  {
    name: 'multipart with a broken part',
    contentType: 'multipart/form-data; boundary=XYZ',
    body: '--XYZ\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--XYZ--\r\n',
  },
];
/** Stand-ins for a `{param}` in a path: malformed escapes, NUL, overlong, huge, negative, not a number. */
const WRONG_PARAMS = [
  '%ff',
  '%E0%A4%A',
  '%00',
  'a'.repeat(300),
  '99999999999999999999',
  '-1',
  '0x10',
  '1e3',
  'abc',
  '%2e%2e',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

describe('malformed and hostile input', () => {
  let legacy: LegacyHarness;
  let token: string;

  beforeAll(async () => {
    legacy = await startLegacy();
    ({ token } = await newMember(legacy));
  });
  afterAll(async () => {
    // Fails the test when the server logged an error, i.e. answered 500 to anything above.
    await legacy.stop();
  });

  it('answers the examples of the issue with a 4xx and a clear message', async () => {
    const cases: [string, string, number, string][] = [
      ['GET', '/%ff', 404, 'Not Found'],
      ['GET', '/api/portfolio/%ff', 400, 'The address is malformed.'],
      ['GET', '/%00', 404, 'Not Found'],
      ['GET', `/${'a'.repeat(300)}`, 404, 'Not Found'],
      ['PATCH', '/api/category', 405, 'The method is not supported for this route.'],
    ];
    for (const [method, path, status, message] of cases) {
      const answer = await rawRequest(legacy.url, method, path);
      expect({ path, status: answer.status }).toEqual({ path, status });
      expect(JSON.parse(answer.text)).toEqual({ status, message });
    }
    // An id too long to be one is refused by the route's contract, naming the segment (issue 43).
    for (const id of ['9'.repeat(300), '99999999999999999999']) {
      const answer = await rawRequest(legacy.url, 'GET', `/api/portfolio/${id}`);
      expect(JSON.parse(answer.text)).toEqual({
        status: 400,
        message: 'The id in the address is not valid.',
        errors: { id: ['The id in the address is not valid.'] },
      });
    }

    const noBoundary = await rawRequest(legacy.url, 'POST', '/api/image-up', {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data' },
      body: 'hello',
    });
    expect(noBoundary.status).toBe(400);
    expect(JSON.parse(noBoundary.text).message).toBe('The multipart body has no boundary.');

    for (const body of ['[1, 2]', '"a string"']) {
      const answer = await rawRequest(legacy.url, 'POST', '/api/auth/login', {
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text).message).toBe('The request body must be a JSON object.');
    }

    const wrongTypes = await legacy.call('POST', '/api/save-view', { body: { id: 'abc', page: { a: 1 } } });
    expect(wrongTypes.body).toEqual({
      status: 400,
      message: 'The id field is not valid.',
      errors: { id: ['The id field is not valid.'] },
    });
    const hugePage = await legacy.call('GET', '/api/get-portfolio-by-id-category', {
      query: { page: '9'.repeat(40) },
    });
    expect(hugePage.status).toBe(200);
    expect(hugePage.body.current_page).toBe(1);
    const hugeId = await legacy.call('GET', '/api/get-portfolio-by-id-category', {
      query: { page: '9'.repeat(40), id: '1e999' },
    });
    expect(hugeId.status).toBe(400);
    expect(hugeId.body.errors).toEqual({ id: ['The id field is not valid.'] });
    const wrongTags = await legacy.call('POST', '/api/portfolio', {
      token,
      body: { category_id: 1, tags: 'x' },
    });
    expect(wrongTags.status).toBe(422);
    expect(wrongTags.body.errors.tags).toEqual(['The tags field must be an array.']);
    const wrongCategory = await legacy.call('POST', '/api/portfolio', {
      token,
      body: { category_id: { a: 1 }, tags: [] },
    });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.errors).toEqual({ category_id: ['The category_id field is not valid.'] });
  });

  it('never answers 5xx, whatever the route, method, path parameter or body', async () => {
    const routes = buildRouter(legacy.app).list();
    expect(routes.length).toBeGreaterThan(40);
    const requests: {
      method: string;
      path: string;
      contentType?: string;
      body?: string;
      signedIn: boolean;
    }[] = [];
    for (const route of routes) {
      const hasParams = route.path.includes('{');
      const paths = hasParams
        ? [...WRONG_PARAMS, '1'].map((value) => route.path.replace(/\{\w+\}/g, value))
        : [route.path, `${route.path}/%ff`, `${route.path}?page=%ff&id=%00&id=abc&keyword=%25%5F%27`];
      for (const path of paths) {
        for (const method of METHODS) requests.push({ method, path, signedIn: method === route.method });
      }
      const path = hasParams ? route.path.replace(/\{\w+\}/g, '1') : route.path;
      for (const { contentType, body } of WRONG_BODIES) {
        for (const signedIn of [true, false]) {
          requests.push({ method: route.method, path, contentType, body, signedIn });
        }
      }
    }

    const failures: string[] = [];
    const queue = [...requests];
    // A few at a time: enough to finish quickly without swamping a shared machine.
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { method, path, contentType, body, signedIn } = next;
          const answer = await rawRequest(legacy.url, method, path, {
            headers: {
              ...(signedIn ? { Authorization: `Bearer ${token}` } : {}),
              ...(contentType ? { 'Content-Type': contentType } : {}),
            },
            body: method === 'GET' || method === 'HEAD' ? undefined : body,
          });
          const readable =
            method === 'HEAD' ||
            !answer.contentType.startsWith('application/json') ||
            typeof JSON.parse(answer.text).message === 'string' ||
            answer.status < 400;
          if (answer.status >= 500 || !readable) {
            failures.push(
              `${method} ${path.slice(0, 80)} ${contentType ?? ''} → ${answer.status} ${answer.text.slice(0, 120)}`,
            );
          }
        }
      }),
    );
    expect(requests.length).toBeGreaterThan(1500);
    expect(failures).toEqual([]);
    expect((await legacy.call('GET', '/api/category')).status).toBe(200);
  });

  it('reads an id in a query or a body only as plain digits: a loose form names no other record', async () => {
    const db = legacy.app.db;
    const { id: work, member_id: designer } = db
      .prepare('SELECT id, member_id FROM portfolios WHERE is_approve = 1 ORDER BY id LIMIT 1')
      .get() as { id: number; member_id: number };
    const loose = (id: number) => [
      `0${id}`,
      ` ${id}`,
      `${id} `,
      `+${id}`,
      `0x${id.toString(16)}`,
      `${id}.0`,
      `${id}e0`,
    ];
    // Refused by the routes' contracts, naming the field (issue 43).
    for (const form of loose(designer)) {
      const page = await legacy.call('GET', '/api/get-portfolio-design', { query: { member_id: form } });
      expect(page.status, JSON.stringify(form)).toBe(400);
      expect(page.body.errors, JSON.stringify(form)).toEqual({
        member_id: ['The member_id field is not valid.'],
      });
    }
    const views = () =>
      (db.prepare('SELECT view_count FROM portfolios WHERE id = ?').get(work) as { view_count: number })
        .view_count;
    const before = views();
    for (const form of loose(work)) {
      const saved = await legacy.call('POST', '/api/save-view', { body: { id: form } });
      expect(saved.status, JSON.stringify(form)).toBe(400);
      expect(saved.body.errors, JSON.stringify(form)).toEqual({ id: ['The id field is not valid.'] });
    }
    expect(views()).toBe(before);
    // The plain forms still work, as text and as a JSON number.
    expect(
      (await legacy.call('GET', '/api/get-portfolio-design', { query: { member_id: String(designer) } }))
        .status,
    ).toBe(200);
    expect((await legacy.call('POST', '/api/save-view', { body: { id: work } })).status).toBe(200);
  });
});
