import siteAddresses from '../../../schema/site-addresses.json';

/*
 * The site's addresses the BFF writes itself (the sitemap, robots.txt, link previews, the schema's links) and the
 * member area search engines are told to pass by, as the site's router has them: schema/site-addresses.json, which
 * the site and the legacy API read too (the programs share that data, never code).
 */
const { paths, parameters } = siteAddresses;

/**
 * A CMS page's key, as the schema's `PageSlug` values name it (a JSON file's strings have no literal types:
 * tests/repository/site-addresses.test.ts holds this and the enum to the file's list).
 */
export type CmsPageKey = 'faqs' | 'term' | 'privacy-policy' | 'about-us';

/** The CMS pages, by the key of their address (`/pages?page=<key>`) and of `GET api/get-data-page?url=`. */
export const CMS_PAGE_KEYS = siteAddresses.cmsPages as CmsPageKey[];

/** `path` with its query, each value escaped (`/detail-portfolio?id=7`). */
function withQuery(path: string, query: Record<string, string | number>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${path}?${pairs.join('&')}`;
}

/** The path of a route of the site, by its name in the file; a name the file lacks stops the BFF as it starts. */
function pathNamed(name: string): string {
  const path = (paths as Record<string, string | undefined>)[name];
  if (path === undefined) throw new Error(`schema/site-addresses.json has no path named ${name}.`);
  return path;
}

/** What every address a route matches starts with: its path up to its first `:parameter` (`/profile/`). */
const prefixOf = (path: string) => path.split(':', 1)[0] ?? path;

export const sitePaths = {
  cmsPage: (key: string) => withQuery(paths.pages, { [parameters.pages.page]: key }),
  collection: (collectionId: number) =>
    withQuery(paths.subCurated, { [parameters.subCurated.collectionId]: collectionId }),
  tag: (name: string) => withQuery(paths.tag, { [parameters.tag.name]: name }),
  portfolio: (portfolioId: number) =>
    withQuery(paths.detail, { [parameters.detail.portfolioId]: portfolioId }),
  designer: (memberId: number) => withQuery(paths.designer, { [parameters.designer.memberId]: memberId }),
};

/** The public pages that are not one record's (the home page, the lists): the sitemap names them. */
export const PUBLIC_PAGES = siteAddresses.publicPages.map(pathNamed);

/** The sign-in forms (and the e-mailed links to them): public, but nothing to index. */
export const SIGN_IN_PREFIXES = siteAddresses.signIn.map(pathNamed);

/**
 * The member area, as prefixes: the paths of the screens behind `RequireMember` in the site's router (§6's member
 * screens, the profile and portfolio editors) up to their first parameter, and the staff's section.
 */
export const MEMBER_AREA_PREFIXES = [
  ...siteAddresses.memberArea.paths.map((name) => prefixOf(pathNamed(name))),
  ...siteAddresses.memberArea.sections,
];
