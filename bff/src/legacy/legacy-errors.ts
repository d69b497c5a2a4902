/** The errors of legacy calls, and how an answer or a failure becomes one. */
import { STATUS_CODES } from 'node:http';

/** The legacy API refused the call with a 4xx answer; `legacyMessage` is its `message`, meant for people. */
export class LegacyHttpError extends Error {
  override readonly name = 'LegacyHttpError';
  readonly status: number;
  /** The legacy answer's `message` (for a 422, the first validation message). */
  readonly legacyMessage: string;
  /** Laravel's `errors` map of a 422 (field → messages); empty otherwise. */
  readonly fieldErrors: Record<string, string[]>;
  /** The parsed answer (or its text when it was not JSON). */
  readonly body: unknown;
  /** The legacy path called, without the query string. */
  readonly path: string;

  constructor(
    status: number,
    legacyMessage: string,
    options: { fieldErrors?: Record<string, string[]>; body?: unknown; path?: string } = {},
  ) {
    super(legacyMessage);
    this.status = status;
    this.legacyMessage = legacyMessage;
    this.fieldErrors = options.fieldErrors ?? {};
    this.body = options.body;
    this.path = options.path ?? '';
  }
}

/**
 * The legacy API could not answer usefully: unreachable, timed out, a 5xx (after retries for reads), an
 * answer that is not JSON, or the route's circuit breaker open (failing fast, reason "circuit open"). The message is safe to show to clients (no host or port); details are in `cause`.
 */
export class LegacyUnavailableError extends Error {
  override readonly name: string = 'LegacyUnavailableError';
  /** The legacy path called, without the query string. */
  readonly path: string;
  /** The HTTP status when the legacy API answered (5xx, or a 2xx that was not JSON); undefined otherwise. */
  readonly status: number | undefined;
  /**
   * The legacy API refused the call for now and said when to come back (a 503 with Retry-After, such as a full
   * search queue): another try within this request would only add to its load.
   */
  readonly askedToWait: boolean;

  constructor(
    message: string,
    options: { path: string; status?: number; cause?: unknown; askedToWait?: boolean },
  ) {
    super(message, { cause: options.cause });
    this.path = options.path;
    this.status = options.status;
    this.askedToWait = options.askedToWait ?? false;
  }
}

/**
 * The request's time budget ran out before the legacy API answered this call (see `requestBudgetMs`). A kind
 * of unavailability, so code that handles LegacyUnavailableError keeps working; GraphQL shows it apart.
 */
export class LegacyTimeoutError extends LegacyUnavailableError {
  override readonly name: string = 'LegacyTimeoutError';
}

const TIMEOUT_ERROR_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Why a call failed, in words safe to show (never the host or port). */
export function failureReason(error: unknown): string {
  const code = errorCode(error);
  if (code && TIMEOUT_ERROR_CODES.has(code)) return 'timed out';
  if (code === 'UND_ERR_CLOSED' || code === 'UND_ERR_DESTROYED') return 'client closed';
  return 'could not be reached';
}

export function unavailable(
  method: string,
  path: string,
  reason: string,
  options: { status?: number; cause?: unknown; askedToWait?: boolean },
) {
  return new LegacyUnavailableError(`The legacy API is unavailable (${method} ${path}: ${reason}).`, {
    path,
    ...options,
  });
}

export function timedOut(method: string, path: string, cause?: unknown): LegacyTimeoutError {
  return new LegacyTimeoutError(
    `The legacy API did not answer within the request's time budget (${method} ${path}).`,
    { path, cause },
  );
}

/** The 4xx answer as a LegacyHttpError. */
export function httpError(status: number, text: string, path: string): LegacyHttpError {
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : text;
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message !== ''
      ? body.message
      : (STATUS_CODES[status] ?? `HTTP ${status}`);
  return new LegacyHttpError(status, message, { fieldErrors: fieldErrorsOf(body), body, path });
}
