import type { Router } from '../http/router';
import type { LegacyApp } from '../app';

export function registerCategoryRoutes(router: Router, app: LegacyApp): void {
  router.get('/api/category', () => ({
    json: {
      status: 200,
      data: app.db.prepare('SELECT id, name_th, name_en, icon FROM categories ORDER BY sort_order, id').all(),
    },
  }));

  router.get('/api/subcategory', () => ({
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
