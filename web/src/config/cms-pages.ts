import type { PageSlug } from '../graphql/generated/graphql';

/** The four CMS pages (§2 /pages), by the key of their address (`/pages?page=about-us`), with the schema's slug. */
export const CMS_PAGE_SLUGS = {
  term: 'TERM',
  'privacy-policy': 'PRIVACY_POLICY',
  faqs: 'FAQS',
  'about-us': 'ABOUT_US',
} as const satisfies Record<string, PageSlug>;

/** A CMS page's key in the site's addresses. */
export type CmsPageKey = keyof typeof CMS_PAGE_SLUGS;

/** The keys in the order the public page's tabs show them. */
export const CMS_PAGE_KEYS = Object.keys(CMS_PAGE_SLUGS) as CmsPageKey[];

export function isCmsPageKey(value: string | null | undefined): value is CmsPageKey {
  return typeof value === 'string' && Object.hasOwn(CMS_PAGE_SLUGS, value);
}
