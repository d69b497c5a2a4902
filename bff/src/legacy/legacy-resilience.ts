/** Retries, circuit breakers and per-route slots: how a legacy call survives a slow or failing route. */
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
  type IBackoff,
  type IBackoffFactory,
} from 'cockatiel';
import type { LegacyBreakerState } from './legacy-api';
import type { Method } from './legacy-calls';
import {
  LegacyTimeoutError,
  LegacyUnavailableError,
  errorCode,
  timedOut,
  unavailable,
} from './legacy-errors';
import { legacyRouteOf, type CallScope } from './legacy-transport';

/** Network failures and timeouts worth another try (reads only). */
const RETRYABLE_ERROR_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
  'HPE_INVALID_CONSTANT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

const BREAKER_STATES: Record<CircuitState, LegacyBreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/** A failure that says the route is down, and so counts towards opening its breaker; a 4xx does not. */
function meansRouteDown(error: Error): boolean {
  return error instanceof LegacyUnavailableError;
}

/**
 * Worth another try (reads only): a network failure, a per-attempt timeout, a 502/503/504, but not a 503 that
 * asked to wait (Retry-After).
 */
function isRetryable(error: Error): boolean {
  if (!(error instanceof LegacyUnavailableError) || error instanceof LegacyTimeoutError) return false;
  if (error.askedToWait) return false;
  if (error.status !== undefined) return RETRYABLE_STATUSES.has(error.status);
  const code = errorCode(error.cause);
  return code !== undefined && RETRYABLE_ERROR_CODES.has(code);
}

/** An attempt is not started with less time than this left before its deadline. */
const MIN_ATTEMPT_MS = 10;

/**
 * Runs `run` in one of the route's slots. A call queued for a slot stops waiting when `signal` aborts
 * (cockatiel would keep it queued until a slot frees, then drop it): `expired()` is its error then.
 */
export async function inSlot<T>(
  slots: BulkheadPolicy,
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
  expired: () => Error,
  timeLeft: () => number,
): Promise<T> {
  let started = false;
  const slot = slots
    .execute(() => {
      // A slot freed at the very end of the wait: a call sent now could not be answered in time, and would hold
      // the route's share for nothing.
      if (timeLeft() < MIN_ATTEMPT_MS) throw expired();
      started = true;
      return run();
    }, signal)
    .catch((error: unknown) => {
      // Cockatiel cancels a call whose signal aborted before it started ("Operation cancelled"): out of time.
      if (!started && signal?.aborted) throw expired();
      throw error;
    });
  // A free slot runs `run` at once; `run` then ends its own wait at the deadline.
  if (started || !signal) return await slot;
  return await new Promise<T>((resolve, reject) => {
    const stopWaiting = () => {
      if (!started) reject(expired());
    };
    signal.addEventListener('abort', stopWaiting, { once: true });
    // Aborted already: no abort event is coming.
    if (signal.aborted) stopWaiting();
    slot.then(resolve, reject).finally(() => signal.removeEventListener('abort', stopWaiting));
  });
}

/** Cockatiel's backoff, never waiting past the deadline (`timeLeft` ≤ 0 means none is left). */
function backoffWithin(backoff: IBackoffFactory<unknown>, timeLeft: () => number): IBackoffFactory<unknown> {
  const clamp = (step: IBackoff<unknown>): IBackoff<unknown> => ({
    duration: Math.min(step.duration, Math.max(0, timeLeft())),
    next: (context) => clamp(step.next(context)),
  });
  return { next: (context) => clamp(backoff.next(context)) };
}

export interface RouteGuardOptions {
  /** Retries of a failed GET (network error or 502/503/504), within the deadline. */
  retries: number;
  retryBaseDelayMs: number;
  /** Consecutive failures that open a route's breaker. */
  breakerFailures: number;
  breakerHalfOpenAfterMs: number;
  /** Calls of one route at once: the rest of the pool stays for the other routes. */
  routeConnections: number;
  onBreakerStateChange?: (route: string, state: LegacyBreakerState) => void;
}

export interface RouteGuards {
  /**
   * Runs `attempt` through the route's breaker and in one of its slots, with an abort signal that fires at the
   * scope's deadline (or when the scope is abandoned); GETs are retried while time is left. Out of time, it throws
   * LegacyTimeoutError; with the breaker open, LegacyUnavailableError "circuit open".
   */
  run<T>(
    scope: CallScope,
    method: Method,
    path: string,
    attempt: (signal: AbortSignal | undefined, attemptNumber: number) => Promise<T>,
  ): Promise<T>;
  /** The breaker of every route called so far. */
  breakerStates(): Record<string, LegacyBreakerState>;
}

/** A circuit breaker and a share of the pool per route, made on the route's first call. */
export function createRouteGuards(options: RouteGuardOptions): RouteGuards {
  const routes = new Map<string, { breaker: CircuitBreakerPolicy; slots: BulkheadPolicy }>();

  function guardsOf(route: string): { breaker: CircuitBreakerPolicy; slots: BulkheadPolicy } {
    let guards = routes.get(route);
    if (!guards) {
      const breaker = circuitBreaker(handleWhen(meansRouteDown), {
        halfOpenAfter: options.breakerHalfOpenAfterMs,
        breaker: new ConsecutiveBreaker(options.breakerFailures),
      });
      breaker.onStateChange((state) => {
        try {
          options.onBreakerStateChange?.(route, BREAKER_STATES[state]);
        } catch {
          // An observer must never break a call.
        }
      });
      guards = { breaker, slots: bulkhead(options.routeConnections, Infinity) };
      routes.set(route, guards);
    }
    return guards;
  }

  async function run<T>(
    scope: CallScope,
    method: Method,
    path: string,
    attempt: (signal: AbortSignal | undefined, attemptNumber: number) => Promise<T>,
  ): Promise<T> {
    const { breaker, slots } = guardsOf(legacyRouteOf(path));
    const timeLeft = () => scope.deadline - performance.now();
    const once = async (attemptNumber: number): Promise<T> => {
      const left = timeLeft();
      // Checked before the breaker: a request that had no time left says nothing about the route.
      if (left <= 0) throw timedOut(method, path);
      // While the one probe is under way, the others fail fast rather than wait for it.
      if (breaker.state === CircuitState.HalfOpen) throw unavailable(method, path, 'circuit open', {});
      try {
        return await breaker.execute(async () => {
          const { abandoned } = scope;
          const deadline = left === Infinity && !abandoned ? undefined : new AbortController();
          const stop = () => deadline?.abort();
          const timer = deadline && !abandoned ? setTimeout(stop, left) : undefined;
          abandoned?.addEventListener('abort', stop, { once: true });
          if (abandoned?.aborted) stop();
          try {
            return await inSlot(
              slots,
              deadline?.signal,
              () => attempt(deadline?.signal, attemptNumber),
              () => timedOut(method, path),
              timeLeft,
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
    const reads = retry(
      handleWhen((error) => isRetryable(error) && timeLeft() > 0),
      {
        maxAttempts: options.retries,
        // Decorrelated jitter, so visitors who failed together do not all retry together.
        backoff: backoffWithin(new ExponentialBackoff({ initialDelay: options.retryBaseDelayMs }), timeLeft),
      },
    );
    return await reads.execute(({ attempt: retriesSoFar }) => once(retriesSoFar + 1));
  }

  return {
    run,
    breakerStates: () =>
      Object.fromEntries([...routes].map(([route, { breaker }]) => [route, BREAKER_STATES[breaker.state]])),
  };
}
