import type { LegacyApp, LegacyRouter } from '../app';
import { pageMeta, placeholders } from '../db/sql';
import { designersJson } from '../members/designers';
import {
  omittedFields,
  portfoliosJson,
  PORTFOLIOS_PER_PAGE,
  type PortfolioRow,
} from '../portfolios/portfolios';

/** Designers and tags answer at most this many, best first: they are suggestions beside the portfolios. */
export const DESIGNERS_FOUND = 8;
export const TAGS_FOUND = 10;

/** Search of portfolios, designers and tags (run on the search threads). */
export function registerSearchRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  router.get('/api/search', { session: 'none' }, async ({ input }) => {
    const keyword = input.string('keyword');
    const page = input.page();
    const { total, ids } = await app.search.portfolioIds(keyword, {
      limit: PORTFOLIOS_PER_PAGE,
      offset: (page - 1) * PORTFOLIOS_PER_PAGE,
    });
    const rows =
      ids.length === 0
        ? []
        : db
            .prepare<number[], PortfolioRow>(
              `SELECT * FROM portfolios WHERE id IN (${placeholders(ids.length)})`,
            )
            .all(...ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ranked = ids.flatMap((id) => byId.get(id) ?? []);
    const meta = pageMeta(page, PORTFOLIOS_PER_PAGE, total, ranked.length);
    return {
      json: {
        status: 200,
        keyword,
        ...meta,
        data: portfoliosJson(db, ranked, omittedFields(input)),
        count_item: total,
      },
    };
  });

  router.get('/api/search-designers', { session: 'none' }, async ({ input }) => {
    const ids = await app.search.designerIds(input.string('keyword'), DESIGNERS_FOUND);
    const data = designersJson(db, ids).map((designer) => ({
      member_id: designer.member_id,
      firstname_th: designer.firstname_th,
      lastname_th: designer.lastname_th,
      profile: designer.profile,
      portfolio_amount: designer.portfolio_amount,
    }));
    return { json: { status: 200, data } };
  });

  router.get('/api/search-tags', { session: 'none' }, async ({ input }) => {
    const ids = await app.search.tagIds(input.string('keyword'), TAGS_FOUND);
    const rows =
      ids.length === 0
        ? []
        : db
            .prepare<number[], { id: number; name: string; type: number; portfolio_count: number }>(
              `SELECT t.id, t.name, t.type, c.portfolios AS portfolio_count
               FROM tags t JOIN tag_public_counts c ON c.tag_id = t.id
               WHERE t.id IN (${placeholders(ids.length)})`,
            )
            .all(...ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { json: { status: 200, data: ids.flatMap((id) => byId.get(id) ?? []) } };
  });
}
