import { HttpError } from '../http/http-error';
import type { LegacyApp, LegacyRouter } from '../app';
import { findPage } from '../pages/pages';

/** The CMS pages `api/get-data-page` serves. */
export const PAGE_URLS = ['faqs', 'term', 'privacy-policy', 'about-us'] as const;

/** The CMS pages. */
export function registerPageRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.get('/api/get-data-page', { session: 'none' }, ({ input }) => {
    const url = input.string('url');
    if (!(PAGE_URLS as readonly string[]).includes(url)) {
      throw new HttpError(404, `Page not found. The url must be one of: ${PAGE_URLS.join(', ')}.`);
    }
    const page = findPage(app.db, url);
    if (!page) throw new HttpError(404, 'Page not found.');
    return { json: { status: 200, data: page } };
  });
}
