import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import type { Input } from '../http/input';
import { groupBy, paginate, placeholders, type PageMeta, type SqlParams } from '../db/sql';
import { formatTimestamp } from '../clock';
import { profilesByMembers } from '../members/profiles';
import type { CategoryRow, SubcategoryRow } from './categories';

export interface PortfolioRow {
  id: number;
  member_id: number;
  category_id: number;
  subcategory_id: number;
  project_title: string;
  project_brief: string;
  detail: string;
  cover_img_path: string;
  cover_img_share_path: string;
  is_approve: number;
  approved_at: string | null;
  highlight_rank: number | null;
  view_count: number;
  created_at: string;
  updated_at: string;
}

/** SQL condition for portfolios anyone may see. */
export const PUBLIC = 'p.is_approve = 1';

/** is_approve of a portfolio waiting for an operator: neither 0 (not approved) nor 1 (approved). */
export const PENDING_APPROVAL = 2;

/** Portfolios in public lists: the newest approvals first, then by id for a stable order. */
export const NEWEST_FIRST = 'ORDER BY p.approved_at DESC, p.id DESC';

export const PORTFOLIOS_PER_PAGE = 12;

interface ImageRow {
  id: number;
  portfolio_id: number;
  img_path: string;
  detail: string;
}
interface TagLinkRow {
  portfolio_id: number;
  tag_id: number;
  name: string;
  type: number;
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

/** The tags of each of these portfolios, awards first, then by name. */
export function tagLinksByPortfolio(db: Database, portfolioIds: number[]): Map<number, TagLinkRow[]> {
  if (portfolioIds.length === 0) return new Map();
  const rows = db
    .prepare<number[], TagLinkRow>(
      `SELECT pt.portfolio_id, t.id AS tag_id, t.name, t.type FROM portfolio_tags pt JOIN tags t ON t.id = pt.tag_id
       WHERE pt.portfolio_id IN (${placeholders(portfolioIds.length)}) ORDER BY t.type, t.name`,
    )
    .all(...portfolioIds);
  return groupBy(rows, (row) => row.portfolio_id);
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
            `SELECT id, portfolio_id, img_path, detail FROM portfolio_images
             WHERE portfolio_id IN (${placeholders(ids.length)}) ORDER BY portfolio_id, sort_order`,
          )
          .all(...ids),
        (row) => row.portfolio_id,
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
      cover_img_share_path: row.cover_img_share_path,
      ...(omit.has('portfolio_image')
        ? {}
        : {
            portfolio_image: (images.get(row.id) ?? []).map((image) => ({
              id: image.id,
              img_path: image.img_path,
              detail: image.detail,
            })),
          }),
      portfolio_cate: category ? categoryJson(category) : null,
      portfolio_sub_cate: subcategory ? subcategoryJson(subcategory) : null,
      ...(omit.has('tag_port') ? {} : { tag_port: (tags.get(row.id) ?? []).map(tagLinkJson) }),
      view: row.view_count,
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

/** The portfolio with this id, approved or not, if any. */
export function findPortfolio(db: Database, id: number): PortfolioRow | undefined {
  return db.prepare<[number], PortfolioRow>('SELECT * FROM portfolios WHERE id = ?').get(id);
}

/** The portfolios with these ids, in the order of `ids` (a search's rank); ids not stored are skipped. */
export function portfoliosInOrder(db: Database, ids: number[]): PortfolioRow[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare<number[], PortfolioRow>(`SELECT * FROM portfolios WHERE id IN (${placeholders(ids.length)})`)
    .all(...ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const PORTFOLIO_NOT_FOUND = 'Portfolio not found.';
export const PORTFOLIO_DELETED = 'This portfolio has been deleted.';

/** True when a portfolio with this id existed and was deleted (a trigger records every deletion). */
export function wasDeleted(db: Database, id: number): boolean {
  return (
    db.prepare<[number], { id: number }>('SELECT id FROM deleted_portfolios WHERE id = ?').get(id) !==
    undefined
  );
}

/**
 * The portfolio with this id; otherwise 410 when it was deleted (ids are never reused, so an old share link
 * can say so) or 404 when it never existed. `undefined` (an id that is not a number) is 404.
 */
export function requirePortfolio(db: Database, id: number | undefined): PortfolioRow {
  const row = id === undefined ? undefined : findPortfolio(db, id);
  if (row) return row;
  if (id !== undefined && wasDeleted(db, id)) throw new HttpError(410, PORTFOLIO_DELETED);
  throw new HttpError(404, PORTFOLIO_NOT_FOUND);
}

/**
 * One page of portfolios `p` matching `fromSql` (FROM portfolios p … WHERE …, with named `params`), hydrated
 * but for `omit`.
 */
export function portfolioPage(
  db: Database,
  query: {
    fromSql: string;
    orderSql?: string;
    params: SqlParams;
    page: number;
    perPage?: number;
    omit?: ReadonlySet<OmittableField>;
  },
): PageMeta & { data: PortfolioJson[] } {
  const { meta, rows } = paginate<PortfolioRow>(db, {
    select: 'p.*',
    fromSql: query.fromSql,
    orderSql: query.orderSql ?? NEWEST_FIRST,
    params: query.params,
    page: query.page,
    perPage: query.perPage ?? PORTFOLIOS_PER_PAGE,
  });
  return { ...meta, data: portfoliosJson(db, rows, query.omit) };
}

/** What a designer writes of a portfolio, on create and on edit; covers are stored file names or '-'. */
export type PortfolioContent = Pick<
  PortfolioRow,
  | 'category_id'
  | 'subcategory_id'
  | 'project_title'
  | 'project_brief'
  | 'detail'
  | 'cover_img_path'
  | 'cover_img_share_path'
>;

/** An extra image of a portfolio: a stored file name and its caption. */
export interface PortfolioImage {
  img_path: string;
  detail: string;
}

/** Stores a new portfolio of a member, pending approval; answers its id. */
export function insertPortfolio(
  db: Database,
  memberId: number,
  content: PortfolioContent,
  now: Date,
): number {
  const result = db
    .prepare(
      `INSERT INTO portfolios (member_id, category_id, subcategory_id, project_title, project_brief, detail,
         cover_img_path, cover_img_share_path, is_approve, created_at, updated_at)
       VALUES (@memberId, @category_id, @subcategory_id, @project_title, @project_brief, @detail,
         @cover_img_path, @cover_img_share_path, @isApprove, @now, @now)`,
    )
    .run({ ...content, memberId, isApprove: PENDING_APPROVAL, now: formatTimestamp(now) });
  return Number(result.lastInsertRowid);
}

/** Replaces a portfolio's content; an edited portfolio goes back to the operator before the public sees it. */
export function updatePortfolioContent(
  db: Database,
  portfolioId: number,
  content: PortfolioContent,
  now: Date,
): void {
  db.prepare(
    `UPDATE portfolios SET category_id = @category_id, subcategory_id = @subcategory_id,
       project_title = @project_title, project_brief = @project_brief, detail = @detail,
       cover_img_path = @cover_img_path, cover_img_share_path = @cover_img_share_path,
       is_approve = @isApprove, updated_at = @now
     WHERE id = @portfolioId`,
  ).run({ ...content, portfolioId, isApprove: PENDING_APPROVAL, now: formatTimestamp(now) });
}

/** Deletes a portfolio with its images and tags; a trigger records the id as deleted (410 from then on). */
export function deletePortfolio(db: Database, portfolioId: number): void {
  db.prepare('DELETE FROM portfolios WHERE id = ?').run(portfolioId);
}

/** Replaces a portfolio's extra images, in this order; call inside the transaction that writes the portfolio. */
export function replacePortfolioImages(db: Database, portfolioId: number, images: PortfolioImage[]): void {
  db.prepare('DELETE FROM portfolio_images WHERE portfolio_id = ?').run(portfolioId);
  const insert = db.prepare(
    `INSERT INTO portfolio_images (portfolio_id, sort_order, img_path, detail)
     VALUES (@portfolioId, @sortOrder, @img_path, @detail)`,
  );
  images.forEach((image, index) => insert.run({ ...image, portfolioId, sortOrder: index + 1 }));
}

/** FROM/WHERE of a member's portfolios: all of them for their owner, the approved ones for anyone else. */
function memberPortfoliosSql(includeUnapproved: boolean): string {
  return `FROM portfolios p WHERE p.member_id = @memberId ${includeUnapproved ? '' : `AND ${PUBLIC}`}`;
}

/** Portfolios a member has most recently changed first. */
const RECENTLY_UPDATED_FIRST = 'ORDER BY p.updated_at DESC, p.id DESC';

/** Every portfolio of a member (approved ones only unless `includeUnapproved`), recently changed first. */
export function portfoliosOfMember(
  db: Database,
  memberId: number,
  includeUnapproved: boolean,
): PortfolioRow[] {
  return db
    .prepare<{ memberId: number }, PortfolioRow>(
      `SELECT p.* ${memberPortfoliosSql(includeUnapproved)} ${RECENTLY_UPDATED_FIRST}`,
    )
    .all({ memberId });
}

/** One page of a member's portfolios (approved ones only unless `includeUnapproved`), recently changed first. */
export function memberPortfolioPage(
  db: Database,
  query: { memberId: number; includeUnapproved: boolean; page: number; omit: ReadonlySet<OmittableField> },
) {
  return portfolioPage(db, {
    fromSql: memberPortfoliosSql(query.includeUnapproved),
    orderSql: RECENTLY_UPDATED_FIRST,
    params: { memberId: query.memberId },
    page: query.page,
    omit: query.omit,
  });
}

/**
 * One page of approved portfolios, newest approvals first, narrowed to a designer, a category and a
 * subcategory (each 0 or absent for any).
 */
export function publicPortfolioPage(
  db: Database,
  query: {
    memberId?: number;
    categoryId: number;
    subcategoryId: number;
    page: number;
    omit: ReadonlySet<OmittableField>;
  },
) {
  const filters = {
    memberId: query.memberId ?? 0,
    categoryId: query.categoryId,
    subcategoryId: query.subcategoryId,
  };
  const conditions = [PUBLIC];
  if (filters.memberId > 0) conditions.push('p.member_id = @memberId');
  if (filters.categoryId > 0) conditions.push('p.category_id = @categoryId');
  if (filters.subcategoryId > 0) conditions.push('p.subcategory_id = @subcategoryId');
  return portfolioPage(db, {
    fromSql: `FROM portfolios p WHERE ${conditions.join(' AND ')}`,
    params: filters,
    page: query.page,
    omit: query.omit,
  });
}

/** One page of the approved portfolios carrying a tag, newest approvals first. */
export function taggedPortfolioPage(
  db: Database,
  query: { tagId: number; page: number; omit: ReadonlySet<OmittableField> },
) {
  return portfolioPage(db, {
    fromSql: `FROM portfolios p WHERE ${PUBLIC}
      AND EXISTS (SELECT 1 FROM portfolio_tags pt WHERE pt.portfolio_id = p.id AND pt.tag_id = @tagId)`,
    params: { tagId: query.tagId },
    page: query.page,
    omit: query.omit,
  });
}

/** How many approved portfolios a member has. */
export function publicPortfolioCount(db: Database, memberId: number): number {
  const row = db
    .prepare<[number], { amount: number }>(
      `SELECT COUNT(*) AS amount FROM portfolios p WHERE ${PUBLIC} AND p.member_id = ?`,
    )
    .get(memberId);
  return row?.amount ?? 0;
}
