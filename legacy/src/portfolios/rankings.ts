import type { Database } from '../db/database';
import { addDays, formatTimestamp } from '../clock';
import { PUBLIC, type PortfolioRow } from './portfolios';
import { UNKNOWN_SOURCE } from '../insights/view-sources';

/** Where a view came from (insights/view-sources.ts): a page name, a site's domain, `direct` or `unknown`. */
export interface ViewOrigin {
  source: string;
  /** Whether the reader followed a link shared from this site's share buttons. */
  shared: boolean;
}

/**
 * Records one view of a portfolio, with where it came from, and answers its new all-time view count. Triggers count
 * it into the daily rollups (migrations 3 and 15).
 */
export function recordView(
  db: Database,
  portfolioId: number,
  now: Date,
  origin: ViewOrigin = { source: UNKNOWN_SOURCE, shared: false },
): number | undefined {
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO portfolio_views (portfolio_id, viewed_at, source, shared)
       VALUES (@portfolioId, @viewedAt, @source, @shared)`,
    ).run({
      portfolioId,
      viewedAt: formatTimestamp(now),
      source: origin.source,
      shared: origin.shared ? 1 : 0,
    });
    return db
      .prepare<[number], { view_count: number }>(
        'UPDATE portfolios SET view_count = view_count + 1 WHERE id = ? RETURNING view_count',
      )
      .get(portfolioId)?.view_count;
  })();
}

/**
 * The approved portfolios most viewed in the last `days` × 24 hours, most first, with their views in that
 * window. Whole days after the first one come from the daily rollup, and the first (partial) day from the
 * views themselves, so the cost is bounded by portfolios × days plus one day's views.
 */
export function mostViewedPortfolios(
  db: Database,
  query: { now: Date; days: number; limit: number },
): (PortfolioRow & { recent_views: number })[] {
  const since = formatTimestamp(addDays(query.now, -query.days));
  const firstDay = since.slice(0, 10);
  const secondDayStart = formatTimestamp(addDays(new Date(`${firstDay}T00:00:00Z`), 1));
  return db
    .prepare<
      { firstDay: string; since: string; secondDayStart: string; limit: number },
      PortfolioRow & { recent_views: number }
    >(
      `SELECT p.*, v.recent_views FROM portfolios p
       JOIN (
         SELECT portfolio_id, SUM(n) AS recent_views FROM (
           SELECT portfolio_id, views AS n FROM portfolio_daily_views WHERE day > @firstDay
           UNION ALL
           SELECT portfolio_id, COUNT(*) AS n FROM portfolio_views
           WHERE viewed_at >= @since AND viewed_at < @secondDayStart
           GROUP BY portfolio_id
         ) GROUP BY portfolio_id HAVING recent_views > 0
       ) v ON v.portfolio_id = p.id
       WHERE ${PUBLIC} ORDER BY v.recent_views DESC, p.id ASC LIMIT @limit`,
    )
    .all({ firstDay, since, secondDayStart, limit: query.limit });
}

/** The approved portfolios approved in the last `days` days, newest approval first. */
export function newlyApprovedPortfolios(
  db: Database,
  query: { now: Date; days: number; limit: number },
): PortfolioRow[] {
  return db
    .prepare<{ since: string; limit: number }, PortfolioRow>(
      `SELECT p.* FROM portfolios p WHERE ${PUBLIC} AND p.approved_at >= @since
       ORDER BY p.approved_at DESC, p.id DESC LIMIT @limit`,
    )
    .all({ since: formatTimestamp(addDays(query.now, -query.days)), limit: query.limit });
}

/** The approved portfolios an operator has highlighted, in their highlight order. */
export function highlightedPortfolios(db: Database, limit: number): PortfolioRow[] {
  return db
    .prepare<[number], PortfolioRow>(
      `SELECT p.* FROM portfolios p WHERE ${PUBLIC} AND p.highlight_rank IS NOT NULL
       ORDER BY p.highlight_rank, p.id LIMIT ?`,
    )
    .all(limit);
}

/** The members with the most approved portfolios, most first. */
export function mostPublishingMemberIds(db: Database, limit: number): number[] {
  return db
    .prepare<[number], { member_id: number }>(
      `SELECT p.member_id, COUNT(*) AS portfolio_amount FROM portfolios p WHERE ${PUBLIC}
       GROUP BY p.member_id ORDER BY portfolio_amount DESC, p.member_id ASC LIMIT ?`,
    )
    .all(limit)
    .map((row) => row.member_id);
}

/** The approved portfolios with the most views of all time, most first. */
export function mostViewedOfAllTime(db: Database, limit: number): PortfolioRow[] {
  return db
    .prepare<[number], PortfolioRow>(
      `SELECT p.* FROM portfolios p WHERE ${PUBLIC} ORDER BY p.view_count DESC, p.id ASC LIMIT ?`,
    )
    .all(limit);
}

/** The approved portfolios most appreciated, then most viewed, then newest approval (an index holds this order). */
export function mostAppreciatedOfAllTime(db: Database, limit: number): PortfolioRow[] {
  return db
    .prepare<[number], PortfolioRow>(
      `SELECT p.* FROM portfolios p WHERE ${PUBLIC}
       ORDER BY p.appreciation_count DESC, p.view_count DESC, p.approved_at DESC, p.id DESC LIMIT ?`,
    )
    .all(limit);
}
