/**
 * `npm run bench:gateway`: the BFF beside a GraphQL gateway generated over the same legacy API, in one run. GraphQL
 * Mesh composes a supergraph from the legacy API's printed contract, schema/legacy-openapi.json (the part the
 * screens use, written into the run's work folder by tests/bench/gateway/legacy-contract.ts), and Hive Gateway serves
 * it with its default settings; both ask the same legacy process, over the same freshly seeded data. For the home,
 * category-list and top-rank screens (tests/bench/gateway/route-queries.ts), the BFF, the BFF without its response
 * cache (RESPONSE_CACHE=off) and the gateway are measured in turn with the same closed-loop load (autocannon), and the
 * table prints requests per second, p50/p99 latency, errors and the ratios BFF/gateway, beside what else the machine
 * was running.
 *
 * Mesh and Hive Gateway are not dependencies of the project: the bench installs them with npm into a temporary
 * folder (os.tmpdir()/portfolio-bench-gateway-<versions>), once, and says so plainly when it cannot.
 *
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10) and BENCH_WARMUP_SECONDS (default 2, not counted) set
 * the load.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { startBenchBff, startBenchLegacy } from './bench-stack';
import {
  GatewayUnavailableError,
  composeSupergraph,
  installGateway,
  installedVersions,
  startHiveGateway,
} from './gateway/hive-gateway';
import { describeMachine, othersCpu, residentMiB } from './gateway/machine';
import { SCREEN_QUERIES } from './gateway/route-queries';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** The issue's acceptance: the BFF serves at least this many times the gateway's throughput. */
const TARGET_RATIO = 3;
/** Other processes' CPU share above which a measurement is flagged as disturbed. */
const DISTURBED_PERCENT = 10;

/** What the site's Apollo Client sends, for both servers. */
const HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'accept-encoding': 'gzip',
};

/** Each server's Cache-Control per query, as answered before the load (what a shared cache may keep). */
const cacheControls = new Map<string, string>();

/** One GraphQL request; answers its `data`, or throws with its errors. */
async function ask(url: string, body: string, what: string): Promise<unknown> {
  const answer = await fetch(url, { method: 'POST', headers: HEADERS, body });
  const result = (await answer.json()) as { data?: unknown; errors?: unknown[] };
  if (!answer.ok || result.errors || !result.data) {
    throw new Error(
      `${what} answered ${answer.status}: ${JSON.stringify(result.errors ?? result).slice(0, 2000)}`,
    );
  }
  cacheControls.set(what, answer.headers.get('cache-control') ?? 'none');
  return result.data;
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  kibPerAnswer: number;
  /** Other processes' CPU meanwhile, in percent of all CPUs. */
  othersCpu: number;
}

/** Closed-loop load: CONNECTIONS clients each sending the next request when the last is answered. */
async function load(url: string, body: string, seconds: number): Promise<Measure> {
  const others = othersCpu();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: HEADERS,
    body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    kibPerAnswer: result.throughput.average / Math.max(result.requests.average, 1) / 1024,
    othersCpu: others.stop(),
  };
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

const log = (line: string) => console.error(line);

console.log(`What else is running, before the bench starts anything:\n${await describeMachine()}\n`);

let gatewayFolder: string;
try {
  gatewayFolder = installGateway(log);
} catch (error) {
  if (!(error instanceof GatewayUnavailableError)) throw error;
  console.log(
    'No comparison: Hive Gateway (GraphQL Mesh) could not be installed here, so there is nothing to measure the BFF ' +
      `against.\n${error.message}`,
  );
  process.exit(1);
}
console.log(`Gateway (installed in ${gatewayFolder}): ${installedVersions(gatewayFolder).join(', ')}\n`);

