import type { Database } from '../db/database';
import {
  codePointLength,
  containsWithinOneEdit,
  hasThai,
  normaliseSearchText,
  segments,
  wordPieces,
} from './thai-text';

/** At most this many words of a keyword are searched; the rest are ignored. */
export const MAX_TERMS = 8;

/** The trigram tokenizer indexes runs of three code points: a shorter piece cannot be looked up in it. */
const TRIGRAM = 3;

/** The typo-tolerant fallback checks at most this many candidates, best first. */
const FALLBACK_CANDIDATES = 100;

/** One word of a keyword (words are separated by spaces), normalised, and how it is looked up. */
export interface SearchTerm {
  text: string;
  /** Substrings that must all appear (Thai typed without spaces is cut into its words). Empty when short. */
  pieces: string[];
  /** Its words as the word index holds them: the whole-word form of the term. */
  words: string[];
  /**
   * Shorter than a trigram: matched as a whole word only (Thai, so that ชา finds tea and not ชาว), or as the
   * start of a word (Latin and digits, so that "ux" still finds "ux/ui").
   */
  short: boolean;
}

/** The searched words of a keyword: normalised, split on spaces, at most `MAX_TERMS`. */
export function searchTerms(keyword: string): SearchTerm[] {
  const normalised = normaliseSearchText(keyword);
  if (normalised === '') return [];
  return normalised
    .split(' ')
    .slice(0, MAX_TERMS)
    .map((text) => {
      const words = segments(text)
        .filter((part) => part.isWord)
        .map((part) => part.text);
      const short = codePointLength(text) < TRIGRAM;
      return { text, pieces: short ? [] : wordPieces(text, TRIGRAM), words, short };
    });
}

/** An FTS5 string: the text between double quotes, a quote doubled; never read as query syntax. */
function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** The word-index query of a short term; undefined when it holds no word at all (it can match nothing). */
function shortTermQuery(term: SearchTerm): string | undefined {
  if (term.words.length === 0) return undefined;
  const phrase = quoted(term.words.join(' '));
  return hasThai(term.text) ? phrase : `${phrase}*`;
}

/** A full-text index of one kind of record: a trigram table and a word table, same rowids and columns. */
export interface SearchIndex {
  textTable: string;
  wordTable: string;
  columns: string[];
  /** bm25 weights, one per column. */
  weights: number[];
}

export const PORTFOLIO_INDEX: SearchIndex = {
  textTable: 'search_portfolio_text',
  wordTable: 'search_portfolio_words',
  columns: ['title', 'tags', 'designers', 'brief'],
  // Title, then tags and awards, then designer names, then the brief.
  weights: [10, 5, 3, 1],
};
export const DESIGNER_INDEX: SearchIndex = {
  textTable: 'search_designer_text',
  wordTable: 'search_designer_words',
  columns: ['names'],
  weights: [1],
};
export const TAG_INDEX: SearchIndex = {
  textTable: 'search_tag_text',
  wordTable: 'search_tag_words',
  columns: ['name'],
  weights: [1],
};

/**
 * The matching rows of an index as SQL selecting `id`, `whole_words` (1 when every term matched as whole
 * words) and `score` (bm25, lower is better, doubled for whole words), plus the SQL counting them.
 * Every term must match. Undefined when the keyword can match nothing.
 */
export interface MatchQuery {
  sql: string;
  params: string[];
  countSql: string;
  countParams: string[];
}

function bm25(table: string, weights: number[]): string {
  return `bm25(${table}, ${weights.join(', ')})`;
}

