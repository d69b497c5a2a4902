/**
 * What counting a search's matches per filter value looks up for each match (issue 31): every public work's category,
 * subcategory, Bangkok year of publication and awards, held in arrays by id. Summing tens of thousands of matches in
 * SQL (a join and a grouping per match) cost 50 ms at 100,000 portfolios; looked up here it costs well under one.
 *
 * Read once per connection, and again by the first count after a write changed what they hold (the search
 * generation): published, taken down, moved, re-dated or awarded work is counted where it now is at once.
 */
import type { Database } from '../db/database';
import { bangkokYearSql } from './search-filters';
import { searchGeneration } from './search-generation';

/** The Bangkok year a work was published. */
const YEAR_SQL = bangkokYearSql('approved_at');

/** One public work as counting sees it. */
export interface FacetWork {
  category: number;
  subcategory: number;
  year: number;
  awards: readonly number[];
}

const NO_AWARDS: readonly number[] = [];

/** The public work of a store by id, as read at one moment. */
export class FacetAttributes {
  private constructor(
    /** The search generation they were read at. */
    readonly generation: number,
    private readonly category: Int32Array,
    private readonly subcategory: Int32Array,
    /** 0 where no public work was at that id when read. */
    private readonly year: Int16Array,
    private readonly awards: ReadonlyMap<number, readonly number[]>,
  ) {}

  static read(db: Database, generation: number): FacetAttributes {
    // One string of every work's four numbers: reading 100,000 rows one by one cost 90–140 ms, this 50.
    const text =
      db
        .prepare<[], string | null>(
          `SELECT group_concat(id || ',' || category_id || ',' || subcategory_id || ',' || ${YEAR_SQL}, ',')
           FROM portfolios INDEXED BY portfolios_search_facets WHERE is_approve = 1`,
        )
        .pluck()
        .get() ?? '';
    const numbers = text === '' ? [] : text.split(',').map(Number);
    let size = 1;
    for (let index = 0; index < numbers.length; index += 4) size = Math.max(size, numbers[index]! + 1);
    const category = new Int32Array(size);
    const subcategory = new Int32Array(size);
    const year = new Int16Array(size);
    for (let index = 0; index < numbers.length; index += 4) {
      const id = numbers[index]!;
      category[id] = numbers[index + 1]!;
      subcategory[id] = numbers[index + 2]!;
      year[id] = numbers[index + 3]!;
    }
    return new FacetAttributes(generation, category, subcategory, year, awardsOf(db));
  }

  /** One more than the highest id the arrays hold. */
  get size(): number {
    return this.year.length;
  }

  /**
   * Calls `visit` with each public work of `ids` (each given once): from the arrays, else (published since they were
   * read) from the store.
   */
  forEachWork(
    db: Database,
    ids: readonly number[],
    visit: (category: number, subcategory: number, year: number, awards: readonly number[]) => void,
  ): void {
    const unknown: number[] = [];
    for (const id of ids) {
      if (id < this.year.length && this.year[id] !== 0)
        visit(this.category[id]!, this.subcategory[id]!, this.year[id]!, this.awards.get(id) ?? NO_AWARDS);
      else unknown.push(id);
    }
    if (unknown.length > 0)
      for (const work of publishedSince(db, unknown))
        visit(work.category, work.subcategory, work.year, work.awards);
  }
}

/** The award tags of every public work that has one. */
function awardsOf(db: Database, ids?: readonly number[]): Map<number, number[]> {
  const awards = new Map<number, number[]>();
  const rows = db
    .prepare<unknown[], [number, number]>(
      `SELECT pt.portfolio_id, pt.tag_id FROM portfolio_tags pt JOIN tags t ON t.id = pt.tag_id AND t.type = 1
       ${ids ? `WHERE pt.portfolio_id IN (SELECT value FROM json_each(?))` : ''}`,
    )
    .raw()
    .all(...(ids ? [JSON.stringify(ids)] : []));
  for (const [id, tag] of rows) awards.set(id, [...(awards.get(id) ?? []), tag]);
  return awards;
}

/** Works the arrays do not hold, read from the store: those public now. */
function publishedSince(db: Database, ids: readonly number[]): FacetWork[] {
  const awards = awardsOf(db, ids);
  return db
    .prepare<[string], { id: number; category: number; subcategory: number; year: number }>(
      `SELECT id, category_id AS category, subcategory_id AS subcategory, ${YEAR_SQL} AS year FROM portfolios
       WHERE is_approve = 1 AND id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids))
    .map(({ id, ...work }) => ({ ...work, awards: awards.get(id) ?? NO_AWARDS }));
}

const held = new WeakMap<Database, FacetAttributes>();

/** The connection's arrays, read again when the search generation has moved since they were read. */
export function facetAttributes(db: Database): FacetAttributes {
  const generation = searchGeneration(db);
  let attributes = held.get(db);
  if (!attributes || attributes.generation !== generation) {
    attributes = FacetAttributes.read(db, generation);
    held.set(db, attributes);
  }
  return attributes;
}
