import type { Database } from '../db/database';
import { formatTimestamp } from '../clock';
import { paginate } from '../db/sql';
import { notifyEnquiry } from './notifications';

/** The budgets an enquiry may name. */
export const BUDGETS = ['under-50k', '50k-200k', '200k-1m', 'over-1m'] as const;
export type Budget = (typeof BUDGETS)[number];

/** A designer's inbox answers this many a page. */
export const ENQUIRIES_PER_PAGE = 20;

/** What a sender writes to a designer, stored as sent. */
export interface DesignerEnquiry {
  designerId: number;
  name: string;
  email: string;
  /** '' when not given. */
  organisation: string;
  workType: string;
  budget: Budget | null;
  message: string;
  portfolioId: number | null;
}

interface EnquiryRow {
  id: number;
  designer_id: number;
  name: string;
  email: string;
  organisation: string;
  work_type: string;
  budget: string | null;
  message: string;
  portfolio_id: number | null;
  project_title: string | null;
  read_at: string | null;
  archived_at: string | null;
  created_at: string;
}

const ENQUIRY_COLUMNS = `e.id, e.designer_id, e.name, e.email, e.organisation, e.work_type, e.budget, e.message,
  e.portfolio_id, p.project_title, e.read_at, e.archived_at, e.created_at`;

/** An enquiry as its designer reads it. */
function enquiryJson(row: EnquiryRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    work_type: row.work_type,
    budget: row.budget,
    message: row.message,
    portfolio:
      row.portfolio_id === null ? null : { id: row.portfolio_id, project_title: row.project_title ?? '' },
    read_at: row.read_at,
    archived_at: row.archived_at,
    created_at: row.created_at,
  };
}

/** Whether a member has approved work: only they receive enquiries. */
export function hasApprovedWork(db: Database, memberId: number): boolean {
  return (
    db
      .prepare<[number], { id: number }>(
        'SELECT id FROM portfolios WHERE member_id = ? AND is_approve = 1 LIMIT 1',
      )
      .get(memberId) !== undefined
  );
}

/** Whether `portfolioId` is an approved work of the designer. */
export function isApprovedWorkOf(db: Database, designerId: number, portfolioId: number): boolean {
  return (
    db
      .prepare<[number, number], { id: number }>(
        'SELECT id FROM portfolios WHERE id = ? AND member_id = ? AND is_approve = 1',
      )
      .get(portfolioId, designerId) !== undefined
  );
}

/**
 * Stores an enquiry in the designer's inbox and, unless the designer sent it themselves, tells them, in one
 * transaction; answers its id.
 */
export function saveDesignerEnquiry(
  db: Database,
  enquiry: DesignerEnquiry,
  options: { now: Date; senderMemberId: number | undefined },
): number {
  return db.transaction(() => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO designer_enquiries (designer_id, name, email, organisation, work_type, budget, message,
             portfolio_id, created_at)
           VALUES (@designerId, @name, @email, @organisation, @workType, @budget, @message, @portfolioId, @now)`,
        )
        .run({ ...enquiry, now: formatTimestamp(options.now) }).lastInsertRowid,
    );
    if (options.senderMemberId !== enquiry.designerId)
      notifyEnquiry(db, {
        designerId: enquiry.designerId,
        enquiryId: id,
        senderName: enquiry.name,
        now: options.now,
      });
    return id;
  })();
}

/** How many enquiries in a designer's inbox (not archived) are unread. */
export function unreadEnquiryCount(db: Database, designerId: number): number {
  return db
    .prepare<[number], { n: number }>(
      `SELECT COUNT(*) AS n FROM designer_enquiries
       WHERE designer_id = ? AND read_at IS NULL AND archived_at IS NULL`,
    )
    .get(designerId)!.n;
}

/** One page of a designer's inbox (or archive), newest first, with how many in the inbox are unread. */
export function designerEnquiryPage(
  db: Database,
  query: { designerId: number; archived: boolean; page: number },
) {
  const { meta, rows } = paginate<EnquiryRow>(db, {
    select: ENQUIRY_COLUMNS,
    fromSql: `FROM designer_enquiries e LEFT JOIN portfolios p ON p.id = e.portfolio_id
      WHERE e.designer_id = @designerId AND (e.archived_at IS NOT NULL) = @archived`,
    orderSql: 'ORDER BY e.created_at DESC, e.id DESC',
    params: { designerId: query.designerId, archived: query.archived ? 1 : 0 },
    page: query.page,
    perPage: ENQUIRIES_PER_PAGE,
  });
  return { ...meta, unread: unreadEnquiryCount(db, query.designerId), data: rows.map(enquiryJson) };
}

/**
 * Marks one of a designer's enquiries read or unread, archived or back in the inbox (each left as it is when
 * undefined); answers it, or undefined when the designer has no such enquiry.
 */
export function updateDesignerEnquiry(
  db: Database,
  change: { designerId: number; id: number; read?: boolean; archived?: boolean; now: Date },
) {
  const now = formatTimestamp(change.now);
  const found = db
    .prepare<[number, number], { id: number }>(
      'SELECT id FROM designer_enquiries WHERE id = ? AND designer_id = ?',
    )
    .get(change.id, change.designerId);
  if (!found) return undefined;
  // Marked again, an enquiry keeps when it was first read or archived.
  db.prepare(
    `UPDATE designer_enquiries SET
       read_at = CASE @read WHEN 1 THEN COALESCE(read_at, @now) WHEN 0 THEN NULL ELSE read_at END,
       archived_at = CASE @archived WHEN 1 THEN COALESCE(archived_at, @now) WHEN 0 THEN NULL ELSE archived_at END
     WHERE id = @id`,
  ).run({
    id: change.id,
    now,
    read: change.read === undefined ? null : Number(change.read),
    archived: change.archived === undefined ? null : Number(change.archived),
  });
  const row = db
    .prepare<[number], EnquiryRow>(
      `SELECT ${ENQUIRY_COLUMNS} FROM designer_enquiries e LEFT JOIN portfolios p ON p.id = e.portfolio_id
       WHERE e.id = ?`,
    )
    .get(change.id);
  return row ? enquiryJson(row) : undefined;
}
