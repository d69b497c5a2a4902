import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext, RenderedAnswers } from '../context';
import { contextFor, sessionTokenOf, type RequestContextDeps } from '../graphql/request-context';
import type { BffMetrics } from '../observability/metrics';
import { matchesEtag, weakEtagOf } from '../protocol/etag';
import { pageDocument } from './page-document';
import type { SearchCounter } from '../insights/search-log';
import { askerOf } from '../limits/abuse-limits';
import {
  PAGE_CACHE_HEADER,
  PageCache,
  type PageCacheOutcome,
  type RenderedPage,
  type StoredPage,
} from './page-cache';
import type { ServerEntry, SiteBuild } from './site-build';

/** The cookie the site keeps the reader's language in (`web/src/i18n/locale.tsx`). */
const LOCALE_COOKIE = 'portfolio_locale';

export interface PageRendererDeps extends RequestContextDeps {
  /** The shared cache of anonymous pages; undefined renders every page for its reader. */
  pageCache: PageCache | undefined;
  apollo: ApolloServer<GraphQLContext>;
  metrics: BffMetrics;
  publicUrl(): string;
  logError(error: unknown, requestId?: string): void;
  /** Counts searches (issue 30): a search page served from the page cache runs no operation to count it. */
  countSearch?: SearchCounter;
}

/**
 * Counts the search a page served from the page cache made when it was rendered (a render counts its own), for
 * this reader: the page's operations did not run for them.
 */
function countSearchFromCache(
  request: FastifyRequest,
  deps: PageRendererDeps,
  page: { searched?: string | undefined },
): void {
  if (deps.countSearch && page.searched !== undefined) deps.countSearch(askerOf(request.ip), page.searched);
}

/** Renders pages of the site for the reader who asks. */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Every page of the site, rendered here for its reader: the route's queries run against this BFF's own schema in
 * this process (the same limits, caches and field costs as `/graphql`, for the signed-in member from the session
 * cookie), and the HTML goes out with its head, its styles and the cache to hydrate from. A page that fails to
 * render goes out as the bare shell, which the browser renders as before: one page's fault never takes the site
 * down. An anonymous page whose answers are all public is rendered once and shared (`pageCache`, decision 028).
 */
export function createPageRenderer(build: SiteBuild, deps: PageRendererDeps): PageRenderer {
  const render = renderFor(build, deps);
  const cache = deps.pageCache;
  return async (request, reply) => {
    const locale = request.cookies[LOCALE_COOKIE] === 'en' ? 'en' : 'th';
    const member = sessionTokenOf(request) !== undefined;
    reply.type('text/html; charset=utf-8').header('vary', 'Cookie');
    if (member || !cache || !build.serverEntry) {
      // A member's page holds their own data: no shared cache may keep it.
      const page = await render(request, reply, locale, undefined);
      return sendRendered(reply, page, member ? 'private, no-store' : 'no-cache', cache ? 'pass' : undefined);
    }
    const key = PageCache.keyOf(locale, request.url);
    const stored = await cache.get(key).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page cache');
      return undefined;
    });
    if (stored && (stored.freshFor > 0 || cache.isRendering(key))) {
      countSearchFromCache(request, deps, stored);
      return sendStored(request, reply, stored, stored.freshFor > 0 ? 'hit' : 'stale', cache, deps);
    }
    /** This request's own render, when it was the one to render (else it waited for another's). */
    let ownPage: RenderedForReader | undefined;
    const flight = await cache
      .renderOnce(key, async () => {
        const page = await render(request, reply, locale, {
          shareable: true,
          maxAge: Infinity,
          tags: new Set(),
        });
        // The render's own request sends its page below, shared or not.
        ownPage = page;
        return page.shared;
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'page cache');
        return undefined;
      });
    if (ownPage) {
      const page: RenderedForReader = ownPage;
      deps.metrics.cacheRequests.inc({ cache: 'pages', result: page.shared ? 'miss' : 'pass' });
      if (!page.shared) return sendRendered(reply, page, 'no-cache', 'pass');
      return sendFresh(request, reply, page.shared, cache);
    }
    // Another process rendered it, or another request of this one.
    if (flight && 'stored' in flight) {
      countSearchFromCache(request, deps, flight.stored);
      return sendStored(request, reply, flight.stored, 'hit', cache, deps);
    }
    if (flight && 'page' in flight && flight.page) {
      countSearchFromCache(request, deps, flight.page);
      deps.metrics.cacheRequests.inc({ cache: 'pages', result: 'hit' });
      return sendFresh(request, reply, flight.page, cache, 'hit');
    }
    // The render this request waited for may not be shared (a failed answer): it renders its own.
    const page = await render(request, reply, locale, undefined);
    return sendRendered(reply, page, 'no-cache', 'pass');
  };
}

