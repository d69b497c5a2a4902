/**
 * How many matches of a search each filter value would keep (issue 31): per category, subcategory (of the chosen
 * category), award and year; a chosen value is listed even with none. A dimension's counts are those of the other filters, so that a reader sees what
 * choosing another value of it would give. Kept a minute per keyword and filters: every page and order of one
 * search shares them, and counting a common word's tens of thousands of matches costs tens of milliseconds.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { filterCondition, type SearchFilters } from './search-filters';

/** One value of a dimension and how many matches it keeps. */
export interface FacetCount<Value = number> {
  value: Value;
  count: number;
}

export interface SearchFacets {
  categories: FacetCount[];
  /** Of the chosen category; empty when none is chosen. */
  subcategories: FacetCount[];
  awards: FacetCount[];
  /** Bangkok years the work was published, newest first. */
  years: FacetCount[];
}

/** SQL listing the ids (`id`) of a search's matches, with its parameters. */
export interface MatchUnion {
  sql: string;
  parameters: unknown[];
}

/** What counting needs besides the key: the store, the matches and the filters. */
interface Counting {
  db: Database;
  unions: MatchUnion[];
  filters: SearchFilters;
}

const kept = new LRUCache<string, SearchFacets, Counting>({
  max: 500,
  ttl: 60_000,
  memoMethod: (_key, _stale, { context }) => countFacets(context.db, context.unions, context.filters),
});

/** The counts per filter value of the matches `unions` list (their rows of public work); `key` names the keyword. */
export function searchFacets(
  db: Database,
  key: string,
  unions: MatchUnion[],
  filters: SearchFilters,
): SearchFacets {
  return kept.memo(`${key}\u0000${JSON.stringify(filters)}`, { context: { db, unions, filters } });
}

function countFacets(db: Database, unions: MatchUnion[], filters: SearchFilters): SearchFacets {
  if (unions.length === 0) return { categories: [], subcategories: [], awards: [], years: [] };
  const matches = unions.map((union) => union.sql).join(' UNION ');
  const parameters = unions.flatMap((union) => union.parameters);
  const byAward = filterCondition(filters, ['categoryId', 'subcategoryId', 'year']);
  const cube = db
    .prepare<unknown[], { category: number; subcategory: number; year: string; count: number }>(
      `SELECT p.category_id AS category, p.subcategory_id AS subcategory,
              strftime('%Y', p.approved_at, '+7 hours') AS year, COUNT(*) AS count
       FROM (${matches}) m CROSS JOIN portfolios p INDEXED BY portfolios_search_facets ON p.id = m.id
       WHERE p.is_approve = 1 ${byAward.sql === '' ? '' : `AND ${byAward.sql}`} GROUP BY 1, 2, 3`,
    )
    .all(...parameters, ...byAward.parameters);
  const inYear = (row: { year: string }) => filters.year === undefined || Number(row.year) === filters.year;
  const inCategory = (row: { category: number; subcategory: number }) =>
    (filters.categoryId === undefined || row.category === filters.categoryId) &&
    (filters.subcategoryId === undefined || row.subcategory === filters.subcategoryId);
  const others = filterCondition(filters, ['awardId']);
  const awards = db
    .prepare<unknown[], { value: number; count: number }>(
      `SELECT pt.tag_id AS value, COUNT(*) AS count
       FROM (${matches}) m CROSS JOIN portfolios p INDEXED BY portfolios_search_facets ON p.id = m.id
       JOIN portfolio_tags pt ON pt.portfolio_id = m.id JOIN tags t ON t.id = pt.tag_id AND t.type = 1
       WHERE p.is_approve = 1 ${others.sql === '' ? '' : `AND ${others.sql}`} GROUP BY pt.tag_id`,
    )
    .all(...parameters, ...others.parameters);
  return {
    categories: withChosen(
      tally(cube.filter(inYear), (row) => row.category),
      filters.categoryId,
    ),
    subcategories:
      filters.categoryId === undefined
        ? []
        : withChosen(
            tally(
              cube.filter((row) => inYear(row) && row.category === filters.categoryId),
              (row) => row.subcategory,
            ),
            filters.subcategoryId,
          ),
    awards: withChosen(
      awards.sort((a, b) => b.count - a.count || a.value - b.value),
      filters.awardId,
    ),
    years: withChosen(
      tally(cube.filter(inCategory), (row) => Number(row.year)),
      filters.year,
    ).sort((a, b) => b.value - a.value),
  };
}

/** The counts with the chosen value listed even when the other filters leave it none (count 0), so it can be named. */
function withChosen(counts: FacetCount[], chosen: number | undefined): FacetCount[] {
  return chosen === undefined || counts.some((count) => count.value === chosen)
    ? counts
    : [...counts, { value: chosen, count: 0 }];
}

/** Counts summed per value, the largest first (ties: the smaller value). */
function tally<Row extends { count: number }>(rows: Row[], valueOf: (row: Row) => number): FacetCount[] {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(valueOf(row), (counts.get(valueOf(row)) ?? 0) + row.count);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value - b.value);
}
