import type { FastifyInstance } from 'fastify';
import { keptAWhile } from '../cache/kept-a-while';
import type { LegacyClient } from '../legacy/legacy-api';
import type { LegacyApi } from '../legacy/legacy-calls';
import type { PortfolioDto } from '../legacy/legacy-types';
import { LegacyUnavailableError } from '../legacy/legacy-errors';
import { COMPRESSION } from './compression';
import {
  CMS_PAGE_KEYS,
  MEMBER_AREA_PREFIXES,
  PUBLIC_PAGES,
  SIGN_IN_PREFIXES,
  sitePaths,
} from '../protocol/site-addresses';

/** Members' own pages, the sign-in forms and the API: nothing there for a search engine. */
const PRIVATE_PREFIXES = [...MEMBER_AREA_PREFIXES, ...SIGN_IN_PREFIXES, '/graphql', '/upload'];

/** How long a sitemap is served from memory: crawlers may ask often; new work shows within this. */
const SITEMAP_TTL_MS = 5 * 60_000;
/** List pages asked of the legacy API at once: a sitemap must not take every connection visitors need. */
const LEGACY_PAGES_AT_ONCE = 4;
/** The whole reading may take this long (about 20 pages of 12 today), more than one visitor request's budget. */
const SITEMAP_BUDGET_MS = 30_000;
const ROBOTS_MAX_AGE_SECONDS = 3600;

export interface SiteFileDeps {
  legacy: LegacyClient;
  /** The site's public address, without a trailing slash (the share page's). */
  publicUrl: () => string;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

const LEGACY_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * When the public page last changed, in W3C form: the later of the last edit and the approval (an edit shows only once
 * approved, and approval does not touch `updated_at`). Legacy times are UTC; another form is left out, not guessed.
 */
function lastChange(portfolio: PortfolioDto): string | undefined {
  const times = [portfolio.updated_at, portfolio.approved_at]
    .map((time) => (time ? LEGACY_TIME.exec(time) : null))
    .filter((match) => match !== null)
    .map((match) => `${match[1]}T${match[2]}Z`);
  return times.sort().at(-1);
}

/** `work` for every item, at most `limit` at a time, results in item order; the first failure stops the rest. */
async function mapAtMost<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Every approved portfolio, from the "all categories" list read page by page. An item seen twice (the list moved
 * while it was read) is kept once.
 */
async function publicPortfolios(api: LegacyApi): Promise<PortfolioDto[]> {
  const first = await api.portfoliosByCategory(0, 1);
  const otherPages = Array.from({ length: Math.max(0, first.last_page - 1) }, (_, index) => index + 2);
  const rest = await mapAtMost(otherPages, LEGACY_PAGES_AT_ONCE, (page) => api.portfoliosByCategory(0, page));
  const byId = new Map<number, PortfolioDto>();
  for (const answer of [first, ...rest])
    for (const item of answer.data) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/**
 * The sitemap document (sitemaps.org 0.9): the public pages and the CMS pages, every approved portfolio, every
 * designer with approved work, every collection and every tag that approved work carries (a tag with none is an
 * empty page). One file holds at most 50,000 addresses; past that it would have to become an index of several.
 */
async function makeSitemap(api: LegacyApi, base: string): Promise<string> {
  const portfolios = await publicPortfolios(api);
  const collectionIds = (await api.collectionCategories())
    .flatMap((category) => category.collections ?? [])
    .map((collection) => collection.id)
    .sort((a, b) => a - b);
  const tagNames = (await api.tags()).filter((tag) => (tag.portfolio_count ?? 0) > 0).map((tag) => tag.name);
  const designers = new Map<number, string | undefined>();
  for (const portfolio of portfolios) {
    // A designer's page changes with their newest work.
    const changed = lastChange(portfolio);
    const known = designers.get(portfolio.member_id);
    if (!designers.has(portfolio.member_id) || (changed && (known ?? '') < changed))
      designers.set(portfolio.member_id, changed);
  }
  const entry = (path: string, lastmod?: string) =>
    `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const entries = [
    ...PUBLIC_PAGES.map((path) => entry(path)),
    ...CMS_PAGE_KEYS.map((key) => entry(sitePaths.cmsPage(key))),
    ...portfolios.map((portfolio) => entry(sitePaths.portfolio(portfolio.id), lastChange(portfolio))),
    ...[...designers]
      .sort(([a], [b]) => a - b)
      .map(([memberId, lastmod]) => entry(sitePaths.designer(memberId), lastmod)),
    ...[...new Set(collectionIds)].map((id) => entry(sitePaths.collection(id))),
    ...[...new Set(tagNames)].map((name) => entry(sitePaths.tag(name))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</urlset>
`;
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml`. The sitemap is made from the legacy lists, then kept in memory for
 * SITEMAP_TTL_MS (requests meanwhile, and those arriving while it is made, share one making): a crawler asking
 * again and again costs nothing. When the legacy API fails, the answer is 503, never a sitemap missing pages.
 * The app manifest and icons are files of the built site (web/public), served with it.
 */
export function registerSiteFileRoutes(app: FastifyInstance, deps: SiteFileDeps): void {
  app.get('/robots.txt', { compress: COMPRESSION }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${deps.publicUrl()}/sitemap.xml`,
      '',
    ].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`)
      .send(body);
  });

  /** By the site's address, which the sitemap's addresses start with. */
  const sitemaps = keptAWhile<string, string>({ ttlMs: SITEMAP_TTL_MS, max: 4 });
  function sitemap(requestId: string): Promise<string> {
    const base = deps.publicUrl();
    return sitemaps.get(base, () =>
      makeSitemap(deps.legacy.forRequest({ requestId, budgetMs: SITEMAP_BUDGET_MS }), base),
    );
  }

  app.get('/sitemap.xml', { compress: COMPRESSION }, async (request, reply) => {
    let body: string;
    try {
      body = await sitemap(request.id);
    } catch (error) {
      if (!(error instanceof LegacyUnavailableError)) throw error;
      request.log.warn({ err: error }, 'sitemap');
      return reply.code(503).header('retry-after', '60').header('cache-control', 'no-store').send({
        message:
          'The sitemap cannot be made now: the portfolio service does not answer. Please try again later.',
      });
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${SITEMAP_TTL_MS / 1000}`)
      .send(body);
  });
}
