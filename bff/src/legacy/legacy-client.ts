/**
 * The one pooled HTTP client through which the BFF talks to the legacy API: each request's time budget, shared
 * anonymous reads, and the guarded attempt (breaker, slot, retries) every call goes through. The typed calls are in
 * legacy-calls.ts, the types the rest of the BFF sees in legacy-api.ts.
 */
import { STATUS_CODES } from 'node:http';
import {
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  bulkhead,
  circuitBreaker,
  handleWhen,
  isBrokenCircuitError,
  retry,
  type BulkheadPolicy,
  type CircuitBreakerPolicy,
  type RetryPolicy,
} from 'cockatiel';
import { Client, FormData, Pool } from 'undici';
import type { UploadDto } from './legacy-dto';
import type {
  LegacyApi,
  LegacyCallEvent,
  LegacyClient,
  LegacyClientOptions,
  LegacyImage,
  LegacyRequestContext,
  UploadImageRequest,
} from './legacy-api';
import { legacyCallsOf, queryString, segment, type CallSpec, type Method } from './legacy-calls';
import {
  LegacyHttpError,
  failureReason,
  httpError,
  isRecord,
  parseJson,
  timedOut,
  unavailable,
} from './legacy-errors';
import { BREAKER_STATES, backoffWithin, inSlot, isRetryable, meansRouteDown } from './legacy-resilience';

/** What a number becomes in a path (`12`, `-1`, `1.5`, `1e%2B21`, `NaN`): an id, not a route's own word. */
const ID_SEGMENT = /^(-?\d+(\.\d+)?(e(%2B|-)?\d+)?|-?Infinity|NaN)$/i;

/**
 * The route pattern of a legacy path: ids become `{id}` (`api/portfolio/12` → `api/portfolio/{id}`), image
 * paths `storage/{folder}/{file}`. Breakers and metrics are kept per route, so there are as many of them as
 * the contract has routes, however many records there are (and whatever ids a visitor makes up).
 */
