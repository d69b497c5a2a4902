import { STATUS_CODES } from 'node:http';
import { Readable } from 'node:stream';
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
  type RetryPolicy,
} from 'cockatiel';
import { Client, Pool } from 'undici';
import type {
  AttachTagsBody,
  CategoryDto,
  CategoryPortfoliosDto,
  CheckTokenDto,
  CollectionCategoryDto,
  CollectionDetailDto,
  CollectionItemsDto,
  CollectionsDto,
  ContactBody,
  CreateProfileDto,
  DataDto,
  DegreeDto,
  DesignerDto,
  DesignerMatchDto,
  DesignerPortfoliosDto,
  DomainNameDto,
  EducationBody,
  EducationDto,
  FacebookLoginBody,
  LoginBody,
  LoginDto,
  MessageDataDto,
  MessageDto,
  PageDto,
  PagedDto,
  PortfolioBody,
  PortfolioDto,
  PortfolioTagsDto,
  ProfileBody,
  ProfileDto,
  RegisterBody,
  RegisterDto,
  ResetPasswordBody,
  SaveViewDto,
  SearchDto,
  SubcategoryDto,
  TagBody,
  TagDto,
  TagMatchDto,
  TagPortfoliosDto,
  TopRankDto,
  UpdateProfileBody,
  UploadDto,
  WorkBody,
  WorkDto,
} from './legacy-dto';

// ----- Errors ------------------------------------------------------------------------------------------

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

/** An upload ended because its own body stream failed (the client left, or it was cut at the size limit). */
export class UploadBodyError extends Error {
  override readonly name = 'UploadBodyError';

  constructor(cause: unknown) {
    super('The upload body ended before it was sent.', { cause });
  }
}

// ----- Public types ------------------------------------------------------------------------------------

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
  /** Sent as `X-Trusted-Client-Key` on `api/auth/login-facebook`. */
  trustedClientKey?: string;
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

export interface UploadImageRequest {
  token: string;
  requestId: string;
  /** The browser's `multipart/form-data; boundary=…` content type, unchanged. */
  contentType: string;
  /** The browser's declared length, when known; the body must then have exactly that many bytes. */
  contentLength?: number;
  /** True once the body failed on the caller's side (the client left, or the size limit cut it). */
  bodyFailed?: () => boolean;
  /** The multipart body, streamed through unchanged (not buffered). */
  body: Readable | AsyncIterable<Uint8Array>;
}

export interface LegacyImage {
  contentType: string;
  contentLength: string | undefined;
  /** The image bytes; the caller must consume or destroy it. */
  body: Readable;
}

export type TopRankSort = 'asc' | 'desc';

/**
 * One typed method per legacy endpoint, bound to one request's token and request id. A read without a token joins an
 * identical one already in flight from another request: its answer is shared, so it is frozen (the answer and its
 * `data` list) and must be treated as read-only, records included.
 */
export interface LegacyApi {
  // Categories
  /** GET api/category. */
  categories(): Promise<CategoryDto[]>;
  /** GET api/subcategory. */
  subcategories(): Promise<SubcategoryDto[]>;

  // Portfolios
  /** GET api/portfolio/{id}; 404 also for a portfolio that is not approved, unless the caller owns it. */
  portfolio(id: number): Promise<PortfolioDto>;
  /** GET api/portfolio?member_id (none = the caller); not paged; the owner also gets unapproved ones. */
  memberPortfolios(memberId?: number): Promise<PortfolioDto[]>;
  /** POST api/portfolio (token); created pending. */
  createPortfolio(body: PortfolioBody): Promise<MessageDataDto<PortfolioDto>>;
  /** PUT api/portfolio/{id} (token, owner); back to pending. */
  updatePortfolio(id: number, body: PortfolioBody): Promise<MessageDataDto<PortfolioDto>>;
  /** DELETE api/portfolio/{id} (token, owner). */
  deletePortfolio(id: number): Promise<MessageDto>;
  /** GET api/get-profile-portfolio?id&page. */
  profilePortfolios(profileId: number, page?: number): Promise<PagedDto<PortfolioDto>>;
  /**
   * A portfolio with every field. List answers leave `detail` out: for an item of a list this request read, the
   * list is asked again whole (once per list and request, whatever the number of its items asked for), or the
   * portfolio by id when the list no longer holds it. A whole portfolio is answered as it is.
   */
  wholePortfolio(portfolio: PortfolioDto): Promise<PortfolioDto>;

