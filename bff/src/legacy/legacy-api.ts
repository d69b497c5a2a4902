/** What the rest of the BFF sees of the legacy API: the client, one request's typed calls, their options and events. */
import type { Readable } from 'node:stream';
import type { LegacyApi } from './legacy-calls';
import type { AnswerOf } from './legacy-types';

export interface LegacyCallEvent {
  method: string;
  /** The legacy path as the contract writes it (`api/portfolio/12`), without the query string. */
  path: string;
  /** The path's route pattern (`api/portfolio/{id}`): the circuit breaker's and the metrics' key. */
  route: string;
  /** The HTTP status, or `'error'` when no complete answer came (network failure, timeout). */
  status: number | 'error';
  /** 1 for the first attempt; retries count up. */
  attempt: number;
  durationMs: number;
}

export interface LegacyClientOptions {
  /** Base address of the legacy API, e.g. `http://127.0.0.1:4001` (a path prefix is kept). */
  baseUrl: string;
  /** Keep-alive pool size: never more sockets than this at once. Default 16. */
  connections?: number;
  /**
   * Calls of one route at once, at most; the others queue (within their deadline). Keeps a hung route from
   * holding every socket while the other routes wait. Default half of `connections`.
   */
  routeConnections?: number;
  /** Default 2000. */
  connectTimeoutMs?: number;
  /** Time to wait for the answer's headers. Default 5000. */
  headersTimeoutMs?: number;
  /** Longest silence while reading the answer's body. Default 10000. */
  bodyTimeoutMs?: number;
  /** Retries of GET calls on network errors, timeouts and 502/503/504. Default 2 (3 attempts at most). */
  retries?: number;
  /** First retry delay; each retry doubles it, jittered. Default 100. */
  retryBaseDelayMs?: number;
  /**
   * Sent as `X-Trusted-Client-Key` on `api/auth/login-facebook`, and with `X-Site-Url` on the calls that send mail
   * (register, forget-password, staff decisions), so their links lead to this site.
   */
  trustedClientKey?: string;
  /** The site's address as browsers reach it (PUBLIC_URL, else where the BFF listens), asked at each call. */
  siteUrl?: () => string;
  /**
   * Time all legacy calls made through one `forRequest()` may take together, retries included; a call still
   * waiting when it runs out fails with LegacyTimeoutError. 0 turns the budget off. Default 3000.
   */
  requestBudgetMs?: number;
  /** Consecutive failures (network errors, timeouts, 5xx) of one route that open its breaker. Default 5. */
  breakerFailures?: number;
  /** How long an open breaker fails fast before it lets one probe call through. Default 10000. */
  breakerHalfOpenAfterMs?: number;
  /** Called when a route's breaker changes state (logs, the /metrics gauge). */
  onBreakerStateChange?: (route: string, state: LegacyBreakerState) => void;
  /** Called after every attempt (observability; tests count calls with it). */
  onCall?: (call: LegacyCallEvent) => void;
  /**
   * Called when an anonymous read joins an identical one already in flight instead of calling the legacy API
   * (the /metrics counter), with the route pattern.
   */
  onSharedRead?: (route: string) => void;
}

/** A route's circuit breaker: `open` fails fast, `half-open` lets one probe through. */
export type LegacyBreakerState = 'closed' | 'open' | 'half-open';

export interface LegacyRequestContext {
  /** The member's legacy access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Sent as `X-Request-Id` so both logs can be joined. */
  requestId: string;
  /** This request's time budget instead of the client's `requestBudgetMs`. */
  budgetMs?: number;
  /** Called after every attempt of this request, besides the client's `onCall` (the access log sums them). */
  onCall?: (call: LegacyCallEvent) => void;
}

/** An image as the member sent it, read whole by the BFF (at most the upload limit). */
export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser gave it; the legacy API stores it under a name of its own. */
  fileName: string;
  /** The type the browser declared; the legacy API judges the bytes, not this. */
  mimeType: string;
}

export interface UploadImageRequest {
  token: string;
  requestId: string;
  /** The upload type (`cover`, `portfolio-images`, …), which picks the folder; empty when the member sent none. */
  type: string;
  /** The image; absent when the member sent none (the legacy API refuses that with 422). */
  file: UploadedFile | undefined;
}

export interface LegacyImage {
  contentType: string;
  contentLength: string | undefined;
  /** The image bytes; the caller must consume or destroy it. */
  body: Readable;
}

export interface LegacyClient {
  /**
   * The legacy API as seen by one request (its token and request id). The request's time budget starts now
   * and every call made through the answer shares it: call this once per GraphQL request.
   */
  forRequest(context: LegacyRequestContext): LegacyApi;
  /** POST api/image-up: streams the multipart body unchanged; never retried, not under the time budget. */
  uploadImage(request: UploadImageRequest): Promise<AnswerOf<'/api/image-up', 'post'>>;
  /** GET storage/{folder}/{file}, streamed; null when the legacy API has no such image (404). */
  fetchImage(folder: string, file: string, requestId?: string): Promise<LegacyImage | null>;
  /** The breaker of every route called so far (the /metrics gauge). */
  breakerStates(): Record<string, LegacyBreakerState>;
  /**
   * GET healthz, for readiness: true only for a 2xx within `timeoutMs`. Bypasses breakers and budgets, and
   * uses a connection of its own so a path hung on every pooled socket does not make the BFF look down.
   */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Closes the pool's sockets once the calls under way are done. */
  close(): Promise<void>;
}
