import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import { loadConfig, type BffConfig } from './config';
import { createOnce, type GraphQLContext, type Urls } from './context';
import {
  createLegacyClient,
  LegacyUnavailableError,
  type LegacyClient,
  type LegacyClientOptions,
} from './legacy/legacy-client';
import { schema } from './schema';
import { graphQLErrorFrom } from './schema/errors';
import { legacyCallEstimateRule } from './schema/legacy-call-estimate';
import {
  SESSION_COOKIE,
  VISITOR_COOKIE,
  clearedSessionCookie,
  readCookie,
  sessionCookie,
  visitorCookie,
} from './http/cookies';
import { bearerOf, requestIdOf } from './http/request-id';
import { readJsonBody, sendJson, HttpProblem } from './http/body';
import { acceptedEncoding, compress, MIN_COMPRESSED_BYTES } from './http/compression';
import { handleUpload } from './http/upload';
import { handleImage } from './http/images';
import { handleSharePage } from './http/share-page';
import { serveWebApp } from './http/web-app';
import { createAbuseLimits, type AbuseLimitsOptions } from './limits/abuse-limits';
import { Redis } from 'ioredis';
import crypto from 'node:crypto';

export interface StartBffOptions {
  config?: Partial<BffConfig>;
  /** Observes every legacy call (tests count them). */
  onLegacyCall?: LegacyClientOptions['onCall'];
  logError?: (error: unknown) => void;
  /** Overrides of the abuse limits (tests use small ones). */
  limits?: Partial<AbuseLimitsOptions>;
}

export interface BffServer {
  url: string;
  config: BffConfig;
  legacy: LegacyClient;
  close(): Promise<void>;
}

/** Limits that keep one query from costing the legacy API (or this server) too much. */
export const QUERY_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 8000,
  maxTokens: 3000,
  maxDirectives: 20,
};

function createApollo(config: BffConfig, logError: (error: unknown) => void): ApolloServer<GraphQLContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    // Suggestions would reveal the schema to someone probing it; introspection stays on for integrators.
    blockFieldSuggestion: { enabled: config.production },
  }).protect();
  return new ApolloServer<GraphQLContext>({
    schema,
    ...armor,
    validationRules: [...armor.validationRules, legacyCallEstimateRule],
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: !config.production,
    formatError: (formattedError: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      // Suggestions ("Did you mean …?") would reveal the schema to someone probing it in production.
      const formatted = config.production
        ? { ...formattedError, message: formattedError.message.replace(/\s*Did you mean[^?]*\?/g, '') }
        : formattedError;
      const original = unwrapResolverError(error);
      const mapped = graphQLErrorFrom(original);
      if (mapped) {
        return {
          message: mapped.message,
          locations: formatted.locations,
          path: formatted.path,
          extensions: mapped.extensions,
        };
      }
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        logError(original);
        if (config.production) {
          return {
            message: 'Internal server error',
            locations: formatted.locations,
            path: formatted.path,
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          };
        }
      }
      return formatted;
    },
  });
}

function urlsFor(config: BffConfig, publicUrl: () => string): Urls {
  return {
    image(folder, file) {
      if (!file || file === '-') return null;
      const base = config.imageBaseUrl ?? `${publicUrl()}/images`;
      return `${base}/${folder}/${encodeURIComponent(file)}`;
    },
    share: (portfolioId) => `${publicUrl()}/share/portfolio/${portfolioId}`,
  };
}

