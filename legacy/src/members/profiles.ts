import type { Database } from '../db/database';
import { groupBy, placeholders } from '../db/sql';
import { formatTimestamp } from '../clock';

export interface ProfileRow {
  id: number;
  member_id: number;
  name_th: string;
  last_th: string;
  name_en: string;
  last_en: string;
  city: string;
  brand_name: string;
  profession: string;
  design_type: string;
  email: string;
  mobile_number: string;
  website: string;
  domain_name: string | null;
  facebook: string;
  instagram: string;
  pinterest: string;
  img_path: string | null;
  cover_url: string | null;
  created_at: string;
  updated_at: string;
}

interface EducationRow {
  profile_id: number;
  sort_order: number;
  school_university: string;
  degree_id: number | null;
  class_of: string;
  degree_name_th: string | null;
  degree_name_en: string | null;
}

interface WorkRow {
  profile_id: number;
  sort_order: number;
  company: string;
  position: string;
  city: string;
  country_name_en: string;
}

/** An education as the API answers it; its id is its place in the list. */
export function educationJson(row: EducationRow) {
  return {
    id: row.sort_order,
    school_university: row.school_university,
    degree_id: row.degree_id,
    degree:
      row.degree_id === null
        ? null
        : { id: row.degree_id, name_th: row.degree_name_th, name_en: row.degree_name_en },
    class_of: row.class_of,
  };
}

/** A work as the API answers it; its id is its place in the list, the first is the current job. */
export function workJson(row: WorkRow) {
  return {
    id: row.sort_order,
    company: row.company,
    position: row.position,
    city: row.city,
    country: { name_en: row.country_name_en },
  };
}

function educationsByProfile(db: Database, profileIds: number[]): Map<number, EducationRow[]> {
  const rows = db
    .prepare<number[], EducationRow>(
      `SELECT e.profile_id, e.sort_order, e.school_university, e.degree_id, e.class_of,
              d.name_th AS degree_name_th, d.name_en AS degree_name_en
       FROM educations e LEFT JOIN degrees d ON d.id = e.degree_id
       WHERE e.profile_id IN (${placeholders(profileIds.length)}) ORDER BY e.profile_id, e.sort_order`,
    )
    .all(...profileIds);
  return groupBy(rows, (row) => row.profile_id);
}

function worksByProfile(db: Database, profileIds: number[]): Map<number, WorkRow[]> {
  const rows = db
    .prepare<number[], WorkRow>(
      `SELECT profile_id, sort_order, company, position, city, country_name_en FROM works
       WHERE profile_id IN (${placeholders(profileIds.length)}) ORDER BY profile_id, sort_order`,
    )
    .all(...profileIds);
  return groupBy(rows, (row) => row.profile_id);
}

/** The audience of these members, kept on their rows: followers, followings, whether they take enquiries. */
function audienceOfMembers(db: Database, memberIds: number[]) {
  return new Map(
    db
      .prepare<
        number[],
        { id: number; follower_count: number; following_count: number; accepts_enquiries: number }
      >(
        `SELECT id, follower_count, following_count, accepts_enquiries FROM members
         WHERE id IN (${placeholders(memberIds.length)})`,
      )
      .all(...memberIds)
      .map((row) => [row.id, row]),
  );
}

/**
 * Profiles as the API answers them, with educations, works and the member's audience, in three queries whatever
 * their number. Contact details (e-mail, mobile number) are shown only to the profile's owner.
 */
