import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { correctedKeyword, fuzzyWordQuery, MAX_FUZZY_WORD_LENGTH } from './corrections';
import {
  bm25,
  DESIGNER_INDEX,
  PORTFOLIO_INDEX,
  searchIndexVocabulary,
  stored,
  TAG_INDEX,
  type SearchIndex,
} from './search-index';
import { derivedKnownWords } from './spelling';
import { searchFacets, type MatchUnion, type SearchFacets } from './search-facets';
import { searchGeneration } from './search-generation';
import { filterCondition, narrows, type SearchFilters, type SearchSort } from './search-filters';
import { codePointLength, containsWithinOneEdit, wordPieces } from './thai-text';
import { withoutTitles } from './titles';
import {
  keywordQueries,
  keywordWords,
  otherEraYear,
  partialWith,
  quoted,
  searchTerms,
  TRIGRAM,
  type KeywordQueries,
} from './search-query';

/** The typo-tolerant fallback checks at most this many candidates, best first. */
const FALLBACK_CANDIDATES = 100;

/**
 * A keyword finding fewer matches than this (a page) as typed is also searched with its misspelt words corrected
 * (corrections.ts): what the correction finds follows what the keyword as typed finds.
 */
const FEW_MATCHES = 12;

/**
 * Only the newest this many matches of a keyword are ranked by relevance; older ones follow, newest first.
 * A word found in half the store would otherwise cost a bm25 score for each of tens of thousands of rows on
 * every search (about 25 ms per 27,000 at 100,000 portfolios), and readers look at the first pages.
 */
const RANKED_WINDOW = 1000;

/**
 * A search narrowed by filters ranks fewer of its newest matches by relevance: finding them means walking past the
 * matches the filters leave out (ten times as many for one category of ten), and the list a reader narrowed down
 * is short enough to read through.
 */
const NARROWED_RANKED_WINDOW = 300;

/** A match in the ranked window: where it ranks (`tier`, lower first) and its bm25 score (lower is better). */
interface WindowRow {
  id: number;
  tier: number;
  score: number;
}

/** The rows a search is narrowed to: SQL selecting their ids (no parameters); empty for every row. */
interface Restriction {
  rowids: string;
}

const NO_RESTRICTION: Restriction = { rowids: '' };

/** How many filters' allowed rows a connection keeps, each in a temporary table of its own. */
const ALLOWED_TABLES = 16;

/** A connection's temporary tables of allowed rows: by the filters' condition, and the generation they hold. */
interface AllowedTables {
  /** The search generation the tables were written at (`searchGeneration`). */
  generation: number;
  /** Table by the filters' SQL and parameters, the least recently used first out. */
  byFilters: LRUCache<string, string>;
  /** Tables not holding any filters' rows now. */
  free: string[];
}

const allowedTables = new WeakMap<Database, AllowedTables>();

/**
 * The public portfolios the filters allow, in a temporary table of the connection (its own, on a search thread):
 * every query of the search then checks a row against that table's key, instead of selecting the allowed
 * portfolios again (hundreds of milliseconds over a search's dozen queries at 100,000). Writing the table costs about
 * 4 ms at 100,000, so the connection keeps the last `ALLOWED_TABLES` filters' tables for as long as no write changes
 * what they hold (`searchGeneration`).
 */
function allowedBy(db: Database, filters: SearchFilters): Restriction {
  if (!narrows(filters)) return NO_RESTRICTION;
  const condition = filterCondition(filters);
  const key = JSON.stringify([condition.sql, condition.parameters]);
  const generation = searchGeneration(db);
  let tables = allowedTables.get(db);
  if (!tables) {
    tables = {
      generation,
      byFilters: new LRUCache({ max: ALLOWED_TABLES }),
      free: Array.from({ length: ALLOWED_TABLES }, (_, index) => `search_allowed_${index}`),
    };
    allowedTables.set(db, tables);
  }
  if (tables.generation !== generation) {
    tables.free.push(...tables.byFilters.values());
    tables.byFilters.clear();
    tables.generation = generation;
  }
  let table = tables.byFilters.get(key);
  if (table === undefined) {
    // A free table, or (all of them holding some filters' rows) that of the filters used longest ago.
    table = tables.free.pop() ?? tables.byFilters.pop()!;
    db.exec(`CREATE TEMP TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY)`);
    db.exec(`DELETE FROM temp.${table}`);
    db.prepare(
      `INSERT INTO temp.${table} (id) SELECT p.id FROM portfolios p WHERE p.is_approve = 1 AND ${condition.sql}`,
    ).run(...condition.parameters);
    tables.byFilters.set(key, table);
  }
  return { rowids: `SELECT id FROM temp.${table}` };
}

