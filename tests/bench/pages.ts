/**
 * `npm run bench:pages`: the site's server-rendered pages as anonymous visitors open them (issue 27), on the whole
 * stack over fresh seeded data. The mix: landing, home, the category list, one category's list, two portfolios, top
 * rank, a Thai search that finds work, a designer, creator, a tag and the FAQ (site-workload.ts finds real ids),
 * each in Thai (no cookie) and in English (the `portfolio_locale=en` cookie), asked as a browser asks (GET, HTML,
 * gzip or Brotli). Three set-ups side by side, each on freshly started services: the page cache on with one BFF
 * process, the page cache off (PAGE_CACHE=off: every request rendered), and the page cache on with two BFF
 * processes sharing it in a Redis started for the set-up (BFF_PROCESSES=2, REDIS_URL). For each, after every page
 * was asked once (it must answer 200 in its language) and BENCH_WARMUP_SECONDS (default 5) of closed loop, not
 * counted:
 * 1. closed loop (autocannon, 10 connections, BENCH_SECONDS, default 10): pages a second, p50/p99/max, connection
 *    errors and timeouts, non-2xx answers (and how many of them were 404);
 * 2. open loop at BENCH_RATE pages a second (default 500) for BENCH_FIXED_SECONDS (default 60): p50/p99/max from
 *    each request's due time, failures, the achieved rate, and p50/p99 per page;
 * for both, CPU ms per page of the BFF (its processes together), of the legacy API (and of Redis), the share of each
 * `x-page-cache` value (hit, miss, stale, pass; `(none)` where the header is missing), and the CPU other processes
 * took meanwhile. BENCH_SETUPS (`on`, `off`, `redis`, comma-separated) measures some of the set-ups only.
 * Figures, not pass/fail: compare them between changes on the same machine, with its load in view.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { PAGE_CACHE_HEADER } from '../../bff/src/pages/page-cache';
import { startRedis, type RedisHarness } from '../bff/redis-harness';
import { ROOT, startBenchStack, type BenchStack } from './bench-stack';
import { describeMachine, othersCpu } from './gateway/machine';
import { milliseconds, percentile, runOpenLoop, table, type LoadRequest, type LoadResult } from './open-loop';
import { processTree, treeCpuMs, waitForExit, waitForQuiet } from './process-usage';
import { discoverSitePages } from './site-workload';

const CLOSED_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 500);
const FIXED_SECONDS = Number(process.env.BENCH_FIXED_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = 10;
/** Open connections at most in the open loop: beyond them, requests wait (and their wait counts). */
const FIXED_CONNECTIONS = 256;
const TIMEOUT_MS = 10_000;
/** The values of `x-page-cache`, in the order the tables list them (others follow, then `(none)`). */
const CACHE_VALUES = ['hit', 'miss', 'stale', 'pass'];

/** What Chromium sends for a page it navigates to (no cookie: an anonymous visitor). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
};
/** The reader's language, as the site keeps it (bff/src/pages/page-renderer.ts): Thai without the cookie. */
const LANGUAGES = [
  { locale: 'th', headers: BROWSER_HEADERS },
  { locale: 'en', headers: { ...BROWSER_HEADERS, cookie: 'portfolio_locale=en' } },
];

const ALL_SETUPS: { key: string; name: string; bffEnv: Record<string, string>; redis?: boolean }[] = [
  { key: 'on', name: 'page cache on, 1 BFF', bffEnv: {} },
  { key: 'off', name: 'page cache off, 1 BFF', bffEnv: { PAGE_CACHE: 'off' } },
  { key: 'redis', name: 'page cache on, 2 BFF + Redis', bffEnv: { BFF_PROCESSES: '2' }, redis: true },
];
/** BENCH_SETUPS=off (or on,redis …) measures only those set-ups; all three by default. */
const CHOSEN = process.env.BENCH_SETUPS?.split(',').map((key) => key.trim());
const SETUPS = ALL_SETUPS.filter((setup) => !CHOSEN || CHOSEN.includes(setup.key));

