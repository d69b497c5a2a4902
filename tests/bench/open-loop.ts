/**
 * An open-loop load generator: requests leave at fixed arrival times whatever the answers do, and a request's
 * latency counts from the time it was due, not from when it could be sent. A slow server therefore shows as long
 * latencies, never as fewer requests (no coordinated omission).
 */
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type { Pool } from 'undici';

/** One request of the workload: which route it stands for and the JSON body to POST. */
export interface LoadRequest {
  route: string;
  body: Buffer;
}

export interface LoadResult {
  rate: number;
  seconds: number;
  /** Requests sent: rate × seconds. */
  sent: number;
  /** Answered with 200 and no GraphQL `errors`. */
  succeeded: number;
  /** Failed requests by reason (HTTP status, GraphQL errors, timeout, connection error). */
  errors: Map<string, number>;
  /** Milliseconds from due time to the end of the answer (or to the failure), every request, ascending. */
  latencies: Float64Array;
  /** The same per route, ascending. */
  routeLatencies: Map<string, Float64Array>;
  /** `x-response-cache` values counted (hit, miss, pass); empty when the header never came. */
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
 * POSTs `rate` requests a second for `seconds` to `path` through `pool`, each taken from `next()`, and waits for
 * every answer (or its failure after `timeoutMs` from its due time).
 */
export async function runOpenLoop(options: {
  pool: Pool;
  path: string;
  rate: number;
  seconds: number;
  timeoutMs: number;
  next: () => LoadRequest;
}): Promise<LoadResult> {
  const { pool, path, rate, seconds, timeoutMs, next } = options;
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
      const answer = await pool.request({
        path,
        method: 'POST',
        headers: HEADERS,
        body: request.body,
        signal: AbortSignal.timeout(Math.max(1, Math.ceil(due + timeoutMs - performance.now()))),
      });
      const bytes = Buffer.from(await answer.body.arrayBuffer());
      const cacheHeader = answer.headers['x-response-cache'];
      if (typeof cacheHeader === 'string') count(cache, cacheHeader);
      if (answer.statusCode !== 200) {
        failure = `HTTP ${answer.statusCode}`;
      } else {
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
