import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { placeholders } from '../db/sql';
import { formatTimestamp } from '../clock';

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
  /** Members who appreciate it now, kept by triggers on `appreciations` (migration 14). */
  appreciation_count: number;
  created_at: string;
  updated_at: string;
  /** Set on a designer's edit of an approved portfolio: the id of the public portfolio it would replace. */
  revision_of: number | null;
  /** Why an operator refused this portfolio (or revision); null unless refused. */
  rejection_reason: string | null;
  /** When an operator last refused it; null otherwise. */
  decided_at: string | null;
}

/** SQL condition for portfolios anyone may see. */
export const PUBLIC = 'p.is_approve = 1';

/** is_approve of a portfolio waiting for an operator: neither 0 (not approved) nor 1 (approved). */
export const PENDING_APPROVAL = 2;

/** Portfolios in public lists: the newest approvals first, then by id for a stable order. */
export const NEWEST_FIRST = 'ORDER BY p.approved_at DESC, p.id DESC';

export const PORTFOLIOS_PER_PAGE = 12;

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

/** The covers of a portfolio: stored file names, or '-' for none. */
type CoverField = 'cover_img_path' | 'cover_img_share_path';

/** What an edit writes: the content, where a cover left out (undefined) stays as it is. */
export type PortfolioEditContent = Omit<PortfolioContent, CoverField> &
  Partial<Pick<PortfolioContent, CoverField>>;

/** The content an edit stores: the covers it leaves out are those of `kept` (none for a new portfolio). */
export function withCovers(
  edit: PortfolioEditContent,
  kept: Pick<PortfolioContent, CoverField> | undefined,
): PortfolioContent {
  return {
    ...edit,
    cover_img_path: edit.cover_img_path ?? kept?.cover_img_path ?? '-',
    cover_img_share_path: edit.cover_img_share_path ?? kept?.cover_img_share_path ?? '-',
  };
}

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

/**
 * Replaces the content of a portfolio that is not public (a new one, a refused one or a revision): it goes back to
 * the operator, and an earlier refusal is forgotten. An approved portfolio is edited through a revision instead.
 */
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
       is_approve = @isApprove, updated_at = @now, rejection_reason = NULL, decided_at = NULL
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

/** Gives portfolio `toId` the extra images of `fromId`, in their order (a first revision starts from them). */
export function copyPortfolioImages(db: Database, fromId: number, toId: number): void {
  db.prepare('DELETE FROM portfolio_images WHERE portfolio_id = ?').run(toId);
  db.prepare(
    `INSERT INTO portfolio_images (portfolio_id, sort_order, img_path, detail)
     SELECT ?, sort_order, img_path, detail FROM portfolio_images WHERE portfolio_id = ? ORDER BY sort_order`,
  ).run(toId, fromId);
}

/**
 * FROM/WHERE of a member's portfolios: all of them for their owner, the approved ones for anyone else. Revisions
 * are not listed: they come with the portfolio they revise (see revisions.ts).
 */
export function memberPortfoliosSql(includeUnapproved: boolean): string {
  return `FROM portfolios p WHERE p.member_id = @memberId ${includeUnapproved ? 'AND p.revision_of IS NULL' : `AND ${PUBLIC}`}`;
}

/** Portfolios a member has most recently changed first. */
export const RECENTLY_UPDATED_FIRST = 'ORDER BY p.updated_at DESC, p.id DESC';

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

/** The ids among `ids` that are not published portfolios (highlights and collections hold published work only). */
export function unpublishedPortfolioIds(db: Database, ids: number[]): number[] {
  if (ids.length === 0) return [];
  const found = new Set(
    db
      .prepare<number[], { id: number }>(
        `SELECT p.id FROM portfolios p WHERE ${PUBLIC} AND p.id IN (${placeholders(ids.length)})`,
      )
      .all(...ids)
      .map((row) => row.id),
  );
  return ids.filter((id) => !found.has(id));
}
