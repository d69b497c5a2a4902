import type { CmsPageKey } from './cms-pages';

/** Every route of the site (§2), in one place. Builders add the query parameters a route takes. */
export const paths = {
  landing: '/',
  landingAlias: '/home',
  home: '/homepage',
  categoryList: '/all-portfolio-by-category',
  designer: '/all-portfolio-by-design',
  detail: '/detail-portfolio',
  creator: '/creator',
  subCurated: '/sub-curated',
  tag: '/portfolio-tag',
  topRank: '/toprank',
  search: '/search',
  pages: '/pages',
  contact: '/contact',
  content: '/content',
  articles: '/articles',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  verify: '/verify',
  resetPassword: '/reset-password',
  profilePortfolio: '/profile-portfolio',
  profileAbout: '/profile-about',
  profileAppreciated: '/profile-appreciated',
  profileEnquiries: '/profile-enquiries',
  profileSettings: '/profile-settings',
  profileInsights: '/profile-insights',
  following: '/following',
  notifications: '/notifications',
  updateProfile: '/update-profile',
  profile: '/profile/:id',
  createPortfolio: '/create-portfolio',
  editPortfolio: '/portfolio/:id',
  staffModeration: '/staff/moderation',
  staffAuditLog: '/staff/audit-log',
  staffEnquiries: '/staff/enquiries',
  staffHighlights: '/staff/highlights',
  staffCollections: '/staff/collections',
  staffCollection: '/staff/collections/:id',
  staffPages: '/staff/pages',
  staffPage: '/staff/pages/:page',
  staffInsights: '/staff/insights',
} as const;

export const routeTo = {
  detail: (id: string | number) => `${paths.detail}?id=${encodeURIComponent(id)}`,
  designer: (memberId: string | number) => `${paths.designer}?member_id=${encodeURIComponent(memberId)}`,
  search: (keyword: string) => `${paths.search}?keyword=${encodeURIComponent(keyword)}`,
  tag: (name: string) => `${paths.tag}?tag=${encodeURIComponent(name)}`,
  subCurated: (id: string | number, name: string) =>
    `${paths.subCurated}?collection_id=${encodeURIComponent(id)}&collection_name=${encodeURIComponent(name)}`,
  page: (page: CmsPageKey) => `${paths.pages}?page=${page}`,
  /** The profile form of a profile id (route name GetUpdateProfile); also reached by member id after a create. */
  profile: (id: string | number) => `/profile/${encodeURIComponent(id)}`,
  /** The portfolio form in edit mode (route name EditPortfolio). */
  editPortfolio: (id: string | number) => `/portfolio/${encodeURIComponent(id)}`,
  /** An operator's editor of one collection; `new` for a collection not created yet. */
  staffCollection: (id: string | number | 'new') => `/staff/collections/${encodeURIComponent(id)}`,
  /** An operator's editor of one CMS page. */
  staffPage: (page: CmsPageKey) => `${paths.staffPages}/${page}`,
  categoryList: (categoryId?: string | number) =>
    categoryId && String(categoryId) !== '0'
      ? `${paths.categoryList}?category_id=${encodeURIComponent(categoryId)}`
      : paths.categoryList,
};
