import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
} from 'fastify';
import { Redis } from 'ioredis';
import type { DestinationStream, Logger } from 'pino';
import { loadConfig, type BffConfig } from './config';
import type { RequestStats, Urls } from './context';
import { ReferenceData } from './cache/reference-data';
import { createMemoryResponseCache, createRedisResponseCache } from './cache/response-cache';
import { createApollo } from './graphql/apollo-server';
import { PersistedDocuments } from './graphql/persisted-documents';
import { messageCodeOf } from './legacy/legacy-messages';
import { HttpProblem } from './http/http-problem';
import { COMPRESSION } from './http/compression';
import { contentSecurityPolicy } from './http/content-security-policy';
import { registerGraphQLRoute } from './http/graphql-route';
import { registerImageRoute } from './http/images';
import { registerOperationsRoutes } from './http/operations-routes';
import { requestIdOf } from './protocol/request-id';
import { registerSharePageRoute } from './http/share-page';
import { registerSiteFileRoutes } from './http/site-files';
import { registerUploadRoute } from './http/upload';
import { hasWebApp, registerWebApp } from './http/web-app';
import { createLegacyClient } from './legacy/legacy-client';
import type { LegacyClient, LegacyClientOptions } from './legacy/legacy-api';
import { LegacyUnavailableError } from './legacy/legacy-errors';
import {
  clientKeyOf,
  createAbuseLimits,
  RATE_LIMITED,
  RateLimitedError,
  type AbuseLimitsOptions,
} from './limits/abuse-limits';
import { createLogger } from './observability/logger';
import { createSearchCounter, createSearchLog } from './insights/search-log';
import { BffMetrics } from './observability/metrics';
import { PageCache } from './pages/page-cache';
import { createPageRenderer } from './pages/page-renderer';
import { loadSiteBuild } from './pages/site-build';
import { sitePaths } from './protocol/site-addresses';

declare module 'fastify' {
  interface FastifyRequest {
    /** Legacy calls and the GraphQL operation of this request, for its access line. */
    stats: RequestStats;
  }
}

export interface StartBffOptions {
  config?: Partial<BffConfig>;
  /** Observes every legacy call (tests count them). */
  onLegacyCall?: LegacyClientOptions['onCall'];
  /** Where internal errors go, with the request id (default: the logger). Tests collect them. */
  logError?: (error: unknown, requestId?: string) => void;
  /** Where log lines go (default stdout). */
  logDestination?: DestinationStream;
  /** Overrides of the abuse limits (tests use small ones). */
  limits?: Partial<AbuseLimitsOptions>;
}

export interface BffServer {
  url: string;
  config: BffConfig;
  legacy: LegacyClient;
  logger: Logger;
  /** Stops taking requests, lets those in flight finish, then closes the legacy pool and Redis. */
  close(): Promise<void>;
}

/** Fastify's own refusals, in the words this API uses elsewhere. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send application/json.',
  FST_ERR_BAD_URL: 'The address is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: 'The address is malformed.',
};

function urlsFor(config: BffConfig, publicUrl: () => string): Urls {
  return {
    image(folder, file) {
      if (!file || file === '-') return null;
      const base = config.imageBaseUrl ?? `${publicUrl()}/images`;
      return `${base}/${folder}/${encodeURIComponent(file)}`;
    },
    share: (portfolioId) => `${publicUrl()}/share/portfolio/${portfolioId}`,
    portfolioPage: (portfolioId) => `${publicUrl()}${sitePaths.portfolio(portfolioId)}`,
  };
}

/** Answers a refused or failed request: the client's mistakes as 4xx with a message, the rest as a logged 500. */
function installErrorHandling(
  app: FastifyInstance,
  deps: { logError: (error: unknown, requestId?: string) => void; metrics: BffMetrics },
): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpProblem) {
      const coded = messageCodeOf(error.message);
      return reply
        .code(error.status)
        .send({ message: error.message, ...(coded && { code: coded.code, limit: coded.limit }) });
    }
    if (error instanceof RateLimitedError) {
      deps.metrics.rateLimited.inc({ limit: 'upload' });
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ message: error.message, code: RATE_LIMITED, retryAfterSeconds: error.retryAfterSeconds });
    }
    if (error instanceof LegacyUnavailableError) return reply.code(503).send({ message: error.message });
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    // Load shedding (@fastify/under-pressure has set Retry-After): the site is busy, not broken.
    if (status === 503 && 'code' in error && error.code === 'FST_UNDER_PRESSURE') {
      return reply.code(503).send({ message: error.message });
    }
    if (status === 429 && 'retryAfterSeconds' in error) {
      // The per-minute limit (@fastify/rate-limit has set Retry-After): the same code as every other limit.
      return reply
        .code(429)
        .send({ message: error.message, code: RATE_LIMITED, retryAfterSeconds: error.retryAfterSeconds });
    }
    if (status >= 400 && status < 500) {
      const code = 'code' in error ? String(error.code) : '';
      return reply.code(status).send({ message: FRAMEWORK_MESSAGES[code] ?? error.message });
    }
    deps.metrics.internalErrors.inc();
    deps.logError(error, request.id);
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

