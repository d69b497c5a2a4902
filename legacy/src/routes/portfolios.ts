import Type from 'typebox';
import { idFromPath, Input } from '../http/input';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { requireOwner, type LegacyApp, type LegacyRouter } from '../app';
import type { Database } from '../db/database';
import { storedImageName } from '../images/folders';
import { findProfile } from '../members/profiles';
import {
  deletePortfolio,
  findPortfolio,
  insertPortfolio,
  portfoliosOfMember,
  PORTFOLIO_NOT_FOUND,
  replacePortfolioImages,
  requirePortfolio,
  updatePortfolioContent,
  withCovers,
  type PortfolioEditContent,
  type PortfolioImage,
  type PortfolioRow,
} from '../portfolios/portfolios';
import { memberPortfolioPage } from '../portfolios/portfolio-pages';
import { omittedFields, portfoliosJson } from '../portfolios/portfolio-json';
import { categoryExists, categoryOfSubcategory } from '../portfolios/categories';
import { readTagIds, replacePortfolioTags } from '../portfolios/portfolio-tags';
import { revisedPortfolio, saveRevision, withOwnerDetails } from '../portfolios/revisions';
import { Data, IdText, idParams, Message, MessageData } from '../contract/common';
import { Portfolio, PortfolioBody, PortfolioEditBody } from '../contract/portfolios';
import { listQuery, ProfilePortfolios } from '../contract/lists';

/**
 * Validates a whole create or update body before anything is stored: the fields of the row, its extra images and
 * its tags. An optional field the body leaves out is undefined (a cover, `images`, `tags`): an update keeps what is
 * stored, a create stores none. Sent empty (null, '' or []), it removes them.
 */
function portfolioFields(
  db: Database,
  input: Input,
): {
  fields: PortfolioEditContent;
  images: PortfolioImage[] | undefined;
  tags: number[] | undefined;
} {
  const sent = (name: string) => input.value(name) !== undefined;
  const validator = new Validator(input)
    .required('category_id', 'subcategory_id', 'project_title', 'project_brief', 'detail')
    .maxLength('project_title', 255)
    .maxLength('project_brief', 5000)
    .maxLength('detail', 200_000);
  const categoryId = input.integer('category_id');
  const subcategoryId = input.integer('subcategory_id');
  if (input.has('category_id')) {
    if (categoryId === undefined || !categoryExists(db, categoryId))
      validator.fail('category_id', 'The selected category id is invalid.');
  }
  if (input.has('subcategory_id')) {
    const subcategoryCategoryId =
      subcategoryId === undefined ? undefined : categoryOfSubcategory(db, subcategoryId);
    if (subcategoryCategoryId === undefined || subcategoryCategoryId !== categoryId) {
      validator.fail('subcategory_id', 'The selected subcategory does not belong to the category.');
    }
  }
  // Extra images come as portfolio_image [{img_path, detail}] or, from the legacy form, moreImages [{image, description}].
  const imageFields = ['portfolio_image', 'moreImages'];
  const imagesField = imageFields.find((field) => input.has(field)) ?? imageFields.find(sent);
  const images = imagesField === undefined ? undefined : extraImages(input.array(imagesField));
  const tags = input.value('tags') === undefined ? undefined : readTagIds(db, input.value('tags'));
  if (tags && 'problem' in tags) validator.fail('tags', tags.problem);
  validator.check();
  images?.forEach((image, index) =>
    storedImageName(db, `portfolio_image.${index}.img_path`, image.img_path, 'images'),
  );
  return {
    fields: {
      category_id: categoryId as number,
      subcategory_id: subcategoryId as number,
      project_title: input.string('project_title'),
      project_brief: input.string('project_brief'),
      detail: input.string('detail'),
      ...(sent('cover_img_path')
        ? {
            cover_img_path:
              storedImageName(db, 'cover_img_path', input.string('cover_img_path'), 'images_cover') ?? '-',
          }
        : {}),
      ...(sent('cover_img_share_path')
        ? {
            cover_img_share_path:
              storedImageName(
                db,
                'cover_img_share_path',
                input.string('cover_img_share_path'),
                'images_cover_share',
              ) ?? '-',
          }
        : {}),
    },
    images,
    tags: tags && 'ids' in tags ? tags.ids : undefined,
  };
}

