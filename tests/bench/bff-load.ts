/**
 * `npm run bench:bff`: the GraphQL endpoint under the site's mixed traffic (home, category list, portfolio detail,
 * search, top rank, designer page: the route queries the browser sends), open loop, on the whole stack over fresh
 * seeded data. Three set-ups side by side, each on freshly started services: the response cache on with one BFF
 * process, the cache off (RESPONSE_CACHE=off), and the cache on with two BFF processes (BFF_PROCESSES=2). For each,
 * after BENCH_WARMUP_SECONDS (default 10) at half the rate, not counted:
 * 1. BENCH_RATE (default 200) requests a second for BENCH_SECONDS (default 60): p50/p90/p99/max latency, errors,
 *    achieved rate, CPU ms per request of the BFF (its processes together) and of the legacy API, the share of
 *    `x-response-cache: hit` answers, and the same latencies per route;
 * 2. then the sustained rate: the arrival rate raised step by step (BENCH_STEP_SECONDS each, default 10) until a
 *    step's p99 reaches 400 ms or a request fails; the highest step that passed is reported (below the fixed rate
 *    when the fixed phase itself failed). Before each phase the services are left to finish earlier work.
 * Figures, not pass/fail: compare them between changes, on the same machine, with the load average in view (the
 * generator shares the machine with the services and says what it used).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { Pool } from 'undici';
import { startBenchStack, type BenchStack } from './bench-stack';
import { milliseconds, percentile, runOpenLoop, table, type LoadResult } from './open-loop';
import {
  nodeProcessCount,
  processTree,
  treeCpuMs,
  treeResidentMiB,
  waitForExit,
  waitForQuiet,
} from './process-usage';
import { discoverSiteWorkload, type SiteWorkload } from './site-workload';

const FIXED_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 200);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const P99_LIMIT_MS = 400;
const TIMEOUT_MS = 10_000;
const CONNECTIONS = 512;
/** Arrival rates (per second) tried in turn, up to the first step that fails. */
const RATE_STEPS = [50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000];

const SETUPS: { name: string; bffEnv: Record<string, string> }[] = [
  { name: 'cache on, 1 BFF', bffEnv: {} },
  { name: 'cache off, 1 BFF', bffEnv: { RESPONSE_CACHE: 'off' } },
  { name: 'cache on, 2 BFF', bffEnv: { BFF_PROCESSES: '2' } },
];

interface FixedPhase {
  result: LoadResult;
  bffCpuMs: number;
  legacyCpuMs: number;
  bffProcesses: number;
  bffResidentMiB: number;
}

interface SetupResult {
  routes: { route: string; share: number }[];
  fixed: FixedPhase;
  /** Each step tried, in order, and whether it held. */
  steps: { rate: number; p99: number; errors: number; passed: boolean; fromFixed?: boolean }[];
}

function errorCount(result: LoadResult): number {
  return [...result.errors.values()].reduce((sum, count) => sum + count, 0);
}

function passed(result: LoadResult): boolean {
  return errorCount(result) === 0 && percentile(result.latencies, 99) < P99_LIMIT_MS;
}

function describeMachine(): void {
  const [one, five, fifteen] = fs.readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(
    `${os.cpus().length} CPUs; load average ${one}, ${five}, ${fifteen} (1, 5, 15 min) before the run.`,
  );
  const top = execFileSync('ps', ['-eo', 'pcpu,comm', '--sort=-pcpu'], { encoding: 'utf8' });
  console.log('Busiest processes (%CPU over their lifetime):');
  for (const line of top.trimEnd().split('\n').slice(0, 10)) console.log(`  ${line.trim()}`);
  console.log();
}

function load(pool: Pool, workload: SiteWorkload, rate: number, seconds: number): Promise<LoadResult> {
  return runOpenLoop({
    pool,
    path: '/graphql',
    rate,
    seconds,
    timeoutMs: TIMEOUT_MS,
    next: workload.sequence(),
  });
}

async function measureFixed(stack: BenchStack, pool: Pool, workload: SiteWorkload): Promise<FixedPhase> {
  const bffBefore = treeCpuMs(stack.bffPid);
  const legacyBefore = treeCpuMs(stack.legacyPid);
  const result = await load(pool, workload, FIXED_RATE, FIXED_SECONDS);
  return {
    result,
    bffCpuMs: treeCpuMs(stack.bffPid) - bffBefore,
    legacyCpuMs: treeCpuMs(stack.legacyPid) - legacyBefore,
    bffProcesses: nodeProcessCount(stack.bffPid),
    bffResidentMiB: treeResidentMiB(stack.bffPid),
  };
}

async function measureSetup(name: string, bffEnv: Record<string, string>): Promise<SetupResult> {
  const stack = await startBenchStack('bff', bffEnv);
  const pool = new Pool(stack.url, { connections: CONNECTIONS });
  try {
    const workload = await discoverSiteWorkload(stack.url);
    console.error(
      `${name}: ${workload.approvedPortfolios} approved portfolios by ${workload.designers} designers; ` +
        `${FIXED_RATE}/s for ${FIXED_SECONDS} s…`,
    );
    const services = [stack.bffPid, stack.legacyPid];
    // Compiled code and filled caches, as in a server that has been up for a while; not measured.
    if (WARMUP_SECONDS > 0) await load(pool, workload, FIXED_RATE / 2, WARMUP_SECONDS);
    await waitForQuiet(services);
    const fixed = await measureFixed(stack, pool, workload);
    const steps: SetupResult['steps'] = [];
    const record = (result: LoadResult, fromFixed = false) => {
      const step = {
        rate: result.rate,
        p99: percentile(result.latencies, 99),
        errors: errorCount(result),
        passed: passed(result),
        fromFixed,
      };
      steps.push(step);
      console.error(
        `${name}: ${step.rate}/s${fromFixed ? ' (fixed phase)' : ''}: p99 ${milliseconds(step.p99)} ms, ` +
          `${step.errors} errors${step.errors > 0 ? ` (${[...result.errors.keys()].join(', ')})` : ''}` +
          (step.passed ? '' : ' — stop'),
      );
      return step.passed;
    };
    // The fixed phase is a longer step at its rate: the search continues above it when it held, else below it.
    const fixedHeld = record(fixed.result, true);
    for (const rate of RATE_STEPS.filter((rate) => (fixedHeld ? rate > FIXED_RATE : rate < FIXED_RATE))) {
      await waitForQuiet(services);
      if (!record(await load(pool, workload, rate, STEP_SECONDS))) break;
    }
    return { routes: workload.routes, fixed, steps };
  } finally {
    await pool.close();
    stack.stop();
    await waitForExit(processTree(stack.bffPid).concat(stack.legacyPid));
  }
}