  // Lists
  /** GET api/get-portfolio-by-id-category?id&page (0 = all). */
  portfoliosByCategory(categoryId: number, page?: number): Promise<CategoryPortfoliosDto>;
  /** GET api/get-portfolio-by-id-subcategory?category_id&subcategory_id&page (subcategory 0 = whole category). */
  portfoliosBySubcategory(
    categoryId: number,
    subcategoryId: number,
    page?: number,
  ): Promise<CategoryPortfoliosDto>;
  /** GET api/get-portfolio-by-id-tag?id&page; 404 `Tag not found.` */
  portfoliosByTag(tagId: number, page?: number): Promise<TagPortfoliosDto>;
  /** GET api/search?keyword&page. */
  search(keyword: string, page?: number): Promise<SearchDto>;
  /** GET api/search-designers?keyword: designers with public work whose names or brand match, best first (≤ 8). */
  searchDesigners(keyword: string): Promise<DesignerMatchDto[]>;
  /** GET api/search-tags?keyword: tags of public work that match, best first (≤ 10). */
  searchTags(keyword: string): Promise<TagMatchDto[]>;
  /** GET api/get-portfolio-design?member_id&category_id&subcategory_id&page; 404 `Designer not found.` */
  designerPortfolios(query: {
    memberId: number;
    categoryId?: number;
    subcategoryId?: number;
    page?: number;
  }): Promise<DesignerPortfoliosDto>;

  // Rankings
  /** POST api/save-view; answers the new all-time count. */
  saveView(id: number): Promise<SaveViewDto>;
  /** GET api/get-new-portfolio. */
  newPortfolios(): Promise<PortfolioDto[]>;
  /** GET api/get-most-view-portfolio (each with `view_last_30_days`). */
  mostViewedPortfolios(): Promise<(PortfolioDto & { view_last_30_days: number })[]>;
  /** GET api/get-portfolio-hightlight (sic). */
  highlightedPortfolios(): Promise<PortfolioDto[]>;
  /** GET api/get-most-design-portfolio. */
  featuredDesigners(): Promise<DesignerDto[]>;
  /** GET api/get-toprank?sort&page. */
  topRank(sort?: TopRankSort, page?: number): Promise<TopRankDto>;

  // Tags
  /** GET api/tag. */
  tags(): Promise<TagDto[]>;
  /** POST api/tag (token); 409 `Tag already exist!` */
  createTag(name: string, type?: number): Promise<MessageDataDto<TagDto>>;
  /** POST api/tagport (token, owner); replaces the portfolio's tags. */
  attachTags(portfolioId: number, tagIds: number[]): Promise<MessageDataDto<PortfolioTagsDto>>;
  /** GET api/tagport/{portfolio_id}. */
  portfolioTags(portfolioId: number): Promise<PortfolioTagsDto>;

  // Collections
  /** GET api/category-collection (each with its `collections`). */
  collectionCategories(): Promise<CollectionCategoryDto[]>;
  /** GET api/collections?category_collection_id&page (0 = all). */
  collections(categoryId: number, page?: number): Promise<CollectionsDto>;
  /** GET api/collection-portfolio?id&type&page: type 1 portfolios, 2 designers. */
  collectionItems(id: number, type: 1, page?: number): Promise<CollectionItemsDto<PortfolioDto>>;
  collectionItems(id: number, type: 2, page?: number): Promise<CollectionItemsDto<DesignerDto>>;
  /** GET api/get-collection-by-id?id. */
  collection(id: number): Promise<CollectionDetailDto>;

  // Pages and contact
  /** GET api/get-data-page?url (`faqs`, `term`, `privacy-policy`, `about-us`). */
  page(url: string): Promise<PageDto>;
  /** POST api/save-contact; a 502 (saved, not forwarded) is a LegacyUnavailableError with status 502. */
  saveContact(body: ContactBody): Promise<MessageDataDto<{ id: number }>>;

  // Profiles
  /** GET api/get-profile-byid?id|member_id (token); neither = the caller's own. */
  profile(query: { id?: number; memberId?: number }): Promise<ProfileDto>;
  /** POST api/profile (token); answers `status: 'create profile success'`. */
  createProfile(body: ProfileBody): Promise<CreateProfileDto>;
  /** POST api/update-profile (token, owner). */
  updateProfile(body: UpdateProfileBody): Promise<MessageDataDto<ProfileDto>>;
  /** PUT api/educations/{profile id} (token, owner); replaces the list. */
  updateEducations(profileId: number, educations: EducationBody[]): Promise<MessageDataDto<EducationDto[]>>;
  /** PUT api/works/{profile id} (token, owner); replaces the list. */
  updateWorks(profileId: number, works: WorkBody[]): Promise<MessageDataDto<WorkDto[]>>;
  /** GET api/degree. */
  degrees(): Promise<DegreeDto[]>;
  /** GET api/check-domain-name?domain_name. */
  checkDomainName(name: string): Promise<DomainNameDto>;

