/**
 * The one request path to the legacy API: one attempt sent over the pool, timed, reported to the observers, and its
 * failure or refusal classified as a legacy error. Breakers, retries, shared reads, uploads and images are composed
 * on top of it (legacy-client.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher, FormData, Pool } from 'undici';
import type { LegacyCallEvent } from './legacy-api';
import { queryString, type Method, type Query } from './legacy-calls';
import { failureReason, httpError, timedOut, unavailable } from './legacy-errors';

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

/** The time budget and observer that the calls of one request share; the deadline is `performance.now()`. */
export interface CallScope {
  /** Read anew before every attempt: a shared read's deadline moves when a caller with more time joins it. */
  readonly deadline: number;
  /**
   * Ends the attempt under way when it aborts (a shared read whose callers all gave up). A scope without one ends
   * each attempt with a timer at its deadline instead.
   */
  readonly abandoned?: AbortSignal;
  readonly onCall?: (call: LegacyCallEvent) => void;
}

/** A scope whose calls must end `budgetMs` from now (Infinity: only the per-attempt timeouts apply). */
export function scopeOf(budgetMs: number, onCall?: (call: LegacyCallEvent) => void): CallScope {
  return { deadline: performance.now() + budgetMs, onCall };
}

/** One attempt of a call. */
export interface LegacyRequest<T> {
  method: Method;
  /** As the contract writes it, without a leading slash. */
  path: string;
  query?: Query;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Ends the attempt: the scope's deadline, or its callers all gone. */
  signal?: AbortSignal;
  /** 1 for the first attempt; retries count up. */
  attempt: number;
  /** Reads a 2xx answer's body (whole, as part of the timed attempt, or handed on as a stream). */
  read: (body: Dispatcher.ResponseData['body']) => Promise<T>;
}

/** A 2xx answer, its body as `read` made it. */
export interface LegacyAnswer<T> {
  status: number;
  headers: IncomingHttpHeaders;
  body: T;
}

/** The request path itself: sends one attempt, answers its 2xx, throws the legacy error of anything else. */
export type Transport = <T>(scope: CallScope, request: LegacyRequest<T>) => Promise<LegacyAnswer<T>>;

/**
 * Makes the transport over `pool`. Every attempt is reported to `onCall` and to its scope's observer once, with
 * its status (`'error'` when no complete answer came) and duration. A failure without an answer is out of time when
 * the attempt's signal aborted, else unavailable; a 4xx is a LegacyHttpError with the legacy message; a 5xx is
 * unavailable (asked to wait when a 503 says Retry-After).
 */
export function createTransport(
  pool: Pool,
  prefix: string,
  onCall?: (call: LegacyCallEvent) => void,
): Transport {
  function report(scope: CallScope, event: LegacyCallEvent): void {
    for (const observer of [onCall, scope.onCall]) {
      try {
        observer?.(event);
      } catch {
        // An observer must never break a call.
      }
    }
  }

  return async function send<T>(scope: CallScope, request: LegacyRequest<T>): Promise<LegacyAnswer<T>> {
    const { method, path, attempt, signal } = request;
    const route = legacyRouteOf(path);
    const started = performance.now();
    let answer: { status: number; headers: IncomingHttpHeaders; body?: T; text?: string };
    try {
      const response = await pool.request({
        path: `${prefix}/${path}${queryString(request.query)}`,
        method,
        headers: request.headers,
        body: request.body,
        signal,
      });
      const { statusCode: status, headers } = response;
      answer =
        status >= 200 && status < 300
          ? { status, headers, body: await request.read(response.body) }
          : { status, headers, text: await response.body.text() };
    } catch (error) {
      report(scope, {
        method,
        path,
        route,
        status: 'error',
        attempt,
        durationMs: performance.now() - started,
      });
      if (signal?.aborted) throw timedOut(method, path, error);
      throw unavailable(method, path, failureReason(error), { cause: error });
    }
    const { status, headers, text = '' } = answer;
    report(scope, { method, path, route, status, attempt, durationMs: performance.now() - started });
    if (status >= 200 && status < 300) return { status, headers, body: answer.body as T };
    if (status >= 400 && status < 500) throw httpError(status, text, path);
    throw unavailable(method, path, `answered ${status}`, {
      status,
      cause: new Error(`Legacy answer ${status}: ${text.slice(0, 500)}`),
      askedToWait: status === 503 && headers['retry-after'] !== undefined,
    });
  };
}
