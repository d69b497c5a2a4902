type Env = Record<string, string | undefined>;

export interface BffConfig {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Address browsers reach the site at; absolute image and share URLs start with it. */
  publicUrl: string | undefined;
  /** Base address of the legacy REST API. */
  legacyUrl: string;
  /** Image base address (folder and file name follow); defaults to this server's `/images` proxy. */
  imageBaseUrl: string | undefined;
  legacyConnections: number;
  legacyConnectTimeoutMs: number;
  legacyHeadersTimeoutMs: number;
  legacyBodyTimeoutMs: number;
  legacyRetries: number;
  /**
   * Sent to the legacy API on login-facebook, which trusts only this client, and with the site's address on the
   * calls that send mail (`X-Site-Url`), which the legacy API takes only from this client.
   */
  legacyTrustedClientKey: string | undefined;
  /**
   * How often the searches readers made are handed to the legacy API (SEARCH_LOG_SECONDS, issue 30); only with
   * `legacyTrustedClientKey`, the one client the legacy API takes them from.
   */
  searchLogSeconds: number;
  /** Marks the session cookie Secure (set it when the site is served over HTTPS). */
  cookieSecure: boolean;
  /**
   * Largest picture accepted by `POST /upload` (MAX_UPLOAD_BYTES), which the `uploadLimits` query and the FAQ state;
   * the legacy API reads the same variable, and `npm start` gives both the same environment.
   */
  maxUploadBytes: number;
  /**
   * Most pixels of a picture (MAX_UPLOAD_PIXELS, 50 million), which the legacy API enforces at upload and
   * `uploadLimits` and the FAQ state; the resized copies (`?w=`, `?card`) decode nothing larger.
   */
  maxUploadPixels: number;
  /** Largest GraphQL request body. */
  maxBodyBytes: number;
  /** Production hides internal error details. */
  production: boolean;
  /** Facebook Graph API base, where `loginWithFacebook` verifies an access token. */
  facebookGraphUrl: string;
  /** The Facebook app of the login and photo buttons; without it the site shows no Facebook button. */
  facebookAppId: string | undefined;
  /** Folder of the built web app to serve, when it exists. */
  webDistDir: string | undefined;
  /** Folder of the site's server build (`entry-server.js`); defaults to `dist-server` beside `webDistDir`. */
  webServerDir: string | undefined;
  /** Shared store (rate-limit counters, later the response cache); unset keeps them in this process's memory. */
  redisUrl: string | undefined;
  /** Overall time budget of all legacy calls of one GraphQL request; fields still waiting then are null. */
  requestBudgetMs: number;
  /** Consecutive failures of one legacy path that open its circuit breaker. */
  breakerFailures: number;
  /** How long an open breaker fails fast before it lets one probe call through. */
  breakerHalfOpenAfterMs: number;
  /** Trust X-Forwarded-For from a proxy in front (true, a hop count, or addresses); the client IP comes from it. */
  trustProxy: boolean | number | string;
  /** pino level of the BFF's logs (`info` writes one access line per request). */
  logLevel: string;
  /** On SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownGraceMs: number;
  /** Requests one client address may make a minute (the site's files aside); 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Shed load (503 with Retry-After) while the event loop lags more than this; 0 never. */
  overloadEventLoopDelayMs: number;
  /** When set, `/metrics` answers only `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** How long categories, subcategories, tags and degrees are kept across requests; 0 fetches them per request. */
  referenceTtlMs: number;
  /** Processes serving the one port (a primary forks them and replaces one that dies); 1 serves in this process. */
  bffProcesses: number;
  /** Shares public GraphQL answers between visitors (in Redis when REDIS_URL is set); RESPONSE_CACHE=off turns it off. */
  responseCache: boolean;
  /** Caps every answer's max-age (shared cache, browsers and CDNs) below the schema's hints; unset keeps the hints. */
  responseCacheMaxAgeSeconds: number | undefined;
  /** Anonymous pages rendered once and shared from the same store (PAGE_CACHE, on unless the response cache is off). */
  pageCache: boolean;
  /** How long past its freshness a shared page may still be served while one fresh render runs. */
  pageCacheStaleSeconds: number;
  /** Callers without a session may only send the site's persisted documents (by hash); members and tokens send any. */
  trustedDocuments: boolean;
}

function trustProxyOf(text: string | undefined): boolean | number | string {
  if (text === undefined || text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function integer(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

export function loadConfig(env: Env = process.env): BffConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: integer(env, 'PORT', 4000),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    legacyUrl: (env.LEGACY_URL ?? 'http://127.0.0.1:4001').replace(/\/+$/, ''),
    imageBaseUrl: env.IMAGE_BASE_URL?.replace(/\/+$/, '') || undefined,
    legacyConnections: integer(env, 'LEGACY_CONNECTIONS', 16),
    legacyConnectTimeoutMs: integer(env, 'LEGACY_CONNECT_TIMEOUT_MS', 2000),
    legacyHeadersTimeoutMs: integer(env, 'LEGACY_HEADERS_TIMEOUT_MS', 5000),
    legacyBodyTimeoutMs: integer(env, 'LEGACY_BODY_TIMEOUT_MS', 10000),
    legacyRetries: integer(env, 'LEGACY_RETRIES', 2),
    legacyTrustedClientKey: env.LEGACY_TRUSTED_CLIENT_KEY || undefined,
    searchLogSeconds: integer(env, 'SEARCH_LOG_SECONDS', 10),
    // An https site address means Secure cookies unless explicitly turned off.
    cookieSecure:
      env.COOKIE_SECURE === 'true' ||
      (env.COOKIE_SECURE !== 'false' && /^https:/i.test(env.PUBLIC_URL ?? '')),
    maxUploadBytes: integer(env, 'MAX_UPLOAD_BYTES', 10 * 1024 * 1024),
    maxUploadPixels: integer(env, 'MAX_UPLOAD_PIXELS', 50_000_000),
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 100 * 1024),
    production: env.NODE_ENV === 'production',
    facebookGraphUrl: (env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v7.0').replace(/\/+$/, ''),
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    webDistDir: env.WEB_DIST_DIR || undefined,
    webServerDir: env.WEB_SERVER_DIR || undefined,
    redisUrl: env.REDIS_URL || undefined,
    requestBudgetMs: integer(env, 'REQUEST_BUDGET_MS', 3000),
    breakerFailures: integer(env, 'BREAKER_FAILURES', 5),
    breakerHalfOpenAfterMs: integer(env, 'BREAKER_HALF_OPEN_MS', 10_000),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    overloadEventLoopDelayMs: integer(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 1000),
    metricsToken: env.METRICS_TOKEN || undefined,
    referenceTtlMs: integer(env, 'REFERENCE_TTL_SECONDS', 60) * 1000,
    bffProcesses: Math.max(1, integer(env, 'BFF_PROCESSES', 1)),
    responseCache: !['off', 'false', '0'].includes((env.RESPONSE_CACHE ?? 'on').toLowerCase()),
    pageCache: !['off', 'false', '0'].includes((env.PAGE_CACHE ?? 'on').toLowerCase()),
    pageCacheStaleSeconds: integer(env, 'PAGE_CACHE_STALE_SECONDS', 60),
    responseCacheMaxAgeSeconds: env.RESPONSE_CACHE_MAX_AGE_SECONDS
      ? integer(env, 'RESPONSE_CACHE_MAX_AGE_SECONDS', 0)
      : undefined,
    trustedDocuments: env.TRUSTED_DOCUMENTS === 'true',
  };
}
