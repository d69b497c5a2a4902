import type { Database } from '../db/database';
import { shownAsDesigner } from '../portfolios/designers';
import { formatTimestamp, bangkokDay, bangkokHour } from '../clock';
import { placeholders } from '../db/sql';
import { siteLinks } from '../http/site-links';
import { digestMail } from '../mail/templates';
import { queueMail } from '../mail/mail-queue';

/** A digest lists at most this many followers and works; its headings count them all. */
const DIGEST_ITEMS = 20;

/** The news a digest tells: follower and appreciation notifications not in a digest yet. */
const UNDIGESTED = "n.digested_at IS NULL AND n.kind IN ('follower', 'appreciation')";

interface NewsRow {
  id: number;
  kind: 'follower' | 'appreciation';
  count: number;
  portfolio_id: number | null;
  project_title: string | null;
  actor_id: number | null;
  actor_firstname: string | null;
  actor_lastname: string | null;
  actor_public: number | null;
}

/**
 * Queues the digest of every member due one: at or after `digestHour` in Bangkok, to each member with the digest
 * on, a verified address, news since their last digest and no digest yet this Bangkok day. Each is queued in the
 * transaction that records it for the day and marks its notifications digested, so a day's digest is made once
 * whatever restarts. Answers how many were queued.
 */
export function queueDueDigests(
  db: Database,
  options: { now: Date; digestHour: number; siteUrl: string },
): number {
  if (bangkokHour(options.now) < options.digestHour) return 0;
  const day = bangkokDay(options.now);
  const due = db
    .prepare<{ day: string }, { member_id: number; email: string }>(
      `SELECT DISTINCT n.member_id, m.email FROM notifications n JOIN members m ON m.id = n.member_id
       WHERE ${UNDIGESTED} AND m.digest = 1 AND m.email_verified_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM digests d WHERE d.member_id = n.member_id AND d.day = @day)`,
    )
    .all({ day });
  let queued = 0;
  for (const member of due) {
    if (queueDigest(db, { ...member, day, now: options.now, siteUrl: options.siteUrl })) queued += 1;
  }
  return queued;
}

/** Queues one member's digest of the day, in one transaction; answers whether one was queued. */
function queueDigest(
  db: Database,
  digest: { member_id: number; email: string; day: string; now: Date; siteUrl: string },
): boolean {
  return db.transaction(() => {
    const made = db
      .prepare<[number, string], { day: string }>('SELECT day FROM digests WHERE member_id = ? AND day = ?')
      .get(digest.member_id, digest.day);
    if (made) return false;
    const news = db
      .prepare<[number], NewsRow>(
        `SELECT n.id, n.kind, n.count, n.portfolio_id, p.project_title, n.actor_id,
           COALESCE(pr.name_th, m.firstname_th) AS actor_firstname, COALESCE(pr.last_th, m.lastname_th) AS actor_lastname,
           ${shownAsDesigner('n.actor_id')} AS actor_public
         FROM notifications n LEFT JOIN portfolios p ON p.id = n.portfolio_id
           LEFT JOIN members m ON m.id = n.actor_id LEFT JOIN profiles pr ON pr.member_id = n.actor_id
         WHERE n.member_id = ? AND ${UNDIGESTED} ORDER BY n.updated_at DESC, n.id DESC`,
      )
      .all(digest.member_id);
    if (news.length === 0) return false;
    const followers = new Map<number, { name: string; shown: boolean }>();
    const appreciations = new Map<number, { title: string; count: number }>();
    for (const row of news) {
      // A follower or a work deleted since is left out of the mail (its notification is digested all the same).
      if (row.kind === 'follower' && row.actor_id !== null)
        followers.set(row.actor_id, {
          name: `${row.actor_firstname ?? ''} ${row.actor_lastname ?? ''}`.trim(),
          // Only a designer has a page: a reader is named without a link (members/designers.ts).
          shown: row.actor_public === 1,
        });
      if (row.kind === 'appreciation' && row.portfolio_id !== null) {
        const work = appreciations.get(row.portfolio_id);
        if (work) work.count += row.count;
        else appreciations.set(row.portfolio_id, { title: row.project_title ?? '', count: row.count });
      }
    }
    const now = formatTimestamp(digest.now);
    const ids = news.map((row) => row.id);
    db.prepare(`UPDATE notifications SET digested_at = ? WHERE id IN (${placeholders(ids.length)})`).run(
      now,
      ...ids,
    );
    if (followers.size === 0 && appreciations.size === 0) return false;
    const mail = digestMail(digest.email, {
      followers: [...followers].slice(0, DIGEST_ITEMS).map(([memberId, { name, shown }]) => ({
        name,
        link: shown ? siteLinks.designer(digest.siteUrl, memberId) : undefined,
      })),
      followerTotal: followers.size,
      appreciations: [...appreciations]
        .slice(0, DIGEST_ITEMS)
        .map(([portfolioId, work]) => ({ ...work, link: siteLinks.portfolio(digest.siteUrl, portfolioId) })),
      appreciatedWorkTotal: appreciations.size,
    });
    const mailId = queueMail(db, mail, digest.now);
    db.prepare(
      'INSERT INTO digests (member_id, day, mail_id, notifications, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(digest.member_id, digest.day, mailId, news.length, now);
    return true;
  })();
}
