import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBffServer, type BffServer, type StartBffOptions } from '../../bff/src/server';
import type { BffConfig } from '../../bff/src/config';
import { startLegacy, type LegacyHarness } from '../legacy/legacy-harness';

export interface LegacyCall {
  method: string;
  path: string;
  status: number | 'error';
}

export interface GraphQLAnswer {
  status: number;
  // Tests read arbitrary JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  headers: Headers;
}

/** A browser-like client: keeps the cookies the BFF sets, sends Apollo's CSRF header. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly bffUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The raw Set-Cookie attributes last seen per cookie, for assertions. */
  readonly setCookies: string[] = [];

  async graphql(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLAnswer> {
    const response = await fetch(`${this.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Apollo-Require-Preflight': 'true',
        ...(this.cookies.size > 0 ? { Cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      this.setCookies.push(setCookie);
      const [pair = ''] = setCookie.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (/Max-Age=0/i.test(setCookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const body = (await response.json()) as { data?: unknown; errors?: GraphQLAnswer['errors'] };
    return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
  }

  /** Signs in as the site does (the session cookie is kept); fails the test when the login is refused. */
  async signIn(email: string, password: string): Promise<void> {
    const answer = await this.graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { errors { message } } }',
      { input: { email, password } },
    );
    const errors = answer.data?.login?.errors;
    if (!Array.isArray(errors) || errors.length > 0)
      throw new Error(`signing in as ${email} failed: ${JSON.stringify(answer.errors ?? errors)}`);
  }
}

export interface Stack {
  legacy: LegacyHarness;
  bff: BffServer;
  /** Every legacy call the BFF made, oldest first; `reset()` empties it. */
  calls: LegacyCall[];
  browser(): Browser;
  stop(): Promise<void>;
}

/** The real legacy API (seeded copy, random port) and the BFF over it, both in-process on 127.0.0.1. */
export async function startStack(
  options: {
    config?: Partial<BffConfig>;
    legacyUrl?: string;
    limits?: StartBffOptions['limits'];
    /** Where the BFF's log lines go (tests read them). */
    logDestination?: StartBffOptions['logDestination'];
    /** Internal errors the test expects (else the first one fails the test when the stack stops). */
    logError?: StartBffOptions['logError'];
  } = {},
): Promise<Stack> {
  // As `npm start` does: a key only the two share, with which the BFF signs in Facebook members and tells the
  // legacy API the site's address for e-mailed links.
  const trustedClientKey = crypto.randomBytes(18).toString('base64url');
  const legacy = await startLegacy({ config: { trustedClientKey } });
  const calls: LegacyCall[] = [];
  const serverErrors: unknown[] = [];
  const bff = await startBffServer({
    config: {
      host: '127.0.0.1',
      port: 0,
      legacyUrl: options.legacyUrl ?? legacy.url,
      // Access lines only when a test reads them; internal errors reach `logError` either way.
      logLevel: options.logDestination ? 'info' : 'silent',
      // A test's unread answer must not hold its server open for the default 10 s.
      shutdownGraceMs: 2000,
      // Suites run side by side on two cores: an event loop lagging a second there is the machine, not overload.
      overloadEventLoopDelayMs: 0,
      legacyTrustedClientKey: trustedClientKey,
      // The searches counted are handed over when the BFF closes, unless a test asks sooner: no hand-over lands
      // among the legacy calls another test counts.
      searchLogSeconds: 3600,
      ...options.config,
    },
    onLegacyCall: (call) => calls.push({ method: call.method, path: call.path, status: call.status }),
    logError: options.logError ?? ((error) => serverErrors.push(error)),
    limits: options.limits,
    logDestination: options.logDestination,
  });
  return {
    legacy,
    bff,
    calls,
    browser: () => new Browser(bff.url),
    async stop() {
      await bff.close();
      await legacy.stop();
      if (serverErrors.length > 0) throw serverErrors[0];
    },
  };
}

/**
 * A stand-in build of the site in a new temporary folder: the real page template and a server entry of the test's
 * own (`entryServer`, an ES module exporting `render`). Answers the folder to remove and the `webDistDir` to serve.
 */
export function standInSiteBuild(prefix: string, entryServer: string): { work: string; dist: string } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dist = path.join(work, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="th">\n<head>\n<!--page-head-->\n</head>\n<body><div id="root"><!--page-html--></div><!--page-state--></body>\n</html>\n',
  );
  const server = path.join(work, 'dist-server');
  fs.mkdirSync(server);
  fs.writeFileSync(path.join(server, 'entry-server.js'), entryServer);
  return { work, dist };
}

/** The site's real build (`npm run build` makes web/dist and web/dist-server), as `webDistDir`. */
export const SITE_BUILD = path.resolve(import.meta.dirname, '../../web/dist');

/** A page of the site as a browser asks for it, rendered by the BFF: its status, headers and HTML. */
export async function sitePage(stack: Stack, address: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${stack.bff.url}${address}`, { headers: { accept: 'text/html', ...headers } });
  return { status: answer.status, headers: answer.headers, html: await answer.text() };
}
