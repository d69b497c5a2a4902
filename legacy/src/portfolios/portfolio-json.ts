import type { Database } from '../db/database';
import type { Input } from '../http/input';
import { groupBy, placeholders } from '../db/sql';
import { profilesByMembers } from '../members/profiles';
import type { CategoryRow, SubcategoryRow } from './categories';
import { tagLinksByPortfolio, type TagLinkRow } from './portfolio-tags';
import type { PortfolioRow } from './portfolios';

interface ImageRow {
  id: number;
  portfolio_id: number;
  img_path: string;
  detail: string;
  width: number | null;
  height: number | null;
}

interface ImageSizeRow {
  file_name: string;
  width: number | null;
  height: number | null;
}
/** A category as the API answers it. */
export function categoryJson(row: CategoryRow) {
  return { id: row.id, name_th: row.name_th, name_en: row.name_en, icon: row.icon };
}

/** A subcategory as the API answers it. */
export function subcategoryJson(row: SubcategoryRow) {
  return { id: row.id, category_id: row.category_id, name_th: row.name_th, name_en: row.name_en };
}

/** A portfolio's tag as the API answers it (`tag_port[]`). */
export function tagLinkJson(row: TagLinkRow) {
  return { tag_id: row.tag_id, tag: { id: row.tag_id, name: row.name, type: row.type } };
}

/** The heavy portfolio fields a list may leave out (`omit=detail,portfolio_image`): no card shows them. */
export const OMITTABLE_FIELDS = ['detail', 'project_brief', 'portfolio_image', 'tag_port'] as const;
export type OmittableField = (typeof OMITTABLE_FIELDS)[number];

/** The fields a list request asks to leave out; unknown names are ignored, as unknown parameters are. */
export function omittedFields(input: Input): ReadonlySet<OmittableField> {
  const asked = new Set(
    input
      .string('omit')
      .split(',')
      .map((name) => name.trim()),
  );
  return new Set(OMITTABLE_FIELDS.filter((field) => asked.has(field)));
}

const NOTHING_OMITTED: ReadonlySet<OmittableField> = new Set();

/**
 * Portfolios as the API answers them, each with its category, subcategory, images, tags and designer,
 * in a fixed number of queries whatever their number. Fields in `omit` are left out (and not read).
 */
export function portfoliosJson(
  db: Database,
  rows: PortfolioRow[],
  omit: ReadonlySet<OmittableField> = NOTHING_OMITTED,
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const categories = new Map(
    db
      .prepare<[], CategoryRow>('SELECT id, name_th, name_en, icon FROM categories')
      .all()
      .map((row) => [row.id, row]),
  );
  const subcategories = new Map(
    db
      .prepare<[], SubcategoryRow>('SELECT id, category_id, name_th, name_en FROM subcategories')
      .all()
      .map((row) => [row.id, row]),
  );
  const images = omit.has('portfolio_image')
    ? new Map<number, ImageRow[]>()
    : groupBy(
        db
          .prepare<number[], ImageRow>(
            `SELECT i.id, i.portfolio_id, i.img_path, i.detail, u.width, u.height FROM portfolio_images i
             LEFT JOIN uploads u ON u.file_name = i.img_path AND u.folder = 'images'
             WHERE i.portfolio_id IN (${placeholders(ids.length)}) ORDER BY i.portfolio_id, i.sort_order`,
          )
          .all(...ids),
        (row) => row.portfolio_id,
      );
  // The covers' sizes in pixels, known for pictures uploaded since sizes are recorded (migration 9).
  const coverNames = [
    ...new Set(rows.map((row) => row.cover_img_path).filter((name) => name && name !== '-')),
  ];
  const coverSizes = new Map(
    coverNames.length === 0
      ? []
      : db
          .prepare<string[], ImageSizeRow>(
            `SELECT file_name, width, height FROM uploads
             WHERE folder = 'images_cover' AND file_name IN (${placeholders(coverNames.length)})`,
          )
          .all(...coverNames)
          .map((row) => [row.file_name, row]),
  );
  const tags = omit.has('tag_port') ? new Map<number, TagLinkRow[]>() : tagLinksByPortfolio(db, ids);
  const memberIds = [...new Set(rows.map((row) => row.member_id))];
  const profiles = profilesByMembers(db, memberIds);
  const profileIds = [...profiles.values()].map((profile) => profile.id);
  // The current (first) job of each designer, for cards that show it.
  const positions = new Map(
    db
      .prepare<number[], { profile_id: number; position: string }>(
        `SELECT profile_id, position FROM works WHERE sort_order = 1 AND profile_id IN (${placeholders(profileIds.length)})`,
      )
      .all(...profileIds)
      .map((row) => [row.profile_id, row.position]),
  );
  const members = new Map(
    db
      .prepare<number[], { id: number; firstname_th: string; lastname_th: string }>(
        `SELECT id, firstname_th, lastname_th FROM members WHERE id IN (${placeholders(memberIds.length)})`,
      )
      .all(...memberIds)
      .map((row) => [row.id, row]),
  );
  return rows.map((row) => {
    const category = categories.get(row.category_id);
    const subcategory = subcategories.get(row.subcategory_id);
    const profile = profiles.get(row.member_id);
    const member = members.get(row.member_id);
    return {
      id: row.id,
      portfolio_id: row.id,
      member_id: row.member_id,
      category_id: row.category_id,
      subcategory_id: row.subcategory_id,
      project_title: row.project_title,
      ...(omit.has('project_brief') ? {} : { project_brief: row.project_brief }),
      ...(omit.has('detail') ? {} : { detail: row.detail }),
      cover_img_path: row.cover_img_path,
      cover_img_width: coverSizes.get(row.cover_img_path)?.width ?? null,
      cover_img_height: coverSizes.get(row.cover_img_path)?.height ?? null,
      cover_img_share_path: row.cover_img_share_path,
      ...(omit.has('portfolio_image')
        ? {}
        : {
            portfolio_image: (images.get(row.id) ?? []).map((image) => ({
              id: image.id,
              img_path: image.img_path,
              detail: image.detail,
              width: image.width,
              height: image.height,
            })),
          }),
      portfolio_cate: category ? categoryJson(category) : null,
      portfolio_sub_cate: subcategory ? subcategoryJson(subcategory) : null,
      ...(omit.has('tag_port') ? {} : { tag_port: (tags.get(row.id) ?? []).map(tagLinkJson) }),
      view: row.view_count,
      appreciations: row.appreciation_count,
      is_approve: row.is_approve,
      is_highlight: row.highlight_rank !== null,
      approved_at: row.approved_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
      profile: {
        id: profile?.id ?? null,
        member_id: row.member_id,
        firstname_th: profile?.name_th ?? member?.firstname_th ?? '',
        lastname_th: profile?.last_th ?? member?.lastname_th ?? '',
        firstname_en: profile?.name_en ?? '',
        lastname_en: profile?.last_en ?? '',
        img_path: profile?.img_path ?? null,
        position: profile ? (positions.get(profile.id) ?? null) : null,
      },
    };
  });
}

export type PortfolioJson = ReturnType<typeof portfoliosJson>[number];
