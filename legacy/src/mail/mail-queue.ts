import type { Database } from '../db/database';
import { formatTimestamp, type Clock } from '../clock';
import type { Mailer, MailMessage } from './mailer';

interface QueuedMailRow {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Keeps a message in the store until it has left; call inside the transaction that decides to send it. */
export function queueMail(db: Database, message: MailMessage, now: Date): number {
  const result = db
    .prepare(
      `INSERT INTO mail_queue (to_address, reply_to, subject, text, html, created_at)
       VALUES (@to, @replyTo, @subject, @text, @html, @now)`,
    )
    .run({ ...message, replyTo: message.replyTo ?? null, now: formatTimestamp(now) });
  return Number(result.lastInsertRowid);
}

/**
 * Sends every queued message not yet sent, oldest first, marking each sent as it leaves. A message that cannot be sent
 * stays queued with its attempt and error counted, for the next delivery. Answers how many left, how many failed
 * and the last failure; stops between messages once `stopping` says so. Run one delivery at a time: two would send the
 * same message twice.
 */
export async function deliverQueuedMail(
  db: Database,
  mailer: Mailer,
  clock: Clock,
  stopping: () => boolean = () => false,
): Promise<{ sent: number; failed: number; lastError: string | undefined }> {
  const queued = db
    .prepare<[], QueuedMailRow>(
      'SELECT id, to_address, reply_to, subject, text, html FROM mail_queue WHERE sent_at IS NULL ORDER BY id',
    )
    .all();
  let sent = 0;
  let failed = 0;
  let lastError: string | undefined;
  for (const row of queued) {
    // A server shutting down leaves the rest queued for its next start.
    if (stopping()) break;
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      });
    } catch (error) {
      failed += 1;
      lastError = error instanceof Error ? error.message : String(error);
      db.prepare('UPDATE mail_queue SET attempts = attempts + 1, last_error = ? WHERE id = ?').run(
        lastError,
        row.id,
      );
      continue;
    }
    sent += 1;
    db.prepare(
      'UPDATE mail_queue SET attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ?',
    ).run(formatTimestamp(clock()), row.id);
  }
  return { sent, failed, lastError };
}
