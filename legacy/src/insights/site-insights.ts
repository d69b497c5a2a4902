import type { Static } from 'typebox';
import type { SiteInsights as SiteInsightsAnswer } from '../contract/insights';
import type { Database } from '../db/database';
import { addCalendarDays, bangkokDayStart, daysBetween, mondayOf, type DayRange } from './date-range';
import { viewsByDayAndSource } from './view-sources';
import { reviewTimes } from './reviews';

/** The staff's top lists hold this many. */
export const TOP_PLACES = 10;
/** The search lists hold this many keywords. */
export const SEARCH_PLACES = 50;
/**
 * A keyword that finds at most this many public portfolios is one the site is missing, unless it is the title of
 * public work (see `siteInsights`).
 */
export const MISSING_FOUND = 2;

/**
 * Whether keyword `d.keyword` is the title of a public portfolio, as search reads both and spaces aside: such a search
 * found the work asked for, however few it found (search's exact-title lookup, on its index `portfolios_exact_title`).
 */
const NAMES_PUBLIC_WORK = `EXISTS (SELECT 1 FROM portfolios p
  WHERE replace(search_text(p.project_title), ' ', '') = replace(search_text(d.keyword), ' ', '') AND p.is_approve = 1)`;

/** How the site is used over a range of Bangkok days, as the contract states it (`SiteInsights`). */
export type SiteInsights = Static<typeof SiteInsightsAnswer>;
/** A keyword searched over a range: how many times, and how many public portfolios it found (null: not yet counted). */
type KeywordFigures = SiteInsights['searches']['top'][number];

/**
 * The site's insights for operators over a range of Bangkok days: views per day and by source, members and portfolios
 * made per week (Monday to Sunday, Bangkok; whole weeks, even where they run outside the range), the staff's review
 * times, the most viewed and most appreciated public portfolios and designers, and what readers searched for. Every
 * figure is a count: never who.
 */
export function siteInsights(db: Database, range: DayRange): SiteInsights {
  const window = { from: range.from, to: range.to, start: range.start, end: range.end };

  const viewRows = db
    .prepare<typeof window, { day: string; source: string; shared: number; views: number }>(
      'SELECT day, source, shared, views FROM site_daily_sources WHERE day BETWEEN @from AND @to',
    )
    .all(window);
  const { byDay, sources } = viewsByDayAndSource(viewRows);
  const sharedByDay = viewsByDayAndSource(viewRows.filter((row) => row.shared === 1)).byDay;
  const days = range.days.map((day) => ({
    day,
    views: byDay.get(day) ?? 0,
    shared_views: sharedByDay.get(day) ?? 0,
  }));

  // Weeks by their Monday: date(d, '-6 days', 'weekday 1') is the Monday on or before d.
  const firstMonday = mondayOf(range.from);
  const weekWindow = {
    start: bangkokDayStart(firstMonday),
    end: bangkokDayStart(addCalendarDays(mondayOf(range.to), 7)),
  };
  const perWeek = (sql: string) =>
    new Map(
      db
        .prepare<typeof weekWindow, { week: string; n: number }>(sql)
        .all(weekWindow)
        .map((row) => [row.week, row.n]),
    );
  const weekOf = "date(created_at, '+7 hours', '-6 days', 'weekday 1')";
  const designers = perWeek(
    `SELECT ${weekOf} AS week, COUNT(*) AS n FROM members
     WHERE created_at >= @start AND created_at < @end GROUP BY week`,
  );
  const submitted = perWeek(
    `SELECT ${weekOf} AS week, COUNT(*) AS n FROM portfolios
     WHERE revision_of IS NULL AND created_at >= @start AND created_at < @end GROUP BY week`,
  );
  const weeks = daysBetween(firstMonday, range.to)
    .filter((day) => day === mondayOf(day))
    .map((week) => ({ week, designers: designers.get(week) ?? 0, portfolios: submitted.get(week) ?? 0 }));

  // Views of each portfolio over the range: one rollup row per portfolio and day.
  const portfolioViews = `SELECT portfolio_id, SUM(views) AS views FROM portfolio_daily_totals
    WHERE day BETWEEN @from AND @to GROUP BY portfolio_id`;
  const rangeAppreciations = `FROM appreciations a JOIN portfolios p ON p.id = a.portfolio_id
    WHERE a.created_at >= @start AND a.created_at < @end`;
  const top = <Row>(sql: string) =>
    db.prepare<typeof window & { limit: number }, Row>(sql).all({ ...window, limit: TOP_PLACES });

  const keywords = (having: string, order: string) =>
    db
      .prepare<typeof window & { limit: number; missing: number }, KeywordFigures>(
        `SELECT d.keyword, SUM(d.searches) AS searches, k.found
         FROM search_daily_keywords d LEFT JOIN search_keywords k ON k.keyword = d.keyword
         WHERE d.day BETWEEN @from AND @to
         GROUP BY d.keyword ${having}
         ORDER BY ${order}searches DESC, d.keyword LIMIT @limit`,
      )
      .all({ ...window, limit: SEARCH_PLACES, missing: MISSING_FOUND });

  return {
    from: range.from,
    to: range.to,
    days,
    sources,
    weeks,
    review: reviewTimes(db, { start: range.start, end: range.end }),
    top_portfolios: {
      by_views: top<{ id: number; views: number }>(
        `SELECT p.id, v.views FROM (${portfolioViews}) v JOIN portfolios p ON p.id = v.portfolio_id
         WHERE p.is_approve = 1 AND v.views > 0 ORDER BY v.views DESC, p.id LIMIT @limit`,
      ),
      by_appreciations: top<{ id: number; appreciations: number }>(
        `SELECT a.portfolio_id AS id, COUNT(*) AS appreciations ${rangeAppreciations} AND p.is_approve = 1
         GROUP BY a.portfolio_id ORDER BY appreciations DESC, id LIMIT @limit`,
      ),
    },
    top_designers: {
      by_views: top<{ member_id: number; views: number }>(
        `SELECT p.member_id, SUM(v.views) AS views FROM (${portfolioViews}) v JOIN portfolios p ON p.id = v.portfolio_id
         GROUP BY p.member_id HAVING views > 0 ORDER BY views DESC, p.member_id LIMIT @limit`,
      ),
      by_appreciations: top<{ member_id: number; appreciations: number }>(
        `SELECT p.member_id, COUNT(*) AS appreciations ${rangeAppreciations}
         GROUP BY p.member_id ORDER BY appreciations DESC, p.member_id LIMIT @limit`,
      ),
    },
    searches: {
      top: keywords('', ''),
      // What the site is missing: keywords that find nothing first, then those that find little, each most searched
      // first. A search of a work's title that found it asked for that work and got it: it is not missing anything.
      missing: keywords(`HAVING k.found <= @missing AND NOT ${NAMES_PUBLIC_WORK}`, 'k.found > 0, '),
    },
  };
}