/** The extra images of a body, each `{img_path, detail}` or `{image, description}`; rows without a file are dropped. */
function extraImages(entries: unknown[]): PortfolioImage[] {
  return (
    entries
      .map(
        (entry) =>
          new Input(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}),
      )
      .map((entry) => ({
        img_path: entry.string('img_path') || entry.string('image'),
        detail: entry.string('detail') || entry.string('description'),
      }))
      // Extra images without an uploaded file are dropped, as the form does.
      .filter((image) => image.img_path !== '')
  );
}

function portfolioJson(db: Database, row: PortfolioRow) {
  return portfoliosJson(db, [row])[0];
}

/** A portfolio as its owner sees it: with why it was refused and its revision, if any. */
function ownPortfolioJson(db: Database, row: PortfolioRow) {
  return withOwnerDetails(db, portfoliosJson(db, [row]))[0];
}

/** A member's portfolios: read, create, edit, delete. */
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

  router.get(
    '/api/portfolio',
    {
      session: 'optional',
      contract: {
        tag: 'portfolios',
        summary: 'A member’s portfolios, not paged, recently changed first.',
        description:
          'Without `member_id`, the caller’s (422 when neither is given). The owner (by token) gets every portfolio ' +
          'with its `is_approve`, why it was refused and its revision; others approved ones only. `omit=` leaves ' +
          'heavy fields out of every portfolio.',
        query: Type.Object({
          member_id: Type.Optional(IdText),
          omit: listQuery.omit,
        }),
        answer: Data(Type.Array(Portfolio)),
      },
    },
    ({ input, session }) => {
      const memberId = input.integer('member_id') ?? session?.memberId;
      if (memberId === undefined) {
        throw new HttpError(422, 'The member id field is required.', {
          member_id: ['The member id field is required.'],
        });
      }
      const own = memberId === session?.memberId;
      const rows = portfoliosOfMember(db, memberId, own);
      const omit = omittedFields(input);
      const data = portfoliosJson(db, rows, omit);
      return { json: { status: 200, data: own ? withOwnerDetails(db, data, omit) : data } };
    },
  );

  router.get(
    '/api/portfolio/{id}',
    {
      session: 'optional',
      contract: {
        tag: 'portfolios',
        summary: 'A portfolio, whole.',
        description:
          '404 `Portfolio not found.` also for one that is not approved, unless the caller owns it (then with why it ' +
          'was refused and its revision); 410 when deleted.',
        params: idParams('id'),
        answer: Data(Portfolio),
      },
    },
    ({ params, session }) => {
      const row = visiblePortfolio(idFromPath(params.id), session?.memberId);
      const own = row.member_id === session?.memberId;
      return { json: { status: 200, data: own ? ownPortfolioJson(db, row) : portfolioJson(db, row) } };
    },
  );

  router.post(
    '/api/portfolio',
    {
      session: 'required',
      contract: {
        tag: 'portfolios',
        summary: 'Creates a portfolio of the caller, pending review.',
        description:
          'The whole body is checked before anything is stored; the portfolio, its images and its tags are stored ' +
          'in one transaction (`is_approve` 2). 403 when `member_id` is another member’s; 422 naming each wrong ' +
          'field (a subcategory outside the category, an unknown tag, a file that was never uploaded).',
        body: PortfolioBody,
        answer: MessageData(Portfolio),
      },
    },
    ({ input, session }) => {
      if (input.has('member_id') && input.integer('member_id') !== session.memberId) {
        throw new HttpError(403, 'You may only create portfolios of your own.');
      }
      const { fields, images, tags } = portfolioFields(db, input);
      const id = db.transaction(() => {
        const portfolioId = insertPortfolio(db, session.memberId, withCovers(fields, undefined), app.clock());
        replacePortfolioImages(db, portfolioId, images ?? []);
        replacePortfolioTags(db, portfolioId, tags ?? []);
        return portfolioId;
      })();
      const created = portfolioJson(db, findPortfolio(db, id) as PortfolioRow);
      return { json: { status: 200, message: 'Create Portfolio successfully!', data: created } };
    },
  );

  router.put(
    '/api/portfolio/{id}',
    {
      session: 'required',
      contract: {
        tag: 'portfolios',
        summary: 'Replaces the content of the caller’s portfolio; it goes back to review.',
        description:
          'Owner only (403). An optional field left out keeps what is there; sent empty it is removed. The edit of an ' +
          'approved portfolio is kept as its revision, the portfolio staying public as it is until an operator ' +
          'approves it. All or nothing. 404, 410, 422 as for POST.',
        params: idParams('id'),
        body: PortfolioEditBody,
        answer: MessageData(Portfolio),
      },
    },
    ({ input, params, session }) => {
      // An edit of a revision is an edit of the portfolio it revises.
      const existing = revisedPortfolio(db, ownedPortfolio(params.id, session.memberId));
      // The body may nest the fields under `portfolio`, as the legacy client sends them.
      const nested = input.value('portfolio');
      const body =
        typeof nested === 'object' && nested !== null ? new Input(nested as Record<string, unknown>) : input;
      const { fields, images, tags } = portfolioFields(db, body);
      db.transaction(() => {
        // An approved portfolio stays public as it is until an operator approves the edit.
        if (existing.is_approve === 1) {
          saveRevision(db, existing, { fields, images, tags }, app.clock());
          return;
        }
        updatePortfolioContent(db, existing.id, withCovers(fields, existing), app.clock());
        if (images) replacePortfolioImages(db, existing.id, images);
        if (tags) replacePortfolioTags(db, existing.id, tags);
      })();
      const updated = ownPortfolioJson(db, findPortfolio(db, existing.id) as PortfolioRow);
      return { json: { status: 200, message: 'Edit Portfolio successfully!', data: updated } };
    },
  );

  router.delete(
    '/api/portfolio/{id}',
    {
      session: 'required',
      contract: {
        tag: 'portfolios',
        summary: 'Deletes the caller’s portfolio with its images, tags and views.',
        description: 'Owner only (403). Its id answers 410 from then on.',
        params: idParams('id'),
        answer: Message,
      },
    },
    ({ params, session }) => {
      const existing = ownedPortfolio(params.id, session.memberId);
      deletePortfolio(db, existing.id);
      return { json: { status: 200, message: 'Delete portfolio success' } };
    },
  );

  router.get(
    '/api/get-profile-portfolio',
    {
      session: 'optional',
      contract: {
        tag: 'portfolios',
        summary: 'A page of a profile’s portfolios, recently changed first.',
        description:
          'The owner (by token) sees every one with its `is_approve`, why it was refused and its revision; others ' +
          'approved ones only. `omit=` leaves heavy fields out. 404 `Profile not found.`',
        query: Type.Object({ id: Type.Optional(IdText), ...listQuery }),
        answer: ProfilePortfolios,
      },
    },
    ({ input, session }) => {
      const profile = findProfile(db, input.integer('id') ?? -1);
      if (!profile) throw new HttpError(404, 'Profile not found.');
      const own = profile.member_id === session?.memberId;
      const omit = omittedFields(input);
      const page = memberPortfolioPage(db, {
        memberId: profile.member_id,
        includeUnapproved: own,
        page: input.page(),
        omit,
      });
      return {
        json: { status: 200, ...page, data: own ? withOwnerDetails(db, page.data, omit) : page.data },
      };
    },
  );
}
