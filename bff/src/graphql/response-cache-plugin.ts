import crypto from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import type { GraphQLContext, RenderedAnswers } from '../context';
import type { ResponseCacheStore } from '../cache/response-cache';
import { weakEtagOf } from '../protocol/etag';
import { askedObjectTag, cacheTagOf, isCacheEntity, responseCacheTags } from '../schema/cache-hints';

/** What the shared cache did with one answer, in the `x-response-cache` header and the metrics. */
export type ResponseCacheOutcome = 'hit' | 'miss' | 'pass';

export const RESPONSE_CACHE_HEADER = 'x-response-cache';

/**
 * Anonymous answers differ from a member's (their own pending work, their contact details): a stored answer must
 * not be reused for a request that carries a session, by a browser that signed in since or by a CDN.
 */
const VARY = 'Cookie, Authorization';

export interface ResponseCachePluginOptions {
  /** Where shared answers are kept; undefined turns the shared cache off (HTTP caching headers stay). */
  store: ResponseCacheStore | undefined;
  /** The longest any answer may be reused, whatever its hints say (RESPONSE_CACHE_MAX_AGE_SECONDS). */
  maxAgeCapSeconds?: number;
  onOutcome?: (outcome: ResponseCacheOutcome) => void;
  onStoreError?: (error: unknown) => void;
}

/** A query asked without a session: its answer is the same for every visitor when its hints say PUBLIC. */
function isAnonymousQuery(requestContext: GraphQLRequestContext<GraphQLContext>): boolean {
  return requestContext.operation?.operation === 'query' && requestContext.contextValue.token === undefined;
}

/** The document (by its hash), the operation and the variables: what makes two anonymous answers the same. */
function cacheKeyOf(requestContext: GraphQLRequestContext<GraphQLContext>): string {
  const { queryHash, operationName, request } = requestContext;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([queryHash, operationName ?? null, request.variables ?? {}]))
    .digest('base64url');
}

/**
 * The shared response cache and the HTTP caching headers of GraphQL answers.
 *
 * An anonymous query whose fields' `@cacheControl` hints are all PUBLIC with a maxAge is kept for that maxAge and
 * answered from the cache to every visitor meanwhile (`x-response-cache: hit`), with `Cache-Control: public` and an
 * ETag so that browsers and CDNs may keep it too. Anything else (a member's request, a mutation, a PRIVATE field, an
 * error) is neither read from nor stored in a shared cache and goes out `private, no-store`. Each stored answer is
 * tagged with the objects it holds, so that writes drop exactly what they changed (`GraphQLContext.publicAnswers`).
 */
