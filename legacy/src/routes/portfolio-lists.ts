import Type from 'typebox';
import type { Input } from '../http/input';
import { HttpError } from '../http/http-error';
import type { LegacyApp, LegacyRouter } from '../app';
import { findMemberById } from '../members/members';
import { isPublicDesigner } from '../portfolios/designers';
import { DESIGNER_NOT_FOUND } from '../audience/follows';
import { findProfileByMember, profilesJson } from '../members/profiles';
import { omittedFields, subcategoryJson, type OmittableField } from '../portfolios/portfolio-json';
import { PUBLIC } from '../portfolios/portfolios';
import { publicPortfolioPage, taggedPortfolioPage } from '../portfolios/portfolio-pages';
import { subcategoriesOf } from '../portfolios/categories';
import { findTag } from '../portfolios/portfolio-tags';
import { IdText } from '../contract/common';
import {
  CategoryPortfolios,
  DesignerPortfolios,
  IdOrAllText,
  listQuery,
  TagPortfolios,
} from '../contract/lists';

/** Public portfolio lists: by category, subcategory, tag and designer. */
export function registerPortfolioListRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  function subcategoriesJson(categoryId: number) {
    return subcategoriesOf(db, categoryId).map(subcategoryJson);
  }

  /** Approved portfolios of a category (0 = all) and subcategory (0 = all), newest first. */
  function categoryPage(
    categoryId: number,
    subcategoryId: number,
    page: number,
    omit: ReadonlySet<OmittableField>,
  ) {
    const result = publicPortfolioPage(db, { categoryId, subcategoryId, page, omit });
    return {
      status: 200,
      ...result,
      count_item: result.total,
      subCategorys: categoryId > 0 ? subcategoriesJson(categoryId) : [],
    };
  }

  router.get(
    '/api/get-portfolio-by-id-category',
    {
      session: 'none',
      contract: {
        tag: 'lists',
        summary: 'A page of the approved portfolios of a category (or all), newest approval first.',
        description: '`omit=` leaves heavy fields out of every portfolio.',
        query: Type.Object({ id: Type.Optional(IdOrAllText), ...listQuery }),
        answer: CategoryPortfolios,
      },
    },
    ({ input }) => ({
      json: categoryPage(input.integer('id') ?? 0, 0, input.page(), omittedFields(input)),
    }),
  );

  router.get(
    '/api/get-portfolio-by-id-subcategory',
    {
      session: 'none',
      contract: {
        tag: 'lists',
        summary:
          'A page of the approved portfolios of a subcategory (or of all its category), newest approval first.',
        description: '`omit=` leaves heavy fields out of every portfolio.',
        query: Type.Object({
          category_id: Type.Optional(IdOrAllText),
          subcategory_id: Type.Optional(IdOrAllText),
          ...listQuery,
        }),
        answer: CategoryPortfolios,
      },
    },
    ({ input }) => ({
      json: categoryPage(
        input.integer('category_id') ?? 0,
        input.integer('subcategory_id') ?? 0,
        input.page(),
        omittedFields(input),
      ),
    }),
  );

  router.get(
    '/api/get-portfolio-by-id-tag',
    {
      session: 'none',
      contract: {
        tag: 'lists',
        summary: 'A page of the approved portfolios carrying a tag, newest approval first.',
        description: '`omit=` leaves heavy fields out of every portfolio. 404 `Tag not found.`',
        query: Type.Object({ id: Type.Optional(IdText), ...listQuery }),
        answer: TagPortfolios,
      },
    },
    ({ input }) => {
      const tag = findTag(db, input.integer('id') ?? -1);
      if (!tag) throw new HttpError(404, 'Tag not found.');
      const result = taggedPortfolioPage(db, {
        tagId: tag.id,
        page: input.page(),
        omit: omittedFields(input),
      });
      return { json: { status: 200, ...result, count_item: result.total, tag } };
    },
  );

  /** The categories and subcategories of a designer's approved portfolios, with how many in each: their page's filters. */
  function workCategoriesOf(memberId: number) {
    return db
      .prepare<[number], { category_id: number; subcategory_id: number; portfolios: number }>(
        `SELECT p.category_id, p.subcategory_id, COUNT(*) AS portfolios FROM portfolios p
         WHERE p.member_id = ? AND ${PUBLIC} GROUP BY p.category_id, p.subcategory_id
         ORDER BY p.category_id, p.subcategory_id`,
      )
      .all(memberId);
  }

  /** A designer's approved portfolios, optionally of one category and subcategory, with the designer. */
  function designerPage({ input }: { input: Input }) {
    const memberId = input.integer('member_id');
    const member = memberId === undefined ? undefined : findMemberById(db, memberId);
    if (!member || !isPublicDesigner(db, member.id)) throw new HttpError(404, DESIGNER_NOT_FOUND);
    const categoryId = input.integer('category_id') ?? 0;
    const subcategoryId = input.integer('subcategory_id') ?? 0;
    const result = publicPortfolioPage(db, {
      memberId: member.id,
      categoryId,
      subcategoryId,
      page: input.page(),
      omit: omittedFields(input),
    });
    const profile = findProfileByMember(db, member.id);
    const workCategories = workCategoriesOf(member.id);
    return {
      json: {
        status: 200,
        ...result,
        count_item: result.total,
        // All their approved portfolios: the sum over the categories of their work.
        portfolio_amount: workCategories.reduce((sum, each) => sum + each.portfolios, 0),
        subCategorys: categoryId > 0 ? subcategoriesJson(categoryId) : [],
        work_categories: workCategories,
        designer: {
          member_id: member.id,
          firstname_th: member.firstname_th,
          lastname_th: member.lastname_th,
          followers: member.follower_count,
          following: member.following_count,
          profile: profile ? profilesJson(db, [profile], undefined)[0] : null,
        },
      },
    };
  }

  const designerPageContract = {
    tag: 'lists',
    summary: 'A page of a designer’s approved portfolios, newest approval first, with the designer.',
    description:
      'Four addresses, one behaviour. `omit=` leaves heavy fields out of every portfolio. 404 `Designer not found.` ' +
      'without such a member, and for a member who is no designer (no public work and no profile).',
    query: Type.Object({
      member_id: Type.Optional(IdText),
      category_id: Type.Optional(IdOrAllText),
      subcategory_id: Type.Optional(IdOrAllText),
      ...listQuery,
    }),
    answer: DesignerPortfolios,
  };
  for (const path of [
    '/api/get-portfolio-design',
    '/api/get-portfolio-by-categoryid-memberid',
    '/api/get-portfolio-by-subcategoryid-memberid',
    '/api/get-portfolio-by-design',
  ]) {
    router.get(path, { session: 'none', contract: designerPageContract }, designerPage);
  }
}
