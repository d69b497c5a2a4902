/**
 * Identical anonymous reads in flight share one call (decision 030): a GET without a token joins an identical one
 * (same answer kind, path and query) already under way instead of calling the legacy API again. Anything carrying a
 * member's token, any extra header, and every write is called on its own. This is not a cache: the sharing ends
 * when the call settles, a failure included.
 */
import type { LegacyCallEvent, LegacyRequestContext } from './legacy-api';
import { queryString, type CallSpec } from './legacy-calls';
import { isRecord, timedOut } from './legacy-errors';
import { legacyRouteOf, type CallScope } from './legacy-transport';

/** A call of the client: the request's scope and context, and what to call. */
export type LegacyCall = (
  scope: CallScope,
  context: LegacyRequestContext,
  spec: CallSpec,
) => Promise<unknown>;

/** One caller waiting on a shared read: its own deadline (`performance.now()`) and observer. */
interface Waiter {
  deadline: number;
  onCall?: (call: LegacyCallEvent) => void;
}

/** An anonymous GET in flight that identical reads made meanwhile join instead of calling again. */
interface Flight {
  key: string;
  answer: Promise<unknown>;
  waiters: Set<Waiter>;
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

/**
 * `call`, with identical anonymous reads in flight shared. The shared call lasts while any caller still waits
 * (retries included): its scope's deadline is the latest of theirs, and its attempts are reported to each of them.
 * Each caller stops waiting at its own deadline, so one request out of time never fails the others; the last to
 * leave gives the call up. The call carries the first caller's request id. `onSharedRead` hears of every caller
 * that joined one in flight, by route.
 */
export function sharingAnonymousReads(call: LegacyCall, onSharedRead?: (route: string) => void): LegacyCall {
  /** Anonymous reads in flight, by answer kind, method, path and query. */
  const flights = new Map<string, Flight>();

  function start(key: string, context: LegacyRequestContext, spec: CallSpec, first: Waiter): Flight {
    // The first caller waits from the start: the call reads the deadline of those waiting.
    const waiters = new Set<Waiter>([first]);
    const abandon = new AbortController();
    const scope: CallScope = {
      get deadline() {
        return Math.max(-Infinity, ...[...waiters].map((waiter) => waiter.deadline));
      },
      abandoned: abandon.signal,
      // Each request's access line counts the attempts it waited on.
      onCall: (event) => {
        for (const waiter of waiters) waiter.onCall?.(event);
      },
    };
    const flight: Flight = { key, answer: Promise.resolve(), waiters, abandon };
    flight.answer = (async () => {
      try {
        return frozen(await call(scope, context, spec));
      } finally {
        // Before the callers resume: a read made from now on calls anew.
        if (flights.get(key) === flight) flights.delete(key);
      }
    })();
    // Callers who all left at their deadline no longer listen.
    flight.answer.catch(() => undefined);
    flights.set(key, flight);
    return flight;
  }

  /**
   * The shared answer, or LegacyTimeoutError at this caller's own deadline, whichever comes first (the last caller
   * to leave ends the call and answers its timeout, once the breaker and observers have seen it).
   */
  function wait(flight: Flight, waiter: Waiter, spec: CallSpec): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timeLeft = waiter.deadline - performance.now();
      const timer =
        timeLeft === Infinity
          ? undefined
          : setTimeout(() => {
              if (flight.waiters.size > 1) {
                flight.waiters.delete(waiter);
                reject(timedOut(spec.method, spec.path));
              } else {
                // A read made meanwhile starts anew.
                if (flights.get(flight.key) === flight) flights.delete(flight.key);
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

  return async (scope, context, spec) => {
    if (spec.method !== 'GET' || context.token || spec.headers) return await call(scope, context, spec);
    // Spent: fail at once, as a call of its own would, without holding a shared call open.
    if (scope.deadline - performance.now() <= 0) throw timedOut(spec.method, spec.path);
    const key = `${spec.expect ?? 'json'} ${spec.method} ${spec.path}${queryString(spec.query)}`;
    const waiter: Waiter = { deadline: scope.deadline, onCall: scope.onCall };
    let flight = flights.get(key);
    if (flight) {
      flight.waiters.add(waiter);
      try {
        onSharedRead?.(legacyRouteOf(spec.path));
      } catch {
        // An observer must never break a call.
      }
    } else {
      flight = start(key, context, spec, waiter);
    }
    return await wait(flight, waiter, spec);
  };
}
