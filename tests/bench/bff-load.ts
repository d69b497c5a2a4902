/**
 * `npm run bench:bff`: the GraphQL endpoint under load, with the site's own route queries (the documents the
 * browser sends), on the whole stack over fresh seeded data. Prints requests per second, latency percentiles and
 * the BFF's memory for each. Figures, not pass/fail: compare them between changes.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) set the load.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { print, type DocumentNode } from 'graphql';
import {
  CategoryListRouteQueryDocument,
  HomeRouteQueryDocument,
  PortfolioDetailRouteQueryDocument,
  SearchRouteQueryDocument,
  TopRankRouteQueryDocument,
} from '../../web/src/graphql/generated/graphql';
import { startBenchStack } from './bench-stack';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const ROUTES: [name: string, document: DocumentNode, variables: Record<string, unknown>][] = [
  ['/homepage', HomeRouteQueryDocument, {}],
  [
    '/all-portfolio-by-category',
    CategoryListRouteQueryDocument,
    { categoryId: '1', subcategoryId: '0', page: 1 },
  ],
  ['/detail-portfolio', PortfolioDetailRouteQueryDocument, { id: '1' }],
  ['/search (Thai)', SearchRouteQueryDocument, { keyword: 'ผ้า', page: 1 }],
  ['/toprank', TopRankRouteQueryDocument, { sort: 'DESC' }],
];

/** Resident memory of a process, in MiB (Linux). */
function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kib / 1024);
}

const stack = await startBenchStack('bff');
try {
  const rows: string[][] = [
    ['route query', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'KiB/answer', 'BFF RSS MiB'],
  ];
  rows.push(['(idle)', '', '', '', '', '', String(residentMiB(stack.bffPid))]);
  for (const [name, document, variables] of ROUTES) {
    const body = JSON.stringify({ query: print(document), variables });
    const check = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const answer = (await check.json()) as { errors?: unknown[] };
    if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
    const result = await autocannon({
      url: `${stack.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    rows.push([
      name,
      String(Math.round(result.requests.average)),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.errors + result.non2xx),
      (result.throughput.average / Math.max(result.requests.average, 1) / 1024).toFixed(1),
      String(residentMiB(stack.bffPid)),
    ]);
    console.error(`measured ${name}`);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per query, answers gzip-compressed:`);
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
} finally {
  stack.stop();
}
