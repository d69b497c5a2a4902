import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';
import { createOnce, type GraphQLContext, type RequestStats, type Urls } from '../context';
import type { LegacyClient } from '../legacy/legacy-api';
import { askerOf, type AbuseLimits } from '../limits/abuse-limits';
import type { ReferenceData } from '../cache/reference-data';
import type { ResponseCacheStore } from '../cache/response-cache';
import {
  SESSION_COOKIE,
  VISITOR_COOKIE,
  VISITOR_ID_PATTERN,
  sessionCookieOptions,
  visitorCookieOptions,
} from '../protocol/cookies';
import { bearerOf } from '../protocol/request-id';

/** What every GraphQL request's context is made from: the GraphQL route's and the server-rendered pages'. */
export interface RequestContextDeps {
  config: BffConfig;
  legacy: LegacyClient;
  urls: Urls;
  limits: AbuseLimits;
  referenceData: ReferenceData;
  responseCache: ResponseCacheStore | undefined;
}

/** Cookies are Secure when configured (or the public address is https) and on any request that came over https. */
function secureCookies(config: BffConfig, request: FastifyRequest): boolean {
  return config.cookieSecure || request.protocol === 'https';
}

/** The legacy access token of a request: `Authorization: Bearer`, else the session cookie; undefined when neither. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
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
export function contextFor(
  deps: RequestContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): GraphQLContext {
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
    asker: askerOf(request.ip),
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
