import Type from 'typebox';
import type { LegacyApp, LegacyRouter } from '../app';
import { Data } from '../contract/common';
import { Category, Subcategory } from '../contract/reference';
import { listCategories, listSubcategories } from '../portfolios/categories';

/** The portfolio categories and subcategories. */
export function registerCategoryRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.get(
    '/api/category',
    {
      session: 'none',
      contract: {
        tag: 'reference',
        summary: 'Every portfolio category.',
        answer: Data(Type.Array(Category)),
      },
    },
    () => ({ json: { status: 200, data: listCategories(app.db) } }),
  );

  router.get(
    '/api/subcategory',
    {
      session: 'none',
      contract: { tag: 'reference', summary: 'Every subcategory.', answer: Data(Type.Array(Subcategory)) },
    },
    () => ({ json: { status: 200, data: listSubcategories(app.db) } }),
  );
}