export function matchQuery(index: SearchIndex, terms: SearchTerm[], fuzzy = false): MatchQuery | undefined {
  if (terms.length === 0) return undefined;
  const shortQueries = terms.filter((term) => term.short).map(shortTermQuery);
  if (shortQueries.some((query) => query === undefined)) return undefined;
  const shortQuery = shortQueries.join(' AND ');
  const long = terms.filter((term) => !term.short);
  const { textTable, wordTable, weights } = index;

  if (long.length === 0) {
    return {
      sql: `SELECT rowid AS id, 1 AS whole_words, ${bm25(wordTable, weights)} AS score
            FROM ${wordTable} WHERE ${wordTable} MATCH ?`,
      params: [shortQuery],
      countSql: `SELECT COUNT(*) AS total FROM ${wordTable} WHERE ${wordTable} MATCH ?`,
      countParams: [shortQuery],
    };
  }
  const textQuery = long
    .map((term) => (fuzzy ? fuzzyTermQuery(term) : `(${term.pieces.map(quoted).join(' AND ')})`))
    .join(' AND ');
  const shortFilter = (rowid: string) =>
    shortQuery === '' ? '' : `AND ${rowid} IN (SELECT rowid FROM ${wordTable} WHERE ${wordTable} MATCH ?)`;
  const shortParams = shortQuery === '' ? [] : [shortQuery];
  const wholeQuery = terms
    .map((term) =>
      term.short
        ? shortTermQuery(term)
        : term.words.length > 0
          ? quoted(term.words.join(' '))
          : quoted(term.text),
    )
    .join(' AND ');
  return {
    // A whole-word match doubles the substring score (bm25 is negative: lower is better), so it ranks above the
    // same text matched inside a longer word while the column weights still order title above brief. The
    // word matches are read once into a temporary index (IN with a subquery), not once per row.
    sql: `SELECT rowid AS id, whole_words, score * (1 + whole_words) AS score FROM (
            SELECT rowid, ${bm25(textTable, weights)} AS score,
                   (rowid IN (SELECT rowid FROM ${wordTable} WHERE ${wordTable} MATCH ?)) AS whole_words
            FROM ${textTable} WHERE ${textTable} MATCH ? ${shortFilter('rowid')}
          )`,
    params: [wholeQuery, textQuery, ...shortParams],
    countSql: `SELECT COUNT(*) AS total FROM ${textTable} WHERE ${textTable} MATCH ? ${shortFilter('rowid')}`,
    countParams: [textQuery, ...shortParams],
  };
}

/**
 * A loose trigram query for a term typed with one mistake: for each position, every trigram that does not
 * cover it (a character added, removed or replaced there breaks only those that do). Candidates are then
 * checked with `containsWithinOneEdit`. Terms too short to leave a trigram are looked up as typed.
 */
function fuzzyTermQuery(term: SearchTerm): string {
  const characters = [...term.text];
  const trigrams = characters.slice(0, -2).map((_, start) => characters.slice(start, start + 3).join(''));
  const alternatives = new Set<string>([term.pieces.map(quoted).join(' AND ')]);
  for (let position = 0; position < characters.length; position++) {
    const kept = trigrams.filter((_, start) => start < position - 2 || start > position);
    if (kept.length > 0) alternatives.add([...new Set(kept)].map(quoted).join(' AND '));
  }
  return `(${[...alternatives].map((alternative) => `(${alternative})`).join(' OR ')})`;
}

export interface RankedMatch {
  id: number;
  whole_words: number;
  score: number;
}

/**
 * The typo-tolerant fallback, for a keyword the strict search found nothing for: the best candidates of the
 * loose query whose stored text holds each term within one edit (or all its pieces), best first.
 */
