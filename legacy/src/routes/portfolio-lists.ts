import type { Input } from '../http/input';
import { HttpError } from '../http/http-error';
import type { LegacyApp, LegacyRouter } from '../app';
import { findMemberById } from '../members/members';
import { findProfileByMember, profilesJson } from '../members/profiles';
import { omittedFields, portfolioPage, PUBLIC, type OmittableField } from '../portfolios/portfolios';
import { subcategoryJson } from '../portfolios/portfolios';

/** FROM/WHERE of approved portfolios, narrowed to a designer, a category and a subcategory (0 = any). */
function publicPortfoliosOf(filter: { memberId?: number; categoryId: number; subcategoryId: number }) {
  const conditions = [PUBLIC];
  const params: number[] = [];
  for (const [column, value] of [
    ['p.member_id', filter.memberId ?? 0],
    ['p.category_id', filter.categoryId],
    ['p.subcategory_id', filter.subcategoryId],
  ] as const) {
    if (value > 0) {
      conditions.push(`${column} = ?`);
      params.push(value);
    }
  }
  return { fromSql: `FROM portfolios p WHERE ${conditions.join(' AND ')}`, params };
}

export function registerPortfolioListRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  function subcategoriesOf(categoryId: number) {
    return db
      .prepare<[number], { id: number; category_id: number; name_th: string; name_en: string }>(
        'SELECT id, category_id, name_th, name_en FROM subcategories WHERE category_id = ? ORDER BY sort_order, id',
      )
      .all(categoryId)
      .map(subcategoryJson);
  }

  /** Approved portfolios of a category (0 = all) and subcategory (0 = all), newest first. */
  function categoryPage(
    categoryId: number,
    subcategoryId: number,
    page: number,
    omit: ReadonlySet<OmittableField>,
  ) {
    const result = portfolioPage(db, { ...publicPortfoliosOf({ categoryId, subcategoryId }), page, omit });
    return {
      status: 200,
      ...result,
      count_item: result.total,
      subCategorys: categoryId > 0 ? subcategoriesOf(categoryId) : [],
    };
  }

  router.get('/api/get-portfolio-by-id-category', { session: 'none' }, ({ input }) => {
    return { json: categoryPage(input.integer('id') ?? 0, 0, input.page(), omittedFields(input)) };
  });

  router.get('/api/get-portfolio-by-id-subcategory', { session: 'none' }, ({ input }) => {
    return {
      json: categoryPage(
        input.integer('category_id') ?? 0,
        input.integer('subcategory_id') ?? 0,
        input.page(),
        omittedFields(input),
      ),
    };
  });

  router.get('/api/get-portfolio-by-id-tag', { session: 'none' }, ({ input }) => {
    const tag = db
      .prepare<[number], { id: number; name: string; type: number }>(
        'SELECT id, name, type FROM tags WHERE id = ?',
      )
      .get(input.integer('id') ?? -1);
    if (!tag) throw new HttpError(404, 'Tag not found.');
    const result = portfolioPage(db, {
      fromSql: `FROM portfolios p WHERE ${PUBLIC} AND EXISTS (SELECT 1 FROM portfolio_tags pt WHERE pt.portfolio_id = p.id AND pt.tag_id = ?)`,
      params: [tag.id],
      page: input.page(),
      omit: omittedFields(input),
    });
    return { json: { status: 200, ...result, count_item: result.total, tag } };
  });

  /** A designer's approved portfolios, optionally of one category and subcategory, with the designer. */
  function designerPage({ input }: { input: Input }) {
    const memberId = input.integer('member_id');
    const member = memberId === undefined ? undefined : findMemberById(db, memberId);
    if (!member) throw new HttpError(404, 'Designer not found.');
    const categoryId = input.integer('category_id') ?? 0;
    const subcategoryId = input.integer('subcategory_id') ?? 0;
    const result = portfolioPage(db, {
      ...publicPortfoliosOf({ memberId: member.id, categoryId, subcategoryId }),
      page: input.page(),
      omit: omittedFields(input),
    });
    const amount = db
      .prepare<[number], { amount: number }>(
        `SELECT COUNT(*) AS amount FROM portfolios p WHERE ${PUBLIC} AND p.member_id = ?`,
      )
      .get(member.id);
    const profile = findProfileByMember(db, member.id);
    return {
      json: {
        status: 200,
        ...result,
        count_item: result.total,
        portfolio_amount: amount?.amount ?? 0,
        subCategorys: categoryId > 0 ? subcategoriesOf(categoryId) : [],
        designer: {
          member_id: member.id,
          firstname_th: member.firstname_th,
          lastname_th: member.lastname_th,
          profile: profile ? profilesJson(db, [profile], undefined)[0] : null,
        },
      },
    };
  }

  for (const path of [
    '/api/get-portfolio-design',
    '/api/get-portfolio-by-categoryid-memberid',
    '/api/get-portfolio-by-subcategoryid-memberid',
    '/api/get-portfolio-by-design',
  ]) {
    router.get(path, { session: 'none' }, designerPage);
  }
}