/**
 * Runs FTS5 queries of one index. A rowid filter from another FTS5 table is written `+rowid IN (…)`: without
 * the `+`, SQLite would look each of those rowids up in this table and run the whole MATCH again per row
 * (five seconds for "design" among 100,000 portfolios).
 */
class IndexReader {
  readonly textTable: string;
  readonly wordTable: string;

  constructor(
    private readonly db: Database,
    private readonly index: SearchIndex,
    /** Word-table query every row must match (the short terms); empty for none. */
    private readonly short: string,
    /** Rows left out (what a keyword as typed found, when its correction is searched). */
    private readonly excluded: readonly number[] = [],
    /** The rows the search's filters allow; every row when none narrows it. */
    private readonly restriction: Restriction = NO_RESTRICTION,
  ) {
    this.textTable = index.textTable;
    this.wordTable = index.wordTable;
  }

  /** The same reader without the restriction (the counts per filter value are the other filters'). */
  unrestricted(): IndexReader {
    return new IndexReader(this.db, this.index, this.short, this.excluded);
  }

  private filter(table: string): { sql: string; parameters: unknown[] } {
    const parts: string[] = [];
    const parameters: unknown[] = [];
    if (this.short !== '') {
      parts.push(
        `AND +${table}.rowid IN (SELECT rowid FROM ${this.index.wordTable} WHERE ${this.index.wordTable} MATCH ?)`,
      );
      parameters.push(this.short);
    }
    if (this.excluded.length > 0)
      parts.push(`AND +${table}.rowid NOT IN (${this.excluded.map(Math.trunc).join(', ')})`);
    if (this.restriction.rowids !== '') parts.push(`AND +${table}.rowid IN (${this.restriction.rowids})`);
    return { sql: parts.join(' '), parameters };
  }

  /**
   * One page of the rows matching `sources` but not `notIn`, in `orderSql` (on portfolios `p`): a search sorted by
   * something other than relevance.
   */
  sorted(sources: Source[], notIn: Source[], orderSql: string, limit: number, offset: number): number[] {
    if (sources.length === 0 || limit <= 0) return [];
    const matching = this.matching(sources);
    const left = notIn.length === 0 ? undefined : this.matching(notIn);
    return this.db
      .prepare<unknown[], { id: number }>(
        `SELECT m.id FROM (${matching.sql}) m
         CROSS JOIN portfolios p INDEXED BY portfolios_search_facets ON p.id = m.id AND p.is_approve = 1
         ${left ? `WHERE m.id NOT IN (${left.sql})` : ''} ORDER BY ${orderSql} LIMIT ? OFFSET ?`,
      )
      .all(...matching.parameters, ...(left?.parameters ?? []), limit, offset)
      .map((row) => row.id);
  }

  isExcluded(id: number): boolean {
    return this.excluded.includes(id);
  }

  /** The newest `limit` rows of a query with their bm25 scores, newest first. */
  newest(table: string, query: string, limit: number): { id: number; score: number }[] {
    const filter = this.filter(table);
    return this.db
      .prepare<unknown[], { id: number; score: number }>(
        `SELECT rowid AS id, ${bm25(table, this.index.weights)} AS score FROM ${table}
         WHERE ${table} MATCH ? ${filter.sql} ORDER BY rowid DESC LIMIT ?`,
      )
      .all(query, ...filter.parameters, limit);
  }

  /** The rowids of a query from `from` on (the ranked window). */
  ids(table: string, query: string, from: number): Set<number> {
    return new Set(
      this.db
        .prepare<[string, number], { id: number }>(
          `SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ? AND rowid >= ?`,
        )
        .all(query, from)
        .map((row) => row.id),
    );
  }

  /**
   * The rowids (`id`) of rows matching any of the sources, each with this reader's filters (short terms, rows left
   * out, the restriction) and `condition` (SQL on `rowid` with its own parameters), as one UNION with its parameters,
   * and as its parts (one query per source).
   */
  matching(
    sources: Source[],
    condition: { sql: string; parameters: unknown[] } = { sql: '', parameters: [] },
  ): MatchUnion {
    const parts = sources.map(([table, query]) => {
      const filter = this.filter(table);
      return {
        sql: `SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ? ${condition.sql} ${filter.sql}`,
        parameters: [query, ...condition.parameters, ...filter.parameters],
      };
    });
    return {
      sql: parts.map((part) => part.sql).join(' UNION '),
      parameters: parts.flatMap((part) => part.parameters),
      parts,
    };
  }

