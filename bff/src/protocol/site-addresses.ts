/**
 * The site's addresses the BFF writes itself (the sitemap, link previews, the schema's links), as the site's router
 * has them (`web/src/config/paths.ts`, which the BFF cannot import: the programs share no code).
 */

/** The CMS pages, by the key of their address (`/pages?page=<key>`) and of `GET api/get-data-page?url=`. */
export const CMS_PAGE_KEYS = ['faqs', 'term', 'privacy-policy', 'about-us'] as const;
export type CmsPageKey = (typeof CMS_PAGE_KEYS)[number];

export const sitePaths = {
  /** The search page, `?keyword=…&page=…`. */
  search: '/search',
  cmsPage: (key: string) => `/pages?page=${encodeURIComponent(key)}`,
  collection: (collectionId: number) => `/sub-curated?collection_id=${encodeURIComponent(collectionId)}`,
  tag: (name: string) => `/portfolio-tag?tag=${encodeURIComponent(name)}`,
  portfolio: (portfolioId: number) => `/detail-portfolio?id=${encodeURIComponent(portfolioId)}`,
  designer: (memberId: number) => `/all-portfolio-by-design?member_id=${encodeURIComponent(memberId)}`,
};
