import { openDatabase } from '../db/database';
import { formatTimestamp } from '../clock';

export type ApprovalDecision = 'approve' | 'reject';

/**
 * An operator's decision on a portfolio. Approving publishes it (is_approve 1, approved now, so it counts
 * as new); rejecting sets is_approve 0 and takes it out of public lists.
 */
export function setApproval(
  dataDir: string,
  portfolioId: number,
  decision: ApprovalDecision,
  now = new Date(),
): string {
  const db = openDatabase(dataDir);
  try {
    const row = db
      .prepare<[number], { project_title: string }>('SELECT project_title FROM portfolios WHERE id = ?')
      .get(portfolioId);
    if (!row) throw new Error(`There is no portfolio ${portfolioId}.`);
    if (decision === 'approve') {
      db.prepare('UPDATE portfolios SET is_approve = 1, approved_at = ? WHERE id = ?').run(
        formatTimestamp(now),
        portfolioId,
      );
    } else {
      db.prepare('UPDATE portfolios SET is_approve = 0, approved_at = NULL WHERE id = ?').run(portfolioId);
    }
    return `Portfolio ${portfolioId} "${row.project_title}" ${decision === 'approve' ? 'approved' : 'rejected'}.`;
  } finally {
    db.close();
  }
}