export function fuzzyMatches(db: Database, index: SearchIndex, terms: SearchTerm[]): RankedMatch[] {
  const long = terms.filter((term) => !term.short);
  if (!long.some((term) => codePointLength(term.text) > TRIGRAM)) return [];
  const query = matchQuery(index, terms, true);
  if (!query) return [];
  const candidates = db
    .prepare<string[], RankedMatch>(`${query.sql} ORDER BY score LIMIT ${FALLBACK_CANDIDATES}`)
    .all(...query.params);
  if (candidates.length === 0) return [];
  const stored = db
    .prepare<number[], { id: number; text: string }>(
      `SELECT rowid AS id, concat_ws(' ', ${index.columns.join(', ')}) AS text FROM ${index.textTable}
       WHERE rowid IN (${candidates.map(() => '?').join(', ')})`,
    )
    .all(...candidates.map((candidate) => candidate.id));
  const textOf = new Map(stored.map((row) => [row.id, row.text]));
  return candidates.filter((candidate) => {
    const text = textOf.get(candidate.id) ?? '';
    return long.every(
      (term) => term.pieces.every((piece) => text.includes(piece)) || containsWithinOneEdit(text, term.text),
    );
  });
}

/** Matches of a keyword in an index, best first: strict, or else the typo-tolerant fallback. */
function rankedIds(
  db: Database,
  index: SearchIndex,
  terms: SearchTerm[],
  page: { limit: number; offset: number },
  /** Joins and order after bm25 (`m` is the match, `id` its rowid); a condition on them. */
  tail: { joinSql: string; whereSql: string; orderSql: string; keepsEveryMatch?: boolean },
): { total: number; ids: number[] } {
  const query = matchQuery(index, terms);
  if (!query) return { total: 0, ids: [] };
  const total = db.prepare<string[], { total: number }>(query.countSql).get(...query.countParams)?.total ?? 0;
  if (total > 0) {
    // The tie-breaks (a join per row) are read only for the rows scoring at least as well as the last of the
    // page: ordering every match by them cost three times the scoring itself for a common word. Right only when
    // `whereSql` keeps every match (portfolios: the index holds public ones only); else the cut is skipped.
    const ids = db
      .prepare<unknown[], { id: number }>(
        `WITH matched AS MATERIALIZED (${query.sql}),
              last_on_page AS (SELECT score FROM matched ORDER BY score LIMIT 1 OFFSET ?)
         SELECT m.id FROM matched m ${tail.joinSql}
         WHERE ${tail.whereSql}
           AND m.score <= COALESCE((SELECT score FROM last_on_page), (SELECT MAX(score) FROM matched))
         ORDER BY m.score, ${tail.orderSql} LIMIT ? OFFSET ?`,
      )
      .all(
        ...query.params,
        tail.keepsEveryMatch ? page.offset + page.limit - 1 : total,
        page.limit,
        page.offset,
      )
      .map((row) => row.id);
    return { total, ids };
  }
  const candidates = fuzzyMatches(db, index, terms).map((match) => match.id);
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
 * One page of public portfolio ids matching a keyword, best first: whole-word matches of every term, then
 * bm25 over title, tags and awards, designer names and brief (weighted in that order), then the newest
 * approval. `total` counts every match.
 */
export function searchPortfolioIds(
  db: Database,
  keyword: string,
  page: { limit: number; offset: number },
): { total: number; ids: number[] } {
  return rankedIds(db, PORTFOLIO_INDEX, searchTerms(keyword), page, {
    joinSql: 'JOIN portfolios p ON p.id = m.id',
    whereSql: 'p.is_approve = 1',
    orderSql: 'p.approved_at DESC, p.id DESC',
    keepsEveryMatch: true,
  });
}

/** Members with public work whose names or brand match a keyword, best first (then the most public work). */
export function searchDesignerIds(db: Database, keyword: string, limit: number): number[] {
  return rankedIds(
    db,
    DESIGNER_INDEX,
    searchTerms(keyword),
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
  const publicCount =
    '(SELECT COUNT(*) FROM portfolio_tags pt JOIN portfolios p ON p.id = pt.portfolio_id WHERE pt.tag_id = m.id AND p.is_approve = 1)';
  return rankedIds(
    db,
    TAG_INDEX,
    searchTerms(keyword),
    { limit, offset: 0 },
    {
      joinSql: '',
      whereSql: `${publicCount} > 0`,
      orderSql: `${publicCount} DESC, m.id`,
    },
  ).ids;
}
