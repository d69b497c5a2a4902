import { HttpError } from '../http/http-error';
import type { LegacyApp, LegacyRouter } from '../app';
import { addDays, formatTimestamp } from '../clock';
import { pageMeta } from '../db/sql';
import {
  omittedFields,
  PORTFOLIO_NOT_FOUND,
  portfoliosJson,
  PUBLIC,
  requirePortfolio,
  type PortfolioRow,
} from '../portfolios/portfolios';
import { designersJson } from '../members/designers';

/** Windows and sizes of the home page sections (§9). */
export const NEW_PORTFOLIO_DAYS = 7;
export const MOST_VIEW_DAYS = 30;
export const HOME_SECTION_SIZE = 12;
export const HIGHLIGHT_LIMIT = 6;
export const TOP_RANK_PLACES = 50;
export const FEATURED_DESIGNERS = 12;

export function registerRankingRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  router.post('/api/save-view', { session: 'none' }, ({ input }) => {
    const row = requirePortfolio(db, input.integer('id'));
    if (row.is_approve !== 1) throw new HttpError(404, PORTFOLIO_NOT_FOUND);
    const view = db.transaction(() => {
      db.prepare('INSERT INTO portfolio_views (portfolio_id, viewed_at) VALUES (?, ?)').run(
        row.id,
        formatTimestamp(app.clock()),
      );
      return db
        .prepare<[number], { view_count: number }>(
          'UPDATE portfolios SET view_count = view_count + 1 WHERE id = ? RETURNING view_count',
        )
        .get(row.id)?.view_count;
    })();
    return { json: { status: 200, message: 'Save view success', view } };
  });

  router.get('/api/get-most-view-portfolio', { session: 'none' }, ({ input }) => {
    // The last 30 × 24 hours: whole days after the first one from the daily rollup, and the first (partial) day
    // from the views themselves, so the cost is bounded by portfolios × 30 plus one day's views.
    const since = formatTimestamp(addDays(app.clock(), -MOST_VIEW_DAYS));
    const firstDay = since.slice(0, 10);
    const secondDayStart = formatTimestamp(addDays(new Date(`${firstDay}T00:00:00Z`), 1));
    const ranked = db
      .prepare<[string, string, string, number], PortfolioRow & { recent_views: number }>(
        `SELECT p.*, v.recent_views FROM portfolios p
         JOIN (
           SELECT portfolio_id, SUM(n) AS recent_views FROM (
             SELECT portfolio_id, views AS n FROM portfolio_daily_views WHERE day > ?
             UNION ALL
             SELECT portfolio_id, COUNT(*) AS n FROM portfolio_views WHERE viewed_at >= ? AND viewed_at < ?
             GROUP BY portfolio_id
           ) GROUP BY portfolio_id HAVING recent_views > 0
         ) v ON v.portfolio_id = p.id
         WHERE ${PUBLIC} ORDER BY v.recent_views DESC, p.id ASC LIMIT ?`,
      )
      .all(firstDay, since, secondDayStart, HOME_SECTION_SIZE);
    const data = portfoliosJson(db, ranked, omittedFields(input)).map((portfolio, index) => ({
      ...portfolio,
      view_last_30_days: ranked[index]?.recent_views ?? 0,
    }));
    return { json: { status: 200, data } };
  });

  router.get('/api/get-new-portfolio', { session: 'none' }, ({ input }) => {
    const since = formatTimestamp(addDays(app.clock(), -NEW_PORTFOLIO_DAYS));
    const rows = db
      .prepare<[string, number], PortfolioRow>(
        `SELECT p.* FROM portfolios p WHERE ${PUBLIC} AND p.approved_at >= ? ORDER BY p.approved_at DESC, p.id DESC LIMIT ?`,
      )
      .all(since, HOME_SECTION_SIZE);
    return { json: { status: 200, data: portfoliosJson(db, rows, omittedFields(input)) } };
  });

  router.get('/api/get-portfolio-hightlight', { session: 'none' }, ({ input }) => {
    const rows = db
      .prepare<[number], PortfolioRow>(
        `SELECT p.* FROM portfolios p WHERE ${PUBLIC} AND p.highlight_rank IS NOT NULL
         ORDER BY p.highlight_rank, p.id LIMIT ?`,
      )
      .all(HIGHLIGHT_LIMIT);
    return { json: { status: 200, data: portfoliosJson(db, rows, omittedFields(input)) } };
  });

  router.get('/api/get-most-design-portfolio', { session: 'none' }, () => {
    const ranked = db
      .prepare<[number], { member_id: number; portfolio_amount: number }>(
        `SELECT p.member_id, COUNT(*) AS portfolio_amount FROM portfolios p WHERE ${PUBLIC}
         GROUP BY p.member_id ORDER BY portfolio_amount DESC, p.member_id ASC LIMIT ?`,
      )
      .all(FEATURED_DESIGNERS);
    const data = designersJson(
      db,
      ranked.map((row) => row.member_id),
    );
    return { json: { status: 200, data } };
  });

  router.get('/api/get-toprank', { session: 'none' }, ({ input }) => {
    const sort = (input.string('sort') || 'desc').toLowerCase();
    if (sort !== 'asc' && sort !== 'desc') {
      throw new HttpError(422, 'The sort must be asc or desc.', { sort: ['The sort must be asc or desc.'] });
    }
    const page = input.page();
    // The 50 most viewed, numbered 1 (most viewed) to 50, then shown in the order asked for.
    const top = db
      .prepare<[number], PortfolioRow>(
        `SELECT p.* FROM portfolios p WHERE ${PUBLIC} ORDER BY p.view_count DESC, p.id ASC LIMIT ?`,
      )
      .all(TOP_RANK_PLACES);
    const ranked = portfoliosJson(db, top, omittedFields(input)).map((portfolio, index) => ({
      ...portfolio,
      rank: index + 1,
    }));
    if (sort === 'asc') ranked.reverse();
    const data = page === 1 ? ranked : [];
    return {
      json: { status: 200, sort, ...pageMeta(page, TOP_RANK_PLACES, ranked.length, data.length), data },
    };
  });
}
