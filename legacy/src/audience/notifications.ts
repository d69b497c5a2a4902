import type { Database } from '../db/database';
import { formatTimestamp, bangkokDay } from '../clock';
import { paginate, placeholders } from '../db/sql';
import { firstToldToday } from './told-once';
import { shownAsDesigner } from '../portfolios/designers';

/** What a notification tells its member. */
export type NotificationKind = 'approved' | 'refused' | 'follower' | 'appreciation' | 'enquiry';

/** Notifications answer this many a page. */
export const NOTIFICATIONS_PER_PAGE = 20;

interface NotificationRow {
  id: number;
  kind: NotificationKind;
  portfolio_id: number | null;
  project_title: string | null;
  actor_id: number | null;
  actor_firstname_th: string | null;
  actor_lastname_th: string | null;
  actor_firstname_en: string | null;
  actor_lastname_en: string | null;
  actor_img_path: string | null;
  actor_public: number | null;
  enquiry_id: number | null;
  actor_name: string | null;
  count: number;
  reason: string | null;
  revision: number;
  created_at: string;
  updated_at: string;
  read_at: string | null;
}

/** A notification to store: whom it is for, and what it names. Call inside the transaction of what it tells. */
interface NewNotification {
  memberId: number;
  kind: NotificationKind;
  now: Date;
  portfolioId?: number | null;
  actorId?: number | null;
  enquiryId?: number | null;
  actorName?: string | null;
  reason?: string | null;
  revision?: boolean;
}

function insertNotification(db: Database, notification: NewNotification, groupKey: string | null): void {
  const now = formatTimestamp(notification.now);
  // A later act of the same group adds to its notification, which is then news again: unread, in the next digest.
  db.prepare(
    `INSERT INTO notifications (member_id, kind, group_key, portfolio_id, actor_id, enquiry_id, actor_name, count,
       reason, revision, created_at, updated_at)
     VALUES (@memberId, @kind, @groupKey, @portfolioId, @actorId, @enquiryId, @actorName, 1, @reason, @revision,
       @now, @now)
     ON CONFLICT (member_id, group_key) WHERE group_key IS NOT NULL DO UPDATE SET
       count = count + (CASE WHEN kind = 'appreciation' THEN 1 ELSE 0 END), updated_at = excluded.updated_at,
       read_at = NULL, digested_at = NULL`,
  ).run({
    memberId: notification.memberId,
    kind: notification.kind,
    groupKey,
    portfolioId: notification.portfolioId ?? null,
    actorId: notification.actorId ?? null,
    enquiryId: notification.enquiryId ?? null,
    actorName: notification.actorName ?? null,
    reason: notification.reason ?? null,
    revision: notification.revision ? 1 : 0,
    now,
  });
}

/** Tells a designer about a decision on their portfolio (or on its edit); call inside the decision's transaction. */
export function notifyDecision(
  db: Database,
  decision: {
    memberId: number;
    portfolioId: number;
    approved: boolean;
    reason: string | null;
    revision: boolean;
    now: Date;
  },
): void {
  insertNotification(
    db,
    {
      memberId: decision.memberId,
      kind: decision.approved ? 'approved' : 'refused',
      now: decision.now,
      portfolioId: decision.portfolioId,
      reason: decision.approved ? null : decision.reason,
      revision: decision.revision,
    },
    null,
  );
}

/**
 * Tells a designer their work was appreciated: one notification per work and Bangkok day, whose count grows with
 * each member who appreciated it that day (a member's repeats in the day add nothing: told-once.ts). It never names
 * who appreciated (that is theirs alone).
 */
export function notifyAppreciation(
  db: Database,
  act: { designerId: number; memberId: number; portfolioId: number; now: Date },
): void {
  if (act.designerId === act.memberId) return;
  const told = {
    kind: 'appreciation',
    actorId: act.memberId,
    targetId: act.portfolioId,
    now: act.now,
  } as const;
  if (!firstToldToday(db, told)) return;
  insertNotification(
    db,
    { memberId: act.designerId, kind: 'appreciation', now: act.now, portfolioId: act.portfolioId },
    `appreciation:${act.portfolioId}:${bangkokDay(act.now)}`,
  );
}

