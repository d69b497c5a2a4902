import type { Database } from '../db/database';
import { paginate, type PageMeta, type SqlParams } from '../db/sql';
import { portfoliosJson, type OmittableField, type PortfolioJson } from './portfolio-json';
import {
  memberPortfoliosSql,
  NEWEST_FIRST,
  PORTFOLIOS_PER_PAGE,
  PUBLIC,
  RECENTLY_UPDATED_FIRST,
  type PortfolioRow,
} from './portfolios';

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
