/**
 * One method per legacy endpoint, over a `call` that sends one request's calls (its token, request id and time budget;
 * see legacy-client.ts). Each is typed by the route it names: its parameters, body and answer come from the legacy
 * API's contract (legacy-types.ts), never typed here. Lists are asked lean, and a field that needs the rest of an item
 * reads it whole.
 */
import type { FormData } from 'undici';
import { isRecord } from './legacy-errors';
import type {
  AnswerOf,
  BodyOf,
  CollectionDesignersDto,
  CollectionPortfoliosDto,
  DataOf,
  ParamsOf,
  PortfolioDto,
  QueryOf,
  RouteOf,
  SearchNarrowing,
  Verb,
} from './legacy-types';

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

/** A route's address with its `{name}` segments filled in, as the transport sends it (no leading slash). */
export function addressOf(route: string, params: Record<string, string | number> = {}): string {
  return route.slice(1).replace(/\{(\w+)\}/g, (_, name: string) => segment(params[name] ?? ''));
}

/** The legacy API's calls, every one sent through `call`, typed by the contract of the route it names. */
export function legacyCallsOf(
  call: SendCall,
  { trustedClientKey, siteUrl }: { trustedClientKey?: string; siteUrl?: () => string },
) {
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
  const get = <P extends RouteOf<'get'>>(route: P, query?: QueryOf<P, 'get'>, params?: ParamsOf<P, 'get'>) =>
    call<AnswerOf<P, 'get'>>({ method: 'GET', path: addressOf(route, params), query: query as Query });
  const getData = async <P extends RouteOf<'get'>>(
    route: P,
    query?: QueryOf<P, 'get'>,
    params?: ParamsOf<P, 'get'>,
  ): Promise<DataOf<P, 'get'>> => ((await get(route, query, params)) as { data: DataOf<P, 'get'> }).data;
  /** A write: its body as the route takes it, its path parameters, and the headers some routes need. */
  const send = <V extends Exclude<Verb, 'get'>, P extends RouteOf<V>>(
    verb: V,
    route: P,
    body?: BodyOf<P, V>,
    { params, headers }: { params?: ParamsOf<P, V>; headers?: Record<string, string> } = {},
  ) =>
    call<AnswerOf<P, V>>({
      method: verb.toUpperCase() as Method,
      path: addressOf(route, params),
      json: body,
      headers,
    });

  /** Lists read lean in this request, asked again whole when a field needs a missing part of an item. */
  const wholeLists = new Map<string, Promise<PortfolioDto[]>>();
  const leanItems = new WeakMap<object, () => Promise<PortfolioDto[]>>();

  /** A list of portfolios asked without the heavy fields; its items remember how to read them whole. */
  async function leanList<P extends RouteOf<'get'>>(
    route: P,
    query: QueryOf<P, 'get'> = {} as QueryOf<P, 'get'>,
  ): Promise<AnswerOf<P, 'get'>> {
    const answer = await call<AnswerOf<P, 'get'>>({
      method: 'GET',
      path: addressOf(route),
      query: { ...(query as Query), omit: LIST_OMIT },
    });
    const key = `${route}${queryString(query as Query)}`;
    const whole = () => {
      let list = wholeLists.get(key);
      if (!list) {
        list = call<unknown>({ method: 'GET', path: addressOf(route), query: query as Query }).then(
          portfoliosIn,
        );
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
    return await getData('/api/portfolio/{id}', undefined, { id: portfolio.id });
  }

  /** A collection's items: its portfolios (`type` 1, read lean) or its designers (2). */
  function collectionItems(id: number, type: 1, page?: number): Promise<CollectionPortfoliosDto>;
  function collectionItems(id: number, type: 2, page?: number): Promise<CollectionDesignersDto>;
  async function collectionItems(id: number, type: 1 | 2, page = 1) {
    const query = { id, type, page };
    return type === 1
      ? leanList('/api/collection-portfolio', query)
      : get('/api/collection-portfolio', query);
  }

  return {
    categories: () => getData('/api/category'),
    subcategories: () => getData('/api/subcategory'),

    portfolio: (id: number) => getData('/api/portfolio/{id}', undefined, { id }),
    memberPortfolios: async (memberId?: number) =>
      (await leanList('/api/portfolio', { member_id: memberId })).data,
    createPortfolio: (body: BodyOf<'/api/portfolio', 'post'>) => send('post', '/api/portfolio', body),
    updatePortfolio: (id: number, body: BodyOf<'/api/portfolio/{id}', 'put'>) =>
      send('put', '/api/portfolio/{id}', body, { params: { id } }),
    deletePortfolio: (id: number) => send('delete', '/api/portfolio/{id}', undefined, { params: { id } }),
    profilePortfolios: (profileId: number, page = 1) =>
      leanList('/api/get-profile-portfolio', { id: profileId, page }),
    wholePortfolio,

    portfoliosByCategory: (categoryId: number, page = 1) =>
      leanList('/api/get-portfolio-by-id-category', { id: categoryId, page }),
    portfoliosBySubcategory: (categoryId: number, subcategoryId: number, page = 1) =>
      leanList('/api/get-portfolio-by-id-subcategory', {
        category_id: categoryId,
        subcategory_id: subcategoryId,
        page,
      }),
    portfoliosByTag: (tagId: number, page = 1) =>
      leanList('/api/get-portfolio-by-id-tag', { id: tagId, page }),
    search: (keyword: string, page = 1, narrowing: SearchNarrowing = {}) =>
      leanList('/api/search', { keyword, page, ...narrowing }),
    searchDesigners: (keyword: string) => getData('/api/search-designers', { keyword }),
    searchTags: (keyword: string) => getData('/api/search-tags', { keyword }),
    designerPortfolios: ({
      memberId,
      categoryId = 0,
      subcategoryId = 0,
      page = 1,
    }: {
      memberId: number;
      categoryId?: number;
      subcategoryId?: number;
      page?: number;
    }) =>
      leanList('/api/get-portfolio-design', {
        member_id: memberId,
        category_id: categoryId,
        subcategory_id: subcategoryId,
        page,
      }),

    saveView: (id: number, source: Omit<BodyOf<'/api/save-view', 'post'>, 'id'> = {}) =>
      send('post', '/api/save-view', { id, ...source }),
    newPortfolios: async () => (await leanList('/api/get-new-portfolio')).data,
    mostViewedPortfolios: async () => (await leanList('/api/get-most-view-portfolio')).data,
    highlightedPortfolios: async () => (await leanList('/api/get-portfolio-hightlight')).data,
    featuredDesigners: () => getData('/api/get-most-design-portfolio'),
    // `by` is sent only when it is not the default, so the most-viewed ranking keeps the address it always had.
    topRank: (sort: TopRankSort = 'desc', page = 1, by: TopRankMeasure = 'views') =>
      leanList('/api/get-toprank', { sort, page, by: by === 'views' ? undefined : by }),

    tags: () => getData('/api/tag'),
    createTag: (name: string, type = 0) => send('post', '/api/tag', { name, type }),
    attachTags: (portfolioId: number, tagIds: number[]) =>
      send('post', '/api/tagport', { portfolio_id: portfolioId, tags: tagIds }),
    portfolioTags: (portfolioId: number) =>
      getData('/api/tagport/{portfolio_id}', undefined, { portfolio_id: portfolioId }),

    collectionCategories: () => getData('/api/category-collection'),
    collections: (categoryId: number, page = 1) =>
      get('/api/collections', { category_collection_id: categoryId, page }),
    collectionItems,
    collection: (id: number) => getData('/api/get-collection-by-id', { id }),

    page: (url: string) => getData('/api/get-data-page', { url }),
    saveContact: (body: BodyOf<'/api/save-contact', 'post'>) => send('post', '/api/save-contact', body),

    profile: ({ id, memberId }: { id?: number; memberId?: number }) =>
      getData('/api/get-profile-byid', { id, member_id: memberId }),
    createProfile: (body: BodyOf<'/api/profile', 'post'>) => send('post', '/api/profile', body),
    updateProfile: (body: BodyOf<'/api/update-profile', 'post'>) => send('post', '/api/update-profile', body),
    updateEducations: (profileId: number, educations: BodyOf<'/api/educations/{id}', 'put'>['educations']) =>
      send('put', '/api/educations/{id}', { educations }, { params: { id: profileId } }),
    updateWorks: (profileId: number, works: BodyOf<'/api/works/{id}', 'put'>['works']) =>
      send('put', '/api/works/{id}', { works }, { params: { id: profileId } }),
    degrees: () => getData('/api/degree'),
    checkDomainName: (name: string) => get('/api/check-domain-name', { domain_name: name }),

    register: (body: BodyOf<'/api/auth/register', 'post'>) =>
      send('post', '/api/auth/register', body, { headers: mailing() }),
    verifyEmail: (token: string) => send('post', '/api/auth/check-verify-email', { token }),
    login: (body: BodyOf<'/api/auth/login', 'post'>) => send('post', '/api/auth/login', body),
    loginWithFacebook: (body: BodyOf<'/api/auth/login-facebook', 'post'>) =>
      send('post', '/api/auth/login-facebook', body, { headers: trusted() }),
    logout: () => get('/api/auth/logout'),
    forgotPassword: (email: string) =>
      send('post', '/api/auth/forget-password', { email }, { headers: mailing() }),
    resetPassword: (body: BodyOf<'/api/auth/reset-password', 'post'>) =>
      send('post', '/api/auth/reset-password', body),
    checkToken: () => get('/api/auth/check-expires-token'),

    moderationQueue: (limit = 50) => get('/api/staff/moderation', { limit }),
    decidePortfolios: (body: BodyOf<'/api/staff/moderation', 'post'>) =>
      send('post', '/api/staff/moderation', body, { headers: mailing() }),
    auditLog: (page = 1) => get('/api/staff/audit-log', { page }),
    staffMembers: () => get('/api/staff/roles'),
    setStaffRole: (body: BodyOf<'/api/staff/roles', 'put'>) => send('put', '/api/staff/roles', body),
    setHighlights: (portfolioIds: number[]) =>
      send('put', '/api/staff/highlights', { portfolio_ids: portfolioIds }),
    enquiries: (page = 1) => get('/api/staff/enquiries', { page }),
    markEnquiry: (id: number, read: boolean) =>
      send('put', '/api/staff/enquiries/{id}', { read }, { params: { id } }),
    staffCollection: (id: number) => get('/api/staff/collections/{id}', undefined, { id }),
    createCollection: (body: BodyOf<'/api/staff/collections', 'post'>) =>
      send('post', '/api/staff/collections', body),
    updateCollection: (id: number, body: BodyOf<'/api/staff/collections/{id}', 'put'>) =>
      send('put', '/api/staff/collections/{id}', body, { params: { id } }),
    deleteCollection: (id: number) =>
      send('delete', '/api/staff/collections/{id}', undefined, { params: { id } }),
    setCollectionPortfolios: (id: number, portfolioIds: number[]) =>
      send(
        'put',
        '/api/staff/collections/{id}/portfolios',
        { portfolio_ids: portfolioIds },
        { params: { id } },
      ),
    setCollectionDesigners: (id: number, memberIds: number[]) =>
      send('put', '/api/staff/collections/{id}/designers', { member_ids: memberIds }, { params: { id } }),
    createCollectionCategory: (body: BodyOf<'/api/staff/collection-categories', 'post'>) =>
      send('post', '/api/staff/collection-categories', body),
    updateCollectionCategory: (id: number, body: BodyOf<'/api/staff/collection-categories/{id}', 'put'>) =>
      send('put', '/api/staff/collection-categories/{id}', body, { params: { id } }),
    deleteCollectionCategory: (id: number) =>
      send('delete', '/api/staff/collection-categories/{id}', undefined, { params: { id } }),
    updatePage: (url: string, body: BodyOf<'/api/staff/pages/{url}', 'put'>) =>
      send('put', '/api/staff/pages/{url}', body, { params: { url } }),

    appreciate: (portfolioId: number) =>
      send('post', '/api/portfolio/{id}/appreciation', undefined, { params: { id: portfolioId } }),
    withdrawAppreciation: (portfolioId: number) =>
      send('delete', '/api/portfolio/{id}/appreciation', undefined, { params: { id: portfolioId } }),
    myAppreciations: (page = 1) => leanList('/api/my-appreciations', { page }),
    appreciatedAmong: (portfolioIds: number[]) =>
      getData('/api/my-appreciations/check', { portfolio_ids: portfolioIds.join(',') }),
    follow: (memberId: number) =>
      send('post', '/api/designer/{member_id}/follow', undefined, { params: { member_id: memberId } }),
    unfollow: (memberId: number) =>
      send('delete', '/api/designer/{member_id}/follow', undefined, { params: { member_id: memberId } }),
    myFollowing: (page = 1) => get('/api/my-following', { page }),
    followedAmong: (memberIds: number[]) =>
      getData('/api/my-following/check', { member_ids: memberIds.join(',') }),
    followingPortfolios: (page = 1) => leanList('/api/following-portfolios', { page }),
    designerSuggestions: () => getData('/api/designer-suggestions'),
    sendDesignerEnquiry: (memberId: number, body: BodyOf<'/api/designer/{member_id}/enquiry', 'post'>) =>
      send('post', '/api/designer/{member_id}/enquiry', body, {
        params: { member_id: memberId },
        headers: mailing(),
      }),
    myEnquiries: (page = 1, archived = false) =>
      get('/api/my-enquiries', { page, archived: archived ? 1 : 0 }),
    updateMyEnquiry: (id: number, body: BodyOf<'/api/my-enquiries/{id}', 'put'>) =>
      send('put', '/api/my-enquiries/{id}', body, { params: { id } }),
    mySettings: () => getData('/api/my-settings'),
    updateMySettings: (body: BodyOf<'/api/my-settings', 'put'>) => send('put', '/api/my-settings', body),
    notifications: (page = 1) => get('/api/notifications', { page }),
    unreadCounts: () => get('/api/notifications/unread'),
    markNotificationsRead: (ids?: number[]) => send('post', '/api/notifications/read', ids ? { ids } : {}),
    audienceTotals: () => getData('/api/staff/audience'),
    designerInsights: ({ from, to, portfolioId }: { from: string; to: string; portfolioId?: number }) =>
      getData('/api/insights/designer', { from, to, portfolio_id: portfolioId }),
    siteInsights: ({ from, to }: { from: string; to: string }) =>
      getData('/api/staff/insights', { from, to }),
    logSearches: (searches: { keyword: string; count: number }[]) =>
      send('post', '/api/internal/search-log', { searches }, { headers: trusted() }),

    shareFacebookPage: (id: number) =>
      call<string>({ method: 'GET', path: addressOf('/api/share-facebook/{id}', { id }), expect: 'text' }),
  };
}

/** The legacy API as one request sees it: every call above. */
export type LegacyApi = ReturnType<typeof legacyCallsOf>;

/** How the top rank orders. */
export type TopRankSort = 'asc' | 'desc';

/** What the top rank counts: views (the default) or appreciations. */
export type TopRankMeasure = 'views' | 'appreciations';
