import { idFromPath, Input } from '../http/input';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { requireOwner, type LegacyApp, type LegacyRouter } from '../app';
import { formatTimestamp } from '../clock';
import type { Database } from '../db/database';
import { storedImageName } from '../images/folders';
import { findProfile } from '../members/profiles';
import {
  findPortfolio,
  omittedFields,
  portfolioPage,
  portfoliosJson,
  PORTFOLIO_NOT_FOUND,
  PUBLIC,
  requirePortfolio,
  type PortfolioRow,
} from '../portfolios/portfolios';
import { readTagIds, replacePortfolioTags } from '../portfolios/portfolio-tags';

/** is_approve of a portfolio waiting for an operator: neither 0 (not approved) nor 1 (approved). */
export const PENDING_APPROVAL = 2;

interface PortfolioFields {
  category_id: number;
  subcategory_id: number;
  project_title: string;
  project_brief: string;
  detail: string;
  cover_img_path: string;
  cover_img_share_path: string;
}

/**
 * Validates a whole create or update body before anything is stored: the fields of the row, its extra
 * images and its tags (`tags` undefined when the body has none, so an update keeps the stored ones).
 */
function portfolioFields(
  db: Database,
  input: Input,
): {
  fields: PortfolioFields;
  images: { img_path: string; detail: string }[];
  tags: number[] | undefined;
} {
  const validator = new Validator(input)
    .required('category_id', 'subcategory_id', 'project_title', 'project_brief', 'detail')
    .maxLength('project_title', 255)
    .maxLength('project_brief', 5000)
    .maxLength('detail', 200_000);
  const categoryId = input.integer('category_id');
  const subcategoryId = input.integer('subcategory_id');
  if (input.has('category_id')) {
    const category =
      categoryId === undefined
        ? undefined
        : db.prepare('SELECT id FROM categories WHERE id = ?').get(categoryId);
    if (!category) validator.fail('category_id', 'The selected category id is invalid.');
  }
  if (input.has('subcategory_id')) {
    const subcategory =
      subcategoryId === undefined
        ? undefined
        : db
            .prepare<[number], { category_id: number }>('SELECT category_id FROM subcategories WHERE id = ?')
            .get(subcategoryId);
    if (!subcategory || subcategory.category_id !== categoryId) {
      validator.fail('subcategory_id', 'The selected subcategory does not belong to the category.');
    }
  }
  // Extra images come as portfolio_image [{img_path, detail}] or, from the legacy form, moreImages [{image, description}].
  const rawImages = input.has('portfolio_image') ? input.array('portfolio_image') : input.array('moreImages');
  const images = rawImages
    .map(
      (entry) =>
        new Input(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}),
    )
    .map((entry) => ({
      img_path: entry.string('img_path') || entry.string('image'),
      detail: entry.string('detail') || entry.string('description'),
    }))
    // Extra images without an uploaded file are dropped, as the form does.
    .filter((image) => image.img_path !== '');
  const tags = input.value('tags') === undefined ? undefined : readTagIds(db, input.value('tags'));
  if (tags && 'problem' in tags) validator.fail('tags', tags.problem);
  validator.check();
  images.forEach((image, index) =>
    storedImageName(db, `portfolio_image.${index}.img_path`, image.img_path, 'images'),
  );
  return {
    fields: {
      category_id: categoryId as number,
      subcategory_id: subcategoryId as number,
      project_title: input.string('project_title'),
      project_brief: input.string('project_brief'),
      detail: input.string('detail'),
      cover_img_path:
        storedImageName(db, 'cover_img_path', input.string('cover_img_path'), 'images_cover') ?? '-',
      cover_img_share_path:
        storedImageName(
          db,
          'cover_img_share_path',
          input.string('cover_img_share_path'),
          'images_cover_share',
        ) ?? '-',
    },
    images,
    tags: tags && 'ids' in tags ? tags.ids : undefined,
  };
}

function replaceImages(
  db: Database,
  portfolioId: number,
  images: { img_path: string; detail: string }[],
): void {
  db.prepare('DELETE FROM portfolio_images WHERE portfolio_id = ?').run(portfolioId);
  const insert = db.prepare(
    'INSERT INTO portfolio_images (portfolio_id, sort_order, img_path, detail) VALUES (?, ?, ?, ?)',
  );
  images.forEach((image, index) => insert.run(portfolioId, index + 1, image.img_path, image.detail));
}

function portfolioJson(db: Database, row: PortfolioRow) {
  return portfoliosJson(db, [row])[0];
}

