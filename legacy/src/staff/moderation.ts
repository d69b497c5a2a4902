import type { Database } from '../db/database';
import { findPortfolio, type PortfolioRow } from '../portfolios/portfolios';
import { portfoliosJson, type PortfolioJson } from '../portfolios/portfolio-json';

/** New portfolios (never approved, not refused) and edits waiting on a published one. */
const WAITING = `is_approve NOT IN (0, 1)
  AND (revision_of IS NULL OR (SELECT is_approve FROM portfolios o WHERE o.id = portfolios.revision_of) = 1)`;

/** The queue answers at most this many entries at once (each carries two whole portfolios). */
export const MAX_QUEUE_PAGE = 100;

interface ModerationEntry {
  portfolio_id: number;
  kind: 'new' | 'revision';
  submitted_at: string;
  portfolio: PortfolioJson;
  published: PortfolioJson | null;
}

/**
 * The oldest `limit` entries of what waits for a decision, and how many wait in all: new portfolios (never approved, not refused) and edits of published
 * ones (decision 022), each with the content to decide on and, for an edit, the version the public sees now.
 */
export function moderationQueue(db: Database, limit: number): { total: number; data: ModerationEntry[] } {
  const total = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM portfolios WHERE ${WAITING}`).get()!
    .n;
  const rows = db
    .prepare<[number], PortfolioRow>(
      `SELECT * FROM portfolios WHERE ${WAITING} ORDER BY updated_at ASC, id ASC LIMIT ?`,
    )
    .all(limit);
  const published = rows
    .map((row) => (row.revision_of === null ? undefined : findPortfolio(db, row.revision_of)))
    .filter((row): row is PortfolioRow => row !== undefined);
  const publishedJson = new Map(portfoliosJson(db, published).map((json) => [json.id, json]));
  const data = portfoliosJson(db, rows).map((json, index) => {
    const row = rows[index] as PortfolioRow;
    return {
      // Decisions are taken on the public portfolio's id, for an edit as for a new portfolio.
      portfolio_id: row.revision_of ?? row.id,
      kind: row.revision_of === null ? ('new' as const) : ('revision' as const),
      submitted_at: row.updated_at,
      portfolio: json,
      published: row.revision_of === null ? null : (publishedJson.get(row.revision_of) ?? null),
    };
  });
  return { total, data };
}
