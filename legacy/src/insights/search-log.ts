import type { Database } from '../db/database';
import { formatTimestamp, bangkokDay } from '../clock';
import { HttpError } from '../http/http-error';
import type { SearchPool } from '../search/search-pool';

/**
 * The search log (issue 30): what readers searched for, as keywords and counts per Bangkok day, and how many public
 * portfolios each keyword finds, so that the staff see what readers look for and what the site is missing. The BFF
 * counts the searches (it answers some from its cache) and sends them in batches; nothing about the reader is kept.
 */

/** Longest keyword kept, in characters. */
export const MAX_KEYWORD_LENGTH = 100;
/** A keyword's count of public portfolios found is counted again when older than this. */
export const FOUND_FRESH_MINUTES = 60;
/** A search answered by the search route refreshes the count when it is older than this (or differs). */
const FOUND_REFRESH_MINUTES = 10;

/** Thai and Lao sara am, which NFKC splits into nikhahit and sara aa: put back whole, as Thai is written. */
const SPLIT_SARA_AM = /\u0E4D\u0E32|\u0ECD\u0EB2/g;

/**
 * A keyword as the log keeps it: Unicode NFKC (full-width letters and digits as plain ones; Thai sara am kept whole),
 * invisible characters (zero-width spaces and joiners, soft hyphens, direction marks, byte-order marks) removed,
 * trimmed, inner whitespace collapsed to one space, lower-case, at most 100 characters. '' when nothing is left: not
 * logged.
 */
export function normaliseSearchKeyword(text: string): string {
  const collapsed = text
    .normalize('NFKC')
    .replace(SPLIT_SARA_AM, (split) => (split === '\u0E4D\u0E32' ? '\u0E33' : '\u0EB3'))
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .toLowerCase();
  return [...collapsed].slice(0, MAX_KEYWORD_LENGTH).join('').trimEnd();
}

/** Searches of one keyword, as the BFF sends them. */
export interface LoggedSearch {
  keyword: string;
  count: number;
}

/**
 * Adds searches to today's (Bangkok) counts, keywords normalised (the same keyword twice is counted once, with both
 * counts; an empty one is skipped). Answers what was stored and the keywords whose count of portfolios found is
 * missing or older than an hour, to be counted (`countFound`).
 */
export function logSearches(
  db: Database,
  searches: readonly LoggedSearch[],
  now: Date,
): { keywords: number; searches: number; skipped: number; toCount: string[] } {
  const counts = new Map<string, number>();
  let skipped = 0;
  for (const search of searches) {
    const keyword = normaliseSearchKeyword(search.keyword);
    if (keyword === '') skipped += 1;
    else counts.set(keyword, (counts.get(keyword) ?? 0) + search.count);
  }
  const day = bangkokDay(now);
  const staleBefore = formatTimestamp(new Date(now.getTime() - FOUND_FRESH_MINUTES * 60_000));
  const add = db.prepare(
    `INSERT INTO search_daily_keywords (day, keyword, searches) VALUES (?, ?, ?)
     ON CONFLICT (day, keyword) DO UPDATE SET searches = searches + excluded.searches`,
  );
  const checked = db.prepare<[string], { checked_at: string }>(
    'SELECT checked_at FROM search_keywords WHERE keyword = ?',
  );
  const toCount: string[] = [];
  db.transaction(() => {
    for (const [keyword, count] of counts) {
      add.run(day, keyword, count);
      const row = checked.get(keyword);
      if (!row || row.checked_at < staleBefore) toCount.push(keyword);
    }
  })();
  return {
    keywords: counts.size,
    searches: [...counts.values()].reduce((sum, count) => sum + count, 0),
    skipped,
    toCount,
  };
}

/** Records how many public portfolios a keyword found, counted at `now`. */
export function recordFound(db: Database, keyword: string, found: number, now: Date): void {
  db.prepare(
    `INSERT INTO search_keywords (keyword, found, checked_at) VALUES (?, ?, ?)
     ON CONFLICT (keyword) DO UPDATE SET found = excluded.found, checked_at = excluded.checked_at`,
  ).run(keyword, found, formatTimestamp(now));
}

/**
 * Records what a search answered for a keyword (the search route, on page 1: it has the total at hand) when the
 * stored count is missing, differs or is over 10 minutes old; otherwise leaves the row alone, so that a search does
 * not write to the store each time.
 */
export function refreshFound(db: Database, keyword: string, found: number, now: Date): void {
  const row = db
    .prepare<[string], { found: number; checked_at: string }>(
      'SELECT found, checked_at FROM search_keywords WHERE keyword = ?',
    )
    .get(keyword);
  const refreshBefore = formatTimestamp(new Date(now.getTime() - FOUND_REFRESH_MINUTES * 60_000));
  if (!row || row.found !== found || row.checked_at < refreshBefore) recordFound(db, keyword, found, now);
}

/**
 * Counts the public portfolios each keyword finds, one search at a time on the search threads (the total
 * `api/search` answers), and records it. When the threads are too busy (503), the rest wait for the next batch.
 */
export async function countFound(
  db: Database,
  search: SearchPool,
  keywords: readonly string[],
  clock: () => Date,
): Promise<void> {
  for (const keyword of keywords) {
    let total: number;
    try {
      ({ total } = await search.portfolioIds(keyword, { limit: 0, offset: 0 }));
    } catch (error) {
      if (error instanceof HttpError && error.status === 503) return;
      throw error;
    }
    recordFound(db, keyword, total, clock());
  }
}
