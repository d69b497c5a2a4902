/**
 * One typed method per legacy endpoint, over a `call` that sends one request's calls (its token, request id and time
 * budget; see legacy-client.ts). Lists are asked lean, and a field that needs the rest of an item reads it whole.
 */
import type { FormData } from 'undici';
import { isRecord } from './legacy-errors';
import type { LegacyApi } from './legacy-api';
import type {
  AttachTagsBody,
  CollectionItemsDto,
  DataDto,
  DesignerDto,
  PortfolioDto,
  TagBody,
} from './legacy-dto';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Query = Record<string, string | number | undefined>;

export interface CallSpec {
  method: Method;
  /** As the contract writes it, without a leading slash: `api/portfolio/12`. */
  path: string;
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (an image upload). */
  form?: FormData;
  /** What a 2xx answer is: JSON (default) or text (the share page). */
  expect?: 'json' | 'text';
  headers?: Record<string, string>;
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * What list calls ask the legacy API to leave out (its `omit`): the detail HTML, brief, extra images and tags, which
 * no card shows and which make most of a list's bytes. A field that needs one reads `wholePortfolio(item)`. A legacy
 * API without `omit` ignores it and answers whole portfolios, which works as well.
 */
const LIST_OMIT = 'detail,project_brief,portfolio_image,tag_port';

/** The portfolios of a list answer: the answer itself, or its `data`. */
function portfoliosIn(answer: unknown): PortfolioDto[] {
  const list = Array.isArray(answer) ? answer : isRecord(answer) ? answer.data : undefined;
  return Array.isArray(list) ? (list.filter(isRecord) as unknown as PortfolioDto[]) : [];
}

export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Sends one call of a request: its answer parsed as JSON (or text), or a legacy error. */
export type SendCall = <T>(spec: CallSpec) => Promise<T>;

/** The legacy API's typed calls, every one sent through `call`. */
export function legacyCallsOf(
  call: SendCall,
  { trustedClientKey, siteUrl }: { trustedClientKey?: string; siteUrl?: () => string },
): LegacyApi {
  /** Who this client is, for the calls only the trusted client may make. */
  const trusted = (): Record<string, string> | undefined =>
    trustedClientKey ? { 'x-trusted-client-key': trustedClientKey } : undefined;
  /**
   * For the calls that send mail: the site's address for its links. The legacy API takes it from the trusted
   * client only (else its own SITE_URL), so it goes with the key.
   */
  const mailing = (): Record<string, string> | undefined => {
    const site = siteUrl?.();
    return trustedClientKey && site ? { ...trusted(), 'x-site-url': site } : undefined;
  };
  const get = <T>(path: string, query?: Query) => call<T>({ method: 'GET', path, query });
  const getData = async <T>(path: string, query?: Query) =>
    (await call<DataDto<T>>({ method: 'GET', path, query })).data;
  const send = <T>(method: Method, path: string, json: unknown, headers?: Record<string, string>) =>
    call<T>({ method, path, json, headers });

  /** Lists read lean in this request, asked again whole when a field needs a missing part of an item. */
  const wholeLists = new Map<string, Promise<PortfolioDto[]>>();
  const leanItems = new WeakMap<object, () => Promise<PortfolioDto[]>>();

  /** A list of portfolios asked without the heavy fields; its items remember how to read them whole. */
  async function leanList<T>(path: string, query: Query = {}): Promise<T> {
    const answer = await get<T>(path, { ...query, omit: LIST_OMIT });
    const key = `${path}${queryString(query)}`;
    const whole = () => {
      let list = wholeLists.get(key);
      if (!list) {
        list = get<unknown>(path, query).then(portfoliosIn);
        wholeLists.set(key, list);
      }
      return list;
    };
    for (const item of portfoliosIn(answer)) if (item.detail === undefined) leanItems.set(item, whole);
    return answer;
  }

  async function wholePortfolio(portfolio: PortfolioDto): Promise<PortfolioDto> {
    if (portfolio.detail !== undefined) return portfolio;
    const list = leanItems.get(portfolio);
    const fromList = list && (await list()).find((item) => item.id === portfolio.id);
    if (fromList && fromList.detail !== undefined) return fromList;
    return await getData<PortfolioDto>(`api/portfolio/${segment(portfolio.id)}`);
  }

  function collectionItems(id: number, type: 1, page?: number): Promise<CollectionItemsDto<PortfolioDto>>;
  function collectionItems(id: number, type: 2, page?: number): Promise<CollectionItemsDto<DesignerDto>>;
  function collectionItems(id: number, type: 1 | 2, page = 1) {
    const query = { id, type, page };
    return type === 1
      ? leanList<CollectionItemsDto<PortfolioDto>>('api/collection-portfolio', query)
      : get<CollectionItemsDto<DesignerDto>>('api/collection-portfolio', query);
  }

  return {
    categories: () => getData('api/category'),
    subcategories: () => getData('api/subcategory'),

    portfolio: (id) => getData(`api/portfolio/${segment(id)}`),
    memberPortfolios: async (memberId) =>
      (await leanList<DataDto<PortfolioDto[]>>('api/portfolio', { member_id: memberId })).data,
    createPortfolio: (body) => send('POST', 'api/portfolio', body),
    updatePortfolio: (id, body) => send('PUT', `api/portfolio/${segment(id)}`, body),
    deletePortfolio: (id) => call({ method: 'DELETE', path: `api/portfolio/${segment(id)}` }),
    profilePortfolios: (profileId, page = 1) =>
      leanList('api/get-profile-portfolio', { id: profileId, page }),
    wholePortfolio,

    portfoliosByCategory: (categoryId, page = 1) =>
      leanList('api/get-portfolio-by-id-category', { id: categoryId, page }),
    portfoliosBySubcategory: (categoryId, subcategoryId, page = 1) =>
      leanList('api/get-portfolio-by-id-subcategory', {
        category_id: categoryId,
        subcategory_id: subcategoryId,
        page,
      }),
    portfoliosByTag: (tagId, page = 1) => leanList('api/get-portfolio-by-id-tag', { id: tagId, page }),
    search: (keyword, page = 1, narrowing = {}) => leanList('api/search', { keyword, page, ...narrowing }),
    searchDesigners: (keyword) => getData('api/search-designers', { keyword }),
    searchTags: (keyword) => getData('api/search-tags', { keyword }),
    designerPortfolios: ({ memberId, categoryId = 0, subcategoryId = 0, page = 1 }) =>
      leanList('api/get-portfolio-design', {
        member_id: memberId,
        category_id: categoryId,
        subcategory_id: subcategoryId,
        page,
      }),

    saveView: (id, source) => send('POST', 'api/save-view', { id, ...source }),
    newPortfolios: async () => (await leanList<DataDto<PortfolioDto[]>>('api/get-new-portfolio')).data,
    mostViewedPortfolios: async () =>
      (
        await leanList<DataDto<(PortfolioDto & { view_last_30_days: number })[]>>(
          'api/get-most-view-portfolio',
        )
      ).data,
    highlightedPortfolios: async () =>
      (await leanList<DataDto<PortfolioDto[]>>('api/get-portfolio-hightlight')).data,
    featuredDesigners: () => getData('api/get-most-design-portfolio'),
    // `by` is sent only when it is not the default, so the most-viewed ranking keeps the address it always had.
    topRank: (sort = 'desc', page = 1, by = 'views') =>
      leanList('api/get-toprank', { sort, page, by: by === 'views' ? undefined : by }),

    tags: () => getData('api/tag'),
    createTag: (name, type = 0) => send('POST', 'api/tag', { name, type } satisfies TagBody),
    attachTags: (portfolioId, tagIds) =>
      send('POST', 'api/tagport', { portfolio_id: portfolioId, tags: tagIds } satisfies AttachTagsBody),
    portfolioTags: (portfolioId) => getData(`api/tagport/${segment(portfolioId)}`),

    collectionCategories: () => getData('api/category-collection'),
    collections: (categoryId, page = 1) =>
      get('api/collections', { category_collection_id: categoryId, page }),
    collectionItems,
    collection: (id) => getData('api/get-collection-by-id', { id }),

    page: (url) => getData('api/get-data-page', { url }),
    saveContact: (body) => send('POST', 'api/save-contact', body),

    profile: ({ id, memberId }) => getData('api/get-profile-byid', { id, member_id: memberId }),
    createProfile: (body) => send('POST', 'api/profile', body),
    updateProfile: (body) => send('POST', 'api/update-profile', body),
    updateEducations: (profileId, educations) =>
      send('PUT', `api/educations/${segment(profileId)}`, { educations }),
    updateWorks: (profileId, works) => send('PUT', `api/works/${segment(profileId)}`, { works }),
    degrees: () => getData('api/degree'),
    checkDomainName: (name) => get('api/check-domain-name', { domain_name: name }),

    register: (body) => send('POST', 'api/auth/register', body, mailing()),
    verifyEmail: (token) => send('POST', 'api/auth/check-verify-email', { token }),
    login: (body) => send('POST', 'api/auth/login', body),
    loginWithFacebook: (body) => send('POST', 'api/auth/login-facebook', body, trusted()),
    logout: () => get('api/auth/logout'),
    forgotPassword: (email) => send('POST', 'api/auth/forget-password', { email }, mailing()),
    resetPassword: (body) => send('POST', 'api/auth/reset-password', body),
    checkToken: () => get('api/auth/check-expires-token'),

    moderationQueue: (limit = 50) => get('api/staff/moderation', { limit }),
    decidePortfolios: (body) => send('POST', 'api/staff/moderation', body, mailing()),
    auditLog: (page = 1) => get('api/staff/audit-log', { page }),
    staffMembers: () => get('api/staff/roles'),
    setStaffRole: (body) => send('PUT', 'api/staff/roles', body),
    setHighlights: (portfolioIds) => send('PUT', 'api/staff/highlights', { portfolio_ids: portfolioIds }),
    enquiries: (page = 1) => get('api/staff/enquiries', { page }),
    markEnquiry: (id, read) => send('PUT', `api/staff/enquiries/${segment(id)}`, { read }),
    staffCollection: (id) => get(`api/staff/collections/${segment(id)}`),
    createCollection: (body) => send('POST', 'api/staff/collections', body),
    updateCollection: (id, body) => send('PUT', `api/staff/collections/${segment(id)}`, body),
    deleteCollection: (id) => call({ method: 'DELETE', path: `api/staff/collections/${segment(id)}` }),
    setCollectionPortfolios: (id, portfolioIds) =>
      send('PUT', `api/staff/collections/${segment(id)}/portfolios`, { portfolio_ids: portfolioIds }),
    setCollectionDesigners: (id, memberIds) =>
      send('PUT', `api/staff/collections/${segment(id)}/designers`, { member_ids: memberIds }),
    createCollectionCategory: (body) => send('POST', 'api/staff/collection-categories', body),
    updateCollectionCategory: (id, body) =>
      send('PUT', `api/staff/collection-categories/${segment(id)}`, body),
    deleteCollectionCategory: (id) =>
      call({ method: 'DELETE', path: `api/staff/collection-categories/${segment(id)}` }),
    updatePage: (url, body) => send('PUT', `api/staff/pages/${segment(url)}`, body),

    appreciate: (portfolioId) => send('POST', `api/portfolio/${segment(portfolioId)}/appreciation`, {}),
    withdrawAppreciation: (portfolioId) =>
      call({ method: 'DELETE', path: `api/portfolio/${segment(portfolioId)}/appreciation` }),
    myAppreciations: (page = 1) => leanList('api/my-appreciations', { page }),
    appreciatedAmong: (portfolioIds) =>
      getData('api/my-appreciations/check', { portfolio_ids: portfolioIds.join(',') }),
    follow: (memberId) => send('POST', `api/designer/${segment(memberId)}/follow`, {}),
    unfollow: (memberId) => call({ method: 'DELETE', path: `api/designer/${segment(memberId)}/follow` }),
    myFollowing: (page = 1) => get('api/my-following', { page }),
    followedAmong: (memberIds) => getData('api/my-following/check', { member_ids: memberIds.join(',') }),
    followingPortfolios: (page = 1) => leanList('api/following-portfolios', { page }),
    designerSuggestions: () => getData('api/designer-suggestions'),
    sendDesignerEnquiry: (memberId, body) =>
      send('POST', `api/designer/${segment(memberId)}/enquiry`, body, mailing()),
    myEnquiries: (page = 1, archived = false) =>
      get('api/my-enquiries', { page, archived: archived ? 1 : 0 }),
    updateMyEnquiry: (id, body) => send('PUT', `api/my-enquiries/${segment(id)}`, body),
    mySettings: () => getData('api/my-settings'),
    updateMySettings: (body) => send('PUT', 'api/my-settings', body),
    notifications: (page = 1) => get('api/notifications', { page }),
    unreadCounts: () => get('api/notifications/unread'),
    markNotificationsRead: (ids) => send('POST', 'api/notifications/read', ids ? { ids } : {}),
    audienceTotals: () => getData('api/staff/audience'),
    designerInsights: ({ from, to, portfolioId }) =>
      getData('api/insights/designer', { from, to, portfolio_id: portfolioId }),
    siteInsights: ({ from, to }) => getData('api/staff/insights', { from, to }),
    logSearches: (searches) => send('POST', 'api/internal/search-log', { searches }, trusted()),

    shareFacebookPage: (id) =>
      call<string>({
        method: 'GET',
        path: `api/share-facebook/${segment(id)}`,
        expect: 'text',
      }),
  };
}