/** One page in one language; `route` names the page (both languages together). */
type PageRequest = Extract<LoadRequest, { path: string }> & { locale: string };

/** CPU used by each program during a phase, and by everything else on the machine. */
interface Usage {
  bffCpuMs: number;
  legacyCpuMs: number;
  /** Undefined without Redis. */
  redisCpuMs?: number;
  /** Other processes' CPU, in % of all the machine's CPUs. */
  othersPercent: number;
}

interface Phase {
  pagesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Pages answered 200, which the CPU is shared by (a failed answer is work wasted). */
  pages: number;
  /** Failures by reason. */
  failures: Map<string, number>;
  /** `x-page-cache` values counted. */
  cache: Map<string, number>;
  usage: Usage;
}

interface SetupResult {
  pages: string[];
  closed: Phase;
  fixed: Phase & { result: LoadResult };
}

const count = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
const sum = (map: Map<string, number>) => [...map.values()].reduce((total, value) => total + value, 0);

/** Starts measuring the CPU of the set-up's processes and of the others. */
function usageFrom(stack: BenchStack, redis?: RedisHarness): () => Usage {
  const bffBefore = treeCpuMs(stack.bffPid);
  const legacyBefore = treeCpuMs(stack.legacyPid);
  const redisBefore = redis ? treeCpuMs(redis.pid) : 0;
  const others = othersCpu();
  return () => ({
    bffCpuMs: treeCpuMs(stack.bffPid) - bffBefore,
    legacyCpuMs: treeCpuMs(stack.legacyPid) - legacyBefore,
    redisCpuMs: redis ? treeCpuMs(redis.pid) - redisBefore : undefined,
    othersPercent: others.stop(),
  });
}

/** Asks for every page once, as the load will: each must answer 200 and be in its language. */
async function checkPages(url: string, requests: PageRequest[]): Promise<void> {
  for (const request of requests) {
    const answer = await fetch(`${url}${request.path}`, { headers: request.headers });
    const html = await answer.text();
    if (answer.status !== 200 || !html.includes(`<html lang="${request.locale}"`)) {
      throw new Error(
        `${request.path} (${request.locale}) answered ${answer.status}` +
          (answer.status === 200 ? ' in another language' : '') +
          ': the mix must be pages that exist',
      );
    }
  }
}

/** Closed loop: CONNECTIONS visitors, each asking for the next page of the mix when the last has come. */
async function closedLoop(url: string, requests: PageRequest[], seconds: number) {
  const cache = new Map<string, number>();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // Latencies of pages, not of the quick refusals of an overloaded server (counted apart).
    excludeErrorStats: true,
    requests: requests.map(({ path, headers }) => ({ method: 'GET', path, headers })),
    setupClient: (client) =>
      // autocannon hands over the parser's head of the answer, `headers` being [name, value, name, value…] (its
      // type says IncomingHttpHeaders, which it is not).
      client.on('headers', (head) => {
        const { headers } = head as unknown as { headers: string[] };
        const at = headers.findIndex(
          (name, index) => index % 2 === 0 && name.toLowerCase() === PAGE_CACHE_HEADER,
        );
        count(cache, at >= 0 ? headers[at + 1]! : '(none)');
      }),
  });
  return { result, cache };
}