function sustainedRate(steps: SetupResult['steps']): string {
  const held = steps.filter((step) => step.passed).map((step) => step.rate);
  if (held.length === 0) return `< ${Math.min(RATE_STEPS[0]!, FIXED_RATE)}/s`;
  const best = Math.max(...held);
  return steps.every((step) => step.passed) ? `≥ ${best}/s` : `${best}/s`;
}

function cacheHitRatio(result: LoadResult): string {
  const counted = [...result.cache]
    .filter(([value]) => value !== '(none)')
    .reduce((sum, [, count]) => sum + count, 0);
  if (counted === 0) return 'n/a';
  return ((result.cache.get('hit') ?? 0) / counted).toFixed(2);
}

function printResults(results: SetupResult[]): void {
  const perRequest = (ms: number, result: LoadResult) => (ms / result.sent).toFixed(2);
  const fixedRow = (label: string, cell: (phase: FixedPhase) => string) => [
    label,
    ...results.map(({ fixed }) => cell(fixed)),
  ];
  console.log(
    `Mixed workload, open loop (latency from each request's due time), ${CONNECTIONS} connections, ` +
      `gzip; a request unanswered after ${TIMEOUT_MS / 1000} s is an error. Each set-up on fresh services, ` +
      `warmed up for ${WARMUP_SECONDS} s at ${FIXED_RATE / 2}/s (not counted).`,
  );
  table([
    ['', ...SETUPS.map((setup) => setup.name)],
    [
      `sustained rate (p99 < ${P99_LIMIT_MS} ms, no error)`,
      ...results.map(({ steps }) => sustainedRate(steps)),
    ],
    [`at ${FIXED_RATE}/s for ${FIXED_SECONDS} s:`, ...results.map(() => '')],
    ...[50, 90, 99].map((percent) =>
      fixedRow(`  p${percent} ms`, ({ result }) => milliseconds(percentile(result.latencies, percent))),
    ),
    fixedRow('  max ms', ({ result }) => milliseconds(percentile(result.latencies, 100))),
    fixedRow('  errors', ({ result }) => `${errorCount(result)} of ${result.sent}`),
    fixedRow('  achieved rate /s', ({ result }) => ((result.succeeded * 1000) / result.elapsedMs).toFixed(0)),
    fixedRow('  BFF CPU ms/request', ({ result, bffCpuMs }) => perRequest(bffCpuMs, result)),
    fixedRow('  legacy CPU ms/request', ({ result, legacyCpuMs }) => perRequest(legacyCpuMs, result)),
    fixedRow('  cache hit ratio', ({ result }) => cacheHitRatio(result)),
    fixedRow('  BFF node processes', ({ bffProcesses }) => String(bffProcesses)),
    fixedRow('  BFF RSS MiB (all processes)', ({ bffResidentMiB }) => String(bffResidentMiB)),
    fixedRow('  generator CPU ms/request', ({ result }) => perRequest(result.generatorCpuMs, result)),
    fixedRow('  generator send lag max ms', ({ result }) => milliseconds(result.maxSendLagMs)),
  ]);

  const failures = results.flatMap(({ fixed }, index) =>
    [...fixed.result.errors].map(([reason, count]) => `  ${SETUPS[index]!.name}: ${count} × ${reason}`),
  );
  if (failures.length > 0) console.log(['\nErrors at the fixed rate:', ...failures].join('\n'));

  console.log(`\nPer route at ${FIXED_RATE}/s, p50 / p99 ms:`);
  table([
    ['route', 'share', ...SETUPS.map((setup) => setup.name)],
    // The same routes and shares in every set-up.
    ...(results[0]?.routes ?? []).map(({ route, share }) => [
      route,
      `${share} %`,
      ...results.map(({ fixed }) => {
        const latencies = fixed.result.routeLatencies.get(route) ?? new Float64Array();
        return `${milliseconds(percentile(latencies, 50))} / ${milliseconds(percentile(latencies, 99))}`;
      }),
    ]),
  ]);

  console.log(`\nRate steps (${STEP_SECONDS} s each; the first is the fixed phase), p99 ms and errors:`);
  results.forEach(({ steps }, index) =>
    console.log(
      `  ${SETUPS[index]!.name}: ` +
        steps
          .map(
            (step) =>
              `${step.rate}/s ${milliseconds(step.p99)} ms${step.errors > 0 ? ` ${step.errors} err` : ''}` +
              (step.passed ? '' : ' ✗'),
          )
          .join(' · '),
    ),
  );
}

describeMachine();
const results: SetupResult[] = [];
for (const { name, bffEnv } of SETUPS) results.push(await measureSetup(name, bffEnv));
printResults(results);
