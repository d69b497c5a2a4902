import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DestinationStream, Logger } from 'pino';
import { loadConfig, type BffConfig } from './config';
import type { Urls } from './context';
import { ReferenceData } from './cache/reference-data';
import { createMemoryResponseCache, createRedisResponseCache } from './cache/response-cache';
import { createApollo } from './graphql/apollo-server';
import { PersistedDocuments } from './graphql/persisted-documents';
import { installAccessLog } from './http/plugins/access-log';
import { registerCompression } from './http/plugins/compression';
import { registerCookies } from './http/plugins/cookies';
import { closeConnectionsWhenDraining } from './http/plugins/draining';
import { installErrorHandler } from './http/plugins/error-handler';
import { registerLoadShedding } from './http/plugins/load-shedding';
import { registerRateLimit } from './http/plugins/rate-limit';
import { registerSecurityHeaders } from './http/plugins/security-headers';
import { registerGraphQLRoute } from './http/graphql-route';
import { registerImageRoute } from './http/images';
import { registerOperationsRoutes } from './http/operations-routes';
import { registerSharePageRoute } from './http/share-page';
import { registerSiteFileRoutes } from './http/site-files';
import { registerSitePages } from './http/site-pages';
import { registerUploadRoute } from './http/upload';
import { requestIdOf } from './protocol/request-id';
import { createLegacyClient } from './legacy/legacy-client';
import type { LegacyClient, LegacyClientOptions } from './legacy/legacy-api';
import { createAbuseLimits, type AbuseLimits, type AbuseLimitsOptions } from './limits/abuse-limits';
import { createLogger } from './observability/logger';
import {
  createSearchCounter,
  createSearchLog,
  type SearchCounter,
  type SearchLog,
} from './insights/search-log';
import { BffMetrics } from './observability/metrics';
import { sitePaths } from './protocol/site-addresses';

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

/** The legacy client as configured, its calls measured and its breakers' changes logged. */
function legacyClientFor(
  config: BffConfig,
  deps: {
    publicUrl: () => string;
    metrics: BffMetrics;
    logger: Logger;
    onCall: LegacyClientOptions['onCall'] | undefined;
  },
): LegacyClient {
  const { metrics, logger } = deps;
  return createLegacyClient({
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
    siteUrl: deps.publicUrl,
    onCall: (call) => {
      metrics.legacyCalls.observe(
        { method: call.method, route: call.route, status: String(call.status) },
        call.durationMs / 1000,
      );
      deps.onCall?.(call);
    },
    onSharedRead: (route) => metrics.legacySharedReads.inc({ route }),
    onBreakerStateChange: (route, state) =>
      logger[state === 'open' ? 'warn' : 'info']({ route, state }, 'legacy circuit breaker'),
  });
}

/** The Fastify app, with the server's own settings: request ids, proxies trusted, body and time limits. */
function fastifyFor(config: BffConfig, logger: Logger) {
  return Fastify({
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
}

/**
 * What readers search for, by keyword only (issue 30), counted when the legacy API will take the counts: it takes them
 * from the trusted client alone (LEGACY_TRUSTED_CLIENT_KEY).
 */
function searchCounting(
  config: BffConfig,
  deps: { legacy: LegacyClient; limits: AbuseLimits; logger: Logger },
): { searchLog: SearchLog; countSearch: SearchCounter } | undefined {
  const { legacy, limits, logger } = deps;
  if (!config.legacyTrustedClientKey) {
    logger.info('no LEGACY_TRUSTED_CLIENT_KEY: searches are not counted for the insights');
    return undefined;
  }
  const onError = (error: unknown) => logger.warn({ err: error }, 'search log');
  const searchLog = createSearchLog({
    send: (searches) => legacy.forRequest({ requestId: 'search-log' }).logSearches(searches),
    intervalMs: config.searchLogSeconds * 1000,
    onError,
  });
  return { searchLog, countSearch: createSearchCounter({ searchLog, limits, onError }) };
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
  const legacy = legacyClientFor(config, { publicUrl, metrics, logger, onCall: options.onLegacyCall });
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
  const searching = searchCounting(config, { legacy, limits, logger });
  const countSearch = searching?.countSearch;
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

  const app = fastifyFor(config, logger);
  installErrorHandler(app, { logError, metrics });
  closeConnectionsWhenDraining(app, () => accepting);
  installAccessLog(app, metrics);
  await registerSecurityHeaders(app, config);
  await registerCookies(app);
  await registerCompression(app);
  await registerRateLimit(app, { config, redis, metrics });
  await registerLoadShedding(app, config);

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
  await registerSitePages(app, { ...operationDeps, publicUrl, logError, logger, countSearch });
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
        await searching?.searchLog
          .close()
          .catch((error: unknown) => logger.warn({ err: error }, 'search log'));
        await legacy.close();
        await limits.close();
        if (redis) await redis.quit().catch(() => redis.disconnect());
      })();
      return closing;
    },
  };
}