async function measureClosed(
  stack: BenchStack,
  redis: RedisHarness | undefined,
  requests: PageRequest[],
): Promise<Phase> {
  const usage = usageFrom(stack, redis);
  const { result, cache } = await closedLoop(stack.url, requests, CLOSED_SECONDS);
  const failures = new Map<string, number>();
  if (result.errors > result.timeouts) count(failures, 'connection error', result.errors - result.timeouts);
  if (result.timeouts > 0) count(failures, 'timeout', result.timeouts);
  for (const [status, { count: times = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2')) count(failures, `HTTP ${status}`, times);
  }
  return {
    pagesPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    pages: result['2xx'],
    failures,
    cache,
    usage: usage(),
  };
}

async function measureFixed(
  stack: BenchStack,
  redis: RedisHarness | undefined,
  requests: PageRequest[],
): Promise<SetupResult['fixed']> {
  const pool = new Pool(stack.url, { connections: FIXED_CONNECTIONS });
  try {
    const usage = usageFrom(stack, redis);
    let index = 0;
    const result = await runOpenLoop({
      pool,
      path: '/',
      rate: FIXED_RATE,
      seconds: FIXED_SECONDS,
      timeoutMs: TIMEOUT_MS,
      next: () => requests[index++ % requests.length]!,
      cacheHeader: PAGE_CACHE_HEADER,
    });
    return {
      result,
      pagesPerSecond: (result.succeeded * 1000) / result.elapsedMs,
      p50: percentile(result.latencies, 50),
      p99: percentile(result.latencies, 99),
      max: percentile(result.latencies, 100),
      pages: result.succeeded,
      failures: result.errors,
      cache: result.cache,
      usage: usage(),
    };
  } finally {
    await pool.close();
  }
}

async function measureSetup(setup: (typeof SETUPS)[number]): Promise<SetupResult> {
  const redis = setup.redis ? await startRedis() : undefined;
  const stack = await startBenchStack(
    'pages',
    redis ? { ...setup.bffEnv, REDIS_URL: redis.url } : setup.bffEnv,
  );
  try {
    const pages = await discoverSitePages(stack.url);
    const requests = pages.flatMap(({ name, path }) =>
      LANGUAGES.map(({ locale, headers }) => ({ route: name, path, headers, locale })),
    );
    console.error(`${setup.name}: ${pages.map(({ name }) => name).join(', ')}; warming up…`);
    await checkPages(stack.url, requests);
    // Compiled code and filled caches, as in a server that has been up for a while; not measured.
    if (WARMUP_SECONDS > 0) await closedLoop(stack.url, requests, WARMUP_SECONDS);
    const services = [stack.bffPid, stack.legacyPid];
    await waitForQuiet(services);
    console.error(`${setup.name}: closed loop for ${CLOSED_SECONDS} s…`);
    const closed = await measureClosed(stack, redis, requests);
    await waitForQuiet(services);
    console.error(`${setup.name}: ${FIXED_RATE} pages a second for ${FIXED_SECONDS} s…`);
    const fixed = await measureFixed(stack, redis, requests);
    return { pages: pages.map(({ name }) => name), closed, fixed };
  } finally {
    stack.stop();
    await waitForExit(processTree(stack.bffPid).concat(stack.legacyPid));
    await redis?.stop();
  }
}

/** The share of each `x-page-cache` value, in %, known values first. */
function cacheRows(results: SetupResult[], phase: (result: SetupResult) => Phase): string[][] {
  const seen = new Set(results.flatMap((result) => [...phase(result).cache.keys()]));
  const values = [
    ...CACHE_VALUES,
    ...[...seen].filter((value) => !CACHE_VALUES.includes(value) && value !== '(none)').sort(),
    ...(seen.has('(none)') ? ['(none)'] : []),
  ];
  return values.map((value) => [
    `  ${PAGE_CACHE_HEADER}: ${value} %`,
    ...results.map((result) => {
      const { cache } = phase(result);
      return sum(cache) === 0 ? '-' : ((100 * (cache.get(value) ?? 0)) / sum(cache)).toFixed(1);
    }),
  ]);
}

function phaseRows(results: SetupResult[], phase: (result: SetupResult) => Phase): string[][] {
  const row = (label: string, cell: (phase: Phase) => string) => [
    `  ${label}`,
    ...results.map((result) => cell(phase(result))),
  ];
  const perPage = (ms: number | undefined, { pages }: Phase) =>
    ms === undefined || pages === 0 ? '-' : (ms / pages).toFixed(2);
  const httpFailures = ({ failures }: Phase) =>
    [...failures].filter(([reason]) => reason.startsWith('HTTP ')).reduce((total, [, n]) => total + n, 0);
  return [
    row('pages/s (2xx)', ({ pagesPerSecond }) => pagesPerSecond.toFixed(0)),
    row('p50 ms', ({ p50 }) => milliseconds(p50)),
    row('p99 ms', ({ p99 }) => milliseconds(p99)),
    row('max ms', ({ max }) => milliseconds(max)),
    row('errors (connection, timeout)', (phase) => String(sum(phase.failures) - httpFailures(phase))),
    row(
      'non-2xx (of which 404)',
      (phase) => `${httpFailures(phase)} (${phase.failures.get('HTTP 404') ?? 0})`,
    ),
    row('BFF CPU ms/page', (phase) => perPage(phase.usage.bffCpuMs, phase)),
    row('legacy CPU ms/page', (phase) => perPage(phase.usage.legacyCpuMs, phase)),
    row('Redis CPU ms/page', (phase) => perPage(phase.usage.redisCpuMs, phase)),
    ...cacheRows(results, phase),
    row("other processes' CPU %", ({ usage }) => String(usage.othersPercent)),
  ];
}

function printResults(results: SetupResult[]): void {
  const pages = results[0]?.pages ?? [];
  console.log(
    `Anonymous pages (${pages.length} pages × Thai and English), each set-up on fresh services, warmed up for ` +
      `${WARMUP_SECONDS} s (not counted). Closed loop: latencies of the pages answered 2xx. Open loop: latencies ` +
      `of every request from its due time (a request unanswered after ${TIMEOUT_MS / 1000} s fails). CPU per ` +
      `page: the program's CPU time over the phase / pages answered 200.`,
  );
  table([
    ['', ...SETUPS.map((setup) => setup.name)],
    [`closed loop, ${CONNECTIONS} connections, ${CLOSED_SECONDS} s:`, ...results.map(() => '')],
    ...phaseRows(results, (result) => result.closed),
    [`open loop, ${FIXED_RATE}/s for ${FIXED_SECONDS} s:`, ...results.map(() => '')],
    ['  achieved rate /s', ...results.map(({ fixed }) => fixed.pagesPerSecond.toFixed(0))],
    ...phaseRows(results, (result) => result.fixed).filter(([label]) => !label!.includes('pages/s')),
    ['  generator send lag max ms', ...results.map(({ fixed }) => milliseconds(fixed.result.maxSendLagMs))],
  ]);

  const failures = results.flatMap(({ closed, fixed }, index) =>
    [
      ...[...closed.failures].map(([reason, times]) => `closed loop: ${times} × ${reason}`),
      ...[...fixed.failures].map(([reason, times]) => `open loop: ${times} × ${reason}`),
    ].map((line) => `  ${SETUPS[index]!.name}, ${line}`),
  );
  if (failures.length > 0) console.log(['\nFailures:', ...failures].join('\n'));

  console.log(`\nPer page at ${FIXED_RATE}/s (Thai and English together), p50 / p99 ms:`);
  table([
    ['page', ...SETUPS.map((setup) => setup.name)],
    ...pages.map((page) => [
      page,
      ...results.map(({ fixed }) => {
        const latencies = fixed.result.routeLatencies.get(page) ?? new Float64Array();
        return `${milliseconds(percentile(latencies, 50))} / ${milliseconds(percentile(latencies, 99))}`;
      }),
    ]),
  ]);
}

if (
  !['build/bff/main.mjs', 'build/legacy/main.mjs', 'web/dist-server'].every((built) =>
    fs.existsSync(path.join(ROOT, built)),
  )
) {
  console.error('The bench serves the built site and servers: run `npm run build` first.');
  process.exit(1);
}
console.log(`What else is running, before the bench starts anything:\n${await describeMachine()}\n`);
const results: SetupResult[] = [];
for (const setup of SETUPS) results.push(await measureSetup(setup));
printResults(results);
