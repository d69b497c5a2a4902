import type { LegacyApp, LegacyRouter } from '../app';
import { listCategories, listSubcategories } from '../portfolios/categories';

/** The portfolio categories and subcategories. */
export function registerCategoryRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.get('/api/category', { session: 'none' }, () => ({
    json: { status: 200, data: listCategories(app.db) },
  }));

  router.get('/api/subcategory', { session: 'none' }, () => ({
    json: { status: 200, data: listSubcategories(app.db) },
  }));
}
