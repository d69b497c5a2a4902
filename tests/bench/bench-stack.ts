import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchStack {
  /** The BFF (site, GraphQL, images). */
  url: string;
  /** A temporary folder for the benchmark's own files; removed by stop(). */
  work: string;
  /** The BFF's process id, to read its memory and CPU time (with BFF_PROCESSES > 1, its workers are its children). */
  bffPid: number;
  /** The legacy API's process id, to read its CPU time. */
  legacyPid: number;
  stop(): void;
}

/** Each program's bundle, as `npm start` runs it (`npm run build` makes them). */
const BUNDLES = { 'legacy/src/main.ts': 'build/legacy/main.mjs', 'bff/src/main.ts': 'build/bff/main.mjs' };

/**
 * Starts `script`'s bundle (legacy/src/main.ts or bff/src/main.ts, built) as a child process added to `children`,
 * and answers the first group of `pattern` in its output (its address). `root` is the checkout whose build runs (in
 * that folder, as `npm start` there would): this tree unless a benchmark compares it with another checkout.
 */
export function startService(
  children: ChildProcess[],
  script: keyof typeof BUNDLES,
  env: Record<string, string>,
  pattern: RegExp,
  root: string = ROOT,
): Promise<string> {
  const child = spawn(process.execPath, ['--enable-source-maps', BUNDLES[script]], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** The legacy API (`root`'s build) over freshly seeded data in `dataDir`, on a random port; answers its address. */
export function startBenchLegacy(
  children: ChildProcess[],
  dataDir: string,
  root: string = ROOT,
): Promise<string> {
  return startService(
    children,
    'legacy/src/main.ts',
    { DATA_DIR: dataDir, LEGACY_PORT: '0', HOST: '127.0.0.1' },
    /listening on (http:\/\/\S+)/,
    root,
  );
}

/**
 * The BFF (`root`'s build, serving `root`'s web/dist) in production mode over `legacyUrl`, on a random port, with
 * `env` on top; answers its address.
 */
export function startBenchBff(
  children: ChildProcess[],
  legacyUrl: string,
  env: Record<string, string> = {},
  root: string = ROOT,
): Promise<string> {
  return startService(
    children,
    'bff/src/main.ts',
    {
      LEGACY_URL: legacyUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: 'web/dist',
      NODE_ENV: 'production',
      // The load comes from one address: the per-address limit would measure itself.
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    /listening on (http:\/\/[^/\s]+)/,
    root,
  );
}

/**
 * The product as `npm start` runs it, for benchmarks: the legacy API and the BFF as child processes on random
 * ports of 127.0.0.1, over freshly seeded data in a temporary folder, the BFF in production mode. `bffEnv` adds to
 * (or overrides) the BFF's environment, e.g. `{ RESPONSE_CACHE: 'off' }` or `{ BFF_PROCESSES: '2' }`. `root` is
 * the checkout whose build runs: this tree, or another one built there to compare with (a before and an after).
 */
export async function startBenchStack(
  name: string,
  bffEnv: Record<string, string> = {},
  root: string = ROOT,
): Promise<BenchStack> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  };

  try {
    const legacyUrl = await startBenchLegacy(children, path.join(work, 'data'), root);
    const url = await startBenchBff(children, legacyUrl, bffEnv, root);
    return { url, work, bffPid: children[1]?.pid ?? 0, legacyPid: children[0]?.pid ?? 0, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A cookie the BFF set, by name and value. */
export interface BenchCookie {
  name: string;
  value: string;
}

/**
 * Asks a stack's BFF a GraphQL operation as the site does (a POST with Apollo's preflight header), with a session's
 * cookies where given; answers the operation's data and the response (its headers carry the cookies it sets).
 */
export async function askGraphql<Data>(
  stackUrl: string,
  query: string,
  { variables, cookies }: { variables?: Record<string, unknown>; cookies?: BenchCookie[] } = {},
): Promise<{ data: Data | undefined; response: Response }> {
  const response = await fetch(`${stackUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(cookies ? { cookie: cookieHeader(cookies) } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { data: ((await response.json()) as { data?: Data }).data, response };
}

/**
 * Signs `account` in on a stack's BFF, as the site's login does, and answers the member's id and the session's
 * cookies (for a browser's cookie jar, or as a Cookie header with `cookieHeader`).
 */
export async function signIn(
  stackUrl: string,
  account: { email: string; password: string },
): Promise<{ viewerId: string; cookies: BenchCookie[] }> {
  const { data, response } = await askGraphql<{ login?: { viewer?: { id: string } | null } }>(
    stackUrl,
    'mutation ($input: LoginInput!) { login(input: $input) { viewer { id } } }',
    { variables: { input: account } },
  );
  const viewerId = data?.login?.viewer?.id;
  if (!viewerId) throw new Error(`${account.email} could not sign in on ${stackUrl}`);
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0]!;
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { viewerId, cookies };
}

/** Cookies as a request's Cookie header. */
export function cookieHeader(cookies: BenchCookie[]): string {
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}
