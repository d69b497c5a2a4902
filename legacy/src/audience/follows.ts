import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { formatTimestamp } from '../clock';
import { paginate, placeholders, type PageMeta } from '../db/sql';
import { findMemberById, type MemberRow } from '../members/members';
import { NEWEST_FIRST, PORTFOLIOS_PER_PAGE, PUBLIC } from '../portfolios/portfolios';
import { portfolioPage } from '../portfolios/portfolio-pages';
import type { OmittableField } from '../portfolios/portfolio-json';
import { notifyFollower } from './notifications';

export const DESIGNER_NOT_FOUND = 'Designer not found.';

/** What a follow call answers: the designer, whether the caller follows them now, and their followers. */
export interface FollowState {
  member_id: number;
  following: boolean;
  followers: number;
}

/** The member a route's `{member_id}` names; 404 `Designer not found.` when there is none. */
export function requireDesigner(db: Database, memberId: number | undefined): MemberRow {
  const member = memberId === undefined ? undefined : findMemberById(db, memberId);
  if (!member) throw new HttpError(404, DESIGNER_NOT_FOUND);
  return member;
}

function followerCount(db: Database, memberId: number): number {
  return db
    .prepare<[number], { follower_count: number }>('SELECT follower_count FROM members WHERE id = ?')
    .get(memberId)!.follower_count;
}

/** A member follows a designer, who is told; 403 for oneself, 409 twice. */
export function follow(db: Database, followerId: number, designerId: number, now: Date): FollowState {
  if (followerId === designerId) throw new HttpError(403, 'You cannot follow yourself.');
  return db.transaction(() => {
    const added = db
      .prepare(
        'INSERT INTO follows (follower_id, designer_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(followerId, designerId, formatTimestamp(now));
    if (added.changes === 0) throw new HttpError(409, 'You already follow this designer.');
    notifyFollower(db, { designerId, followerId, now });
    return { member_id: designerId, following: true, followers: followerCount(db, designerId) };
  })();
}

/** A member stops following a designer; 409 when they did not follow them. */
export function unfollow(db: Database, followerId: number, designerId: number): FollowState {
  const removed = db
    .prepare('DELETE FROM follows WHERE follower_id = ? AND designer_id = ?')
    .run(followerId, designerId);
  if (removed.changes === 0) throw new HttpError(409, 'You do not follow this designer.');
  return { member_id: designerId, following: false, followers: followerCount(db, designerId) };
}

/** One page of the designers a member follows, the latest followed first: their ids and when. */
export function followedDesignerPage(
  db: Database,
  query: { memberId: number; page: number },
): { meta: PageMeta; rows: { designer_id: number; followed_at: string }[] } {
  return paginate<{ designer_id: number; followed_at: string }>(db, {
    select: 'f.designer_id, f.created_at AS followed_at',
    fromSql: 'FROM follows f WHERE f.follower_id = @memberId',
    orderSql: 'ORDER BY f.created_at DESC, f.rowid DESC',
    params: { memberId: query.memberId },
    page: query.page,
    perPage: PORTFOLIOS_PER_PAGE,
  });
}

/** The ids among `memberIds` whom the member follows, in the order asked. */
export function followedAmong(db: Database, memberId: number, memberIds: number[]): number[] {
  const found = new Set(
    db
      .prepare<number[], { designer_id: number }>(
        `SELECT designer_id FROM follows WHERE follower_id = ? AND designer_id IN (${placeholders(memberIds.length)})`,
      )
      .all(memberId, ...memberIds)
      .map((row) => row.designer_id),
  );
  return memberIds.filter((id) => found.has(id));
}

/** One page of the approved portfolios of the designers a member follows, newest approval first. */
export function followingPortfolioPage(
  db: Database,
  query: { memberId: number; page: number; omit: ReadonlySet<OmittableField> },
) {
  return portfolioPage(db, {
    fromSql: `FROM portfolios p WHERE ${PUBLIC}
      AND p.member_id IN (SELECT f.designer_id FROM follows f WHERE f.follower_id = @memberId)`,
    orderSql: NEWEST_FIRST,
    params: { memberId: query.memberId },
    page: query.page,
    omit: query.omit,
  });
}

/** Up to `limit` designers with approved work whom the member does not follow (never the member), most work first. */
export function suggestedDesignerIds(db: Database, memberId: number, limit: number): number[] {
  return db
    .prepare<{ memberId: number; limit: number }, { member_id: number }>(
      `SELECT p.member_id, COUNT(*) AS amount FROM portfolios p
       WHERE ${PUBLIC} AND p.member_id <> @memberId
         AND p.member_id NOT IN (SELECT f.designer_id FROM follows f WHERE f.follower_id = @memberId)
       GROUP BY p.member_id ORDER BY amount DESC, p.member_id ASC LIMIT @limit`,
    )
    .all({ memberId, limit })
    .map((row) => row.member_id);
}
