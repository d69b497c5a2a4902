/**
 * The full-text indexes search reads (migration 4 built them; triggers keep them), and the word list of one.
 */
import type { Database } from '../db/database';
import { quoted } from './search-query';
import { isLatinWord, type KnownWord } from './spelling';

/** A full-text index of one kind of record: a trigram table and a word table, same rowids and columns. */
export interface SearchIndex {
  textTable: string;
  wordTable: string;
  columns: string[];
  /** bm25 weights, one per column. */
  weights: number[];
  /**
   * SQL answering the ids of public records whose first column, as search reads it and spaces aside, is `?`: an
   * indexed lookup (migration 16), on portfolios `p` (a search's filters are appended). Without it, the first column is read in every record holding the keyword.
   */
  exactTitleSql?: string;
  /**
   * A Latin word that some record holds whole is not looked for inside longer words ("lamp" is not in Lampang):
   * right for work, wrong for the names a reader picks while typing them (designers, tags), where "pan" should
   * still offer Panee.
   */
  wholeLatinWords?: boolean;
}

export const PORTFOLIO_INDEX: SearchIndex = {
  textTable: 'search_portfolio_text',
  wordTable: 'search_portfolio_words',
  columns: ['title', 'tags', 'designers', 'brief'],
  // Title, then tags and awards, then designer names, then the brief.
  weights: [10, 5, 3, 1],
  exactTitleSql: `SELECT p.id FROM portfolios p WHERE replace(search_text(p.project_title), ' ', '') = ? AND p.is_approve = 1`,
  wholeLatinWords: true,
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

/** Whether some record of a table of an index matches an FTS5 query. */
export function holds(db: Database, table: string, query: string): boolean {
  return (
    db
      .prepare<[string], { found: number }>(`SELECT 1 AS found FROM ${table} WHERE ${table} MATCH ? LIMIT 1`)
      .get(query) !== undefined
  );
}

/** Whether an index's trigram table holds `text` somewhere (three characters or more). */
export function stored(db: Database, index: SearchIndex, text: string): boolean {
  return holds(db, index.textTable, quoted(text));
}

export function bm25(table: string, weights: number[]): string {
  return `bm25(${table}, ${weights.join(', ')})`;
}

/**
 * The word list is read again after this long: reading it walks the whole word index (fts5vocab), and a word
 * stored a few minutes ago not yet offered as a correction does no harm.
 */
const VOCABULARY_SECONDS = 300;

const vocabularies = new WeakMap<Database, Map<string, { words: KnownWord[]; readAt: number }>>();

/**
 * The Latin words of an index's word table with how many records hold each, sorted by word: what a misspelt
 * Latin word is corrected to. Read through a temporary fts5vocab table of the connection, kept a while.
 */
export function searchIndexVocabulary(db: Database, index: SearchIndex): KnownWord[] {
  const byTable = vocabularies.get(db) ?? new Map<string, { words: KnownWord[]; readAt: number }>();
  vocabularies.set(db, byTable);
  const kept = byTable.get(index.wordTable);
  const now = Date.now();
  if (kept && now - kept.readAt < VOCABULARY_SECONDS * 1000) return kept.words;
  const vocabulary = `${index.wordTable}_vocabulary`;
  db.exec(
    `CREATE VIRTUAL TABLE IF NOT EXISTS temp.${vocabulary} USING fts5vocab(main, ${index.wordTable}, 'row')`,
  );
  const words = db
    .prepare<[], { term: string; doc: number }>(
      `SELECT term, doc FROM temp.${vocabulary} WHERE term >= 'a' AND term < '{'`,
    )
    .all()
    .filter((row) => isLatinWord(row.term))
    .map((row) => ({ word: row.term, records: row.doc }))
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  byTable.set(index.wordTable, { words, readAt: now });
  return words;
}
