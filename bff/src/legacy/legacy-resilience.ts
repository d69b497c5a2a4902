/** Retries, circuit breakers and per-route slots: how a legacy call survives a slow or failing route. */
import { CircuitState, type BulkheadPolicy, type IBackoff, type IBackoffFactory } from 'cockatiel';
import type { LegacyBreakerState } from './legacy-api';
import { LegacyTimeoutError, LegacyUnavailableError, errorCode } from './legacy-errors';

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

export const BREAKER_STATES: Record<CircuitState, LegacyBreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/** A failure that says the route is down, and so counts towards opening its breaker; a 4xx does not. */
export function meansRouteDown(error: Error): boolean {
  return error instanceof LegacyUnavailableError;
}

/**
 * Worth another try (reads only): a network failure, a per-attempt timeout, a 502/503/504, but not a 503 that
 * asked to wait (Retry-After).
 */
export function isRetryable(error: Error): boolean {
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
export function backoffWithin(
  backoff: IBackoffFactory<unknown>,
  timeLeft: () => number,
): IBackoffFactory<unknown> {
  const clamp = (step: IBackoff<unknown>): IBackoff<unknown> => ({
    duration: Math.min(step.duration, Math.max(0, timeLeft())),
    next: (context) => clamp(step.next(context)),
  });
  return { next: (context) => clamp(backoff.next(context)) };
}
