import type { Database } from '../db/database';
import { formatTimestamp } from '../clock';

export interface MemberRow {
  id: number;
  email: string;
  password_hash: string | null;
  firstname_th: string;
  lastname_th: string;
  mobile_number: string;
  fb_id: string | null;
  image_profile_facebook: string | null;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  /** 'moderator' or 'operator' for the design centre's staff; null for a designer. */
  staff_role: string | null;
  /** Settings (migration 14), 1 or 0: whether anyone may send enquiries, whether the daily digest is mailed. */
  accepts_enquiries: number;
  digest: number;
  /** Kept by triggers on `follows`: members who follow this one, and designers this one follows. */
  follower_count: number;
  following_count: number;
}

/** The member with this id, if any. */
export function findMemberById(db: Database, id: number): MemberRow | undefined {
  return db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?').get(id);
}

/** The member registered with this e-mail, if any. */
export function findMemberByEmail(db: Database, email: string): MemberRow | undefined {
  return db.prepare<[string], MemberRow>('SELECT * FROM members WHERE email = ?').get(email);
}

/** The id of the member's profile, or null before they have made one. */
export function profileIdOf(db: Database, memberId: number): number | null {
  const row = db
    .prepare<[number], { id: number }>('SELECT id FROM profiles WHERE member_id = ?')
    .get(memberId);
  return row?.id ?? null;
}

/** The member signed in with this Facebook account, if any. */
export function findMemberByFacebookId(db: Database, fbId: string): MemberRow | undefined {
  return db.prepare<[string], MemberRow>('SELECT * FROM members WHERE fb_id = ?').get(fbId);
}

/** Stores a member who registered with an e-mail and password (not yet verified); answers the new id. */
export function insertMember(
  db: Database,
  member: {
    email: string;
    passwordHash: string;
    firstnameTh: string;
    lastnameTh: string;
    mobileNumber: string;
    now: Date;
  },
): number {
  const now = formatTimestamp(member.now);
  const result = db
    .prepare(
      `INSERT INTO members (email, password_hash, firstname_th, lastname_th, mobile_number, created_at, updated_at)
       VALUES (@email, @passwordHash, @firstnameTh, @lastnameTh, @mobileNumber, @now, @now)`,
    )
    .run({ ...member, now });
  return Number(result.lastInsertRowid);
}

/** Stores a member who signed in with Facebook for the first time (Facebook vouches for the e-mail). */
export function insertFacebookMember(
  db: Database,
  member: {
    email: string;
    firstnameTh: string;
    lastnameTh: string;
    fbId: string;
    picture: string | null;
    now: Date;
  },
): number {
  const now = formatTimestamp(member.now);
  const result = db
    .prepare(
      `INSERT INTO members (email, firstname_th, lastname_th, fb_id, image_profile_facebook, email_verified_at, created_at, updated_at)
       VALUES (@email, @firstnameTh, @lastnameTh, @fbId, @picture, @now, @now, @now)`,
    )
    .run({ ...member, now });
  return Number(result.lastInsertRowid);
}

/**
 * Links a Facebook account to a member, keeping their picture when Facebook sends none. Facebook vouches for
 * the e-mail, so linking also verifies it.
 */
export function linkFacebookAccount(
  db: Database,
  link: { memberId: number; fbId: string; picture: string | null; now: Date },
): void {
  db.prepare(
    `UPDATE members SET fb_id = @fbId, image_profile_facebook = COALESCE(@picture, image_profile_facebook),
       email_verified_at = COALESCE(email_verified_at, @now), updated_at = @now WHERE id = @memberId`,
  ).run({ ...link, now: formatTimestamp(link.now) });
}

/** Marks a member's e-mail verified (the first verification time is kept). */
export function markEmailVerified(db: Database, memberId: number, now: Date): void {
  db.prepare(
    `UPDATE members SET email_verified_at = COALESCE(email_verified_at, @now), updated_at = @now
     WHERE id = @memberId`,
  ).run({ memberId, now: formatTimestamp(now) });
}

/** Sets a member's password hash; the reset link came by e-mail, so it also verifies the e-mail. */
export function setPasswordHash(db: Database, memberId: number, passwordHash: string, now: Date): void {
  db.prepare(
    `UPDATE members SET password_hash = @passwordHash, email_verified_at = COALESCE(email_verified_at, @now),
       updated_at = @now WHERE id = @memberId`,
  ).run({ memberId, passwordHash, now: formatTimestamp(now) });
}

/** The `user` object of the login answers. */
export function userJson(db: Database, member: MemberRow) {
  return {
    id: member.id,
    member_id: member.id,
    email: member.email,
    firstname_th: member.firstname_th,
    lastname_th: member.lastname_th,
    mobile_number: member.mobile_number,
    profile_id: profileIdOf(db, member.id),
    fb_id: member.fb_id,
    image_profile_facebook: member.image_profile_facebook,
    email_verified_at: member.email_verified_at,
    created_at: member.created_at,
    staff_role: member.staff_role,
  };
}
