import type { Static } from 'typebox';
import type { DesignerInsights as DesignerInsightsAnswer } from '../contract/insights';
import type { Database } from '../db/database';
import type { DayRange } from './date-range';
import { viewsByDayAndSource } from './view-sources';

/** A designer's figures over a range of Bangkok days, as the contract states them (`DesignerInsights`). */
export type DesignerInsights = Static<typeof DesignerInsightsAnswer>;
/** One portfolio of the designer over a range. */
type PortfolioFigures = DesignerInsights['portfolios'][number];

/** Counts per Bangkok day of the rows a query selects (`day`, `n`). */
function countsByDay(rows: { day: string; n: number }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.day, row.n]));
}

/**
 * A designer's insights over a range of Bangkok days: views (from the rollups of migration 15), appreciations standing
 * now that were made in it, enquiries received, followers day by day; where the views came from; and each of their
 * portfolios (revisions aside) over the range. With `portfolioId` (one of theirs: the caller checks), views,
 * appreciations and enquiries are that work's, and the days carry no followers (they are the designer's, not the
 * work's); the totals' followers stay the designer's.
 */
export function designerInsights(
  db: Database,
  query: { memberId: number; portfolioId: number | null; range: DayRange },
): DesignerInsights {
  const { memberId, portfolioId, range } = query;
  const window = {
    memberId,
    portfolioId,
    from: range.from,
    to: range.to,
    start: range.start,
    end: range.end,
  };
  const work = portfolioId !== null;

  const viewRows = db
    .prepare<typeof window, { day: string; source: string; shared: number; views: number }>(
      work
        ? `SELECT day, source, shared, views FROM portfolio_daily_sources
           WHERE portfolio_id = @portfolioId AND day BETWEEN @from AND @to`
        : `SELECT day, source, shared, views FROM member_daily_sources
           WHERE member_id = @memberId AND day BETWEEN @from AND @to`,
    )
    .all(window);
  const { byDay: views, sources } = viewsByDayAndSource(viewRows);

  const appreciations = countsByDay(
    db
      .prepare<typeof window, { day: string; n: number }>(
        `SELECT date(a.created_at, '+7 hours') AS day, COUNT(*) AS n
         FROM portfolios p JOIN appreciations a ON a.portfolio_id = p.id
         WHERE p.member_id = @memberId AND p.revision_of IS NULL ${work ? 'AND p.id = @portfolioId' : ''}
           AND a.created_at >= @start AND a.created_at < @end
         GROUP BY day`,
      )
      .all(window),
  );
  const enquiries = countsByDay(
    db
      .prepare<typeof window, { day: string; n: number }>(
        `SELECT date(created_at, '+7 hours') AS day, COUNT(*) AS n FROM designer_enquiries
         WHERE designer_id = @memberId ${work ? 'AND portfolio_id = @portfolioId' : ''}
           AND created_at >= @start AND created_at < @end
         GROUP BY day`,
      )
      .all(window),
  );

  // Followers at the end of each day: today's count less the net gains of every later day.
  const followersNow =
    db
      .prepare<[number], { follower_count: number }>('SELECT follower_count FROM members WHERE id = ?')
      .get(memberId)?.follower_count ?? 0;
  const followerRows = db
    .prepare<[number, string], { day: string; gained: number; lost: number }>(
      'SELECT day, gained, lost FROM member_daily_followers WHERE member_id = ? AND day >= ?',
    )
    .all(memberId, range.from);
  const followerChanges = new Map(followerRows.map((row) => [row.day, row]));
  let followers = followersNow;
  let followersGained = 0;
  let followersLost = 0;
  for (const row of followerRows) {
    if (row.day > range.to) followers -= row.gained - row.lost;
    else {
      followersGained += row.gained;
      followersLost += row.lost;
    }
  }
  const followersAtEnd = new Map<string, number>();
  for (const day of [...range.days].reverse()) {
    followersAtEnd.set(day, followers);
    const change = followerChanges.get(day);
    if (change) followers -= change.gained - change.lost;
  }

  const days = range.days.map((day) => ({
    day,
    views: views.get(day) ?? 0,
    appreciations: appreciations.get(day) ?? 0,
    enquiries: enquiries.get(day) ?? 0,
    followers: work ? null : (followersAtEnd.get(day) ?? followersNow),
  }));
  const sum = (field: 'views' | 'appreciations' | 'enquiries') =>
    days.reduce((total, day) => total + day[field], 0);

  const portfolios = db
    .prepare<typeof window, PortfolioFigures>(
      `SELECT p.id, p.project_title, p.is_approve,
         (SELECT COALESCE(SUM(t.views), 0) FROM portfolio_daily_totals t
          WHERE t.portfolio_id = p.id AND t.day BETWEEN @from AND @to) AS views,
         (SELECT COUNT(*) FROM appreciations a
          WHERE a.portfolio_id = p.id AND a.created_at >= @start AND a.created_at < @end) AS appreciations,
         (SELECT COUNT(*) FROM designer_enquiries e
          WHERE e.portfolio_id = p.id AND e.designer_id = @memberId AND e.created_at >= @start AND e.created_at < @end)
           AS enquiries
       FROM portfolios p
       WHERE p.member_id = @memberId AND p.revision_of IS NULL ${work ? 'AND p.id = @portfolioId' : ''}
       ORDER BY views DESC, p.id`,
    )
    .all(window);

  return {
    from: range.from,
    to: range.to,
    portfolio_id: portfolioId,
    days,
    totals: {
      views: sum('views'),
      appreciations: sum('appreciations'),
      enquiries: sum('enquiries'),
      followers_gained: followersGained,
      followers_lost: followersLost,
      followers: followersNow,
    },
    sources,
    portfolios,
  };
}

/** Whether `portfolioId` is one of the member's portfolios (a revision row or another's work is not). */
export function isOwnPortfolio(db: Database, memberId: number, portfolioId: number): boolean {
  return (
    db
      .prepare<[number, number], { id: number }>(
        'SELECT id FROM portfolios WHERE id = ? AND member_id = ? AND revision_of IS NULL',
      )
      .get(portfolioId, memberId) !== undefined
  );
}