// The legacy API and the BFFs as bench-stack.ts starts them, one by one: the gateway needs the legacy address.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gateway-'));
const children: ChildProcess[] = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  const legacyUrl = await startBenchLegacy(children, path.join(work, 'data'));
  // The BFF as the product runs it, and once more without its response cache (RESPONSE_CACHE=off), so that the
  // table shows how much of the difference is answers shared between visitors (the gateway has no cache by default).
  const startBff = async (env: Record<string, string>) => {
    const url = await startBenchBff(children, legacyUrl, env);
    return { url: `${url}/graphql`, pid: children.at(-1)?.pid ?? 0 };
  };
  const bff = await startBff({});
  const bffUncached = await startBff({ RESPONSE_CACHE: 'off' });

  let gateway: { url: string; pid: number };
  try {
    const supergraph = composeSupergraph(gatewayFolder, legacyUrl, work);
    gateway = await startHiveGateway(children, gatewayFolder, supergraph, work);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    console.log(`No comparison: Hive Gateway was installed but does not run here.\n${error.message}`);
    stop();
    process.exit(1);
  }

  const servers = [
    { name: 'BFF', kind: 'bff', ...bff },
    { name: 'BFF, RESPONSE_CACHE=off', kind: 'bff', ...bffUncached },
    { name: 'Hive Gateway', kind: 'gateway', url: `${gateway.url}/graphql`, pid: gateway.pid },
  ] as const;
  const bodies = SCREEN_QUERIES.map((screen) => ({
    screen,
    bff: JSON.stringify({ query: print(screen.bff.document), variables: screen.bff.variables }),
    gateway: JSON.stringify({ query: screen.gateway.query, variables: screen.gateway.variables }),
  }));

  // Every server answers without errors, and with the same portfolios and categories in the same order.
  for (const { screen, bff: bffBody, gateway: gatewayBody } of bodies) {
    const fromGateway = screen.summarizeGateway(
      await ask(servers[2].url, gatewayBody, `${servers[2].name}, ${screen.name}`),
    );
    for (const server of servers.slice(0, 2)) {
      const fromBff = screen.summarizeBff(await ask(server.url, bffBody, `${server.name}, ${screen.name}`));
      if (fromBff !== fromGateway) {
        throw new Error(
          `${screen.name}: ${server.name} and the gateway do not answer the same data.\n` +
            `${server.name}: ${fromBff}\ngateway: ${fromGateway}`,
        );
      }
    }
  }
  log('every server answers every query without errors, with the same portfolios and categories');

  const rows: string[][] = [
    ['query', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'KiB/answer', 'RSS MiB', "others' CPU"],
  ];
  const ratios: string[][] = [
    ['query', 'BFF/gateway req/s', `≥ ${TARGET_RATIO}×`, 'without response cache', `≥ ${TARGET_RATIO}×`],
  ];
  for (const { screen, bff: bffBody, gateway: gatewayBody } of bodies) {
    const measures: Measure[] = [];
    for (const server of servers) {
      const body = server.kind === 'bff' ? bffBody : gatewayBody;
      log(`${screen.name}, ${server.name}: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured …`);
      if (WARMUP_SECONDS > 0) await load(server.url, body, WARMUP_SECONDS);
      const measure = await load(server.url, body, SECONDS);
      // Asked again right after the load: an answer with errors would not show in the status codes.
      await ask(server.url, body, `${server.name}, ${screen.name}, after the load`);
      measures.push(measure);
      rows.push([
        screen.name,
        server.name,
        String(Math.round(measure.requestsPerSecond)),
        String(measure.p50),
        String(measure.p99),
        String(measure.errors),
        measure.kibPerAnswer.toFixed(1),
        String(residentMiB(server.pid)),
        `${measure.othersCpu}%`,
      ]);
    }
    const gatewayRate = Math.max(measures[2]!.requestsPerSecond, 1e-9);
    const ratio = (measure: Measure) => measure.requestsPerSecond / gatewayRate;
    const verdict = (measure: Measure) => (ratio(measure) >= TARGET_RATIO ? 'yes' : 'no');
    ratios.push([
      screen.name,
      `${ratio(measures[0]!).toFixed(2)}×`,
      verdict(measures[0]!),
      `${ratio(measures[1]!).toFixed(2)}×`,
      verdict(measures[1]!),
    ]);
  }

  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per query and server after ${WARMUP_SECONDS} s of warm-up, ` +
      'the servers in turn, the same legacy process behind all, answers gzip-compressed where the server does:',
  );
  printTable(rows);
  console.log(
    "others' CPU: CPU time of processes this bench did not start, during the measurement, in % of all CPUs.",
  );
  const disturbed = rows.slice(1).filter((row) => Number.parseInt(row.at(-1)!, 10) > DISTURBED_PERCENT);
  if (disturbed.length > 0) {
    console.log(
      `Other work took over ${DISTURBED_PERCENT}% of the CPUs during ${disturbed.length} of ${rows.length - 1} ` +
        'measurements: those figures, and the ratios made from them, are not reliable; run again on a quiet machine.',
    );
  }
  console.log('');
  printTable(ratios);
  console.log(
    '\nLegacy calls per request, for the gateway and the BFF without its response cache (the BFF with it asks only ' +
      'when a shared answer expires):',
  );
  for (const screen of SCREEN_QUERIES) console.log(`  ${screen.name}: ${screen.legacyCalls}`);
  console.log(
    '\nCache-Control of the answers (the BFF shares an answer between visitors only when it may be kept):',
  );
  for (const { screen } of bodies) {
    const of = (server: (typeof servers)[number]) =>
      `${server.name}: ${cacheControls.get(`${server.name}, ${screen.name}`)}`;
    console.log(`  ${screen.name}: ${servers.map(of).join('; ')}`);
  }
  console.log(`\nAfterwards: /proc/loadavg ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
} finally {
  stop();
}
