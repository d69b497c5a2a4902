import { parameters, paths as sitePaths } from '../../../schema/site-addresses.json';
import type { CmsPageKey } from './cms-pages';

/**
 * Every route of the site (§2), in one place: schema/site-addresses.json, which the BFF and the legacy API read
 * too (for the sitemap, robots.txt, link previews and e-mailed links). Builders add the parameters a route takes.
 */
export const paths = sitePaths;

/** The query parameters of the addresses, by what they hold (`addressParameters.search.categoryId`). */
export const addressParameters = parameters;

/** `path` with its query, each value escaped (`/detail-portfolio?id=7`). */
function withQuery(path: string, query: Record<string, string | number>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${path}?${pairs.join('&')}`;
}

/** `path` with its `:name` parameters filled in, each escaped (`/profile/:id` → `/profile/7`). */
function withParameters(path: string, values: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

const { detail, designer, search, tag, subCurated, pages, categoryList } = addressParameters;

export const routeTo = {
  detail: (id: string | number) => withQuery(paths.detail, { [detail.portfolioId]: id }),
  designer: (memberId: string | number) => withQuery(paths.designer, { [designer.memberId]: memberId }),
  search: (keyword: string) => withQuery(paths.search, { [search.keyword]: keyword }),
  tag: (name: string) => withQuery(paths.tag, { [tag.name]: name }),
  subCurated: (id: string | number, name: string) =>
    withQuery(paths.subCurated, { [subCurated.collectionId]: id, [subCurated.collectionName]: name }),
  page: (page: CmsPageKey) => withQuery(paths.pages, { [pages.page]: page }),
  /** The profile form of a profile id (route name GetUpdateProfile); also reached by member id after a create. */
  profile: (id: string | number) => withParameters(paths.profile, { id }),
  /** The portfolio form in edit mode (route name EditPortfolio). */
  editPortfolio: (id: string | number) => withParameters(paths.editPortfolio, { id }),
  /** An operator's editor of one collection; `new` for a collection not created yet. */
  staffCollection: (id: string | number | 'new') => withParameters(paths.staffCollection, { id }),
  /** An operator's editor of one CMS page. */
  staffPage: (page: CmsPageKey) => withParameters(paths.staffPage, { page }),
  categoryList: (categoryId?: string | number) =>
    categoryId && String(categoryId) !== '0'
      ? withQuery(paths.categoryList, { [categoryList.categoryId]: categoryId })
      : paths.categoryList,
};