  /** How many rows match any of the queries (`[table, query]` pairs). */
  count(sources: Source[]): number {
    const { sql, parameters } = this.matching(sources);
    // One source is counted by FTS5 itself, without listing its rows.
    const counting =
      sources.length === 1
        ? sql.replace('SELECT rowid AS id', 'SELECT COUNT(*) AS total')
        : `SELECT COUNT(*) AS total FROM (${sql})`;
    return this.db.prepare<unknown[], { total: number }>(counting).get(...parameters)?.total ?? 0;
  }

  /** How many rows match any of the sources, counting to `cap` at most: enough to tell a rare word from a common one. */
  countUpTo(sources: Source[], cap: number): number {
    const { sql, parameters } = this.matching(sources);
    return (
      this.db
        .prepare<unknown[], { total: number }>(`SELECT COUNT(*) AS total FROM (${sql} LIMIT ${cap})`)
        .get(...parameters)?.total ?? 0
    );
  }

  /**
   * Rows matching any of the sources older than `before`, newest first, but `skipped` and the rows of `notIn`
   * (past the ranked window).
   */
  older(
    sources: Source[],
    before: number,
    skipped: number[],
    notIn: Source[],
    limit: number,
    offset: number,
  ): number[] {
    const older = this.matching(sources, { sql: 'AND rowid < ?', parameters: [before] });
    return this.db
      .prepare<unknown[], { id: number }>(
        `SELECT id FROM (${older.sql})
         WHERE id NOT IN (SELECT value FROM json_each(?)) ${notIn.map(([table]) => `AND id NOT IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`).join(' ')}
         ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(...older.parameters, JSON.stringify(skipped), ...notIn.map(([, query]) => query), limit, offset)
      .map((row) => row.id);
  }
}

/** The tier bit of a complete match holding some term in no form as a whole word: only inside longer words. */
const IN_WORDS_ONLY = 1 << 1;

/**
 * Where each match of a window of complete matches ranks before bm25, lower first, one bit each, the most
 * important highest: an exact title; every term as a whole word as typed; every term as a whole word in some
 * form (thesaurus; else `IN_WORDS_ONLY`); every term as typed (a substring). Work matching only some terms ranks
 * after all of them.
 */
function windowTiers(
  reader: IndexReader,
  queries: KeywordQueries,
  window: SearchWindow,
  exact: Set<number>,
): (id: number) => number {
  // Complete matches come from the trigram table (every term as typed) and the word table (every term as
  // whole words in some form): only "every term as whole words as typed" needs another look.
  const wholeTyped = reader.ids(reader.wordTable, queries.wholeTyped, window.from);
  const bit = (found: boolean, mask: number) => (found ? 0 : mask);
  return (id) =>
    bit(exact.has(id), 1 << 3) |
    bit(wholeTyped.has(id), 1 << 2) |
    bit(wholeTyped.has(id) || window.fromWords.has(id), IN_WORDS_ONLY) |
    bit(window.fromText.has(id), 1 << 0);
}

/**
 * Records whose first column (a title, a name) is the keyword itself, spaces aside: they come first.
 */
function exactTitleIds(
  db: Database,
  index: SearchIndex,
  keyword: string,
  restriction: Restriction = NO_RESTRICTION,
): number[] {
  const wanted = keywordWords(keyword).join('');
  if (codePointLength(wanted) < TRIGRAM) return [];
  if (index.exactTitleSql) {
    return db
      .prepare<unknown[], { id: number }>(
        `${index.exactTitleSql}${restriction.rowids === '' ? '' : ` AND p.id IN (${restriction.rowids})`}`,
      )
      .all(wanted)
      .map((row) => row.id);
  }
  const [column] = index.columns;
  const pieces = wordPieces(wanted, TRIGRAM).map(quoted).join(' AND ');
  return db
    .prepare<[string], { id: number; text: string }>(
      `SELECT rowid AS id, ${column} AS text FROM ${index.textTable} WHERE ${index.textTable} MATCH ?`,
    )
    .all(`{${column}} : (${pieces})`)
    .filter((row) => row.text.replaceAll(' ', '') === wanted)
    .map((row) => row.id);
}

/**
 * The typo-tolerant fallback, for a keyword the strict search found nothing for: the best candidates of a
 * loose query whose stored text holds each word of the keyword within one edit, best first.
 */
function fuzzyMatches(db: Database, index: SearchIndex, keyword: string): number[] {
  const words = keywordWords(keyword).filter((word) => {
    const length = codePointLength(word);
    return length >= TRIGRAM && length <= MAX_FUZZY_WORD_LENGTH;
  });
  // A number is meant as typed (2023 is no misspelt 2025), or as the same year in the other era: never within an edit.
  // Each word with its forms when it is a number (undefined for a word matched within an edit).
  const sought = words.map((word) => {
    const year = otherEraYear(word);
    const forms = /^\d+$/.test(word) ? [word, ...(year === undefined ? [] : [year])] : undefined;
    return { word, forms };
  });
  if (!sought.some(({ word, forms }) => forms === undefined && codePointLength(word) > TRIGRAM)) return [];
  const { textTable, weights, columns } = index;
  const candidates = db
    .prepare<[string], { id: number; text: string }>(
      `SELECT rowid AS id, concat_ws(' ', ${columns.join(', ')}) AS text FROM ${textTable}
       WHERE ${textTable} MATCH ? ORDER BY ${bm25(textTable, weights)} LIMIT ${FALLBACK_CANDIDATES}`,
    )
    .all(
      sought
        .map(({ word, forms }) =>
          forms === undefined ? fuzzyWordQuery(word) : `(${forms.map(quoted).join(' OR ')})`,
        )
        .join(' AND '),
    );
  return candidates
    .filter((candidate) =>
      sought.every(({ word, forms }) =>
        forms === undefined
          ? containsWithinOneEdit(candidate.text, word)
          : forms.some((form) => candidate.text.includes(form)),
      ),
    )
    .map((candidate) => candidate.id);
}

/**
 * Joins and order after tier and bm25 (`m` is the match, `m.id` its rowid); a condition on them. Join with CROSS
 * JOIN: SQLite then reads the matches first, never a whole table for each match.
 */
interface RankTail {
  joinSql: string;
  whereSql: string;
  orderSql: string;
}

/** Ids in the order given, then by `tail` (its condition applied), one page of them. */
function orderedPage(
  db: Database,
  rows: { id: number; tier: number; score: number }[],
  tail: RankTail,
  limit: number,
  offset: number,
): number[] {
  if (rows.length === 0 || limit <= 0) return [];
  return db
    .prepare<[string, number, number], { id: number }>(
      `SELECT m.id FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS tier,
                                json_extract(value, '$[2]') AS score FROM json_each(?)) m ${tail.joinSql}
       WHERE ${tail.whereSql} ORDER BY m.tier, m.score, ${tail.orderSql} LIMIT ? OFFSET ?`,
    )
    .all(JSON.stringify(rows.map((row) => [row.id, row.tier, row.score])), limit, offset)
    .map((row) => row.id);
}

/** One FTS5 query of one table of an index. */
type Source = [table: string, query: string];

/** The newest matches of some sources (at most `RANKED_WINDOW`), with their scores: they are ranked. */
interface SearchWindow {
  scored: Map<number, number>;
  fromText: Set<number>;
  fromWords: Set<number>;
  /** Newest first. */
  ids: number[];
  /** The oldest rowid in the window; 0 when the window holds every match. */
  from: number;
}

function searchWindow(
  reader: IndexReader,
  sources: Source[],
  skip: (id: number) => boolean,
  size: number,
): SearchWindow {
  const scored = new Map<number, number>();
  const fromText = new Set<number>();
  const fromWords = new Set<number>();
  // A row found by several keeps the first source's score: the text or the words as typed.
  for (const [table, query] of [...sources].reverse()) {
    for (const row of reader.newest(table, query, size)) {
      if (skip(row.id)) continue;
      scored.set(row.id, row.score);
      (table === reader.textTable ? fromText : fromWords).add(row.id);
    }
  }
  const ids = [...scored.keys()].sort((a, b) => b - a).slice(0, size);
  return { scored, fromText, fromWords, ids, from: ids.length === size ? ids.at(-1)! : 0 };
}

/** How the matches of an index are ordered after tier and bm25, and which are kept. */
type RankedTail = RankTail & {
  /** `whereSql` keeps every match (portfolios: the index holds public ones only), so a page can be cut. */
  keepsEveryMatch?: boolean;
};

/** One page of matches, how many there are in all, and the corrected keyword worth offering instead. */
export interface SearchPage {
  total: number;
  ids: number[];
  /**
   * The keyword with its misspelt words corrected (words the index does not hold as typed), when that finds work
   * matching every word that the keyword as typed does not: "did you mean". Its matches already follow the typed
   * keyword's on the pages.
   */
  didYouMean?: string;
  /** The counts per filter value, when asked (`PortfolioSearchOptions.facets`). */
  facets?: SearchFacets;
}

/**
 * How much of a word after a title must be in some designer's names for it to be read as a name: its start, as a
 * name typed joined to the surname (สมชายใจดี) is held with a space between.
 */
const NAME_START = 5;

/**
 * The keyword searched, and its matches: as typed, or without the titles before a name (คุณจิรายุ, Dr. Jirayu:
 * `titles.ts`) when as typed no work holds every word and each word a title stood before is in some designer's
 * names (its start: `NAME_START`). A keyword that finds work as typed is never changed, nor one whose title stands
 * before no name (คุณภาพ).
 */
function titlesTakenOff(
  db: Database,
  keyword: string,
  matches: (keyword: string) => KeywordMatches,
): { keyword: string; typed: KeywordMatches } {
  const typed = matches(keyword);
  if (typed.complete > 0) return { keyword, typed };
  const untitled = withoutTitles(keyword);
  const named = (name: string) =>
    codePointLength(name) >= TRIGRAM && stored(db, DESIGNER_INDEX, [...name].slice(0, NAME_START).join(''));
  if (untitled.names.length === 0 || !untitled.names.every(named)) return { keyword, typed };
  return { keyword: untitled.keyword, typed: matches(untitled.keyword) };
}

/**
 * Matches of a keyword in an index, best first (`keywordMatches`). When `corrects` (portfolios), a keyword
 * matching fewer than a page with every word is also searched with its misspelt words corrected: the typed
 * keyword's complete matches come first, then the correction's. When nothing is found either way, the typo-tolerant
 * fallback.
 */
function rankedIds(
  db: Database,
  index: SearchIndex,
  typedKeyword: string,
  page: { limit: number; offset: number },
  tail: RankedTail,
  rankedWindow = RANKED_WINDOW,
  corrects = false,
  narrowing: Narrowing = {},
): SearchPage & { shown: MatchSources[] } {
  const { keyword, typed } = titlesTakenOff(db, typedKeyword, (asked) =>
    keywordMatches(db, index, asked, tail, rankedWindow, narrowing),
  );
  const asTyped = () => {
    const found = typed.page(page);
    // The typo-tolerant fallback is for a keyword nothing holds, not for filters that leave nothing.
    const narrowed = (narrowing.restriction?.rowids ?? '') !== '';
    return found.total > 0 || narrowed
      ? { total: found.total, ids: found.ids, shown: typed.sources('shown') }
      : { ...fallbackIds(db, index, keyword, page, tail), shown: [] };
  };
  if (typed.complete >= FEW_MATCHES || !corrects) return asTyped();
  const corrected = correctedKeyword(db, index, keyword);
  if (corrected === undefined) return asTyped();
  // The typed words are found only inside longer words (ผ้าใหม: ใหม in ใหม่, "new"), and the correction is what the
  // index holds (ผ้าไหม, silk): the reader meant the correction, whose complete matches come first.
  if (typed.complete > 0 && !typed.holdsWholeWords()) {
    const meant = keywordMatches(db, index, corrected, tail, rankedWindow, narrowing);
    if (meant.complete > 0 && meant.holdsWholeWords()) {
      const meantComplete = completeIdsOf(meant);
      const rest = keywordMatches(db, index, keyword, tail, rankedWindow, narrowing, meantComplete);
      return {
        ...leadThen(meantComplete, rest, page),
        didYouMean: corrected,
        shown: [...meant.sources('complete'), ...rest.sources('shown')],
      };
    }
  }
  // The typed keyword's complete matches come first (they rank first in its own answer), then the correction's.
  const typedComplete = completeIdsOf(typed);
  const correction = keywordMatches(db, index, corrected, tail, rankedWindow, narrowing, typedComplete);
  // A correction matching every word nowhere the typed keyword does not is no better than its partial matches.
  if (correction.complete === 0) return asTyped();
  return {
    ...leadThen(typedComplete, correction, page),
    didYouMean: corrected,
    shown: [...(typed.complete > 0 ? typed.sources('complete') : []), ...correction.sources('shown')],
  };
}

/** Every complete match of a keyword, in rank order. */
function completeIdsOf(matches: KeywordMatches): number[] {
  return matches.complete === 0
    ? []
    : matches.page({ limit: matches.complete, offset: 0, completeOnly: true }).ids;
}

/** A page of `leading` ids first, then of what `after` finds (which leaves them out), and how many there are in all. */
function leadThen(
  leading: number[],
  after: KeywordMatches,
  page: { limit: number; offset: number },
): { total: number; ids: number[] } {
  const first = leading.slice(page.offset, page.offset + page.limit);
  const more = after.page({
    limit: page.limit - first.length,
    offset: Math.max(0, page.offset - leading.length),
  });
  return { total: leading.length + more.total, ids: [...first, ...more.ids] };
}

/** One page of a keyword's matches, how many there are in all, and how many match every word. */
interface MatchesPage {
  total: number;
  complete: number;
  ids: number[];
}

/** A page of matches; `completeOnly`: of the complete matches alone, in their own order. */
interface MatchesWanted {
  limit: number;
  offset: number;
  completeOnly?: boolean;
}

/** A keyword's matches: how many match every word, and a page of them all. */
interface KeywordMatches {
  complete: number;
  page(page: MatchesWanted): MatchesPage;
  /**
   * Where the matches shown come from (the partial sources hold the complete matches too), or the complete ones
   * alone: for the counts per filter value.
   */
  sources(which: 'complete' | 'shown'): MatchSources[];
  /**
   * Whether some complete match holds every term as a whole word (Thai too): false when the keyword's words are found
   * only inside longer ones (ใหม in ใหม่). Asked only when a correction is weighed.
   */
  holdsWholeWords(): boolean;
}

/** Sources of matches, read by their reader (its short terms and left-out rows). */
interface MatchSources {
  reader: IndexReader;
  sources: Source[];
}

/** How a search is narrowed down: the filters' restriction, and an order other than relevance (SQL on `p`). */
interface Narrowing {
  restriction?: Restriction;
  order?: string;
}

/**
 * Matches of a keyword as typed, best first: how many match every term, counted at once, and a page of them all
 * when asked (a keyword whose correction is searched instead needs no more). Work matching every term comes first:
 * its newest `rankedWindow` by tier, bm25 and then `tail`, older ones newest first (or all of them in
 * `narrowing.order`); then work matching only some terms, the same way by bm25. `excluded` rows are left out, as if
 * they matched nothing.
 */
function keywordMatches(
  db: Database,
  index: SearchIndex,
  keyword: string,
  tail: RankedTail,
  rankedWindow: number,
  narrowing: Narrowing = {},
  excluded: readonly number[] = [],
): KeywordMatches {
  // The word list is read only for a Latin word of a keyword (kept a while per connection).
  const queries = keywordQueries(
    searchTerms(keyword),
    index.wholeLatinWords ? (word) => derivedKnownWords(searchIndexVocabulary(db, index), word) : undefined,
  );
  if (!queries)
    return {
      complete: 0,
      page: () => ({ total: 0, complete: 0, ids: [] }),
      sources: () => [],
      holdsWholeWords: () => false,
    };
  const { textTable, wordTable } = index;
  const reader = new IndexReader(db, index, queries.short, excluded, narrowing.restriction);
  const forms: Source[] = queries.everyForm === '' ? [] : [[wordTable, queries.everyForm]];
  let complete: Source[] =
    queries.every === '' ? [[wordTable, queries.short]] : [[textTable, queries.every], ...forms];
  let completeCount: number | undefined;
  // Latin words are told apart by the word table: "lamp" is not in Lampang, "art" not in party. Only when no work holds
  // them whole (a word still being typed, "illustr") are they looked for inside longer words.
  if (index.wholeLatinWords && queries.latin && queries.every !== '') {
    // Scored by the words as typed where they match (a row found by both keeps the first source's score).
    const whole: Source[] = [[wordTable, queries.wholeTyped], ...forms];
    const wholeCount = reader.count(whole);
    if (wholeCount > 0) [complete, completeCount] = [whole, wholeCount];
  }
  completeCount ??= reader.count(complete);
  let shown: Source[] | undefined;
  /** The sources of every match shown: the complete ones, and the partial ones worth showing after them. */
  const partialSources = (): Source[] => {
    if (shown) return shown;
    const { some, someForm } = completeCount > 0 ? narrowestPartial(reader, queries) : queries;
    shown =
      some === '' ? [] : [[textTable, some], ...(someForm === '' ? [] : [[wordTable, someForm] as Source])];
    return shown;
  };
  const pageOfMatches = (page: MatchesWanted): MatchesPage => {
    const partial = partialSources();
    const total = partial.length === 0 ? completeCount : reader.count(partial);
    if (total === 0) return { total, complete: 0, ids: [] };
    if (narrowing.order !== undefined) {
      // Sorted otherwise than by relevance: the complete matches in that order, then the partial ones.
      const first = reader.sorted(complete, [], narrowing.order, page.limit, page.offset);
      const rest = reader.sorted(
        partial,
        complete,
        narrowing.order,
        page.limit - first.length,
        Math.max(0, page.offset - completeCount),
      );
      return { total, complete: completeCount, ids: [...first, ...rest] };
    }

    const ids: number[] = [];
    let { limit, offset } = page;
    /** Adds what a run of ranked rows gives the page; moves the page past it. */
    const take = (rows: WindowRow[]) => {
      if (limit > 0 && offset < rows.length) {
        const got = orderedPage(
          db,
          cutAfterPage(rows, offset + limit, tail.keepsEveryMatch),
          tail,
          limit,
          offset,
        );
        ids.push(...got);
        limit -= got.length;
      }
      offset = Math.max(0, offset - rows.length);
    };
    const takeOlder = (
      sources: Source[],
      window: SearchWindow,
      skipped: number[],
      count: number,
      notIn: Source[],
    ) => {
      if (window.from === 0 || !tail.keepsEveryMatch) return;
      const older = count - window.ids.length - skipped.length;
      if (limit > 0 && offset < older) {
        const got = reader.older(sources, window.from, skipped, notIn, limit, offset);
        ids.push(...got);
        limit -= got.length;
      }
      offset = Math.max(0, offset - older);
    };

    const showsPartial = partial.length > 0 && total > completeCount && !page.completeOnly;
    /** Complete matches holding some term only inside longer words, when they follow the partial matches. */
    let inWordsOnly: WindowRow[] = [];
    if (completeCount > 0) {
      const window = searchWindow(reader, complete, () => false, rankedWindow);
      const exact = new Set(exactTitleIds(db, index, keyword, narrowing.restriction));
      const tierOf = queries.every === '' ? () => 0 : windowTiers(reader, queries, window, exact);
      let rows = window.ids.map((id) => ({ id, tier: tierOf(id), score: window.scored.get(id)! }));
      // Exact titles older than the window still come first.
      const olderExact = [...exact].filter((id) => id < window.from && !reader.isExcluded(id));
      for (const id of olderExact) rows.push({ id, tier: 0, score: -Infinity });
      if (showsPartial && window.from === 0) {
        inWordsOnly = rows.filter((row) => row.tier & IN_WORDS_ONLY);
        rows = rows.filter((row) => !(row.tier & IN_WORDS_ONLY));
      }
      take(rows.sort((a, b) => a.tier - b.tier || a.score - b.score));
      takeOlder(complete, window, olderExact, completeCount, []);
    }
    if (showsPartial && limit > 0) {
      const inComplete = completeIds(reader, complete);
      const window = searchWindow(reader, partial, (id) => inComplete(id), rankedWindow);
      // Terms as typed and as whole words first, then work found through other forms only, then the complete matches
      // holding a term only inside longer words (หนัง in หนังสือ: a book is no film), then the partial ones.
      const tierOf = (id: number) => (window.fromWords.has(id) ? (window.fromText.has(id) ? 0 : 1) : 3);
      take(
        [
          ...window.ids.map((id) => ({ id, tier: tierOf(id), score: window.scored.get(id)! })),
          ...inWordsOnly.map((row) => ({ ...row, tier: 2 })),
        ].sort((a, b) => a.tier - b.tier || a.score - b.score),
      );
      takeOlder(partial, window, [], total - completeCount, complete);
    }
    return { total, complete: completeCount, ids };
  };
  return {
    complete: completeCount,
    page: pageOfMatches,
    sources: (which) => {
      const partial = which === 'complete' ? [] : partialSources();
      return [{ reader, sources: partial.length > 0 ? partial : complete }];
    },
    holdsWholeWords: () => completeCount > 0 && reader.countUpTo([[wordTable, queries.wholeTyped]], 1) > 0,
  };
}

/** Groups are counted this far to find the rarest: past it, one common word is as common as another. */
const RARITY_CAP = 500;

/**
 * The partial matches worth showing after complete ones. When the keyword names kinds of work, those of every kind it
 * names, missing only its other words: other films after the experimental films a reader asked for (not everything
 * experimental), other scarves after the scarves from Phuket; none when every word names a kind (ผ้า คราม, indigo
 * cloth: other cloth is only its broader group). Otherwise those holding the keyword's rarest group of terms (the
 * fewest matches, in any form). Work matching only a commoner word ("design", a place, a qualifier) does not fill
 * the page after the work that matches it all.
 */
function narrowestPartial(reader: IndexReader, queries: KeywordQueries): { some: string; someForm: string } {
  if (queries.groups.length < 2) return queries;
  const kinds = queries.groups.flatMap((group, index) => (group.kind ? [index] : []));
  if (kinds.length === queries.groups.length) return { some: '', someForm: '' };
  if (kinds.length > 0) return partialWith(queries, kinds);
  let rarest = -1;
  let fewest = Infinity;
  queries.groups.forEach((group, index) => {
    const found = reader.countUpTo(
      [
        [reader.textTable, group.typed],
        ...(group.forms === '' ? [] : [[reader.wordTable, group.forms] as Source]),
      ],
      RARITY_CAP,
    );
    // Of groups equally common (both past the cap), the later: a qualifier usually follows what it qualifies.
    if (found > 0 && found <= fewest) {
      fewest = found;
      rarest = index;
    }
  });
  return rarest < 0 ? queries : partialWith(queries, [rarest]);
}

/** Whether a row is a complete match: the complete sources' rows, read once. */
function completeIds(reader: IndexReader, complete: Source[]): (id: number) => boolean {
  const ids = new Set<number>();
  for (const [table, query] of complete) for (const id of reader.ids(table, query, 0)) ids.add(id);
  return (id) => ids.has(id);
}

/** The rows that can be on a page ending at `end`, when the tail keeps every row: those ranking no worse than its last. */
function cutAfterPage(rows: WindowRow[], end: number, keepsEveryMatch = false): WindowRow[] {
  if (!keepsEveryMatch || end >= rows.length) return rows;
  const last = rows[end - 1]!;
  return rows.filter((row) => row.tier < last.tier || (row.tier === last.tier && row.score <= last.score));
}

/** The typo-tolerant fallback's page, in its order, `tail`'s condition applied. */
function fallbackIds(
  db: Database,
  index: SearchIndex,
  keyword: string,
  page: { limit: number; offset: number },
  tail: RankTail,
): { total: number; ids: number[] } {
  const candidates = fuzzyMatches(db, index, keyword);
  const fallback =
    candidates.length === 0
      ? []
      : db
          .prepare<[string], { id: number }>(
            `SELECT m.id FROM (SELECT value AS id, key AS position FROM json_each(?)) m ${tail.joinSql}
             WHERE ${tail.whereSql} ORDER BY m.position`,
          )
          .all(JSON.stringify(candidates))
          .map((row) => row.id);
  return { total: fallback.length, ids: fallback.slice(page.offset, page.offset + page.limit) };
}

/**
 * One page of public portfolio ids matching a keyword, best first (`rankedIds`): an exact title, then work
 * matching every term (as whole words as typed, then whole words in another form, then as typed inside longer
 * words), by bm25 over title, tags and awards, designer names and brief (weighted in that order), then the
 * newest approval; then work matching some terms. `total` counts every match. `rankedWindow` is for tests.
 */
export function searchPortfolioIds(
  db: Database,
  keyword: string,
  page: { limit: number; offset: number },
  options: PortfolioSearchOptions = {},
  rankedWindow = RANKED_WINDOW,
): SearchPage {
  const filters = options.filters ?? {};
  const { shown, ...found } = rankedIds(
    db,
    PORTFOLIO_INDEX,
    keyword,
    page,
    {
      joinSql: 'CROSS JOIN portfolios p ON p.id = m.id',
      whereSql: 'p.is_approve = 1',
      orderSql: 'p.approved_at DESC, p.id DESC',
      keepsEveryMatch: true,
    },
    narrows(filters) ? Math.min(rankedWindow, NARROWED_RANKED_WINDOW) : rankedWindow,
    true,
    { restriction: allowedBy(db, filters), order: SORT_ORDERS[options.sort ?? 'relevance'] },
  );
  if (!options.facets) return found;
  const unions = shown.map(({ reader, sources }) => reader.unrestricted().matching(sources));
  return { ...found, facets: searchFacets(db, unions, filters) };
}

/** What a portfolio search is narrowed to, how it is ordered, and whether it counts per filter value. */
export interface PortfolioSearchOptions {
  filters?: SearchFilters;
  sort?: SearchSort;
  facets?: boolean;
}

/** The order of each sort but relevance, on portfolios `p`. */
const SORT_ORDERS: Record<SearchSort, string | undefined> = {
  relevance: undefined,
  newest: 'p.approved_at DESC, p.id DESC',
  views: 'p.view_count DESC, p.approved_at DESC, p.id DESC',
};

/** Members with public work whose names or brand match a keyword, best first (then the most public work). */
export function searchDesignerIds(db: Database, keyword: string, limit: number): number[] {
  return rankedIds(
    db,
    DESIGNER_INDEX,
    keyword,
    { limit, offset: 0 },
    {
      joinSql: '',
      whereSql: '1',
      orderSql:
        '(SELECT COUNT(*) FROM portfolios p WHERE p.member_id = m.id AND p.is_approve = 1) DESC, m.id',
    },
  ).ids;
}

/** Tags of public work whose names match a keyword, best first (then the most public work). */
export function searchTagIds(db: Database, keyword: string, limit: number): number[] {
  const publicCount = '(SELECT portfolios FROM tag_public_counts WHERE tag_id = m.id)';
  return rankedIds(
    db,
    TAG_INDEX,
    keyword,
    { limit, offset: 0 },
    {
      joinSql: '',
      whereSql: `${publicCount} > 0`,
      orderSql: `${publicCount} DESC, m.id`,
    },
  ).ids;
}
