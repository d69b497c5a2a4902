import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { startLegacyServer, type LegacyServer } from '../../legacy/src/server';
import type { LegacyConfig } from '../../legacy/src/config';
import type { Clock } from '../../legacy/src/clock';
import { outboxDirOf, storageDirOf } from '../../legacy/src/app';

/** A mutable clock for tests that need time to pass (token expiry, ranking windows). */
export function testClock(start = new Date()): Clock & { advanceMinutes(minutes: number): void } {
  let now = start.getTime();
  const clock = (() => new Date(now)) as Clock & { advanceMinutes(minutes: number): void };
  clock.advanceMinutes = (minutes) => {
    now += minutes * 60_000;
  };
  return clock;
}

export interface ApiAnswer {
  status: number;
  // Test code reads arbitrary JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface LegacyHarness extends LegacyServer {
  dataDir: string;
  call(method: string, pathname: string, options?: CallOptions): Promise<ApiAnswer>;
  /** Messages written to the mail outbox, oldest first. */
  outbox(): OutboxMessage[];
  /** The first link to the site's `route` found in the newest message to `to`, whatever the site's address. */
  linkSentTo(to: string, route: '/verify' | '/reset-password'): string;
  /** Server errors logged so far, removed from the list: a test that expects one takes it so stop() passes. */
  takeServerErrors(): unknown[];
  /** Stops the server; a server error logged during the test (and not taken) fails it here. */
  stop(): Promise<void>;
}

export const SITE_URL = 'http://site.test';

/**
 * The bcrypt cost of passwords in tests, the seeded demo accounts' included: 4 instead of 10 makes a sign-in cost
 * about a millisecond instead of about a hundred (bcryptjs is JavaScript), and proves the same behaviour.
 */
export const TEST_PASSWORD_HASH_ROUNDS = 4;

/**
 * Fills `dataDir` with the demo data seeded once for the run: the store is copied, the pictures are hard-linked. The
 * API never writes into a stored picture (an upload writes a new file and renames it into place, a delete unlinks
 * it), so no test can change the seed's; linking its 200 pictures costs far less than copying their 19 MB for each of
 * the suite's stacks.
 */
export function copySeededData(dataDir: string): void {
  const seed = inject('seededDataDir');
  const pictures = storageDirOf(seed) + path.sep;
  fs.cpSync(seed, dataDir, {
    recursive: true,
    filter: (source, destination) => {
      if (!source.startsWith(pictures) || fs.statSync(source).isDirectory()) return true;
      fs.linkSync(source, destination);
      return false;
    },
  });
}

/**
 * Starts the real legacy API in-process on 127.0.0.1 with a random port and a temporary data directory,
 * by default a copy of the seeded demo data.
 */
export async function startLegacy(
  options: { seeded?: boolean; clock?: Clock; config?: Partial<LegacyConfig>; dataDir?: string } = {},
): Promise<LegacyHarness> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-test-'));
  if (!options.dataDir && (options.seeded ?? true)) copySeededData(dataDir);
  const serverErrors: unknown[] = [];
  const server = await startLegacyServer({
    config: {
      dataDir,
      host: '127.0.0.1',
      port: 0,
      siteUrl: SITE_URL,
      passwordHashRounds: TEST_PASSWORD_HASH_ROUNDS,
      // A test that stops with a request still running should not wait the production grace of 10 s.
      shutdownGraceMs: 2_000,
      ...options.config,
    },
    clock: options.clock,
    seed: false,
    logError: (error) => serverErrors.push(error),
  });

  async function call(method: string, pathname: string, callOptions: CallOptions = {}): Promise<ApiAnswer> {
    const url = new URL(pathname, server.url);
    for (const [key, value] of Object.entries(callOptions.query ?? {}))
      url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Accept: 'application/json', ...callOptions.headers };
    if (callOptions.token) headers.Authorization = `Bearer ${callOptions.token}`;
    let body: RequestInit['body'];
    if (callOptions.body instanceof FormData) body = callOptions.body;
    else if (callOptions.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(callOptions.body);
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an HTML page, an image): callers read `text` instead.
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  }

  function outbox(): OutboxMessage[] {
    const dir = outboxDirOf(dataDir);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMessage);
  }

  return {
    ...server,
    dataDir,
    call,
    outbox,
    linkSentTo(to, route) {
      const message = outbox()
        .filter((m) => m.to === to)
        .at(-1);
      // The site's address is SITE_URL, or the one the trusted client (a BFF) sent with the call.
      const link = message?.text.match(new RegExp(`https?://[^\\s/]+${route}\\?token=[^\\s]+`))?.[0];
      if (!link) throw new Error(`No ${route} link was mailed to ${to}`);
      return link;
    },
    takeServerErrors() {
      return serverErrors.splice(0);
    },
    async stop() {
      await server.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (serverErrors.length > 0) throw serverErrors[0];
    },
  };
}

let memberCounter = 0;

/** A member made by `newMember`: their token, id, e-mail and password. */
export type Member = Awaited<ReturnType<typeof newMember>>;

