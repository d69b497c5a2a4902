import type { Database } from '../db/database';

/** A member's audience settings, as the API answers them. */
export interface MemberSettings {
  accepts_enquiries: boolean;
  digest: boolean;
}

/** A member's settings: whether anyone may send them enquiries, whether the daily digest is mailed to them. */
export function memberSettings(db: Database, memberId: number): MemberSettings {
  const row = db
    .prepare<[number], { accepts_enquiries: number; digest: number }>(
      'SELECT accepts_enquiries, digest FROM members WHERE id = ?',
    )
    .get(memberId);
  return { accepts_enquiries: row?.accepts_enquiries === 1, digest: row?.digest === 1 };
}

/** Changes the settings given (each left as it is when undefined); answers them all. */
export function updateMemberSettings(
  db: Database,
  memberId: number,
  change: Partial<MemberSettings>,
): MemberSettings {
  db.prepare(
    `UPDATE members SET accepts_enquiries = COALESCE(@acceptsEnquiries, accepts_enquiries),
       digest = COALESCE(@digest, digest) WHERE id = @memberId`,
  ).run({
    memberId,
    acceptsEnquiries: change.accepts_enquiries === undefined ? null : Number(change.accepts_enquiries),
    digest: change.digest === undefined ? null : Number(change.digest),
  });
  return memberSettings(db, memberId);
}