export function profilesJson(db: Database, rows: ProfileRow[], viewerMemberId: number | undefined) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const educations = educationsByProfile(db, ids);
  const works = worksByProfile(db, ids);
  const audience = audienceOfMembers(db, [...new Set(rows.map((row) => row.member_id))]);
  return rows.map((row) => {
    const own = row.member_id === viewerMemberId;
    const member = audience.get(row.member_id);
    return {
      profile_id: row.id,
      id: row.id,
      member_id: row.member_id,
      name_th: row.name_th,
      last_th: row.last_th,
      firstname_th: row.name_th,
      lastname_th: row.last_th,
      firstname_en: row.name_en,
      lastname_en: row.last_en,
      city: row.city,
      brand_name: row.brand_name,
      profession: row.profession,
      design_type: row.design_type,
      email: own ? row.email : null,
      mobile_number: own ? row.mobile_number : null,
      website: row.website,
      domain_name: row.domain_name,
      facebook: row.facebook,
      instagram: row.instagram,
      pinterest: row.pinterest,
      img_path: row.img_path,
      picture_url: row.img_path,
      cover_url: row.cover_url,
      educations: (educations.get(row.id) ?? []).map(educationJson),
      works: (works.get(row.id) ?? []).map(workJson),
      followers: member?.follower_count ?? 0,
      following: member?.following_count ?? 0,
      accepts_enquiries: member?.accepts_enquiries === 1,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

/** The profile with this id, if any. */
export function findProfile(db: Database, id: number): ProfileRow | undefined {
  return db.prepare<[number], ProfileRow>('SELECT * FROM profiles WHERE id = ?').get(id);
}

/** The profile of a member, if they have made one. */
export function findProfileByMember(db: Database, memberId: number): ProfileRow | undefined {
  return db.prepare<[number], ProfileRow>('SELECT * FROM profiles WHERE member_id = ?').get(memberId);
}

/** The profiles of these members, by member id (members without one are absent). */
export function profilesByMembers(db: Database, memberIds: number[]): Map<number, ProfileRow> {
  if (memberIds.length === 0) return new Map();
  const rows = db
    .prepare<number[], ProfileRow>(
      `SELECT * FROM profiles WHERE member_id IN (${placeholders(memberIds.length)})`,
    )
    .all(...memberIds);
  return new Map(rows.map((row) => [row.member_id, row]));
}

/**
 * The profile's free-text columns: stored as written, but for the website and social fields, which are stored as
 * addresses (members/social-links.ts); names, e-mail, domain and pictures are checked apart.
 */
export const PROFILE_TEXT_FIELDS = [
  'city',
  'brand_name',
  'profession',
  'design_type',
  'mobile_number',
  'website',
  'facebook',
  'instagram',
  'pinterest',
] as const;

/** The columns of a profile its owner writes, on create and on update. */
export const PROFILE_FIELDS = [
  'name_th',
  'last_th',
  'name_en',
  'last_en',
  'email',
  'domain_name',
  ...PROFILE_TEXT_FIELDS,
  'img_path',
  'cover_url',
] as const;

/** What a profile's owner writes of it. */
export type ProfileFields = Pick<ProfileRow, (typeof PROFILE_FIELDS)[number]>;

/** The id of the profile using this domain name, if any. */
export function profileIdWithDomainName(db: Database, domainName: string): number | undefined {
  return db.prepare<[string], { id: number }>('SELECT id FROM profiles WHERE domain_name = ?').get(domainName)
    ?.id;
}

/** Stores a member's profile; answers its id. */
export function insertProfile(db: Database, memberId: number, fields: ProfileFields, now: Date): number {
  const result = db
    .prepare(
      `INSERT INTO profiles (member_id, ${PROFILE_FIELDS.join(', ')}, created_at, updated_at)
       VALUES (@memberId, ${PROFILE_FIELDS.map((column) => `@${column}`).join(', ')}, @now, @now)`,
    )
    .run({ ...fields, memberId, now: formatTimestamp(now) });
  return Number(result.lastInsertRowid);
}

/** Replaces what the owner writes of a profile. */
export function updateProfile(db: Database, profileId: number, fields: ProfileFields, now: Date): void {
  db.prepare(
    `UPDATE profiles SET ${PROFILE_FIELDS.map((column) => `${column} = @${column}`).join(', ')}, updated_at = @now
     WHERE id = @profileId`,
  ).run({ ...fields, profileId, now: formatTimestamp(now) });
}

/** Every degree an education may name. */
export function listDegrees(db: Database): { id: number; name_th: string; name_en: string }[] {
  return db
    .prepare<[], { id: number; name_th: string; name_en: string }>(
      'SELECT id, name_th, name_en FROM degrees ORDER BY id',
    )
    .all();
}

function touchProfile(db: Database, profileId: number, now: Date): void {
  db.prepare('UPDATE profiles SET updated_at = @now WHERE id = @profileId').run({
    profileId,
    now: formatTimestamp(now),
  });
}

/** Replaces a profile's educations, in this order. */
export function replaceEducations(
  db: Database,
  profileId: number,
  educations: { school_university: string; degree_id: number | null; class_of: string }[],
  now: Date,
): void {
  db.transaction(() => {
    db.prepare('DELETE FROM educations WHERE profile_id = ?').run(profileId);
    const insert = db.prepare(
      `INSERT INTO educations (profile_id, sort_order, school_university, degree_id, class_of)
       VALUES (@profileId, @sortOrder, @school_university, @degree_id, @class_of)`,
    );
    educations.forEach((education, index) => insert.run({ ...education, profileId, sortOrder: index + 1 }));
    touchProfile(db, profileId, now);
  })();
}

/** Replaces a profile's works, in this order (the first is the current job). */
export function replaceWorks(
  db: Database,
  profileId: number,
  works: { company: string; position: string; city: string; country_name_en: string }[],
  now: Date,
): void {
  db.transaction(() => {
    db.prepare('DELETE FROM works WHERE profile_id = ?').run(profileId);
    const insert = db.prepare(
      `INSERT INTO works (profile_id, sort_order, company, position, city, country_name_en)
       VALUES (@profileId, @sortOrder, @company, @position, @city, @country_name_en)`,
    );
    works.forEach((work, index) => insert.run({ ...work, profileId, sortOrder: index + 1 }));
    touchProfile(db, profileId, now);
  })();
}
