import type { Database } from '../db/database';

/** The home page's highlight block holds at most this many portfolios; the first is shown large. */
export const MAX_HIGHLIGHTS = 6;

/** Makes `ids`, in this order, the highlight block, and no other portfolio. Call inside a transaction. */
export function setHighlights(db: Database, ids: number[]): void {
  db.prepare('UPDATE portfolios SET highlight_rank = NULL WHERE highlight_rank IS NOT NULL').run();
  const rank = db.prepare('UPDATE portfolios SET highlight_rank = ? WHERE id = ?');
  ids.forEach((id, index) => rank.run(index + 1, id));
}
