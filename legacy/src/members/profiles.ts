import type { Database } from '../db/database';
import { groupBy, placeholders } from '../db/sql';

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

/**
 * Profiles as the API answers them, with educations and works, in two queries whatever their number.
 * Contact details (e-mail, mobile number) are shown only to the profile's owner.
 */
export function profilesJson(db: Database, rows: ProfileRow[], viewerMemberId: number | undefined) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const educations = educationsByProfile(db, ids);
  const works = worksByProfile(db, ids);
  return rows.map((row) => {
    const own = row.member_id === viewerMemberId;
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
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export function findProfile(db: Database, id: number): ProfileRow | undefined {
  return db.prepare<[number], ProfileRow>('SELECT * FROM profiles WHERE id = ?').get(id);
}

export function findProfileByMember(db: Database, memberId: number): ProfileRow | undefined {
  return db.prepare<[number], ProfileRow>('SELECT * FROM profiles WHERE member_id = ?').get(memberId);
}

export function profilesByMembers(db: Database, memberIds: number[]): Map<number, ProfileRow> {
  if (memberIds.length === 0) return new Map();
  const rows = db
    .prepare<number[], ProfileRow>(
      `SELECT * FROM profiles WHERE member_id IN (${placeholders(memberIds.length)})`,
    )
    .all(...memberIds);
  return new Map(rows.map((row) => [row.member_id, row]));
}
