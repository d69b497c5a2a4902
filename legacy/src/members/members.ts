import type { Database } from '../db/database';

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
}

export function findMemberById(db: Database, id: number): MemberRow | undefined {
  return db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?').get(id);
}

export function findMemberByEmail(db: Database, email: string): MemberRow | undefined {
  return db.prepare<[string], MemberRow>('SELECT * FROM members WHERE email = ?').get(email);
}

export function profileIdOf(db: Database, memberId: number): number | null {
  const row = db
    .prepare<[number], { id: number }>('SELECT id FROM profiles WHERE member_id = ?')
    .get(memberId);
  return row?.id ?? null;
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
  };
}
