import type { Database } from '../db/database';
import { formatTimestamp } from '../clock';
import { paginate } from '../db/sql';

/**
 * What staff did, named for the log: a decision on a portfolio, a role granted or taken, the highlights, an enquiry,
 * a collection or collection category, a CMS page.
 */
export type StaffAction =
  | 'portfolio.approve'
  | 'portfolio.reject'
  | 'role.grant'
  | 'role.revoke'
  | 'highlights.set'
  | 'enquiry.read'
  | 'enquiry.unread'
  | 'collection.create'
  | 'collection.update'
  | 'collection.delete'
  | 'collection.portfolios'
  | 'collection.designers'
  | 'collection-category.create'
  | 'collection-category.update'
  | 'collection-category.delete'
  | 'page.update';

/** What an action was done to; a page is named by its url in the detail (its target id is null). */
export type StaffTarget =
  'portfolio' | 'member' | 'highlights' | 'enquiry' | 'collection' | 'collection_category' | 'page';

interface StaffActionRow {
  id: number;
  member_id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  detail: string;
  created_at: string;
  email: string | null;
  firstname_th: string | null;
  lastname_th: string | null;
}

/** Writes one staff action to the log (call inside the transaction that does it, so neither goes without the other). */
export function recordStaffAction(
  db: Database,
  entry: {
    memberId: number;
    action: StaffAction;
    targetType: StaffTarget;
    targetId: number | null;
    detail?: Record<string, unknown>;
  },
  now: Date,
): void {
  db.prepare(
    `INSERT INTO staff_actions (member_id, action, target_type, target_id, detail, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.memberId,
    entry.action,
    entry.targetType,
    entry.targetId,
    JSON.stringify(entry.detail ?? {}),
    formatTimestamp(now),
  );
}

/** One action as `recordStaffAction` writes it, without who did it. */
export type StaffActionEntry = Omit<Parameters<typeof recordStaffAction>[1], 'memberId'>;

/**
 * Runs `work` and logs what it did in one transaction, so neither goes without the other. `work` answers its result
 * and the entry to log (null when it changed nothing, e.g. no such record).
 */
export function auditedChange<T>(
  db: Database,
  staff: { memberId: number; now: Date },
  work: () => { result: T; entry: StaffActionEntry | null },
): T {
  return db.transaction(() => {
    const { result, entry } = work();
    if (entry) recordStaffAction(db, { ...entry, memberId: staff.memberId }, staff.now);
    return result;
  })();
}

/** One page of the log, newest first, each action with who did it. */
export function auditLogPage(db: Database, page: number, perPage = 50) {
  const { meta, rows } = paginate<StaffActionRow>(db, {
    select: 'a.*, m.email, m.firstname_th, m.lastname_th',
    fromSql: 'FROM staff_actions a LEFT JOIN members m ON m.id = a.member_id',
    orderSql: 'ORDER BY a.created_at DESC, a.id DESC',
    params: {},
    page,
    perPage,
  });
  return {
    ...meta,
    data: rows.map((row) => ({
      id: row.id,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
      created_at: row.created_at,
      staff: {
        member_id: row.member_id,
        email: row.email ?? '',
        firstname_th: row.firstname_th ?? '',
        lastname_th: row.lastname_th ?? '',
      },
    })),
  };
}