/** Starts the BFF: GraphQL at /graphql, image upload and proxy, share pages, and the built site. */
export async function startBffServer(options: StartBffOptions = {}): Promise<BffServer> {
  const config: BffConfig = { ...loadConfig(), ...options.config };
  const logError = options.logError ?? ((error: unknown) => console.error(error));
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
    onCall: options.onLegacyCall,
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  const limits = createAbuseLimits({ redis, ...options.limits });
  const apollo = createApollo(config, logError);
  await apollo.start();

  let listeningUrl = '';
  const publicUrl = () => config.publicUrl ?? listeningUrl;
  const urls = urlsFor(config, publicUrl);

  async function graphql(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = request.method === 'POST' ? await readJsonBody(request, config.maxBodyBytes) : undefined;
    const token = bearerOf(request) ?? readCookie(request.headers.cookie, SESSION_COOKIE) ?? undefined;
    const requestId = requestIdOf(request);
    const setCookies: string[] = [];
    let visitor = readCookie(request.headers.cookie, VISITOR_COOKIE);
    if (visitor && !/^[\w-]{8,64}$/.test(visitor)) visitor = undefined;
    const context: GraphQLContext = {
      requestId,
      token: token || undefined,
      legacy: legacy.forRequest({ token: token || undefined, requestId }),
      config,
      urls,
      clientIp: request.socket.remoteAddress ?? 'unknown',
      visitorId: () => {
        if (!visitor) {
          visitor = crypto.randomUUID();
          setCookies.push(visitorCookie(visitor, { secure: config.cookieSecure }));
        }
        return visitor;
      },
      limits,
      once: createOnce(),
      session: {
        signIn(newToken, { rememberMe, maxAgeSeconds }) {
          setCookies.push(
            sessionCookie(newToken, {
              secure: config.cookieSecure,
              maxAgeSeconds: rememberMe ? maxAgeSeconds : undefined,
            }),
          );
        },
        signOut() {
          setCookies.push(clearedSessionCookie({ secure: config.cookieSecure }));
        },
      },
    };
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: request.method ?? 'GET', headers, search: url.search, body },
      context: async () => context,
    });
    const responseHeaders: Record<string, string | string[]> = Object.fromEntries(result.headers);
    responseHeaders['x-request-id'] = requestId;
    // Answers may hold a member's own data: never stored by shared caches.
    responseHeaders['cache-control'] = 'private, no-store';
    if (setCookies.length > 0) responseHeaders['set-cookie'] = setCookies;
    if (result.body.kind === 'complete') {
      const encoding = acceptedEncoding(request);
      responseHeaders.vary = 'Accept-Encoding';
      if (encoding && Buffer.byteLength(result.body.string) >= MIN_COMPRESSED_BYTES) {
        const compressed = await compress(result.body.string, encoding, 'fast');
        responseHeaders['content-encoding'] = encoding;
        responseHeaders['content-length'] = String(compressed.length);
        response.writeHead(result.status ?? 200, responseHeaders);
        response.end(compressed);
        return;
      }
      response.writeHead(result.status ?? 200, responseHeaders);
      response.end(result.body.string);
      return;
    }
    response.writeHead(result.status ?? 200, responseHeaders);
    for await (const chunk of result.body.asyncIterator) response.write(chunk);
    response.end();
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      try {
        const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
        if (pathname === '/graphql') return await graphql(request, response);
        if (pathname === '/upload') return await handleUpload(request, response, { config, legacy, urls });
        if (pathname.startsWith('/images/'))
          return await handleImage(request, response, { legacy, pathname, search });
        if (pathname.startsWith('/share/portfolio/')) {
          return await handleSharePage(request, response, { legacy, urls, publicUrl: publicUrl(), pathname });
        }
        if (pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
        if (await serveWebApp(request, response, config.webDistDir)) return;
        sendJson(response, 404, { message: 'Not Found' });
      } catch (error) {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        if (error instanceof HttpProblem) return sendJson(response, error.status, { message: error.message });
        if (error instanceof LegacyUnavailableError)
          return sendJson(response, 503, { message: error.message });
        logError(error);
        sendJson(response, 500, { message: 'Internal server error' });
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  listeningUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url: listeningUrl,
    config,
    legacy,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await apollo.stop();
      await legacy.close();
      await limits.close();
      redis?.disconnect();
    },
  };
}
