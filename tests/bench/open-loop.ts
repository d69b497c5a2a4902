/**
 * An open-loop load generator: requests leave at fixed arrival times whatever the answers do, and a request's
 * latency counts from the time it was due, not from when it could be sent. A slow server therefore shows as long
 * latencies, never as fewer requests (no coordinated omission).
 */
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type { Pool } from 'undici';

/**
 * One request of the workload: which route it stands for, and either the JSON body to POST to the load's `path`
 * (a GraphQL operation) or the address to GET with its own headers (a page, as a browser asks for it).
 */
export type LoadRequest =
  { route: string; body: Buffer } | { route: string; path: string; headers: Record<string, string> };

export interface LoadResult {
  rate: number;
  seconds: number;
  /** Requests sent: rate × seconds. */
  sent: number;
  /** Answered with 200 (and, for GraphQL, no `errors`). */
  succeeded: number;
  /** Failed requests by reason (HTTP status, GraphQL errors, timeout, connection error). */
  errors: Map<string, number>;
  /** Milliseconds from due time to the end of the answer (or to the failure), every request, ascending. */
  latencies: Float64Array;
  /** The same per route, ascending. */
  routeLatencies: Map<string, Float64Array>;
  /** The cache header's values counted (hit, miss, pass…); `(none)` counts answers without it. */
  cache: Map<string, number>;
  /** From the first due time to the last answer. */
  elapsedMs: number;
  /** The latest a request left after its due time: above a few ms, the generator itself was short of CPU. */
  maxSendLagMs: number;
  /** CPU time of this (generator) process during the phase. */
  generatorCpuMs: number;
}

const HEADERS = {
  'content-type': 'application/json',
  // As Apollo Client 4 in the browser sends them.
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'apollo-require-preflight': 'true',
  'accept-encoding': 'gzip',
};

/** Latencies sorted for `percentile`. */
export function ascending(values: number[]): Float64Array {
  return Float64Array.from(values).sort();
}

/** A latency for a table: one decimal below 10 ms, `-` for NaN. */
export const milliseconds = (value: number) =>
  Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0);

/** Prints `rows` as columns, the first row being the heading. */
export function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
}

/** The value below which `percent` % of the sorted `values` fall (nearest rank); NaN when empty. */
export function percentile(values: Float64Array, percent: number): number {
  if (values.length === 0) return NaN;
  return values[Math.min(values.length - 1, Math.max(0, Math.ceil((percent / 100) * values.length) - 1))]!;
}

/** The error codes of a GraphQL answer, e.g. `UPSTREAM_TIMEOUT`, to tell the reasons apart. */
function graphqlErrorCodes(text: string): string {
  try {
    const { errors } = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
    return [...new Set(errors?.map((error) => error.extensions?.code ?? 'no code'))].join('+');
  } catch {
    return '(unreadable answer)';
  }
}

function failureReason(error: unknown, timeoutMs: number): string {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'UND_ERR_ABORTED') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  return code ?? message ?? String(error);
}

/**
 * Sends `rate` requests a second for `seconds` through `pool`, each taken from `next()`, and waits for every answer
 * (or its failure after `timeoutMs` from its due time). `cacheHeader` (default `x-response-cache`) is counted.
 */
export async function runOpenLoop(options: {
  pool: Pool;
  path: string;
  rate: number;
  seconds: number;
  timeoutMs: number;
  next: () => LoadRequest;
  cacheHeader?: string;
}): Promise<LoadResult> {
  const { pool, path, rate, seconds, timeoutMs, next, cacheHeader = 'x-response-cache' } = options;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const routeLatencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const cache = new Map<string, number>();
  let succeeded = 0;
  let lastAnswer = 0;
  let maxSendLagMs = 0;
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  const send = async (request: LoadRequest, due: number): Promise<void> => {
    let failure: string | undefined;
    try {
      const signal = AbortSignal.timeout(Math.max(1, Math.ceil(due + timeoutMs - performance.now())));
      const answer = await pool.request(
        'body' in request
          ? { path, method: 'POST', headers: HEADERS, body: request.body, signal }
          : { path: request.path, method: 'GET', headers: request.headers, signal },
      );
      const bytes = Buffer.from(await answer.body.arrayBuffer());
      const cacheValue = answer.headers[cacheHeader];
      count(cache, typeof cacheValue === 'string' ? cacheValue : '(none)');
      if (answer.statusCode !== 200) {
        failure = `HTTP ${answer.statusCode}`;
      } else if ('body' in request) {
        const text = (
          answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(bytes) : bytes
        ).toString();
        // Quotes inside strings are escaped, so this only finds the top-level member.
        if (text.includes('"errors":')) failure = `GraphQL errors ${graphqlErrorCodes(text)}`;
      }
    } catch (error) {
      failure = failureReason(error, timeoutMs);
    }
    const end = performance.now();
    lastAnswer = Math.max(lastAnswer, end);
    latencies.push(end - due);
    const perRoute = routeLatencies.get(request.route) ?? [];
    perRoute.push(end - due);
    routeLatencies.set(request.route, perRoute);
    if (failure) count(errors, failure);
    else succeeded++;
  };

  const cpuBefore = process.cpuUsage();
  const start = performance.now() + 5;
  const pending: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let index = 0;
    const dispatch = () => {
      const now = performance.now();
      for (; index < total && start + index * interval <= now; index++) {
        const due = start + index * interval;
        maxSendLagMs = Math.max(maxSendLagMs, now - due);
        pending.push(send(next(), due));
      }
      if (index < total) setTimeout(dispatch, Math.max(0, start + index * interval - performance.now()));
      else resolve();
    };
    setTimeout(dispatch, 5);
  });
  await Promise.all(pending);
  const cpu = process.cpuUsage(cpuBefore);

  return {
    rate,
    seconds,
    sent: total,
    succeeded,
    errors,
    latencies: ascending(latencies),
    routeLatencies: new Map([...routeLatencies].map(([route, values]) => [route, ascending(values)])),
    cache,
    elapsedMs: lastAnswer - start,
    maxSendLagMs,
    generatorCpuMs: (cpu.user + cpu.system) / 1000,
  };
}