export function legacyRouteOf(path: string): string {
  const segments = path
    .replace(/[?#].*$/, '')
    .replace(/^\/+|\/+$/g, '')
    .split('/');
  if (segments[0] === 'storage' && segments.length === 3) return 'storage/{folder}/{file}';
  return segments.map((part) => (ID_SEGMENT.test(part) ? '{id}' : part)).join('/');
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The time budget and observer that the calls of one request share; the deadline is `performance.now()`. */
interface CallScope {
  /** Read anew before every attempt: a shared read's deadline moves when a caller with more time joins it. */
  readonly deadline: number;
  /**
   * Ends the attempt under way when it aborts (a shared read whose callers all gave up). A scope without one ends
   * each attempt with a timer at its deadline instead.
   */
  abandoned?: AbortSignal;
  onCall?: (call: LegacyCallEvent) => void;
  /** Retries of reads, within the deadline. */
  reads: RetryPolicy;
}

/** One caller waiting on a shared read: its own deadline (`performance.now()`) and observer. */
interface SharedReadWaiter {
  deadline: number;
  onCall?: (call: LegacyCallEvent) => void;
}

/** An anonymous GET in flight that identical reads made meanwhile join instead of calling again. */
interface SharedRead {
  key: string;
  answer: Promise<unknown>;
  waiters: Set<SharedReadWaiter>;
  /** Aborted when the last waiter leaves at its deadline: nobody wants the answer any more. */
  abandon: AbortController;
}

/**
 * Answers handed to several callers are frozen where a resolver could change them for the others: the answer and
 * its `data` list (the records inside are shared too, and resolvers only read them).
 */
function frozen<T>(answer: T): T {
  if (isRecord(answer) && Array.isArray(answer.data)) Object.freeze(answer.data);
  return Object.freeze(answer);
}

/** Makes the one pooled HTTP client through which the BFF talks to the legacy API. */
export function createLegacyClient(options: LegacyClientOptions): LegacyClient {
  const base = new URL(options.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const retries = Math.max(0, options.retries ?? 2);
  const retryBaseDelayMs = Math.max(0, options.retryBaseDelayMs ?? 100);
  const requestBudgetMs = Math.max(0, options.requestBudgetMs ?? 3000);
  const breakerFailures = Math.max(1, options.breakerFailures ?? 5);
  const breakerHalfOpenAfterMs = Math.max(0, options.breakerHalfOpenAfterMs ?? 10_000);
  const connectTimeout = options.connectTimeoutMs ?? 2000;
  const connections = Math.max(1, options.connections ?? 16);
  const routeConnections = Math.max(1, options.routeConnections ?? Math.ceil(connections / 2));
  const pool = new Pool(base.origin, {
    connections,
    connectTimeout,
    // Upper bounds of one attempt; the request's deadline usually ends a hung attempt sooner.
    headersTimeout: options.headersTimeoutMs ?? 5000,
    bodyTimeout: options.bodyTimeoutMs ?? 10000,
    keepAliveTimeout: 4000,
    pipelining: 1,
  });
  /** Readiness pings' own connection, made on the first ping. */
  let pingClient: Client | undefined;
  /** Per route: its circuit breaker and its share of the pool. */
  const routes = new Map<string, { breaker: CircuitBreakerPolicy; slots: BulkheadPolicy }>();
  /** Anonymous reads in flight, by answer kind, method, path and query. */
  const sharedReads = new Map<string, SharedRead>();

  function report(scope: CallScope, event: LegacyCallEvent): void {
    for (const observer of [options.onCall, scope.onCall]) {
      try {
        observer?.(event);
      } catch {
        // An observer must never break a call.
      }
    }
  }

  function baseHeaders(context: { token?: string; requestId: string }): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': context.requestId };
    if (context.token) headers.authorization = `Bearer ${context.token}`;
    return headers;
  }

  /** Retries of reads while `timeLeft()` is above 0. */
  function readsWithin(timeLeft: () => number): RetryPolicy {
    return retry(
      handleWhen((error) => isRetryable(error) && timeLeft() > 0),
      {
        maxAttempts: retries,
        // Decorrelated jitter, so visitors who failed together do not all retry together.
        backoff: backoffWithin(new ExponentialBackoff({ initialDelay: retryBaseDelayMs }), timeLeft),
      },
    );
  }

  /** A scope whose calls must end `budgetMs` from now (Infinity: only the per-attempt timeouts apply). */
  function scopeOf(budgetMs: number, onCall?: (call: LegacyCallEvent) => void): CallScope {
    const deadline = performance.now() + budgetMs;
    return { deadline, onCall, reads: readsWithin(() => deadline - performance.now()) };
  }

  /** Images and uploads are not GraphQL requests: no shared budget, only their own timeouts. */
  const unbudgeted = scopeOf(Infinity);

  function guardsOf(route: string): { breaker: CircuitBreakerPolicy; slots: BulkheadPolicy } {
    let guards = routes.get(route);
    if (!guards) {
      const breaker = circuitBreaker(handleWhen(meansRouteDown), {
        halfOpenAfter: breakerHalfOpenAfterMs,
        breaker: new ConsecutiveBreaker(breakerFailures),
      });
      breaker.onStateChange((state) => {
        try {
          options.onBreakerStateChange?.(route, BREAKER_STATES[state]);
        } catch {
          // An observer must never break a call.
        }
      });
      guards = { breaker, slots: bulkhead(routeConnections, Infinity) };
      routes.set(route, guards);
    }
    return guards;
  }

  /**
   * Runs `attempt` through the route's breaker and in one of its slots, with an abort signal that fires at
   * the scope's deadline; reads are retried while time is left. Out of time, it throws LegacyTimeoutError.
   */
  async function guarded<T>(
    scope: CallScope,
    method: Method,
    path: string,
    attempt: (signal: AbortSignal | undefined, attemptNumber: number) => Promise<T>,
  ): Promise<T> {
    const { breaker, slots } = guardsOf(legacyRouteOf(path));
    const once = async (attemptNumber: number): Promise<T> => {
      const timeLeft = scope.deadline - performance.now();
      // Checked before the breaker: a request that had no time left says nothing about the route.
      if (timeLeft <= 0) throw timedOut(method, path);
      // While the one probe is under way, the others fail fast rather than wait for it.
      if (breaker.state === CircuitState.HalfOpen) throw unavailable(method, path, 'circuit open', {});
      try {
        return await breaker.execute(async () => {
          const { abandoned } = scope;
          const deadline = timeLeft === Infinity && !abandoned ? undefined : new AbortController();
          const stop = () => deadline?.abort();
          const timer = deadline && !abandoned ? setTimeout(stop, timeLeft) : undefined;
          abandoned?.addEventListener('abort', stop, { once: true });
          if (abandoned?.aborted) stop();
          try {
            return await inSlot(
              slots,
              deadline?.signal,
              () => attempt(deadline?.signal, attemptNumber),
              () => timedOut(method, path),
              () => scope.deadline - performance.now(),
            );
          } finally {
            clearTimeout(timer);
            abandoned?.removeEventListener('abort', stop);
          }
        });
      } catch (error) {
        if (isBrokenCircuitError(error)) throw unavailable(method, path, 'circuit open', { cause: error });
        throw error;
      }
    };
    if (method !== 'GET') return await once(1);
    return await scope.reads.execute(({ attempt: retriesSoFar }) => once(retriesSoFar + 1));
  }

  /** The error of an attempt that got no complete answer: out of time, or unreachable. */
  function attemptFailure(method: Method, path: string, error: unknown, signal: AbortSignal | undefined) {
    if (signal?.aborted) return timedOut(method, path, error);
    return unavailable(method, path, failureReason(error), { cause: error });
  }

  /**
   * Anonymous reads share: a GET without a token joins an identical one (same path and query) already in flight
   * instead of calling again. Anything carrying a member's token, and every write, is called on its own.
   */
  async function call<T>(scope: CallScope, context: LegacyRequestContext, spec: CallSpec): Promise<T> {
    if (spec.method !== 'GET' || context.token || spec.headers) return await callAlone(scope, context, spec);
    return await sharedRead<T>(scope, context, spec);
  }

  /**
   * Joins the identical read in flight, or starts it. The shared call lasts while any caller still waits (retries
   * included); each caller stops waiting at its own deadline, so one request out of time never fails the others.
   * The sharing ends when the call settles: this is not a cache. The call carries the first caller's request id.
   */
  async function sharedRead<T>(scope: CallScope, context: LegacyRequestContext, spec: CallSpec): Promise<T> {
    const { method, path } = spec;
    // Spent: fail at once, as a call of its own would, without holding a shared call open.
    if (scope.deadline - performance.now() <= 0) throw timedOut(method, path);
    const key = `${spec.expect ?? 'json'} ${method} ${path}${queryString(spec.query)}`;
    const waiter: SharedReadWaiter = { deadline: scope.deadline, onCall: scope.onCall };
    let flight = sharedReads.get(key);
    if (flight) {
      flight.waiters.add(waiter);
      try {
        options.onSharedRead?.(legacyRouteOf(path));
      } catch {
        // An observer must never break a call.
      }
    } else {
      flight = startSharedRead(key, context, spec, waiter);
    }
    return (await waitForSharedRead(flight, waiter, method, path)) as T;
  }

  function startSharedRead(
    key: string,
    context: LegacyRequestContext,
    spec: CallSpec,
    first: SharedReadWaiter,
  ): SharedRead {
    // The first caller waits from the start: the call reads the deadline of those waiting.
    const waiters = new Set<SharedReadWaiter>([first]);
    const abandon = new AbortController();
    const latestDeadline = () => Math.max(-Infinity, ...[...waiters].map((waiter) => waiter.deadline));
    const flightScope: CallScope = {
      get deadline() {
        return latestDeadline();
      },
      abandoned: abandon.signal,
      // Each request's access line counts the attempts it waited on.
      onCall: (event) => {
        for (const waiter of waiters) waiter.onCall?.(event);
      },
      reads: readsWithin(() => latestDeadline() - performance.now()),
    };
    const flight: SharedRead = { key, answer: Promise.resolve(), waiters, abandon };
    flight.answer = (async () => {
      try {
        return frozen(await callAlone<unknown>(flightScope, context, spec));
      } finally {
        // Before the callers resume: a read made from now on calls anew.
        if (sharedReads.get(key) === flight) sharedReads.delete(key);
      }
    })();
    // Callers who all left at their deadline no longer listen.
    flight.answer.catch(() => undefined);
    sharedReads.set(key, flight);
    return flight;
  }

  /**
   * The shared answer, or LegacyTimeoutError at this caller's own deadline, whichever comes first (the last caller
   * to leave ends the call and answers its timeout).
   */
  function waitForSharedRead(
    flight: SharedRead,
    waiter: SharedReadWaiter,
    method: Method,
    path: string,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timeLeft = waiter.deadline - performance.now();
      const timer =
        timeLeft === Infinity
          ? undefined
          : setTimeout(() => {
              if (flight.waiters.size > 1) {
                flight.waiters.delete(waiter);
                reject(timedOut(method, path));
              } else {
                // The last one gives the call up and gets its outcome once the breaker and observers have seen it,
                // in the same order as a call of its own. A read made meanwhile starts anew.
                if (sharedReads.get(flight.key) === flight) sharedReads.delete(flight.key);
                flight.abandon.abort();
              }
            }, timeLeft);
      flight.answer.then(
        (answer) => {
          clearTimeout(timer);
          flight.waiters.delete(waiter);
          resolve(answer);
        },
        (error: unknown) => {
          clearTimeout(timer);
          flight.waiters.delete(waiter);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  async function callAlone<T>(scope: CallScope, context: LegacyRequestContext, spec: CallSpec): Promise<T> {
    const headers = { ...baseHeaders(context), ...spec.headers };
    let body: string | FormData | undefined = spec.form;
    if (spec.json !== undefined) {
      body = JSON.stringify(spec.json);
      headers['content-type'] = 'application/json';
    }
    const requestPath = `${prefix}/${spec.path}${queryString(spec.query)}`;
    const route = legacyRouteOf(spec.path);
    const { method, path } = spec;

    return await guarded(scope, method, path, async (signal, attempt) => {
      const started = performance.now();
      let status: number;
      let text: string;
      let retryAfter: unknown;
      try {
        const response = await pool.request({ path: requestPath, method, headers, body, signal });
        status = response.statusCode;
        retryAfter = response.headers['retry-after'];
        text = await response.body.text();
      } catch (error) {
        report(scope, {
          method,
          path,
          route,
          status: 'error',
          attempt,
          durationMs: performance.now() - started,
        });
        throw attemptFailure(method, path, error, signal);
      }
      report(scope, { method, path, route, status, attempt, durationMs: performance.now() - started });

      if (status >= 200 && status < 300) {
        if (spec.expect === 'text') return text as T;
        const parsed = parseJson(text);
        if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
          throw unavailable(method, path, 'the answer was not JSON', {
            status,
            cause: new Error(`Legacy answer ${status} is not JSON: ${text.slice(0, 200)}`),
          });
        }
        return parsed.value as T;
      }
      if (status >= 400 && status < 500) throw httpError(status, text, path);
      throw unavailable(method, path, `answered ${status}`, {
        status,
        cause: new Error(`Legacy answer ${status}: ${text.slice(0, 500)}`),
        askedToWait: status === 503 && retryAfter !== undefined,
      });
    });
  }

  function forRequest(context: LegacyRequestContext): LegacyApi {
    const budgetMs = context.budgetMs ?? requestBudgetMs;
    const scope = scopeOf(budgetMs > 0 ? budgetMs : Infinity, context.onCall);
    return legacyCallsOf(<T>(spec: CallSpec) => call<T>(scope, context, spec), {
      trustedClientKey: options.trustedClientKey,
      siteUrl: options.siteUrl,
    });
  }

  /** A member's image, sent as a new, well-formed form; never retried, and outside any request's budget. */
  async function uploadImage(request: UploadImageRequest): Promise<UploadDto> {
    const form = new FormData();
    if (request.type) form.set('type', request.type);
    if (request.file) {
      const { bytes, fileName, mimeType } = request.file;
      form.set(
        'file',
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType || 'application/octet-stream' }),
        fileName || 'image',
      );
    }
    const path = 'api/image-up';
    const answer = await callAlone<Record<string, unknown>>(unbudgeted, request, {
      method: 'POST',
      path,
      form,
    });
    if (typeof answer.data !== 'string') {
      throw unavailable('POST', path, 'the answer was not an upload answer', {
        status: 200,
        cause: new Error(`Legacy answer is not an upload answer: ${JSON.stringify(answer).slice(0, 200)}`),
      });
    }
    return answer as unknown as UploadDto;
  }

  async function fetchImage(folder: string, file: string, requestId = 'image'): Promise<LegacyImage | null> {
    const path = `storage/${segment(folder)}/${segment(file)}`;
    const route = legacyRouteOf(path);
    const headers = { accept: 'image/*', 'x-request-id': requestId };
    return await guarded(unbudgeted, 'GET', path, async (signal, attempt) => {
      const started = performance.now();
      let response;
      try {
        response = await pool.request({ path: `${prefix}/${path}`, method: 'GET', headers });
      } catch (error) {
        const durationMs = performance.now() - started;
        report(unbudgeted, { method: 'GET', path, route, status: 'error', attempt, durationMs });
        throw attemptFailure('GET', path, error, signal);
      }
      const status = response.statusCode;
      report(unbudgeted, {
        method: 'GET',
        path,
        route,
        status,
        attempt,
        durationMs: performance.now() - started,
      });
      if (status >= 200 && status < 300) {
        return {
          contentType: headerValue(response.headers['content-type']) ?? 'application/octet-stream',
          contentLength: headerValue(response.headers['content-length']),
          body: response.body,
        };
      }
      await response.body.dump().catch(() => undefined);
      if (status === 404) return null;
      if (status >= 400 && status < 500)
        throw new LegacyHttpError(status, STATUS_CODES[status] ?? `HTTP ${status}`, { path });
      throw unavailable('GET', path, `answered ${status}`, { status });
    });
  }

  async function ping(timeoutMs = 1000): Promise<boolean> {
    pingClient ??= new Client(base.origin, { connectTimeout, pipelining: 1, keepAliveTimeout: 4000 });
    try {
      const response = await pingClient.request({
        path: `${prefix}/healthz`,
        method: 'GET',
        headers: { accept: 'application/json', 'x-request-id': 'ping' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body.dump();
      return response.statusCode >= 200 && response.statusCode < 300;
    } catch {
      return false;
    }
  }

  return {
    forRequest,
    uploadImage,
    fetchImage,
    breakerStates: () =>
      Object.fromEntries([...routes].map(([route, { breaker }]) => [route, BREAKER_STATES[breaker.state]])),
    ping,
    async close() {
      const clients = [pool, pingClient].filter((client) => client !== undefined);
      await Promise.all(
        clients.map((client) => (client.closed || client.destroyed ? undefined : client.close())),
      );
    },
  };
}
