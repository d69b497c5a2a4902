import type { Database } from '../db/database';
import { paginate, type PageMeta } from '../db/sql';
import { portfolioPage } from '../portfolios/portfolio-pages';
import { PUBLIC } from '../portfolios/portfolios';
import { type OmittableField } from '../portfolios/portfolio-json';

/** An editors' collection of portfolios or designers, published on a day. */
export interface CollectionRow {
  id: number;
  collection_category_id: number;
  name_th: string;
  name_en: string;
  description_th: string;
  description_en: string;
  cover_path: string | null;
  published_on: string;
}

/** A group of collections, e.g. a yearly award. */
export interface CollectionCategoryRow {
  id: number;
  name_th: string;
  name_en: string;
  about_th: string;
  about_en: string;
}

/** Newest collections first. */
const NEWEST_FIRST = 'ORDER BY published_on DESC, id DESC';

/** Every collection category, in the site's order. */
export function listCollectionCategories(db: Database): CollectionCategoryRow[] {
  return db
    .prepare<[], CollectionCategoryRow>('SELECT * FROM collection_categories ORDER BY sort_order, id')
    .all();
}

/** The collection category with this id, if any. */
export function findCollectionCategory(db: Database, id: number): CollectionCategoryRow | undefined {
  return db
    .prepare<[number], CollectionCategoryRow>('SELECT * FROM collection_categories WHERE id = ?')
    .get(id);
}

/** Every collection, newest first. */
export function listCollections(db: Database): CollectionRow[] {
  return db.prepare<[], CollectionRow>(`SELECT * FROM collections ${NEWEST_FIRST}`).all();
}

/** The collection with this id, if any. */
export function findCollection(db: Database, id: number): CollectionRow | undefined {
  return db.prepare<[number], CollectionRow>('SELECT * FROM collections WHERE id = ?').get(id);
}

/** One page of collections, newest first, of one category (0 for every category). */
export function collectionPage(
  db: Database,
  query: { categoryId: number; page: number; perPage: number },
): { meta: PageMeta; rows: CollectionRow[] } {
  return paginate<CollectionRow>(db, {
    select: '*',
    fromSql: `FROM collections ${query.categoryId > 0 ? 'WHERE collection_category_id = @categoryId' : ''}`,
    orderSql: NEWEST_FIRST,
    params: { categoryId: query.categoryId },
    page: query.page,
    perPage: query.perPage,
  });
}

/** One page of a collection's approved portfolios, in the collection's order. */
export function collectionPortfolioPage(
  db: Database,
  query: { collectionId: number; page: number; omit: ReadonlySet<OmittableField> },
) {
  return portfolioPage(db, {
    fromSql: `FROM portfolios p JOIN collection_portfolios cp ON cp.portfolio_id = p.id
      WHERE cp.collection_id = @collectionId AND ${PUBLIC}`,
    orderSql: 'ORDER BY cp.sort_order, p.id',
    params: { collectionId: query.collectionId },
    page: query.page,
    omit: query.omit,
  });
}

/** One page of the member ids of a collection's designers, in the collection's order. */
export function collectionDesignerPage(
  db: Database,
  query: { collectionId: number; page: number; perPage: number },
): { meta: PageMeta; memberIds: number[] } {
  const { meta, rows } = paginate<{ member_id: number }>(db, {
    select: 'cd.member_id',
    fromSql: 'FROM collection_designers cd WHERE cd.collection_id = @collectionId',
    orderSql: 'ORDER BY cd.sort_order, cd.member_id',
    params: { collectionId: query.collectionId },
    page: query.page,
    perPage: query.perPage,
  });
  return { meta, memberIds: rows.map((row) => row.member_id) };
}
