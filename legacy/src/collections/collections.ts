import type { Database } from '../db/database';
import { paginate, placeholders, type PageMeta } from '../db/sql';
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

/** The fields of a collection an operator writes. */
export type CollectionContent = Omit<CollectionRow, 'id'>;

/** The fields of a collection category an operator writes. */
export type CollectionCategoryContent = Omit<CollectionCategoryRow, 'id'>;

/** Stores a new collection; answers its id. */
export function insertCollection(db: Database, content: CollectionContent, now: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO collections (collection_category_id, name_th, name_en, description_th, description_en,
           cover_path, published_on, created_at)
         VALUES (@collection_category_id, @name_th, @name_en, @description_th, @description_en, @cover_path,
           @published_on, @now)`,
      )
      .run({ ...content, now }).lastInsertRowid,
  );
}

/** Rewrites a collection's fields; answers whether it exists. */
export function updateCollection(db: Database, id: number, content: CollectionContent): boolean {
  return (
    db
      .prepare(
        `UPDATE collections SET collection_category_id = @collection_category_id, name_th = @name_th,
           name_en = @name_en, description_th = @description_th, description_en = @description_en,
           cover_path = @cover_path, published_on = @published_on
         WHERE id = @id`,
      )
      .run({ ...content, id }).changes > 0
  );
}

/** Deletes a collection with its lists (the portfolios and designers themselves stay); answers whether it existed. */
export function deleteCollection(db: Database, id: number): boolean {
  return db.prepare('DELETE FROM collections WHERE id = ?').run(id).changes > 0;
}

/** Stores a new collection category after the others; answers its id. */
export function insertCollectionCategory(db: Database, content: CollectionCategoryContent): number {
  return Number(
    db
      .prepare(
        `INSERT INTO collection_categories (name_th, name_en, about_th, about_en, sort_order)
         VALUES (@name_th, @name_en, @about_th, @about_en,
           (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM collection_categories))`,
      )
      .run(content).lastInsertRowid,
  );
}

/** Rewrites a collection category's names and texts; answers whether it exists. */
export function updateCollectionCategory(
  db: Database,
  id: number,
  content: CollectionCategoryContent,
): boolean {
  return (
    db
      .prepare(
        `UPDATE collection_categories SET name_th = @name_th, name_en = @name_en, about_th = @about_th,
           about_en = @about_en WHERE id = @id`,
      )
      .run({ ...content, id }).changes > 0
  );
}

/** How many collections a category holds (a category is deleted only when empty). */
export function collectionCount(db: Database, categoryId: number): number {
  return db
    .prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM collections WHERE collection_category_id = ?',
    )
    .get(categoryId)!.n;
}

/** Deletes an empty collection category; answers whether it existed. */
export function deleteCollectionCategory(db: Database, id: number): boolean {
  return db.prepare('DELETE FROM collection_categories WHERE id = ?').run(id).changes > 0;
}

/** Every portfolio id of a collection, in its order, published or not (the staff's view of the list). */
export function collectionPortfolioIds(db: Database, collectionId: number): number[] {
  return db
    .prepare<[number], { portfolio_id: number }>(
      'SELECT portfolio_id FROM collection_portfolios WHERE collection_id = ? ORDER BY sort_order, portfolio_id',
    )
    .all(collectionId)
    .map((row) => row.portfolio_id);
}

/** Every designer (member id) of a collection, in its order. */
export function collectionMemberIds(db: Database, collectionId: number): number[] {
  return db
    .prepare<[number], { member_id: number }>(
      'SELECT member_id FROM collection_designers WHERE collection_id = ? ORDER BY sort_order, member_id',
    )
    .all(collectionId)
    .map((row) => row.member_id);
}

/** Makes `portfolioIds`, in this order, the collection's portfolios. Call inside a transaction. */
export function setCollectionPortfolios(db: Database, collectionId: number, portfolioIds: number[]): void {
  db.prepare('DELETE FROM collection_portfolios WHERE collection_id = ?').run(collectionId);
  const insert = db.prepare(
    'INSERT INTO collection_portfolios (collection_id, portfolio_id, sort_order) VALUES (?, ?, ?)',
  );
  portfolioIds.forEach((id, index) => insert.run(collectionId, id, index + 1));
}

/** Makes `memberIds`, in this order, the collection's designers. Call inside a transaction. */
export function setCollectionDesigners(db: Database, collectionId: number, memberIds: number[]): void {
  db.prepare('DELETE FROM collection_designers WHERE collection_id = ?').run(collectionId);
  const insert = db.prepare(
    'INSERT INTO collection_designers (collection_id, member_id, sort_order) VALUES (?, ?, ?)',
  );
  memberIds.forEach((id, index) => insert.run(collectionId, id, index + 1));
}

/** The ids among `memberIds` that are no member's. */
export function unknownMembers(db: Database, memberIds: number[]): number[] {
  if (memberIds.length === 0) return [];
  const found = new Set(
    db
      .prepare<number[], { id: number }>(
        `SELECT id FROM members WHERE id IN (${placeholders(memberIds.length)})`,
      )
      .all(...memberIds)
      .map((row) => row.id),
  );
  return memberIds.filter((id) => !found.has(id));
}
