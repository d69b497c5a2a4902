import type { Database } from '../db/database';

/** A decision of the staff on work that waited for one, as routes/staff.ts records it in the decision's transaction. */
export interface ReviewDecision {
  portfolioId: number;
  /** Whether the decision was on the edit of a published portfolio. */
  revision: boolean;
  outcome: 'approved' | 'refused';
  /** When the designer last sent the work (the decided row's updated_at), and when it was decided. */
  submittedAt: string;
  decidedAt: string;
}

export function recordReview(db: Database, decision: ReviewDecision): void {
  db.prepare(
    `INSERT INTO portfolio_reviews (portfolio_id, revision, outcome, submitted_at, decided_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(
    decision.portfolioId,
    decision.revision ? 1 : 0,
    decision.outcome,
    decision.submittedAt,
    decision.decidedAt,
  );
}

/** How the staff's decisions of a range went, and how long work waited for them (hours, one decimal). */
export interface ReviewTimes {
  decided: number;
  approved: number;
  refused: number;
  median_hours: number | null;
  p90_hours: number | null;
}

/** The value at percentile `p` of sorted values, by nearest rank (the ⌈p × n⌉-th); null for none. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1] ?? null;
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The decisions made from `start` (included) to `end` (excluded), stored times: counts and waiting times. */
export function reviewTimes(db: Database, window: { start: string; end: string }): ReviewTimes {
  const rows = db
    .prepare<typeof window, { outcome: string; hours: number }>(
      `SELECT outcome, (julianday(decided_at) - julianday(submitted_at)) * 24 AS hours FROM portfolio_reviews
       WHERE decided_at >= @start AND decided_at < @end`,
    )
    .all(window);
  const waits = rows.map((row) => row.hours).sort((a, b) => a - b);
  return {
    decided: rows.length,
    approved: rows.filter((row) => row.outcome === 'approved').length,
    refused: rows.filter((row) => row.outcome === 'refused').length,
    median_hours: oneDecimal(nearestRank(waits, 50)),
    p90_hours: oneDecimal(nearestRank(waits, 90)),
  };
}
