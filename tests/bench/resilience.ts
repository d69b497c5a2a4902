/**
 * `npm run bench:resilience`: the product as a stranger on the internet meets it, on fresh seeded data, in
 * production mode. Prints:
 * 1. the crash requests of issue 9 sent to the running product (`npm start`'s launcher and its two children) and
 *    whether both children are still the same processes afterwards;
 * 2. the answers to 10,000 generated malformed and hostile requests, by status (no 5xx expected), then every way a
 *    body can stop early or be malformed sent to every route that reads one (a 4xx each, no process exit);
 * 3. the home query's answer time with one legacy path hung (`api/get-new-portfolio` never answers), alone and with
 *    20 visitors at once, against the request budget (REQUEST_BUDGET_MS, default 3000) + 100 ms;
 * 4. login attempts refused after the limit (one account guessed 30 times, then 40 guesses at once).
 *
 * BENCH_HOSTILE (default 10000) sets the number of generated requests.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { HomeRouteQueryDocument } from '../../web/src/graphql/generated/graphql';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import {
  abortMidAnswer,
  brokenBodies,
  hostileRequests,
  sendBroken,
  sendRaw,
  truncatedUpload,
  type HostileRequest,
} from '../bff/hostile-requests';
import { freePort, startProduct } from '../bff/product-process';
import { startService } from './bench-stack';

const HOSTILE = Number(process.env.BENCH_HOSTILE ?? 10_000);
const BUDGET_MS = Number(process.env.REQUEST_BUDGET_MS ?? 3000);
const HUNG_PATH = 'api/get-new-portfolio';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-resilience-'));
const dataDir = path.join(work, 'data');
const children: ChildProcess[] = [];

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
}

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken errors { message } } }';

/** Parts 1, 2 and 4: the product as `npm start` runs it. */
async function productParts(): Promise<void> {
  const product = await startProduct(dataDir, { RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'error' });
  try {
    const pids = () => [product.childPid('legacy'), product.childPid('bff')];
    const before = pids();
    const login = await graphql(product.url, LOGIN, {
      input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const token = (login.data?.login as { accessToken: string }).accessToken;
    const cover = fs
      .readdirSync(path.join(dataDir, 'storage', 'images_cover'))
      .find((file) => file.endsWith('.png'))!;

    // 1. The requests that took a process down before.
    const crashes: [string, () => Promise<unknown>][] = [
      [
        'HEAD of a cover image',
        () => sendRaw(product.url, { method: 'HEAD', path: `/images/images_cover/${cover}`, headers: {} }),
      ],
      [
        'HEAD of a resized cover',
        () =>
          sendRaw(product.url, { method: 'HEAD', path: `/images/images_cover/${cover}?w=320`, headers: {} }),
      ],
      ['upload cut off mid-body', () => truncatedUpload(product.url, '/upload', token)],
      ['visitor leaving mid-image', () => abortMidAnswer(product.url, `/images/images_cover/${cover}`)],
      [
        'GraphQL syntax error',
        () =>
          sendRaw(product.url, {
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json' },
            body: '{"query":"{"}',
          }),
      ],
      ['/%ff', () => sendRaw(product.url, { method: 'GET', path: '/%ff', headers: {} })],
      ['/%00', () => sendRaw(product.url, { method: 'GET', path: '/%00', headers: {} })],
      [
        '300-character segment',
        () => sendRaw(product.url, { method: 'GET', path: `/${'a'.repeat(300)}`, headers: {} }),
      ],
      [
        'upload without boundary',
        () =>
          sendRaw(product.url, {
            method: 'POST',
            path: '/upload',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
            body: 'x',
          }),
      ],
    ];
    let sent = 0;
    for (let round = 0; round < 10; round += 1) {
      for (const [, send] of crashes) {
        await send();
        sent += 1;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = pids();
    const up = after.map((pid, index) => pid !== undefined && pid === before[index]);
    console.log(
      `\n1. Crash requests: ${sent} sent (${crashes.length} kinds × 10: ${crashes.map(([name]) => name).join(', ')})`,
    );
    console.log(
      `   legacy API still the same process: ${up[0] ? 'yes' : 'NO'}; BFF still the same process: ${up[1] ? 'yes' : 'NO'}`,
    );
    console.log(`   launcher restarts: ${(product.output().match(/restarting/g) ?? []).length}`);

    // 2. Generated malformed and hostile requests, 20 at a time.
    const statuses = new Map<number, number>();
    const samples: string[] = [];
    const requests: HostileRequest[] = hostileRequests(HOSTILE);
    const started = performance.now();
    for (let i = 0; i < requests.length; i += 20) {
      const batch = requests.slice(i, i + 20);
      const answers = await Promise.all(batch.map((request) => sendRaw(product.url, request)));
      answers.forEach((answer, index) => {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const request = batch[index]!;
        if ((answer.status >= 500 || answer.status === 0) && samples.length < 5)
          samples.push(`${answer.status} ${request.method} ${request.path}`);
      });
    }
    const fivexx = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const unanswered = statuses.get(0) ?? 0;
    console.log(
      `\n2. ${requests.length} generated malformed and hostile requests in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
    );
    console.log(`   5xx answers: ${fivexx}; closed without an answer: ${unanswered}`);
    console.log(
      `   by status: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
    );
    for (const sample of samples) console.log(`   e.g. ${sample}`);
    console.log(
      `   processes still the same: ${pids().every((pid, index) => pid === before[index]) ? 'yes' : 'NO'}`,
    );

    // 2b. Every way a body can stop early or be malformed, to every route that reads one, as each kind of caller.
    const broken = brokenBodies(token);
    const brokenStatuses = new Map<number, number>();
    const wrong: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const body of broken) {
        const answer = await sendBroken(product.url, body);
        brokenStatuses.set(answer.status, (brokenStatuses.get(answer.status) ?? 0) + 1);
        const stopped = body.sendBytes !== undefined || body.chunked !== undefined;
        const refused = answer.status >= 400 && answer.status < 500;
        if (!refused && !(stopped && answer.status === 0)) wrong.push(`${answer.status} ${body.name}`);
      }
    }
    console.log(
      `\n2b. Broken bodies: ${broken.length} kinds (POST /graphql and POST /upload; anonymous, unknown token, member) × 3`,
    );
    console.log(
      `   by status: ${[...brokenStatuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')} (0: the client had stopped sending and the connection closed)`,
    );
    console.log(`   answers other than a 4xx: ${wrong.length}`);
    for (const sample of wrong.slice(0, 5)) console.log(`   e.g. ${sample}`);
    console.log(
      `   processes still the same: ${pids().every((pid, index) => pid === before[index]) ? 'yes' : 'NO'}; launcher restarts: ${(product.output().match(/restarting/g) ?? []).length}`,
    );

    // 4. Login attempts against one account, then 40 at once against another.
    let refused = 0;
    let checked = 0;
    for (let i = 0; i < 30; i += 1) {
      const answer = await graphql(product.url, LOGIN, {
        input: { email: DEMO_MEMBER.email, password: `wrong-${i}` },
      });
      if (answer.errors?.some((error) => error.extensions?.code === 'RATE_LIMITED')) refused += 1;
      else checked += 1;
    }
    const parallel = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        graphql(product.url, LOGIN, {
          input: { email: 'designer02@portfolio.example', password: `guess-${i}` },
        }),
      ),
    );
    const parallelRefused = parallel.filter((answer) =>
      answer.errors?.some((error) => error.extensions?.code === 'RATE_LIMITED'),
    ).length;
    console.log(
      `\n4. Login: 30 wrong passwords for one account, one after another: ${checked} checked, ${refused} refused (RATE_LIMITED)`,
    );
    console.log(
      `   40 guesses at another account at once: ${40 - parallelRefused} checked, ${parallelRefused} refused` +
        ' (the same address: its 20 login attempts a minute are spent by then)',
    );
  } finally {
    await product.stop();
  }
}

