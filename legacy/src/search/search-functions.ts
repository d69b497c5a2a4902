import type BetterSqlite3 from 'better-sqlite3';
import { normaliseSearchText, wordsOf } from './thai-text';

/**
 * The SQL functions the search index is built with (migration 4 and its triggers): `search_text(text)` is
 * the normalised text, `search_words(text)` its words space-joined. NULL reads as ''. Deterministic, so
 * SQLite may use them in triggers and views.
 */
export function registerSearchFunctions(db: BetterSqlite3.Database): void {
  db.function('search_text', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? normaliseSearchText(text) : '',
  );
  db.function('search_words', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? wordsOf(normaliseSearchText(text)) : '',
  );
}
