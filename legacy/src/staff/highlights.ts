import type { Database } from '../db/database';
import { placeholders } from '../db/sql';
import { PUBLIC } from '../portfolios/portfolios';

/** The home page's highlight block holds at most this many portfolios; the first is shown large. */
export const MAX_HIGHLIGHTS = 6;

/** The ids among `ids` that are not published portfolios (a highlight must be public). */
export function unpublished(db: Database, ids: number[]): number[] {
  if (ids.length === 0) return [];
  const found = new Set(
    db
      .prepare<number[], { id: number }>(
        `SELECT p.id FROM portfolios p WHERE ${PUBLIC} AND p.id IN (${placeholders(ids.length)})`,
      )
      .all(...ids)
      .map((row) => row.id),
  );
  return ids.filter((id) => !found.has(id));
}

/** Makes `ids`, in this order, the highlight block, and no other portfolio. Call inside a transaction. */
export function setHighlights(db: Database, ids: number[]): void {
  db.prepare('UPDATE portfolios SET highlight_rank = NULL WHERE highlight_rank IS NOT NULL').run();
  const rank = db.prepare('UPDATE portfolios SET highlight_rank = ? WHERE id = ?');
  ids.forEach((id, index) => rank.run(index + 1, id));
}
