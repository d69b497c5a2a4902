import crypto from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';
import { createOnce, type GraphQLContext, type RequestStats, type Urls } from '../context';
import type { LegacyClient } from '../legacy/legacy-api';
import type { AbuseLimits } from '../limits/abuse-limits';
import {
  SESSION_COOKIE,
  VISITOR_COOKIE,
  VISITOR_ID_PATTERN,
  sessionCookieOptions,
  visitorCookieOptions,
} from './cookies';
import { bearerOf } from './request-id';
import { COMPRESSION } from './compression';
import { refusalOf } from '../graphql/document-limits';
import type { PersistedDocuments, PersistedQueryRequest } from '../graphql/persisted-documents';
import type { GraphQLError } from 'graphql';
import type { BffMetrics } from '../observability/metrics';
import type { ReferenceData } from '../cache/reference-data';
import type { ResponseCacheStore } from '../cache/response-cache';

export interface GraphQLRouteDeps {
  apollo: ApolloServer<GraphQLContext>;
  config: BffConfig;
  legacy: LegacyClient;
  urls: Urls;
  limits: AbuseLimits;
  metrics: BffMetrics;
  referenceData: ReferenceData;
  responseCache: ResponseCacheStore | undefined;
  persistedDocuments: PersistedDocuments;
}

/** Cookies are Secure when configured (or the public address is https) and on any request that came over https. */
function secureCookies(config: BffConfig, request: FastifyRequest): boolean {
  return config.cookieSecure || request.protocol === 'https';
}

/** The legacy access token of a request: `Authorization: Bearer`, else the session cookie; undefined when neither. */
function sessionTokenOf(request: FastifyRequest): string | undefined {
  return bearerOf(request.headers.authorization) || request.cookies[SESSION_COOKIE] || undefined;
}

/** Time kept back from the request budget to assemble and send the answer once the legacy calls are over. */
const ANSWER_RESERVE_MS = 100;

/**
 * What is left of the request budget for legacy calls: the budget counts from the request's arrival, so time spent
 * queued or reading the body is part of it, and the answer still leaves within the budget when a call hangs.
 */
function legacyBudgetMs(config: BffConfig, stats: RequestStats): number | undefined {
  // 0 turns the budget off (only the per-attempt timeouts apply).
  if (config.requestBudgetMs <= 0) return undefined;
  const elapsed = performance.now() - stats.arrivedAt;
  return Math.max(1, config.requestBudgetMs - ANSWER_RESERVE_MS - elapsed);
}

/** The context of one GraphQL request: its token, legacy client under one deadline, session and visitor. */
function contextFor(deps: GraphQLRouteDeps, request: FastifyRequest, reply: FastifyReply): GraphQLContext {
  const { config } = deps;
  const token = sessionTokenOf(request);
  const secure = secureCookies(config, request);
  const stats = request.stats;
  let visitor = request.cookies[VISITOR_COOKIE];
  if (visitor && !VISITOR_ID_PATTERN.test(visitor)) visitor = undefined;
  return {
    requestId: request.id,
    token,
    legacy: deps.legacy.forRequest({
      token,
      requestId: request.id,
      budgetMs: legacyBudgetMs(config, stats),
      onCall: (call) => {
        stats.legacyCalls += 1;
        stats.legacyMs += call.durationMs;
      },
    }),
    config,
    urls: deps.urls,
    clientIp: request.ip,
    visitorId: () => {
      if (!visitor) {
        visitor = crypto.randomUUID();
        reply.setCookie(VISITOR_COOKIE, visitor, visitorCookieOptions({ secure }));
      }
      return visitor;
    },
    limits: deps.limits,
    referenceData: deps.referenceData,
    publicAnswers: {
      invalidate: async (tags) => {
        // A store that fails leaves the answers to their TTL: the write itself has succeeded.
        await deps.responseCache?.invalidate(tags).catch((error: unknown) => {
          request.log.warn({ err: error, tags }, 'response cache invalidation failed');
        });
      },
    },
    stats,
    once: createOnce(),
    session: {
      signIn(newToken, { rememberMe, maxAgeSeconds }) {
        reply.setCookie(
          SESSION_COOKIE,
          newToken,
          sessionCookieOptions({ secure, maxAgeSeconds: rememberMe ? maxAgeSeconds : undefined }),
        );
      },
      signOut() {
        reply.setCookie(SESSION_COOKIE, '', sessionCookieOptions({ secure, maxAgeSeconds: 0 }));
      },
    },
  };
}

/** The document and extensions of a GET (from its search, JSON-decoded) or a POST (its body, changed in place). */
function graphQLRequestOf(request: FastifyRequest): PersistedQueryRequest | undefined {
  if (request.method === 'POST') {
    const body = request.body;
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as PersistedQueryRequest)
      : undefined;
  }
  if (request.method !== 'GET') return undefined;
  const search = request.query as { query?: unknown; extensions?: unknown };
  let extensions: PersistedQueryRequest['extensions'];
  try {
    extensions = typeof search.extensions === 'string' ? JSON.parse(search.extensions) : undefined;
  } catch {
    extensions = undefined; // Apollo answers the malformed JSON itself.
  }
  return {
    query: search.query,
    extensions: extensions !== null && typeof extensions === 'object' ? extensions : undefined,
  };
}

/** Writes back what `PersistedDocuments.prepare` changed in a GET request, where Apollo reads it. */
function rewriteSearch(request: FastifyRequest, prepared: PersistedQueryRequest): void {
  const url = new URL(request.raw.url ?? '/', 'http://bff.invalid');
  if (prepared.query === undefined) url.searchParams.delete('query');
  if (prepared.extensions && !prepared.extensions.persistedQuery && url.searchParams.has('extensions'))
    url.searchParams.set('extensions', JSON.stringify(prepared.extensions));
  request.raw.url = `${url.pathname}${url.search}`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** `GET|POST /graphql`: Apollo Server through its Fastify integration. */
export function registerGraphQLRoute(app: FastifyInstance, deps: GraphQLRouteDeps): void {
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    compress: COMPRESSION,
    // graphql-cop's overloading checks, deep and costly documents: one error, before Apollo parses and validates.
    preHandler: async (request, reply) => {
      const refuse = (error: GraphQLError, code: string) => {
        deps.metrics.graphqlErrors.inc({ code });
        return reply.code(400).send({ errors: [error.toJSON()] });
      };
      const graphQLRequest = graphQLRequestOf(request);
      if (graphQLRequest) {
        const anonymous = sessionTokenOf(request) === undefined;
        const untrusted = deps.persistedDocuments.prepare(
          graphQLRequest,
          deps.config.trustedDocuments && anonymous,
        );
        if (untrusted) return refuse(untrusted, 'PERSISTED_QUERY_NOT_TRUSTED');
        if (request.method === 'GET') rewriteSearch(request, graphQLRequest);
      }
      const refusal = refusalOf(graphQLRequest?.query);
      if (refusal) return refuse(refusal, 'GRAPHQL_VALIDATION_FAILED');
    },
    handler: fastifyApolloHandler(deps.apollo, {
      context: async (request, reply) => contextFor(deps, request, reply),
    }),
    onSend: async (request, reply, payload) => {
      // The response cache plugin sets public headers on shareable answers; anything else (refusals included) may
      // hold a member's own data and is never stored.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      const etag = reply.getHeader('etag');
      if (
        request.method === 'GET' &&
        typeof etag === 'string' &&
        matchesEtag(request.headers['if-none-match'], etag)
      ) {
        reply.code(304);
        reply.removeHeader('content-length');
        reply.removeHeader('content-encoding');
        return '';
      }
      return payload;
    },
  });
}
