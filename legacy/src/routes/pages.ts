import { HttpError } from '../http/http-error';
import type { LegacyApp, LegacyRouter } from '../app';

/** The CMS pages `api/get-data-page` serves. */
export const PAGE_URLS = ['faqs', 'term', 'privacy-policy', 'about-us'] as const;

export function registerPageRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.get('/api/get-data-page', { session: 'none' }, ({ input }) => {
    const url = input.string('url');
    if (!(PAGE_URLS as readonly string[]).includes(url)) {
      throw new HttpError(404, `Page not found. The url must be one of: ${PAGE_URLS.join(', ')}.`);
    }
    const page = app.db
      .prepare(
        'SELECT url, page_name_th, page_name_en, detail_th, detail_en, updated_at FROM pages WHERE url = ?',
      )
      .get(url);
    if (!page) throw new HttpError(404, 'Page not found.');
    return { json: { status: 200, data: page } };
  });
}
