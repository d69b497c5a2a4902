import type { Database } from '../db/database';

/** A category of portfolios (§9), as stored and answered. */
export interface CategoryRow {
  id: number;
  name_th: string;
  name_en: string;
  icon: string;
}

/** A subcategory of a category, as stored and answered. */
export interface SubcategoryRow {
  id: number;
  category_id: number;
  name_th: string;
  name_en: string;
}

/** Every category, in the site's order. */
export function listCategories(db: Database): CategoryRow[] {
  return db
    .prepare<[], CategoryRow>('SELECT id, name_th, name_en, icon FROM categories ORDER BY sort_order, id')
    .all();
}

/** Every subcategory, grouped by category, each group in the site's order. */
export function listSubcategories(db: Database): SubcategoryRow[] {
  return db
    .prepare<[], SubcategoryRow>(
      'SELECT id, category_id, name_th, name_en FROM subcategories ORDER BY category_id, sort_order, id',
    )
    .all();
}

/** The subcategories of one category, in the site's order. */
export function subcategoriesOf(db: Database, categoryId: number): SubcategoryRow[] {
  return db
    .prepare<[number], SubcategoryRow>(
      'SELECT id, category_id, name_th, name_en FROM subcategories WHERE category_id = ? ORDER BY sort_order, id',
    )
    .all(categoryId);
}

/** True when a category with this id exists. */
export function categoryExists(db: Database, categoryId: number): boolean {
  return db.prepare('SELECT id FROM categories WHERE id = ?').get(categoryId) !== undefined;
}

/** The category a subcategory belongs to, or undefined when there is no such subcategory. */
export function categoryOfSubcategory(db: Database, subcategoryId: number): number | undefined {
  return db
    .prepare<[number], { category_id: number }>('SELECT category_id FROM subcategories WHERE id = ?')
    .get(subcategoryId)?.category_id;
}