/** One access line per request: never a header, body or query string (they may hold tokens or passwords). */
function installAccessLog(app: FastifyInstance, metrics: BffMetrics): void {
  app.decorateRequest('stats');
  app.addHook('onRequest', async (request, reply) => {
    request.stats = { legacyCalls: 0, legacyMs: 0, arrivedAt: performance.now() };
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const durationMs = reply.elapsedTime;
    metrics.httpRequests.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      durationMs / 1000,
    );
    const stats = request.stats;
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        route,
        status: reply.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        ip: request.ip,
        ...(stats?.operationName ? { operation: stats.operationName } : {}),
        ...(stats && stats.legacyCalls > 0
          ? { legacyCalls: stats.legacyCalls, legacyMs: Math.round(stats.legacyMs * 10) / 10 }
          : {}),
      },
      'request',
    );
  });
}

/** Starts the BFF: GraphQL at /graphql, image upload and proxy, share pages, operations routes and the site. */
export async function startBffServer(options: StartBffOptions = {}): Promise<BffServer> {
  const config: BffConfig = { ...loadConfig(), ...options.config };
  const logger = createLogger({ level: config.logLevel, destination: options.logDestination });
  if (config.trustProxy === true) {
    logger.warn(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop: any client can choose its own address. Give the number of proxies in front, or their addresses.',
    );
  }
  const logError =
    options.logError ??
    ((error: unknown, requestId?: string) => logger.error({ err: error, reqId: requestId }));
  // Read at scrape time, once `legacy` exists.
  const metrics = new BffMetrics({ breakerStates: () => legacy.breakerStates() });
  let listeningUrl = '';
  const publicUrl = () => config.publicUrl ?? listeningUrl;
  const legacy = createLegacyClient({
    baseUrl: config.legacyUrl,
    connections: config.legacyConnections,
    connectTimeoutMs: config.legacyConnectTimeoutMs,
    headersTimeoutMs: config.legacyHeadersTimeoutMs,
    bodyTimeoutMs: config.legacyBodyTimeoutMs,
    retries: config.legacyRetries,
    requestBudgetMs: config.requestBudgetMs,
    breakerFailures: config.breakerFailures,
    breakerHalfOpenAfterMs: config.breakerHalfOpenAfterMs,
    trustedClientKey: config.legacyTrustedClientKey,
    siteUrl: publicUrl,
    onCall: (call) => {
      metrics.legacyCalls.observe(
        { method: call.method, route: call.route, status: String(call.status) },
        call.durationMs / 1000,
      );
      options.onLegacyCall?.(call);
    },
    onSharedRead: (route) => metrics.legacySharedReads.inc({ route }),
    onBreakerStateChange: (route, state) =>
      logger[state === 'open' ? 'warn' : 'info']({ route, state }, 'legacy circuit breaker'),
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis'));
  const limits = createAbuseLimits({ redis, ...options.limits });
  // Public answers shared by visitors: in Redis when configured (every BFF process shares them), else in memory.
  const responseCache = !config.responseCache
    ? undefined
    : redis
      ? createRedisResponseCache(redis)
      : createMemoryResponseCache();
  const persistedDocuments = PersistedDocuments.load();
  // What readers search for, by keyword only (issue 30): the legacy API takes it from the trusted client alone.
  const searchLog = config.legacyTrustedClientKey
    ? createSearchLog({
        send: (searches) => legacy.forRequest({ requestId: 'search-log' }).logSearches(searches),
        intervalMs: config.searchLogSeconds * 1000,
        onError: (error) => logger.warn({ err: error }, 'search log'),
      })
    : undefined;
  if (!searchLog) logger.info('no LEGACY_TRUSTED_CLIENT_KEY: searches are not counted for the insights');
  const countSearch =
    searchLog &&
    createSearchCounter({
      searchLog,
      limits,
      onError: (error) => logger.warn({ err: error }, 'search log'),
    });
  const apollo = createApollo(config, {
    countSearch,
    logError,
    metrics,
    responseCache,
    onResponseCacheError: (error) => logger.warn({ err: error }, 'response cache'),
    persistedDocuments,
  });
  await apollo.start();

  let accepting = true;
  const urls = urlsFor(config, publicUrl);

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One access line per request is written by `installAccessLog`, with the fields operators need.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdOf(request),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: config.maxBodyBytes,
    // Slow clients may not hold a connection open for ever (uploads of 10 MB included).
    requestTimeout: 120_000,
    routerOptions: { maxParamLength: 200 },
  });
  installErrorHandling(app, { logError, metrics });
  // While draining, answers end their connection: keep-alive would hold the process open.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!accepting) reply.header('connection', 'close');
    return payload;
  });
  installAccessLog(app, metrics);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // Portfolio texts may show images from other sites, and members' Facebook pictures come from Facebook.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The browser's own default: other sites learn only this site's origin, and a work's page learns which page of
    // this site a plain page load came from (the views' sources, issue 30), as before the app has started.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCookie);
  // Only routes that ask for it (GraphQL, share pages): the site's files have Brotli and gzip copies made by the build.
  await app.register(fastifyCompress, { ...COMPRESSION, global: false });
  if (config.rateLimitPerMinute > 0) {
    await app.register(fastifyRateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...(redis ? { redis, nameSpace: 'bff-rate-limit:' } : {}),
      // The site's own files are cheap and cached; a page view asks for many of them.
      allowList: (request) => request.url.startsWith('/assets/'),
      // Per client as every limit (an IPv4 address or an IPv6 /64), not per address.
      keyGenerator: (request) => clientKeyOf(request.ip),
      onExceeded: () => metrics.rateLimited.inc({ limit: 'requests-per-client' }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        code: RATE_LIMITED,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
  }
  if (config.overloadEventLoopDelayMs > 0) {
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: config.overloadEventLoopDelayMs,
      retryAfter: 5,
      message: 'The site is very busy. Please try again in a few seconds.',
    });
  }

  registerOperationsRoutes(app, {
    legacy,
    metrics,
    metricsToken: config.metricsToken,
    isAccepting: () => accepting,
  });
  const referenceData = new ReferenceData({
    ttlMs: config.referenceTtlMs,
    onLookup: (kind, hit) =>
      metrics.cacheRequests.inc({ cache: `reference-${kind}`, result: hit ? 'hit' : 'miss' }),
  });
  // What a GraphQL operation runs with, from /graphql or from a page rendered here.
  const operationDeps = { apollo, config, legacy, urls, limits, metrics, referenceData, responseCache };
  registerGraphQLRoute(app, { ...operationDeps, persistedDocuments });
  await registerUploadRoute(app, { config, legacy, urls, limits });
  registerImageRoute(app, { legacy, metrics, maxPixels: config.maxUploadPixels });
  registerSharePageRoute(app, { legacy, urls, publicUrl });
  registerSiteFileRoutes(app, { legacy, publicUrl });
  if (hasWebApp(config.webDistDir)) {
    const build = await loadSiteBuild(
      config.webDistDir,
      config.webServerDir ?? path.join(config.webDistDir, '..', 'dist-server'),
      (reason) =>
        logger.warn({ err: reason }, 'no server build of the site: pages are rendered in the browser'),
    );
    const pageCache =
      responseCache && config.pageCache
        ? new PageCache({
            store: responseCache,
            staleSeconds: config.pageCacheStaleSeconds,
            // The answers' cap; uncapped, a page (one that asked nothing, say) is fresh 5 minutes at most.
            maxAgeCapSeconds: config.responseCacheMaxAgeSeconds ?? 300,
          })
        : undefined;
    const renderPage = createPageRenderer(build, {
      ...operationDeps,
      publicUrl,
      logError,
      pageCache,
      countSearch,
    });
    await registerWebApp(app, config.webDistDir, renderPage);
  }
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: 'Not Found' }));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    listeningUrl = `http://${host}:${address.port}`;
  }

  let closing: Promise<void> | undefined;
  return {
    url: listeningUrl,
    config,
    legacy,
    logger,
    close() {
      closing ??= (async () => {
        accepting = false;
        // Fastify stops accepting, answers new requests on open connections with 503, and waits for those in flight.
        // Connections that fall idle meanwhile are closed as they do; past the grace, every one is.
        const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
        const deadline = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
        try {
          await app.close();
        } finally {
          clearInterval(idleSweep);
          clearTimeout(deadline);
        }
        await apollo.stop();
        // The searches counted since the last hand-over go before the legacy client closes.
        await searchLog?.close().catch((error: unknown) => logger.warn({ err: error }, 'search log'));
        await legacy.close();
        await limits.close();
        if (redis) await redis.quit().catch(() => redis.disconnect());
      })();
      return closing;
    },
  };
}