export function responseCachePlugin(options: ResponseCachePluginOptions): ApolloServerPlugin<GraphQLContext> {
  const { store } = options;
  const storeFailed = (error: unknown) => options.onStoreError?.(error);
  return {
    async requestDidStart() {
      let key: string | undefined;
      let outcome: ResponseCacheOutcome = 'pass';
      let servedFromCache: { etag: string; remaining: number; tags: readonly string[] } | undefined;
      const tags = new Set<string>();
      const tagged = new WeakSet<object>();
      return {
        async responseForOperation(requestContext) {
          if (!store || !isAnonymousQuery(requestContext)) return null;
          key = cacheKeyOf(requestContext);
          const cached = await store.get(key).catch((error: unknown) => void storeFailed(error));
          const remaining = cached ? cached.maxAge - Math.floor((Date.now() - cached.storedAt) / 1000) : 0;
          if (!cached || remaining <= 0) {
            outcome = 'miss';
            return null;
          }
          outcome = 'hit';
          servedFromCache = { etag: cached.etag, remaining, tags: cached.tags ?? [] };
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: {
              kind: 'single',
              singleResult: { data: JSON.parse(cached.body) as Record<string, unknown> },
            },
          };
        },
        async executionDidStart() {
          if (outcome !== 'miss') return;
          return {
            willResolveField({ source, args, info }) {
              if (!info.path.prev) {
                tags.add(responseCacheTags.rootField(info.fieldName));
                const asked = askedObjectTag(info.returnType, args);
                if (asked) tags.add(asked);
                return;
              }
              // Once per object: its other fields would name the same tag. (The same record may also be the source
              // of a type that is not an entity, e.g. a top-rank entry: only the entity type's look counts.)
              if (!isCacheEntity(info.parentType) || source === null || typeof source !== 'object') return;
              if (tagged.has(source)) return;
              tagged.add(source);
              const tag = cacheTagOf(info.parentType, source);
              if (tag) tags.add(tag);
            },
          };
        },
        async willSendResponse(requestContext) {
          const { response } = requestContext;
          const headers = response.http.headers;
          const rendered = requestContext.contextValue.renderedAnswers;
          if (store) headers.set(RESPONSE_CACHE_HEADER, outcome);
          options.onOutcome?.(outcome);
          const single = response.body.kind === 'single' ? response.body.singleResult : undefined;
          if (servedFromCache) {
            publicHeaders(headers, servedFromCache.remaining, servedFromCache.etag);
            noteAnswer(rendered, servedFromCache.remaining, servedFromCache.tags);
            return;
          }
          if (options.maxAgeCapSeconds !== undefined)
            requestContext.overallCachePolicy.restrict({ maxAge: options.maxAgeCapSeconds });
          const policy = requestContext.overallCachePolicy.policyIfCacheable();
          if (
            !isAnonymousQuery(requestContext) ||
            !single?.data ||
            single.errors ||
            policy?.scope !== 'PUBLIC' ||
            policy.maxAge <= 0
          ) {
            headers.set('cache-control', 'private, no-store');
            if (rendered && !(isAnonymousQuery(requestContext) && isNoViewer(single)))
              rendered.shareable = false;
            return;
          }
          noteAnswer(rendered, policy.maxAge, tags);
          const body = JSON.stringify(single.data);
          const etag = weakEtagOf(body);
          publicHeaders(headers, policy.maxAge, etag);
          if (store && key && outcome === 'miss') {
            // Stored after the answer leaves: a slow store never delays it.
            void store
              .set(key, { body, etag, storedAt: Date.now(), maxAge: policy.maxAge, tags: [...tags] }, [
                ...tags,
              ])
              .catch(storeFailed);
          }
        },
      };
    },
  };
}

/**
 * The header's "who is signed in" asked without a session: `viewer` is PRIVATE, but without a token it is null for
 * everyone, so a page holding it may still be shared.
 */
function isNoViewer(
  result: { data?: Record<string, unknown> | null; errors?: unknown } | undefined,
): boolean {
  const data = result?.data;
  if (result?.errors || !data || data.viewer !== null) return false;
  return Object.keys(data).every((field) => field === 'viewer' || field === '__typename');
}

/** A page being rendered holds this public answer: it lives no longer than the answer, and drops with its objects. */
function noteAnswer(rendered: RenderedAnswers | undefined, maxAge: number, tags: Iterable<string>): void {
  if (!rendered) return;
  rendered.maxAge = Math.min(rendered.maxAge, maxAge);
  for (const tag of tags) rendered.tags.add(tag);
}

/**
 * How long a browser reuses a public answer before asking again with its ETag (a 304 from the shared cache when it
 * has not changed): a write through the BFF drops the shared answer at once, and a visitor's own browser should not
 * hide the change for the whole max-age. Shared caches (the BFF's, CDNs) keep it for the hint's max-age.
 */
export const BROWSER_MAX_AGE_SECONDS = 10;

function publicHeaders(headers: HeaderMap, maxAge: number, etag: string): void {
  const browser = Math.min(maxAge, BROWSER_MAX_AGE_SECONDS);
  headers.set('cache-control', `public, max-age=${browser}, s-maxage=${maxAge}`);
  headers.set('etag', etag);
  headers.set('vary', VARY);
}
