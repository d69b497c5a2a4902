import type { Database } from '../db/database';
import { formatTimestamp } from '../clock';

/** An enquiry sent through the contact form (§9). */
export interface ContactMessage {
  name: string;
  email: string;
  phone_number: string;
  /** One of the contact reasons, or null when none was chosen. */
  reason_contact: number | null;
  detail: string;
}

/** Stores an enquiry; answers its id. */
export function saveContact(db: Database, contact: ContactMessage, now: Date): number {
  const result = db
    .prepare(
      `INSERT INTO contacts (name, email, phone_number, reason_contact, detail, created_at)
       VALUES (@name, @email, @phone_number, @reason_contact, @detail, @createdAt)`,
    )
    .run({ ...contact, createdAt: formatTimestamp(now) });
  return Number(result.lastInsertRowid);
}
