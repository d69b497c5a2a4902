import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../context';
import { contextFor, sessionTokenOf, type RequestContextDeps } from '../graphql/request-context';
import { COMPRESSION } from './compression';
import { matchesEtag } from '../protocol/etag';
import { refusalOf, refusalOfVariables } from '../graphql/document-limits';
import {
  PERSISTED_QUERY_NOT_TRUSTED,
  type PersistedDocuments,
  type PersistedQueryRequest,
} from '../graphql/persisted-documents';
import type { GraphQLError } from 'graphql';
import type { BffMetrics } from '../observability/metrics';
import { keptAWhile } from '../cache/kept-a-while';
import { hashedKeyOf } from '../limits/who-is-asking';
import { checkedToken } from '../session/token-check';

export interface GraphQLRouteDeps extends RequestContextDeps {
  apollo: ApolloServer<GraphQLContext>;
  metrics: BffMetrics;
  persistedDocuments: PersistedDocuments;
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

/** The variables of a POST (its body's) or a GET (its search's, JSON-decoded; malformed JSON is Apollo's to answer). */
function variablesOf(request: FastifyRequest): unknown {
  if (request.method === 'POST') {
    const body = request.body as { variables?: unknown } | null;
    return body !== null && typeof body === 'object' ? body.variables : undefined;
  }
  const { variables } = request.query as { variables?: unknown };
  if (typeof variables !== 'string') return undefined;
  try {
    return JSON.parse(variables);
  } catch {
    return undefined;
  }
}

/** Writes back what `PersistedDocuments.prepare` changed in a GET request, where Apollo reads it. */
function rewriteSearch(request: FastifyRequest, prepared: PersistedQueryRequest): void {
  const url = new URL(request.raw.url ?? '/', 'http://bff.invalid');
  if (prepared.query === undefined) url.searchParams.delete('query');
  if (prepared.extensions && !prepared.extensions.persistedQuery && url.searchParams.has('extensions'))
    url.searchParams.set('extensions', JSON.stringify(prepared.extensions));
  request.raw.url = `${url.pathname}${url.search}`;
}

/** A legacy access token's form (32 random bytes, base64url): anything else signs in no one, without asking. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether a token signs a member in, asked of the legacy API and kept a minute (by its hash): trusted-documents mode
 * opens for a live session or token only, never for the mere presence of a header or cookie (issue 42). A session
 * ended within the minute may still send its own documents that long; what they read is still checked field by field.
 */
function liveSessionCheck(deps: GraphQLRouteDeps): (token: string, requestId: string) => Promise<boolean> {
  const checked = keptAWhile<string, { live: boolean }>({ ttlMs: 60_000, max: 10_000 });
  return async (token, requestId) => {
    if (!TOKEN_FORM.test(token)) return false;
    const { live } = await checked.get(hashedKeyOf(token), async () => ({
      live: Boolean((await checkedToken(deps.legacy.forRequest({ token, requestId })))?.user),
    }));
    return live;
  };
}

/** `GET|POST /graphql`: Apollo Server through its Fastify integration. */
export function registerGraphQLRoute(app: FastifyInstance, deps: GraphQLRouteDeps): void {
  const isLiveSession = liveSessionCheck(deps);
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
        let refused = deps.persistedDocuments.prepare(graphQLRequest, deps.config.trustedDocuments);
        const token = sessionTokenOf(request);
        if (
          refused?.extensions.code === PERSISTED_QUERY_NOT_TRUSTED &&
          token !== undefined &&
          (await isLiveSession(token, request.id).catch(() => false))
        )
          refused = deps.persistedDocuments.prepare(graphQLRequest, false);
        if (refused) return refuse(refused, String(refused.extensions.code));
        if (request.method === 'GET') rewriteSearch(request, graphQLRequest);
      }
      const refusal = refusalOf(graphQLRequest?.query);
      if (refusal) return refuse(refusal, String(refusal.extensions.code));
      const badVariables = refusalOfVariables(variablesOf(request));
      if (badVariables) return refuse(badVariables, 'BAD_USER_INPUT');
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
