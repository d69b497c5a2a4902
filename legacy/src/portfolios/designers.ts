import type { Database } from '../db/database';
import { placeholders } from '../db/sql';
import { PUBLIC } from './portfolios';
import { profilesByMembers, profilesJson } from '../members/profiles';

/**
 * Whether a member shows as a designer: they have public work, or they have saved a designer profile (the profile
 * editor: they chose to show one). A member who only reads, appreciates and follows is not a designer: their page
 * is not found and no list names them (issue 42: sequential ids had let every reader's name be read).
 */
export function isPublicDesigner(db: Database, memberId: number): boolean {
  return (
    db
      .prepare<{ memberId: number }, { shown: number }>(`SELECT ${shownAsDesigner('@memberId')} AS shown`)
      .get({ memberId })?.shown === 1
  );
}

/** SQL (1 or 0): whether the member `memberId` (a column or a parameter) shows as a designer (`isPublicDesigner`). */
export function shownAsDesigner(memberId: string): string {
  return `(EXISTS (SELECT 1 FROM portfolios shown_p WHERE shown_p.member_id = ${memberId} AND shown_p.is_approve = 1)
    OR EXISTS (SELECT 1 FROM profiles shown_pr WHERE shown_pr.member_id = ${memberId}))`;
}

/**
 * Designers (members) as the API answers them, in the order of `memberIds`: their profile (null when
 * they have none), works (the first holds the current position), number of approved portfolios, followers and
 * followings (kept on the member's row).
 */
export function designersJson(db: Database, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  const profileRows = profilesByMembers(db, memberIds);
  const profiles = new Map(
    profilesJson(db, [...profileRows.values()], undefined).map((profile) => [profile.member_id, profile]),
  );
  const members = new Map(
    db
      .prepare<
        number[],
        {
          id: number;
          firstname_th: string;
          lastname_th: string;
          amount: number;
          follower_count: number;
          following_count: number;
        }
      >(
        `SELECT m.id, m.firstname_th, m.lastname_th, m.follower_count, m.following_count,
                (SELECT COUNT(*) FROM portfolios p WHERE p.member_id = m.id AND ${PUBLIC}) AS amount
         FROM members m WHERE m.id IN (${placeholders(memberIds.length)})`,
      )
      .all(...memberIds)
      .map((row) => [row.id, row]),
  );
  return memberIds.flatMap((memberId) => {
    const member = members.get(memberId);
    if (!member) return [];
    const profile = profiles.get(memberId) ?? null;
    return [
      {
        id: memberId,
        member_id: memberId,
        firstname_th: member.firstname_th,
        lastname_th: member.lastname_th,
        portfolio_amount: member.amount,
        followers: member.follower_count,
        following: member.following_count,
        profile,
        works: profile?.works ?? [],
      },
    ];
  });
}
