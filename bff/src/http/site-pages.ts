import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { PageCache } from '../pages/page-cache';
import { createPageRenderer, type PageRendererDeps } from '../pages/page-renderer';
import { loadSiteBuild } from '../pages/site-build';
import { hasWebApp, registerWebApp } from './web-app';

/**
 * The site's pages, when the site is built (WEB_DIST_DIR): its files, and every page rendered here for its reader
 * (pages/page-renderer.ts), anonymous ones shared through the page cache when the answers are cached (decision 028).
 * Without a server build of the site, pages are rendered in the browser.
 */
export async function registerSitePages(
  app: FastifyInstance,
  deps: Omit<PageRendererDeps, 'pageCache'> & { logger: Logger },
): Promise<void> {
  const { config, logger, responseCache } = deps;
  if (!hasWebApp(config.webDistDir)) return;
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
  await registerWebApp(app, config.webDistDir, createPageRenderer(build, { ...deps, pageCache }));
}