/** A proxy in front of the legacy API that never answers one path. */
async function hangingProxy(target: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((incoming, outgoing) => {
    if (new URL(incoming.url ?? '/', 'http://x').pathname === `/${HUNG_PATH}`) return; // never answers
    const forward = http.request(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

function start(
  script: Parameters<typeof startService>[1],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<string> {
  return startService(children, script, { NODE_ENV: 'production', LOG_LEVEL: 'error', ...env }, pattern);
}

/** Part 3: the home query with one legacy path hung. */
async function hungPathPart(): Promise<void> {
  const legacyUrl = await start(
    'legacy/src/main.ts',
    { DATA_DIR: dataDir, LEGACY_PORT: String(await freePort()) },
    /listening on (http:\/\/\S+)/,
  );
  const proxy = await hangingProxy(legacyUrl);
  const bffUrl = await start(
    'bff/src/main.ts',
    { LEGACY_URL: proxy.url, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0' },
    /listening on (http:\/\/[^/\s]+)/,
  );
  const query = print(HomeRouteQueryDocument);
  const timeHome = async () => {
    const started = performance.now();
    const answer = await graphql(bffUrl, query);
    const ms = performance.now() - started;
    const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
    const sections = Object.values(answer.data ?? {}).filter((value) => value !== null).length;
    return { ms, codes, sections };
  };
  const limit = BUDGET_MS + 100;
  const rows = [
    ['', 'answers', 'fastest ms', 'slowest ms', `within ${limit} ms`, 'error codes', 'sections delivered'],
  ];
  const report = (name: string, results: Awaited<ReturnType<typeof timeHome>>[]) => {
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    rows.push([
      name,
      String(results.length),
      times[0]!.toFixed(0),
      times.at(-1)!.toFixed(0),
      `${results.filter((result) => result.ms <= limit).length}/${results.length}`,
      [...new Set(results.flatMap((result) => result.codes))].join(' ') || '-',
      `${Math.min(...results.map((result) => result.sections))}–${Math.max(...results.map((result) => result.sections))}`,
    ]);
  };
  try {
    report('one visitor (breaker closed)', [await timeHome()]);
    report('20 visitors at once', await Promise.all(Array.from({ length: 20 }, timeHome)));
    report('20 more (breaker open: fails fast)', await Promise.all(Array.from({ length: 20 }, timeHome)));
    console.log(
      `\n3. The home query with ${HUNG_PATH} never answering (budget ${BUDGET_MS} ms; before this work: ~16 s, 22–28 s with a few visitors):`,
    );
    table(rows);
  } finally {
    proxy.close();
  }
}

try {
  console.log(
    `bench:resilience on ${os.cpus().length} cores (Node ${process.version}); fresh data in ${work}`,
  );
  await productParts();
  await hungPathPart();
} finally {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => fs.rmSync(work, { recursive: true, force: true }), 2000).unref();
}