/** Tells a designer who began to follow them, once a Bangkok day whatever the follower toggles (told-once.ts). */
export function notifyFollower(
  db: Database,
  act: { designerId: number; followerId: number; now: Date },
): void {
  if (act.designerId === act.followerId) return;
  if (
    !firstToldToday(db, { kind: 'follow', actorId: act.followerId, targetId: act.designerId, now: act.now })
  )
    return;
  insertNotification(
    db,
    { memberId: act.designerId, kind: 'follower', now: act.now, actorId: act.followerId },
    `follower:${act.followerId}:${bangkokDay(act.now)}`,
  );
}

/** Tells a designer an enquiry arrived in their inbox, naming its sender as they signed it. */
export function notifyEnquiry(
  db: Database,
  enquiry: { designerId: number; enquiryId: number; senderName: string; now: Date },
): void {
  insertNotification(
    db,
    {
      memberId: enquiry.designerId,
      kind: 'enquiry',
      now: enquiry.now,
      enquiryId: enquiry.enquiryId,
      actorName: enquiry.senderName,
    },
    null,
  );
}

/** A notification as the API answers it. */
function notificationJson(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.created_at,
    updated_at: row.updated_at,
    read_at: row.read_at,
    portfolio:
      row.portfolio_id === null ? null : { id: row.portfolio_id, project_title: row.project_title ?? '' },
    actor:
      row.actor_id === null
        ? null
        : {
            member_id: row.actor_id,
            firstname_th: row.actor_firstname_th ?? '',
            lastname_th: row.actor_lastname_th ?? '',
            firstname_en: row.actor_firstname_en ?? '',
            lastname_en: row.actor_lastname_en ?? '',
            img_path: row.actor_img_path,
            // Whether the member shows as a designer (members/designers.ts): only then do they have a page to link to.
            public_designer: row.actor_public === 1,
          },
    count: row.count,
    reason: row.reason,
    revision: row.revision === 1,
    enquiry_id: row.enquiry_id,
    actor_name: row.actor_name,
  };
}

/** How many of a member's notifications are unread. */
export function unreadNotificationCount(db: Database, memberId: number): number {
  return db
    .prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM notifications WHERE member_id = ? AND read_at IS NULL',
    )
    .get(memberId)!.n;
}

/** One page of a member's notifications, the newest change first, with how many are unread. */
export function notificationPage(db: Database, memberId: number, page: number) {
  const { meta, rows } = paginate<NotificationRow>(db, {
    select: `n.id, n.kind, n.portfolio_id, p.project_title, n.actor_id,
      COALESCE(pr.name_th, m.firstname_th) AS actor_firstname_th, COALESCE(pr.last_th, m.lastname_th) AS actor_lastname_th,
      pr.name_en AS actor_firstname_en, pr.last_en AS actor_lastname_en, pr.img_path AS actor_img_path,
      ${shownAsDesigner('n.actor_id')} AS actor_public,
      n.enquiry_id, n.actor_name, n.count, n.reason, n.revision, n.created_at, n.updated_at, n.read_at`,
    fromSql: `FROM notifications n LEFT JOIN portfolios p ON p.id = n.portfolio_id
      LEFT JOIN members m ON m.id = n.actor_id LEFT JOIN profiles pr ON pr.member_id = n.actor_id
      WHERE n.member_id = @memberId`,
    orderSql: 'ORDER BY n.updated_at DESC, n.id DESC',
    params: { memberId },
    page,
    perPage: NOTIFICATIONS_PER_PAGE,
  });
  return { ...meta, unread: unreadNotificationCount(db, memberId), data: rows.map(notificationJson) };
}

/** Marks read the member's notifications among `ids` (all when undefined, none when empty); others' are passed over. */
export function markNotificationsRead(
  db: Database,
  memberId: number,
  ids: number[] | undefined,
  now: Date,
): void {
  if (ids?.length === 0) return;
  const only = ids === undefined ? '' : `AND id IN (${placeholders(ids.length)})`;
  db.prepare(`UPDATE notifications SET read_at = ? WHERE member_id = ? AND read_at IS NULL ${only}`).run(
    formatTimestamp(now),
    memberId,
    ...(ids ?? []),
  );
}
