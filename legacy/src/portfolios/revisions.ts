import type { Database } from '../db/database';
import { formatTimestamp } from '../clock';
import { placeholders } from '../db/sql';
import {
  copyPortfolioImages,
  findPortfolio,
  insertPortfolio,
  replacePortfolioImages,
  updatePortfolioContent,
  withCovers,
  type PortfolioEditContent,
  type PortfolioImage,
  type PortfolioRow,
} from './portfolios';
import { portfoliosJson, type OmittableField, type PortfolioJson } from './portfolio-json';
import { replacePortfolioTags } from './portfolio-tags';

/**
 * Publishing without going dark: a designer's edit of an approved portfolio is stored as a revision — a portfolio
 * row of its own with `revision_of` set, its own images and tags, never approved itself — while the approved
 * version stays public. An operator's approval copies the revision onto the public portfolio; a refusal keeps the
 * public one and records a reason the designer sees.
 */

/** The revision waiting for (or refused by) an operator of the portfolio with this id, if any. */
export function revisionOf(db: Database, portfolioId: number): PortfolioRow | undefined {
  return db
    .prepare<[number], PortfolioRow>('SELECT * FROM portfolios WHERE revision_of = ?')
    .get(portfolioId);
}

function tagIdsOf(db: Database, portfolioId: number): number[] {
  return db
    .prepare<[number], { tag_id: number }>('SELECT tag_id FROM portfolio_tags WHERE portfolio_id = ?')
    .all(portfolioId)
    .map((row) => row.tag_id);
}

/**
 * Stores a designer's edit of their approved portfolio as its revision (replacing an earlier one, refused or
 * not), pending approval. What the edit leaves out (a cover, `images` or `tags` undefined) stays as the revision
 * has it, or as the portfolio has it for a first revision. Call inside a transaction.
 */
export function saveRevision(
  db: Database,
  portfolio: PortfolioRow,
  edit: { fields: PortfolioEditContent; images: PortfolioImage[] | undefined; tags: number[] | undefined },
  now: Date,
): void {
  const existing = revisionOf(db, portfolio.id);
  const fields = withCovers(edit.fields, existing ?? portfolio);
  const revisionId = existing?.id ?? insertPortfolio(db, portfolio.member_id, fields, now);
  if (existing) updatePortfolioContent(db, revisionId, fields, now);
  else db.prepare('UPDATE portfolios SET revision_of = ? WHERE id = ?').run(portfolio.id, revisionId);
  if (edit.images) replacePortfolioImages(db, revisionId, edit.images);
  else if (!existing) copyPortfolioImages(db, portfolio.id, revisionId);
  const tags = edit.tags ?? (existing ? undefined : tagIdsOf(db, portfolio.id));
  if (tags) replacePortfolioTags(db, revisionId, tags);
}

/**
 * Puts a revision's content on the public portfolio it revises (which keeps its id, approval date, views and
 * place in lists) and deletes the revision. Call inside a transaction.
 */
export function publishRevision(db: Database, portfolio: PortfolioRow, revision: PortfolioRow): void {
  db.prepare(
    `UPDATE portfolios SET category_id = @category_id, subcategory_id = @subcategory_id,
       project_title = @project_title, project_brief = @project_brief, detail = @detail,
       cover_img_path = @cover_img_path, cover_img_share_path = @cover_img_share_path,
       updated_at = @updated_at, rejection_reason = NULL, decided_at = NULL
     WHERE id = @id`,
  ).run({
    category_id: revision.category_id,
    subcategory_id: revision.subcategory_id,
    project_title: revision.project_title,
    project_brief: revision.project_brief,
    detail: revision.detail,
    cover_img_path: revision.cover_img_path,
    cover_img_share_path: revision.cover_img_share_path,
    updated_at: revision.updated_at,
    id: portfolio.id,
  });
  // The images move with every column they have; the tags are written again so that the triggers keeping tag
  // counts and the search index see them arrive on a public portfolio.
  db.prepare('DELETE FROM portfolio_images WHERE portfolio_id = ?').run(portfolio.id);
  db.prepare('UPDATE portfolio_images SET portfolio_id = ? WHERE portfolio_id = ?').run(
    portfolio.id,
    revision.id,
  );
  replacePortfolioTags(db, portfolio.id, tagIdsOf(db, revision.id));
  db.prepare('DELETE FROM portfolios WHERE id = ?').run(revision.id);
}

/** Records an operator's refusal of a portfolio or a revision, with the reason the designer will read (or none). */
export function refuse(db: Database, portfolioId: number, reason: string | null, now: Date): void {
  db.prepare(
    'UPDATE portfolios SET is_approve = 0, approved_at = NULL, rejection_reason = ?, decided_at = ? WHERE id = ?',
  ).run(reason, formatTimestamp(now), portfolioId);
}

/**
 * What only the owner of these portfolios is shown: why an operator refused each one, and its revision (with the
 * revision's own state and reason), as the API answers a portfolio. Never added to an answer for anyone else.
 */
export function withOwnerDetails(
  db: Database,
  portfolios: PortfolioJson[],
  omit?: ReadonlySet<OmittableField>,
): (PortfolioJson & { rejection_reason: string | null; decided_at: string | null; revision: unknown })[] {
  if (portfolios.length === 0) return [];
  const ids = portfolios.map((portfolio) => portfolio.id);
  const refusals = new Map(
    db
      .prepare<number[], { id: number; rejection_reason: string | null; decided_at: string | null }>(
        `SELECT id, rejection_reason, decided_at FROM portfolios WHERE id IN (${placeholders(ids.length)})`,
      )
      .all(...ids)
      .map((row) => [row.id, row]),
  );
  const revisionRows = db
    .prepare<number[], PortfolioRow>(
      `SELECT * FROM portfolios WHERE revision_of IN (${placeholders(ids.length)})`,
    )
    .all(...ids);
  const revisions = new Map(
    portfoliosJson(db, revisionRows, omit).map((json, index) => {
      const row = revisionRows[index] as PortfolioRow;
      return [
        row.revision_of,
        {
          ...json,
          rejection_reason: row.rejection_reason,
          decided_at: row.decided_at,
          revision_of: row.revision_of,
        },
      ];
    }),
  );
  return portfolios.map((portfolio) => ({
    ...portfolio,
    rejection_reason: refusals.get(portfolio.id)?.rejection_reason ?? null,
    decided_at: refusals.get(portfolio.id)?.decided_at ?? null,
    revision: revisions.get(portfolio.id) ?? null,
  }));
}

/** The public portfolio a revision revises, or the portfolio itself: what an edit of either applies to. */
export function revisedPortfolio(db: Database, row: PortfolioRow): PortfolioRow {
  return (row.revision_of === null ? undefined : findPortfolio(db, row.revision_of)) ?? row;
}
