import type { Database } from '../db/database';
import { groupBy, placeholders } from '../db/sql';
import { Input } from '../http/input';
import { formatTimestamp } from '../clock';

export const TAGS_NOT_IDS = 'Each tag must be a tag id.';
export const TAGS_INVALID = 'The selected tags are invalid.';
export const TAGS_NOT_ARRAY = 'The tags field must be an array.';

/** A tag reference: an id, or an object carrying `id` or `tag_id` (as the legacy client sends them). */
function tagIdOf(entry: unknown): number | undefined {
  if (typeof entry === 'number' || typeof entry === 'string') return new Input({ id: entry }).integer('id');
  if (typeof entry === 'object' && entry !== null) {
    const fields = new Input(entry as Record<string, unknown>);
    return fields.integer('tag_id') ?? fields.integer('id');
  }
  return undefined;
}

/**
 * The distinct tag ids a `tags` value names, checked against the store: `{ ids }`, or `{ problem }` with the
 * message for `errors.tags` when it is not an array, holds something that is not a tag id, or names a tag
 * that does not exist. Absent (undefined, null or '') means no tags.
 */
export function readTagIds(db: Database, value: unknown): { ids: number[] } | { problem: string } {
  if (value === undefined || value === null || value === '') return { ids: [] };
  if (!Array.isArray(value)) return { problem: TAGS_NOT_ARRAY };
  const ids = [...new Set(value.map(tagIdOf))];
  if (ids.some((id) => id === undefined)) return { problem: TAGS_NOT_IDS };
  const known = (ids as number[]).filter((id) => id > 0);
  const found =
    known.length === 0
      ? []
      : db
          .prepare<number[], { id: number }>(
            `SELECT id FROM tags WHERE id IN (${placeholders(known.length)})`,
          )
          .all(...known);
  if (found.length !== ids.length) return { problem: TAGS_INVALID };
  return { ids: ids as number[] };
}

/** Replaces a portfolio's tags; call inside the transaction that writes the portfolio. */
export function replacePortfolioTags(db: Database, portfolioId: number, tagIds: number[]): void {
  db.prepare('DELETE FROM portfolio_tags WHERE portfolio_id = ?').run(portfolioId);
  const insert = db.prepare('INSERT INTO portfolio_tags (portfolio_id, tag_id) VALUES (?, ?)');
  for (const id of tagIds) insert.run(portfolioId, id);
}

/** A tag: a free word (type 0) or an award (type 1). */
export interface TagRow {
  id: number;
  name: string;
  type: number;
}

/** Every tag: words first, then awards, each by name regardless of case. */
/** Every tag, normal first, each with how many public portfolios carry it (kept by triggers). */
export function listTags(db: Database): (TagRow & { portfolio_count: number })[] {
  return db
    .prepare<[], TagRow & { portfolio_count: number }>(
      `SELECT t.id, t.name, t.type, COALESCE(c.portfolios, 0) AS portfolio_count
       FROM tags t LEFT JOIN tag_public_counts c ON c.tag_id = t.id
       ORDER BY t.type, t.name COLLATE NOCASE`,
    )
    .all();
}

/** The tags with these ids with their counts of public portfolios (kept by triggers), in the order of `ids`. */
export function tagsWithPublicCounts(db: Database, ids: number[]): (TagRow & { portfolio_count: number })[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare<number[], TagRow & { portfolio_count: number }>(
      `SELECT t.id, t.name, t.type, c.portfolios AS portfolio_count
       FROM tags t JOIN tag_public_counts c ON c.tag_id = t.id
       WHERE t.id IN (${placeholders(ids.length)})`,
    )
    .all(...ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The tag with this id, if any. */
export function findTag(db: Database, id: number): TagRow | undefined {
  return db.prepare<[number], TagRow>('SELECT id, name, type FROM tags WHERE id = ?').get(id);
}

/** Stores a new tag and answers it; undefined (nothing stored) when a tag of that name exists. */
export function createTag(db: Database, tag: { name: string; type: number; now: Date }): TagRow | undefined {
  return db.transaction(() => {
    if (db.prepare('SELECT id FROM tags WHERE name = ?').get(tag.name)) return undefined;
    const result = db
      .prepare('INSERT INTO tags (name, type, created_at) VALUES (@name, @type, @createdAt)')
      .run({ name: tag.name, type: tag.type, createdAt: formatTimestamp(tag.now) });
    return { id: Number(result.lastInsertRowid), name: tag.name, type: tag.type };
  })();
}

/** A tag of a portfolio, as joined for the API's `tag_port`. */
export interface TagLinkRow {
  portfolio_id: number;
  tag_id: number;
  name: string;
  type: number;
}

/** The tags of each of these portfolios, awards first, then by name. */
export function tagLinksByPortfolio(db: Database, portfolioIds: number[]): Map<number, TagLinkRow[]> {
  if (portfolioIds.length === 0) return new Map();
  const rows = db
    .prepare<number[], TagLinkRow>(
      `SELECT pt.portfolio_id, t.id AS tag_id, t.name, t.type FROM portfolio_tags pt JOIN tags t ON t.id = pt.tag_id
       WHERE pt.portfolio_id IN (${placeholders(portfolioIds.length)}) ORDER BY t.type, t.name`,
    )
    .all(...portfolioIds);
  return groupBy(rows, (row) => row.portfolio_id);
}
