import type { Database } from '../db/database';
import { findPortfolio, type PortfolioRow } from '../portfolios/portfolios';
import { portfoliosJson } from '../portfolios/portfolio-json';

/**
 * What waits for a decision, oldest first: new portfolios (never approved, not refused) and edits of published
 * ones (decision 022), each with the content to decide on and, for an edit, the version the public sees now.
 */
export function moderationQueue(db: Database) {
  const rows = db
    .prepare<[], PortfolioRow>(
      `SELECT * FROM portfolios
       WHERE is_approve NOT IN (0, 1)
         AND (revision_of IS NULL OR (SELECT is_approve FROM portfolios o WHERE o.id = portfolios.revision_of) = 1)
       ORDER BY updated_at ASC, id ASC`,
    )
    .all();
  const published = rows
    .map((row) => (row.revision_of === null ? undefined : findPortfolio(db, row.revision_of)))
    .filter((row): row is PortfolioRow => row !== undefined);
  const publishedJson = new Map(portfoliosJson(db, published).map((json) => [json.id, json]));
  return portfoliosJson(db, rows).map((json, index) => {
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
}
