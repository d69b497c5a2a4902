import type { Database } from '../db/database';
import { addDays, formatTimestamp } from '../clock';

/** The window of the recent totals, in days. */
export const RECENT_DAYS = 30;

/**
 * The audience's totals for operators: appreciations and follows standing now, enquiries sent to designers, and how
 * many of each were made in the last 30 days. Never who.
 */
export function audienceTotals(db: Database, now: Date) {
  const since = formatTimestamp(addDays(now, -RECENT_DAYS));
  // Two counts each, so that the recent one reads the table's index on created_at.
  const count = (table: string) => ({
    total: db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!.n,
    recent: db
      .prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE created_at >= ?`)
      .get(since)!.n,
  });
  const appreciations = count('appreciations');
  const follows = count('follows');
  const enquiries = count('designer_enquiries');
  return {
    appreciations: appreciations.total,
    follows: follows.total,
    enquiries: enquiries.total,
    appreciations_30_days: appreciations.recent,
    follows_30_days: follows.recent,
    enquiries_30_days: enquiries.recent,
  };
}
