/**
 * How many matches of a search each filter value would keep (issue 31): per category, subcategory (of the chosen
 * category), award and year; a chosen value is listed even with none. A dimension's counts are those of the other
 * filters, so that a reader sees what choosing another value of it would give. The matches are counted once into a
 * cube kept a minute, from which every choice of filters is summed: counting a common word's tens of thousands of
 * matches costs tens of milliseconds, summing the cube well under one.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { facetAttributes } from './facet-attributes';
import { searchGeneration } from './search-generation';
import type { SearchFilters } from './search-filters';

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

/** SQL listing the ids (`id`) of a search's matches, with its parameters; and the same as its parts (a UNION's). */
export interface MatchUnion {
  sql: string;
  parameters: unknown[];
  parts: { sql: string; parameters: unknown[] }[];
}

/** How many matches fall in one category, subcategory and year. */
interface CubeCell {
  category: number;
  subcategory: number;
  year: number;
  count: number;
}

/**
 * A search's matches counted once by category, subcategory and year, and the same for each award they hold (a work
 * with two awards is counted under both): every filter's counts, whatever the other filters, are sums of its cells.
 */
interface FacetCube {
  work: CubeCell[];
  awarded: (CubeCell & { award: number })[];
}

/** What counting needs besides the key: the store and the matches. */
interface Counting {
  db: Database;
  unions: MatchUnion[];
}

/**
 * Kept by the matches' SQL and the search generation: choosing a filter, paging or sorting a search that finds the
 * same matches reuses its counts, until a write changes where work is counted (a publication counts at once); a
 * narrowed search that finds others (its correction) counts its own. Kept a minute at most: an edit of public
 * work's text that makes it match a keyword counted since is counted within the minute.
 */
const kept = new LRUCache<string, FacetCube, Counting>({
  max: 500,
  ttl: 60_000,
  memoMethod: (_key, _stale, { context }) => countCube(context.db, context.unions),
});

/** The counts per filter value of the matches `unions` list (their rows of public work), for these filters. */
export function searchFacets(db: Database, unions: MatchUnion[], filters: SearchFilters): SearchFacets {
  const key = JSON.stringify([searchGeneration(db), ...unions.map((union) => [union.sql, union.parameters])]);
  return facetsOf(kept.memo(key, { context: { db, unions } }), filters);
}

function countCube(db: Database, unions: MatchUnion[]): FacetCube {
  // Each part read on its own, its ids told apart here: a UNION in SQL would sort every match into a temporary index.
  const attributes = facetAttributes(db);
  const seen = new Uint8Array(attributes.size);
  const later = new Set<number>();
  const ids: number[] = [];
  for (const { sql, parameters } of unions.flatMap((union) => union.parts)) {
    for (const id of db
      .prepare<unknown[], number>(sql)
      .pluck()
      .all(...parameters)) {
      if (id >= seen.length) later.add(id);
      else if (seen[id] === 0) {
        seen[id] = 1;
        ids.push(id);
      }
    }
  }
  // Cells by a number made of their values (a string key per match cost a third of a common word's count).
  const work = new Map<number, CubeCell>();
  const awarded = new Map<string, CubeCell & { award: number }>();
  attributes.forEachWork(db, [...ids, ...later], (category, subcategory, year, awards) => {
    const key = (category * CELL_RANGE + subcategory) * CELL_RANGE + year;
    const cell = work.get(key);
    if (cell) cell.count += 1;
    else work.set(key, { category, subcategory, year, count: 1 });
    for (const award of awards) {
      const awardKey = `${award} ${key}`;
      const awardCell = awarded.get(awardKey);
      if (awardCell) awardCell.count += 1;
      else awarded.set(awardKey, { award, category, subcategory, year, count: 1 });
    }
  });
  return { work: [...work.values()], awarded: [...awarded.values()] };
}

/** Category and subcategory ids and years are below this, so that a cell's values make one exact number. */
const CELL_RANGE = 65_536;

/** Each dimension's counts with the other dimensions' filters. */
function facetsOf(cube: FacetCube, filters: SearchFilters): SearchFacets {
  const inYear = (cell: CubeCell) => filters.year === undefined || cell.year === filters.year;
  const inCategory = (cell: CubeCell) =>
    (filters.categoryId === undefined || cell.category === filters.categoryId) &&
    (filters.subcategoryId === undefined || cell.subcategory === filters.subcategoryId);
  const withAward: CubeCell[] =
    filters.awardId === undefined ? cube.work : cube.awarded.filter((cell) => cell.award === filters.awardId);
  return {
    categories: withChosen(
      tally(withAward.filter(inYear), (cell) => cell.category),
      filters.categoryId,
    ),
    subcategories:
      filters.categoryId === undefined
        ? []
        : withChosen(
            tally(
              withAward.filter((cell) => inYear(cell) && cell.category === filters.categoryId),
              (cell) => cell.subcategory,
            ),
            filters.subcategoryId,
          ),
    awards: withChosen(
      tally(
        cube.awarded.filter((cell) => inYear(cell) && inCategory(cell)),
        (cell) => cell.award,
      ),
      filters.awardId,
    ),
    years: withChosen(
      tally(withAward.filter(inCategory), (cell) => cell.year),
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