export function registerPortfolioRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  /** A portfolio the caller may see: approved ones to anyone, others only to their owner. */
  function visiblePortfolio(id: number | undefined, viewerMemberId: number | undefined): PortfolioRow {
    const row = requirePortfolio(db, id);
    if (row.is_approve !== 1 && row.member_id !== viewerMemberId) {
      throw new HttpError(404, PORTFOLIO_NOT_FOUND);
    }
    return row;
  }

  function ownedPortfolio(idText: string | undefined, memberId: number): PortfolioRow {
    const row = requirePortfolio(db, idFromPath(idText));
    requireOwner(memberId, row.member_id, 'portfolios');
    return row;
  }

  router.get('/api/portfolio', { session: 'optional' }, ({ input, session }) => {
    const memberId = input.integer('member_id') ?? session?.memberId;
    if (memberId === undefined) {
      throw new HttpError(422, 'The member id field is required.', {
        member_id: ['The member id field is required.'],
      });
    }
    const own = memberId === session?.memberId;
    const rows = db
      .prepare<[number], PortfolioRow>(
        `SELECT p.* FROM portfolios p WHERE p.member_id = ? ${own ? '' : `AND ${PUBLIC}`} ORDER BY p.updated_at DESC, p.id DESC`,
      )
      .all(memberId);
    return { json: { status: 200, data: portfoliosJson(db, rows, omittedFields(input)) } };
  });

  router.get('/api/portfolio/{id}', { session: 'optional' }, ({ params, session }) => {
    const row = visiblePortfolio(idFromPath(params.id), session?.memberId);
    return { json: { status: 200, data: portfolioJson(db, row) } };
  });

  router.post('/api/portfolio', { session: 'required' }, ({ input, session }) => {
    if (input.has('member_id') && input.integer('member_id') !== session.memberId) {
      throw new HttpError(403, 'You may only create portfolios of your own.');
    }
    const { fields, images, tags } = portfolioFields(db, input);
    const now = formatTimestamp(app.clock());
    const id = db.transaction(() => {
      const result = db
        .prepare(
          `INSERT INTO portfolios (member_id, category_id, subcategory_id, project_title, project_brief, detail,
             cover_img_path, cover_img_share_path, is_approve, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          session.memberId,
          fields.category_id,
          fields.subcategory_id,
          fields.project_title,
          fields.project_brief,
          fields.detail,
          fields.cover_img_path,
          fields.cover_img_share_path,
          PENDING_APPROVAL,
          now,
          now,
        );
      const portfolioId = Number(result.lastInsertRowid);
      replaceImages(db, portfolioId, images);
      replacePortfolioTags(db, portfolioId, tags ?? []);
      return portfolioId;
    })();
    const created = portfolioJson(db, findPortfolio(db, id) as PortfolioRow);
    return { json: { status: 200, message: 'Create Portfolio successfully!', data: created } };
  });

  router.put('/api/portfolio/{id}', { session: 'required' }, ({ input, params, session }) => {
    const existing = ownedPortfolio(params.id, session.memberId);
    // The body may nest the fields under `portfolio`, as the legacy client sends them.
    const nested = input.value('portfolio');
    const body =
      typeof nested === 'object' && nested !== null ? new Input(nested as Record<string, unknown>) : input;
    const { fields, images, tags } = portfolioFields(db, body);
    db.transaction(() => {
      // An edited portfolio goes back to the operator before the public sees the new content.
      db.prepare(
        `UPDATE portfolios SET category_id = ?, subcategory_id = ?, project_title = ?, project_brief = ?, detail = ?,
           cover_img_path = ?, cover_img_share_path = ?, is_approve = ?, updated_at = ? WHERE id = ?`,
      ).run(
        fields.category_id,
        fields.subcategory_id,
        fields.project_title,
        fields.project_brief,
        fields.detail,
        fields.cover_img_path,
        fields.cover_img_share_path,
        PENDING_APPROVAL,
        formatTimestamp(app.clock()),
        existing.id,
      );
      replaceImages(db, existing.id, images);
      if (tags) replacePortfolioTags(db, existing.id, tags);
    })();
    const updated = portfolioJson(db, findPortfolio(db, existing.id) as PortfolioRow);
    return { json: { status: 200, message: 'Edit Portfolio successfully!', data: updated } };
  });

  router.delete('/api/portfolio/{id}', { session: 'required' }, ({ params, session }) => {
    const existing = ownedPortfolio(params.id, session.memberId);
    db.prepare('DELETE FROM portfolios WHERE id = ?').run(existing.id);
    return { json: { status: 200, message: 'Delete portfolio success' } };
  });

  router.get('/api/get-profile-portfolio', { session: 'optional' }, ({ input, session }) => {
    const profile = findProfile(db, input.integer('id') ?? -1);
    if (!profile) throw new HttpError(404, 'Profile not found.');
    const own = profile.member_id === session?.memberId;
    return {
      json: {
        status: 200,
        ...portfolioPage(db, {
          fromSql: `FROM portfolios p WHERE p.member_id = ? ${own ? '' : `AND ${PUBLIC}`}`,
          orderSql: 'ORDER BY p.updated_at DESC, p.id DESC',
          params: [profile.member_id],
          page: input.page(),
          omit: omittedFields(input),
        }),
      },
    };
  });
}
