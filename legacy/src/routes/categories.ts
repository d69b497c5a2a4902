import type { LegacyApp, LegacyRouter } from '../app';

export function registerCategoryRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.get('/api/category', { session: 'none' }, () => ({
    json: {
      status: 200,
      data: app.db.prepare('SELECT id, name_th, name_en, icon FROM categories ORDER BY sort_order, id').all(),
    },
  }));

  router.get('/api/subcategory', { session: 'none' }, () => ({
    json: {
      status: 200,
      data: app.db
        .prepare(
          'SELECT id, category_id, name_th, name_en FROM subcategories ORDER BY category_id, sort_order, id',
        )
        .all(),
    },
  }));
}
