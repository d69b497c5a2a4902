import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';

/**
 * The design centre's staff: a moderator decides on portfolios; an operator also runs the site (highlights,
 * collections, pages, enquiries) and grants roles. Everyone else is a designer (no role).
 */
export const STAFF_ROLES = ['moderator', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/** The staff role of a member, or null for a designer (and for a member that does not exist). */
export function staffRoleOf(db: Database, memberId: number): StaffRole | null {
  const row = db
    .prepare<[number], { staff_role: string | null }>('SELECT staff_role FROM members WHERE id = ?')
    .get(memberId);
  return isStaffRole(row?.staff_role) ? row.staff_role : null;
}

/** Gives a member a staff role, or takes it away (null). Answers whether the member exists. */
export function setStaffRole(db: Database, memberId: number, role: StaffRole | null): boolean {
  return db.prepare('UPDATE members SET staff_role = ? WHERE id = ?').run(role, memberId).changes > 0;
}

/** A member holding a staff role, as GET api/staff/roles lists them. */
export interface StaffMember {
  member_id: number;
  email: string;
  firstname_th: string;
  lastname_th: string;
  staff_role: StaffRole;
}

/** Everyone holding a staff role: operators first, then moderators, each by e-mail. */
export function staffMembers(db: Database): StaffMember[] {
  return db
    .prepare<[], StaffMember>(
      `SELECT id AS member_id, email, firstname_th, lastname_th, staff_role FROM members
       WHERE staff_role IN ('operator', 'moderator')
       ORDER BY staff_role = 'operator' DESC, email COLLATE NOCASE`,
    )
    .all();
}

export const STAFF_ONLY = 'Only the design centre’s staff may do this.';
export const OPERATORS_ONLY = 'Only operators may do this.';

/** The caller's role when it is one of `allowed`; 403 otherwise. */
export function requireStaffRole(db: Database, memberId: number, allowed: readonly StaffRole[]): StaffRole {
  const role = staffRoleOf(db, memberId);
  if (role && allowed.includes(role)) return role;
  throw new HttpError(403, allowed.includes('moderator') ? STAFF_ONLY : OPERATORS_ONLY);
}
