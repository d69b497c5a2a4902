import Type from 'typebox';
import { HttpError } from '../http/http-error';
import type { LegacyApp, LegacyRouter } from '../app';
import { findPage, updatePage } from '../pages/pages';
import { Validator } from '../http/validation';
import { formatTimestamp } from '../clock';
import { requireStaffRole } from '../staff/roles';
import { auditedChange } from '../staff/audit-log';
import { Data } from '../contract/common';
import { Page, PageBody } from '../contract/collections';

/** The CMS pages `api/get-data-page` serves. */
export const PAGE_URLS = ['faqs', 'term', 'privacy-policy', 'about-us'] as const;

/** The page stored under `url`; 404 when `url` is none of PAGE_URLS or not stored. */
function requirePage(app: LegacyApp, url: string | undefined) {
  if (!(PAGE_URLS as readonly (string | undefined)[]).includes(url)) {
    throw new HttpError(404, `Page not found. The url must be one of: ${PAGE_URLS.join(', ')}.`);
  }
  const page = findPage(app.db, url!);
  if (!page) throw new HttpError(404, 'Page not found.');
  return page;
}

/** Characters of a page's HTML in one language, at most (the longest seeded page is about 6,000). */
export const MAX_PAGE_HTML = 200_000;

/** The CMS pages; operators rewrite them (issue 16). The HTML is stored as written and sanitised where it is shown. */
export function registerPageRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.get(
    '/api/get-data-page',
    {
      session: 'none',
      contract: {
        tag: 'pages',
        summary: 'A page of the site’s own text.',
        description: `404 for a \`url\` other than ${PAGE_URLS.map((url) => `\`${url}\``).join(', ')}.`,
        query: Type.Object({ url: Type.String({ description: 'Which page.' }) }),
        answer: Data(Page),
      },
    },
    ({ input }) => ({
      json: { status: 200, data: requirePage(app, input.string('url')) },
    }),
  );

  router.put(
    '/api/staff/pages/{url}',
    {
      session: 'required',
      contract: {
        tag: 'pages',
        summary: 'Rewrites a page of the site’s own text (operators).',
        description:
          'Operators only (403). The HTML is stored as sent; readers get it sanitised from the BFF. Recorded in ' +
          'the audit log. 404 for another `url`; 422 naming each missing or overlong field.',
        params: Type.Object({ url: Type.String({ description: 'Which page, as in `api/get-data-page`.' }) }),
        body: PageBody,
        answer: Data(Page),
      },
    },
    ({ input, params, session }) => {
      requireStaffRole(app.db, session.memberId, ['operator']);
      const page = requirePage(app, params.url);
      new Validator(input)
        .required('page_name_th', 'page_name_en', 'detail_th', 'detail_en')
        .maxLength('page_name_th', 200)
        .maxLength('page_name_en', 200)
        .maxLength('detail_th', MAX_PAGE_HTML)
        .maxLength('detail_en', MAX_PAGE_HTML)
        .check();
      const now = app.clock();
      auditedChange(app.db, { memberId: session.memberId, now }, () => ({
        result: updatePage(
          app.db,
          page.url,
          {
            page_name_th: input.string('page_name_th'),
            page_name_en: input.string('page_name_en'),
            detail_th: input.string('detail_th'),
            detail_en: input.string('detail_en'),
          },
          formatTimestamp(now),
        ),
        entry: { action: 'page.update', targetType: 'page', targetId: null, detail: { url: page.url } },
      }));
      return { json: { status: 200, data: findPage(app.db, page.url) } };
    },
  );
}