  // Accounts
  /** POST api/auth/register. */
  register(body: RegisterBody): Promise<RegisterDto>;
  /** POST api/auth/check-verify-email. */
  verifyEmail(token: string): Promise<MessageDto>;
  /** POST api/auth/login. */
  login(body: LoginBody): Promise<LoginDto>;
  /** POST api/auth/login-facebook, with `X-Trusted-Client-Key`. Verify the Facebook token first. */
  loginWithFacebook(body: FacebookLoginBody): Promise<LoginDto>;
  /** GET api/auth/logout (token). */
  logout(): Promise<MessageDto>;
  /** POST api/auth/forget-password. */
  forgotPassword(email: string): Promise<MessageDto>;
  /** POST api/auth/reset-password. */
  resetPassword(body: ResetPasswordBody): Promise<MessageDto>;
  /** GET api/auth/check-expires-token (token). */
  checkToken(): Promise<CheckTokenDto>;

  // Share page
  /** GET api/share-facebook/{id}: the HTML page. */
  shareFacebookPage(id: number): Promise<string>;
}

export interface LegacyClient {
  /**
   * The legacy API as seen by one request (its token and request id). The request's time budget starts now
   * and every call made through the answer shares it: call this once per GraphQL request.
   */
  forRequest(context: LegacyRequestContext): LegacyApi;
  /** POST api/image-up: streams the multipart body unchanged; never retried, not under the time budget. */
  uploadImage(request: UploadImageRequest): Promise<UploadDto>;
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

// ----- Implementation ----------------------------------------------------------------------------------

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | undefined>;

interface CallSpec {
  method: Method;
  /** As the contract writes it, without a leading slash: `api/portfolio/12`. */
  path: string;
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** What a 2xx answer is: JSON (default) or text (the share page). */
  expect?: 'json' | 'text';
  headers?: Record<string, string>;
}

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
const TIMEOUT_ERROR_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * What list calls ask the legacy API to leave out (its `omit`): the detail HTML, brief, extra images and tags, which
 * no card shows and which make most of a list's bytes. A field that needs one reads `wholePortfolio(item)`. A legacy
 * API without `omit` ignores it and answers whole portfolios, which works as well.
 */
const LIST_OMIT = 'detail,project_brief,portfolio_image,tag_port';

/** The portfolios of a list answer: the answer itself, or its `data`. */
function portfoliosIn(answer: unknown): PortfolioDto[] {
  const list = Array.isArray(answer) ? answer : isRecord(answer) ? answer.data : undefined;
  return Array.isArray(list) ? (list.filter(isRecord) as unknown as PortfolioDto[]) : [];
}

function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

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

function isRecord(value: unknown): value is Record<string, unknown> {
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

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Why a call failed, in words safe to show (never the host or port). */
function failureReason(error: unknown): string {
  const code = errorCode(error);
  if (code && TIMEOUT_ERROR_CODES.has(code)) return 'timed out';
  if (code === 'UND_ERR_CLOSED' || code === 'UND_ERR_DESTROYED') return 'client closed';
  return 'could not be reached';
}

function unavailable(
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

function timedOut(method: string, path: string, cause?: unknown): LegacyTimeoutError {
  return new LegacyTimeoutError(
    `The legacy API did not answer within the request's time budget (${method} ${path}).`,
    { path, cause },
  );
}

/** The 4xx answer as a LegacyHttpError. */
function httpError(status: number, text: string, path: string): LegacyHttpError {
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : text;
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message !== ''
      ? body.message
      : (STATUS_CODES[status] ?? `HTTP ${status}`);
  return new LegacyHttpError(status, message, { fieldErrors: fieldErrorsOf(body), body, path });
}

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
async function inSlot<T>(
  slots: BulkheadPolicy,
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
  expired: () => Error,
  timeLeft: () => number,
): Promise<T> {
  let started = false;
  const slot = slots.execute(() => {
    // A slot freed at the very end of the wait: a call sent now could not be answered in time, and would hold
    // the route's share for nothing.
    if (timeLeft() < MIN_ATTEMPT_MS) throw expired();
    started = true;
    return run();
  }, signal);
  // A free slot runs `run` at once; `run` then ends its own wait at the deadline.
  if (started || !signal) return await slot;
  return await new Promise<T>((resolve, reject) => {
    const stopWaiting = () => {
      if (!started) reject(expired());
    };
    signal.addEventListener('abort', stopWaiting, { once: true });
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
    let body: string | undefined;
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
    const get = <T>(path: string, query?: Query) => call<T>(scope, context, { method: 'GET', path, query });
    const getData = async <T>(path: string, query?: Query) =>
      (await call<DataDto<T>>(scope, context, { method: 'GET', path, query })).data;
    const send = <T>(method: Method, path: string, json: unknown, headers?: Record<string, string>) =>
      call<T>(scope, context, { method, path, json, headers });

    /** Lists read lean in this request, asked again whole when a field needs a missing part of an item. */
    const wholeLists = new Map<string, Promise<PortfolioDto[]>>();
    const leanItems = new WeakMap<object, () => Promise<PortfolioDto[]>>();

    /** A list of portfolios asked without the heavy fields; its items remember how to read them whole. */
    async function leanList<T>(path: string, query: Query = {}): Promise<T> {
      const answer = await get<T>(path, { ...query, omit: LIST_OMIT });
      const key = `${path}${queryString(query)}`;
      const whole = () => {
        let list = wholeLists.get(key);
        if (!list) {
          list = get<unknown>(path, query).then(portfoliosIn);
          wholeLists.set(key, list);
        }
        return list;
      };
      for (const item of portfoliosIn(answer)) if (item.detail === undefined) leanItems.set(item, whole);
      return answer;
    }

    async function wholePortfolio(portfolio: PortfolioDto): Promise<PortfolioDto> {
      if (portfolio.detail !== undefined) return portfolio;
      const list = leanItems.get(portfolio);
      const fromList = list && (await list()).find((item) => item.id === portfolio.id);
      if (fromList && fromList.detail !== undefined) return fromList;
      return await getData<PortfolioDto>(`api/portfolio/${segment(portfolio.id)}`);
    }

    function collectionItems(id: number, type: 1, page?: number): Promise<CollectionItemsDto<PortfolioDto>>;
    function collectionItems(id: number, type: 2, page?: number): Promise<CollectionItemsDto<DesignerDto>>;
    function collectionItems(id: number, type: 1 | 2, page = 1) {
      const query = { id, type, page };
      return type === 1
        ? leanList<CollectionItemsDto<PortfolioDto>>('api/collection-portfolio', query)
        : get<CollectionItemsDto<DesignerDto>>('api/collection-portfolio', query);
    }

    return {
      categories: () => getData('api/category'),
      subcategories: () => getData('api/subcategory'),

      portfolio: (id) => getData(`api/portfolio/${segment(id)}`),
      memberPortfolios: async (memberId) =>
        (await leanList<DataDto<PortfolioDto[]>>('api/portfolio', { member_id: memberId })).data,
      createPortfolio: (body) => send('POST', 'api/portfolio', body),
      updatePortfolio: (id, body) => send('PUT', `api/portfolio/${segment(id)}`, body),
      deletePortfolio: (id) =>
        call(scope, context, { method: 'DELETE', path: `api/portfolio/${segment(id)}` }),
      profilePortfolios: (profileId, page = 1) =>
        leanList('api/get-profile-portfolio', { id: profileId, page }),
      wholePortfolio,

      portfoliosByCategory: (categoryId, page = 1) =>
        leanList('api/get-portfolio-by-id-category', { id: categoryId, page }),
      portfoliosBySubcategory: (categoryId, subcategoryId, page = 1) =>
        leanList('api/get-portfolio-by-id-subcategory', {
          category_id: categoryId,
          subcategory_id: subcategoryId,
          page,
        }),
      portfoliosByTag: (tagId, page = 1) => leanList('api/get-portfolio-by-id-tag', { id: tagId, page }),
      search: (keyword, page = 1) => leanList('api/search', { keyword, page }),
      searchDesigners: (keyword) => getData('api/search-designers', { keyword }),
      searchTags: (keyword) => getData('api/search-tags', { keyword }),
      designerPortfolios: ({ memberId, categoryId = 0, subcategoryId = 0, page = 1 }) =>
        leanList('api/get-portfolio-design', {
          member_id: memberId,
          category_id: categoryId,
          subcategory_id: subcategoryId,
          page,
        }),

      saveView: (id) => send('POST', 'api/save-view', { id }),
      newPortfolios: async () => (await leanList<DataDto<PortfolioDto[]>>('api/get-new-portfolio')).data,
      mostViewedPortfolios: async () =>
        (
          await leanList<DataDto<(PortfolioDto & { view_last_30_days: number })[]>>(
            'api/get-most-view-portfolio',
          )
        ).data,
      highlightedPortfolios: async () =>
        (await leanList<DataDto<PortfolioDto[]>>('api/get-portfolio-hightlight')).data,
      featuredDesigners: () => getData('api/get-most-design-portfolio'),
      topRank: (sort = 'desc', page = 1) => leanList('api/get-toprank', { sort, page }),

      tags: () => getData('api/tag'),
      createTag: (name, type = 0) => send('POST', 'api/tag', { name, type } satisfies TagBody),
      attachTags: (portfolioId, tagIds) =>
        send('POST', 'api/tagport', { portfolio_id: portfolioId, tags: tagIds } satisfies AttachTagsBody),
      portfolioTags: (portfolioId) => getData(`api/tagport/${segment(portfolioId)}`),

      collectionCategories: () => getData('api/category-collection'),
      collections: (categoryId, page = 1) =>
        get('api/collections', { category_collection_id: categoryId, page }),
      collectionItems,
      collection: (id) => getData('api/get-collection-by-id', { id }),

      page: (url) => getData('api/get-data-page', { url }),
      saveContact: (body) => send('POST', 'api/save-contact', body),

      profile: ({ id, memberId }) => getData('api/get-profile-byid', { id, member_id: memberId }),
      createProfile: (body) => send('POST', 'api/profile', body),
      updateProfile: (body) => send('POST', 'api/update-profile', body),
      updateEducations: (profileId, educations) =>
        send('PUT', `api/educations/${segment(profileId)}`, { educations }),
      updateWorks: (profileId, works) => send('PUT', `api/works/${segment(profileId)}`, { works }),
      degrees: () => getData('api/degree'),
      checkDomainName: (name) => get('api/check-domain-name', { domain_name: name }),

      register: (body) => send('POST', 'api/auth/register', body),
      verifyEmail: (token) => send('POST', 'api/auth/check-verify-email', { token }),
      login: (body) => send('POST', 'api/auth/login', body),
      loginWithFacebook: (body) =>
        send(
          'POST',
          'api/auth/login-facebook',
          body,
          options.trustedClientKey ? { 'x-trusted-client-key': options.trustedClientKey } : undefined,
        ),
      logout: () => get('api/auth/logout'),
      forgotPassword: (email) => send('POST', 'api/auth/forget-password', { email }),
      resetPassword: (body) => send('POST', 'api/auth/reset-password', body),
      checkToken: () => get('api/auth/check-expires-token'),

      shareFacebookPage: (id) =>
        call<string>(scope, context, {
          method: 'GET',
          path: `api/share-facebook/${segment(id)}`,
          expect: 'text',
        }),
    };
  }

  async function uploadImage(request: UploadImageRequest): Promise<UploadDto> {
    const path = 'api/image-up';
    const route = legacyRouteOf(path);
    const headers: Record<string, string> = {
      ...baseHeaders(request),
      'content-type': request.contentType,
    };
    if (request.contentLength !== undefined) headers['content-length'] = String(request.contentLength);
    const body = request.body instanceof Readable ? request.body : Readable.from(request.body);
    try {
      return await guarded(unbudgeted, 'POST', path, async (signal, attempt) => {
        const started = performance.now();
        let status: number;
        let text: string;
        try {
          const response = await pool.request({ path: `${prefix}/${path}`, method: 'POST', headers, body });
          status = response.statusCode;
          text = await response.body.text();
        } catch (error) {
          const durationMs = performance.now() - started;
          report(unbudgeted, { method: 'POST', path, route, status: 'error', attempt, durationMs });
          // The caller's body failed (a visitor who left mid-upload, a file over the limit): not a sign that the
          // legacy API is down, so not a breaker failure.
          if (request.bodyFailed?.()) throw new UploadBodyError(error);
          throw attemptFailure('POST', path, error, signal);
        }
        report(unbudgeted, {
          method: 'POST',
          path,
          route,
          status,
          attempt,
          durationMs: performance.now() - started,
        });
        if (status >= 200 && status < 300) {
          const parsed = parseJson(text);
          if (parsed.ok && isRecord(parsed.value) && typeof parsed.value.data === 'string')
            return parsed.value as unknown as UploadDto;
          throw unavailable('POST', path, 'the answer was not JSON', {
            status,
            cause: new Error(`Legacy answer ${status} is not an upload answer: ${text.slice(0, 200)}`),
          });
        }
        if (status >= 400 && status < 500) throw httpError(status, text, path);
        throw unavailable('POST', path, `answered ${status}`, {
          status,
          cause: new Error(`Legacy answer ${status}: ${text.slice(0, 500)}`),
        });
      });
    } finally {
      // The legacy API may answer (413, 422) before reading the whole body, or the breaker may refuse the
      // call before sending it: drop the rest.
      if (!body.readableEnded && !body.destroyed) body.destroy();
    }
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
