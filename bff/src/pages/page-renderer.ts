import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../context';
import { contextFor, sessionTokenOf, type RequestContextDeps } from '../graphql/request-context';
import type { BffMetrics } from '../observability/metrics';
import { pageDocument } from './page-document';
import type { ServerEntry, SiteBuild } from './site-build';

/** The cookie the site keeps the reader's language in (`web/src/i18n/locale.tsx`). */
const LOCALE_COOKIE = 'portfolio_locale';

export interface PageRendererDeps extends RequestContextDeps {
  apollo: ApolloServer<GraphQLContext>;
  metrics: BffMetrics;
  publicUrl(): string;
  logError(error: unknown, requestId?: string): void;
}

/** Renders pages of the site for the reader who asks. */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Every page of the site, rendered here for its reader: the route's queries run against this BFF's own schema in
 * this process (the same limits, caches and field costs as `/graphql`, for the signed-in member from the session
 * cookie), and the HTML goes out with its head, its styles and the cache to hydrate from. A page that fails to
 * render goes out as the bare shell, which the browser renders as before: one page's fault never takes the site
 * down.
 */
export function createPageRenderer(build: SiteBuild, deps: PageRendererDeps): PageRenderer {
  return async (request, reply) => {
    const startedAt = performance.now();
    const locale = request.cookies[LOCALE_COOKIE] === 'en' ? 'en' : 'th';
    const origin = deps.publicUrl();
    const url = `${origin}${request.url}`;
    const member = sessionTokenOf(request) !== undefined;
    // A member's page holds their own data: no shared cache may keep it. A visitor's is revalidated every time.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', member ? 'private, no-store' : 'no-cache')
      .header('vary', 'Cookie');
    const shell = { head: undefined, html: '', styles: '', stateScript: '', scripts: [], stylesheets: [] };
    if (!build.serverEntry)
      return reply.send(pageDocument(build.template, { locale, url, origin, ...shell }));
    try {
      const page = await build.serverEntry.render({
        url,
        origin,
        locale,
        execute: executorFor(deps, request, reply),
      });
      const assets = page.modules.map((module) => build.assetsOf(module));
      deps.metrics.pageRenders.observe(
        { outcome: String(page.status) },
        (performance.now() - startedAt) / 1000,
      );
      return reply.code(page.status).send(
        pageDocument(build.template, {
          locale,
          url,
          origin,
          ...page,
          scripts: assets.flatMap((asset) => asset.scripts),
          stylesheets: assets.flatMap((asset) => asset.styles),
        }),
      );
    } catch (error) {
      deps.logError(error, request.id);
      deps.metrics.pageRenders.observe({ outcome: 'shell' }, (performance.now() - startedAt) / 1000);
      return reply.send(pageDocument(build.template, { locale, url, origin, ...shell }));
    }
  };
}

/**
 * Runs the page's operations in this process. They share one context, as the operations of one request: one
 * visitor id, one deadline for the legacy calls, and the same loaders (a portfolio two queries ask for is read once).
 */
function executorFor(
  deps: PageRendererDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Parameters<ServerEntry['render']>[0]['execute'] {
  const contextValue = contextFor(deps, request, reply);
  return async ({ query, variables, operationName }) => {
    const response = await deps.apollo.executeOperation(
      { query, variables, operationName },
      { contextValue },
    );
    if (response.body.kind !== 'single') throw new Error('The site asked for an incremental answer.');
    return response.body.singleResult;
  };
}