/** A page rendered for one reader, and what of it may be shared (undefined: not shareable). */
interface RenderedForReader {
  status: number;
  html: string;
  shared: RenderedPage | undefined;
}

/** Renders the page for this reader; with `answers`, notes what its answers say about sharing it. */
function renderFor(build: SiteBuild, deps: PageRendererDeps) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    locale: 'th' | 'en',
    answers: RenderedAnswers | undefined,
  ): Promise<RenderedForReader> => {
    const startedAt = performance.now();
    const origin = deps.publicUrl();
    const url = `${origin}${request.url}`;
    const shell = { head: undefined, html: '', styles: '', stateScript: '', scripts: [], stylesheets: [] };
    const bare = () => pageDocument(build.template, { locale, url, origin, ...shell });
    if (!build.serverEntry) return { status: 200, html: bare(), shared: undefined };
    try {
      const page = await build.serverEntry.render({
        url,
        origin,
        locale,
        execute: executorFor(deps, request, reply, answers),
      });
      const assets = build.assetsOf(page.modules);
      deps.metrics.pageRenders.observe(
        { outcome: String(page.status) },
        (performance.now() - startedAt) / 1000,
      );
      if (page.passes !== undefined) deps.metrics.pageRenderPasses.observe(page.passes);
      const html = pageDocument(build.template, {
        locale,
        url,
        origin,
        ...page,
        scripts: assets.scripts,
        stylesheets: assets.styles,
      });
      // Shared only when every answer was public, and nothing was set for this reader alone (a cookie).
      const shareable =
        answers?.shareable === true &&
        (page.status === 200 || page.status === 404) &&
        !reply.hasHeader('set-cookie');
      return {
        status: page.status,
        html,
        shared: shareable
          ? {
              status: page.status,
              html,
              maxAge: answers.maxAge,
              tags: [...answers.tags],
              ...(answers.searched === undefined ? {} : { searched: answers.searched }),
            }
          : undefined,
      };
    } catch (error) {
      deps.logError(error, request.id);
      deps.metrics.pageRenders.observe({ outcome: 'shell' }, (performance.now() - startedAt) / 1000);
      return { status: 200, html: bare(), shared: undefined };
    }
  };
}

function sendRendered(
  reply: FastifyReply,
  page: RenderedForReader,
  cacheControl: string,
  outcome: PageCacheOutcome | undefined,
): FastifyReply {
  if (outcome) reply.header(PAGE_CACHE_HEADER, outcome);
  return reply.code(page.status).header('cache-control', cacheControl).send(page.html);
}

/** A page rendered now (by this request or the one it waited for), shared from now on. */
function sendFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  cache: PageCache,
  outcome: PageCacheOutcome = 'miss',
): FastifyReply {
  const etag = weakEtagOf(page.html);
  reply
    .header('cache-control', cache.cacheControl(cache.freshSeconds(page)))
    .header('etag', etag)
    .header(PAGE_CACHE_HEADER, outcome);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(page.status).send(page.html);
}

/** A stored page: its Brotli bytes as they are to a browser that takes them, else decompressed. */
async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
  outcome: 'hit' | 'stale',
  cache: PageCache,
  deps: PageRendererDeps,
): Promise<FastifyReply> {
  deps.metrics.cacheRequests.inc({ cache: 'pages', result: outcome });
  reply
    .header('cache-control', cache.cacheControl(page.freshFor))
    .header('etag', page.etag)
    .header(PAGE_CACHE_HEADER, outcome);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  reply.code(page.status);
  if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'br').header('vary', 'Cookie, Accept-Encoding').send(page.brotli);
  }
  return reply.send(await PageCache.htmlOf(page));
}

/**
 * Runs the page's operations in this process. They share one context, as the operations of one request: one
 * visitor id, one deadline for the legacy calls, and the same loaders (a portfolio two queries ask for is read once).
 */
function executorFor(
  deps: PageRendererDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  renderedAnswers: RenderedAnswers | undefined,
): Parameters<ServerEntry['render']>[0]['execute'] {
  const contextValue = { ...contextFor(deps, request, reply), renderedAnswers };
  return async ({ query, variables, operationName }) => {
    const response = await deps.apollo.executeOperation(
      { query, variables, operationName },
      { contextValue },
    );
    if (response.body.kind !== 'single') throw new Error('The site asked for an incremental answer.');
    return response.body.singleResult;
  };
}
