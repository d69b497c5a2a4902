import type { Static } from 'typebox';
import type { Database } from '../db/database';
import { formatTimestamp } from '../clock';
import type { Enquiry } from '../contract/staff';
import { paginate } from '../db/sql';

/** A stored enquiry is answered as it is stored: its row is the contract's shape. */
type EnquiryRow = Static<typeof Enquiry>;

/** Contact-form enquiries for the staff, newest first, with whether each was read and how many are unread. */
export function enquiryPage(db: Database, page: number, perPage = 20) {
  const { meta, rows } = paginate<EnquiryRow>(db, {
    select: 'c.id, c.name, c.email, c.phone_number, c.reason_contact, c.detail, c.created_at, c.read_at',
    fromSql: 'FROM contacts c',
    orderSql: 'ORDER BY c.created_at DESC, c.id DESC',
    params: {},
    page,
    perPage,
  });
  const unread = db
    .prepare<[], { amount: number }>('SELECT COUNT(*) AS amount FROM contacts WHERE read_at IS NULL')
    .get();
  return { ...meta, unread: unread?.amount ?? 0, data: rows };
}

/** Marks an enquiry read (by whom, when) or unread again; answers it, or undefined when there is no such enquiry. */
export function markEnquiry(
  db: Database,
  id: number,
  read: boolean,
  memberId: number,
  now: Date,
): EnquiryRow | undefined {
  db.prepare('UPDATE contacts SET read_at = ?, read_by = ? WHERE id = ?').run(
    read ? formatTimestamp(now) : null,
    read ? memberId : null,
    id,
  );
  return db
    .prepare<[number], EnquiryRow>(
      'SELECT id, name, email, phone_number, reason_contact, detail, created_at, read_at FROM contacts WHERE id = ?',
    )
    .get(id);
}