/** Registers, verifies and signs in a new member; answers their token and ids. */
export async function newMember(
  legacy: LegacyHarness,
  overrides: Partial<{ email: string; password: string; remember_me: boolean }> = {},
): Promise<{ token: string; memberId: number; email: string; password: string }> {
  memberCounter += 1;
  const email = overrides.email ?? `member${Date.now()}${memberCounter}@example.com`;
  const password = overrides.password ?? 'correct horse 1';
  const registered = await legacy.call('POST', '/api/auth/register', {
    body: {
      firstname_th: 'ทดสอบ',
      lastname_th: 'ระบบ',
      mobile_number: '0812345678',
      email,
      password,
      password_confirm: password,
    },
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
  const token = new URL(legacy.linkSentTo(email, '/verify')).searchParams.get('token');
  await legacy.call('POST', '/api/auth/check-verify-email', { body: { token } });
  const login = await legacy.call('POST', '/api/auth/login', {
    body: { email, password, remember_me: overrides.remember_me ?? false },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { token: login.body.access_token, memberId: login.body.user.id, email, password };
}

/** A new portfolio's required fields but its title: the first category, one of its subcategories, a brief and a detail. */
export async function portfolioFields(legacy: LegacyHarness): Promise<Record<string, unknown>> {
  const category = (await legacy.call('GET', '/api/category')).body.data[0];
  const subcategory = (await legacy.call('GET', '/api/subcategory')).body.data.find(
    (s: { category_id: number }) => s.category_id === category.id,
  );
  return {
    category_id: category.id,
    subcategory_id: subcategory.id,
    project_brief: 'สรุป',
    detail: '<p>รายละเอียด</p>',
  };
}

/** A portfolio `member` creates with `fields` (see `portfolioFields`) and `title`; answers its id. */
export async function createPortfolio(
  legacy: LegacyHarness,
  member: Member,
  fields: Record<string, unknown>,
  title: string,
): Promise<number> {
  const created = await legacy.call('POST', '/api/portfolio', {
    token: member.token,
    body: { ...fields, project_title: title },
  });
  if (created.status !== 200) throw new Error(`creating ${title} failed: ${created.text}`);
  return created.body.data.portfolio_id as number;
}

/** A staff member's decision on one portfolio through the staff's moderation route; fails unless it was taken. */
export async function decideAsStaff(
  legacy: LegacyHarness,
  staff: Member,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<void> {
  const answer = await legacy.call('POST', '/api/staff/moderation', {
    token: staff.token,
    body: { portfolio_ids: [id], decision, ...(reason ? { reason } : {}) },
  });
  if (answer.body.data?.[0]?.status !== 200) throw new Error(`deciding on ${id} failed: ${answer.text}`);
}

/** A real 4x4 PNG (light grey, RGB). */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWM4gQQYiOMAAM9hJYEUkZc0AAAAAElFTkSuQmCC',
    'base64',
  );
}

export function uploadForm(
  file: Buffer,
  type: string,
  fileName = 'picture.png',
  mime = 'image/png',
): FormData {
  const form = new FormData();
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(file)], { type: mime }), fileName);
  return form;
}

/**
 * The first bytes of an image that declare its size and nothing more (no pixels): what the legacy API reads at
 * upload. `padding` zero bytes follow (a 300 KB PNG declaring 50000 × 50000 is the pixel bomb of issue 25).
 */
export function declaredImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width: number,
  height: number,
  padding = 0,
): Buffer {
  const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
  const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
  const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);
  const u32be = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };
  const head = {
    // Signature, then the IHDR chunk: width, height, 8-bit RGB, and a CRC nobody checks here.
    png: () =>
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        Buffer.from('IHDR', 'latin1'),
        u32be(width),
        u32be(height),
        Buffer.from([8, 2, 0, 0, 0, 0, 0, 0, 0]),
      ]),
    // SOI, a JFIF APP0 segment and a baseline frame header (SOF0) of three components: 41 bytes.
    jpeg: () =>
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        Buffer.from('JFIF\0', 'latin1'),
        Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
        Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08]),
        u16be(height),
        u16be(width),
        Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
      ]),
    gif: () => Buffer.concat([Buffer.from('GIF89a', 'latin1'), u16le(width), u16le(height), Buffer.alloc(3)]),
    // An extended WebP (VP8X): its canvas width and height less one, 24 bits each.
    webp: () =>
      Buffer.concat([
        Buffer.from('RIFF\0\0\0\0WEBPVP8X', 'latin1'),
        Buffer.from([10, 0, 0, 0, 0, 0, 0, 0]),
        u24le(width - 1),
        u24le(height - 1),
      ]),
  }[format]();
  return Buffer.concat([head, Buffer.alloc(padding)]);
}

/**
 * Addresses the `validator` package takes as they are, which no call may store or mail to (issue 42, S7): a quoted
 * local part (the first carries a header of its own after its line break) and control or invisible characters.
 */
export const HOSTILE_ADDRESSES = [
  '"a\r\nbcc: x@evil.example"@example.com',
  '"a\nb"@example.com',
  '"a\tb"@example.com',
  '"plain"@example.com',
  '"a b"@example.com',
  'a\u2028b@example.com',
  'a\u200Bb@example.com',
  'a\u202Eb@example.com',
  'a\u00ADb@example.com',
  'a@exa\u200Bmple.com',
];

/** Every table an e-mail address is stored in, and the mail sent: what a refused address must leave as it was. */
export function addressesStored(legacy: LegacyHarness) {
  const rows = (table: string) => legacy.app.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
  return {
    members: rows('members'),
    profiles: rows('profiles'),
    contacts: rows('contacts'),
    enquiries: rows('designer_enquiries'),
    emailTokens: rows('email_tokens'),
    outbox: legacy.outbox().length,
  };
}

/**
 * Runs one of the operator's commands (`legacy/src/cli/<name>.ts`, as `npm run legacy:<name>` does) on `dataDir`; it
 * rejects with the exit code and output when the command fails. Node loads tsx itself: `npx` would cost a second a run.
 */
export function legacyCommand(dataDir: string, name: 'approve' | 'staff-role', ...args: string[]) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', `legacy/src/cli/${name}.ts`, ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir },
  });
}
