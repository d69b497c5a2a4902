/** What the rest of the BFF sees of the legacy API: the client, one request's typed calls, their options and events. */
import type { Readable } from 'node:stream';
import type {
  CategoryDto,
  SiteInsightsDto,
  ViewSourceBody,
  CategoryPortfoliosDto,
  CheckTokenDto,
  CollectionCategoryDto,
  CollectionDetailDto,
  CollectionItemsDto,
  CollectionsDto,
  ContactBody,
  CreateProfileDto,
  DegreeDto,
  DesignerDto,
  DesignerInsightsDto,
  DesignerMatchDto,
  DesignerPortfoliosDto,
  DomainNameDto,
  EducationBody,
  EducationDto,
  FacebookLoginBody,
  LoginBody,
  LoginDto,
  MessageDataDto,
  MessageDto,
  PageDto,
  PagedDto,
  PortfolioBody,
  PortfolioDto,
  PortfolioTagsDto,
  ProfileBody,
  ProfileDto,
  RegisterBody,
  RegisterDto,
  ResetPasswordBody,
  SaveViewDto,
  SearchDto,
  SearchNarrowing,
  SubcategoryDto,
  TagDto,
  TagMatchDto,
  TagPortfoliosDto,
  TopRankDto,
  UpdateProfileBody,
  UploadDto,
  WorkBody,
  WorkDto,
  DataDto,
  EnquiryDto,
  EnquiryPageDto,
  ModerationBody,
  ModerationQueueDto,
  ModerationResultDto,
  StaffActionDto,
  StaffMemberDto,
  StaffRoleBody,
  StaffCollectionDto,
  CollectionBody,
  CollectionCategoryBody,
  PageBody,
  AppreciationDto,
  AudienceTotalsDto,
  DesignerEnquiryBody,
  DesignerEnquiryDto,
  DesignerEnquiryPageDto,
  DesignerEnquiryUpdateBody,
  FollowDto,
  FollowedDesignerDto,
  MemberSettingsDto,
  NotificationPageDto,
  UnreadCountsDto,
} from './legacy-dto';

export interface LegacyCallEvent {
  method: string;
  /** The legacy path as the contract writes it (`api/portfolio/12`), without the query string. */
  path: string;
  /** The path's route pattern (`api/portfolio/{id}`): the circuit breaker's and the metrics' key. */
  route: string;
  /** The HTTP status, or `'error'` when no complete answer came (network failure, timeout). */
  status: number | 'error';
  /** 1 for the first attempt; retries count up. */
  attempt: number;
  durationMs: number;
}

export interface LegacyClientOptions {
  /** Base address of the legacy API, e.g. `http://127.0.0.1:4001` (a path prefix is kept). */
  baseUrl: string;
  /** Keep-alive pool size: never more sockets than this at once. Default 16. */
  connections?: number;
  /**
   * Calls of one route at once, at most; the others queue (within their deadline). Keeps a hung route from
   * holding every socket while the other routes wait. Default half of `connections`.
   */
  routeConnections?: number;
  /** Default 2000. */
  connectTimeoutMs?: number;
  /** Time to wait for the answer's headers. Default 5000. */
  headersTimeoutMs?: number;
  /** Longest silence while reading the answer's body. Default 10000. */
  bodyTimeoutMs?: number;
  /** Retries of GET calls on network errors, timeouts and 502/503/504. Default 2 (3 attempts at most). */
  retries?: number;
  /** First retry delay; each retry doubles it, jittered. Default 100. */
  retryBaseDelayMs?: number;
  /**
   * Sent as `X-Trusted-Client-Key` on `api/auth/login-facebook`, and with `X-Site-Url` on the calls that send mail
   * (register, forget-password, staff decisions), so their links lead to this site.
   */
  trustedClientKey?: string;
  /** The site's address as browsers reach it (PUBLIC_URL, else where the BFF listens), asked at each call. */
  siteUrl?: () => string;
  /**
   * Time all legacy calls made through one `forRequest()` may take together, retries included; a call still
   * waiting when it runs out fails with LegacyTimeoutError. 0 turns the budget off. Default 3000.
   */
  requestBudgetMs?: number;
  /** Consecutive failures (network errors, timeouts, 5xx) of one route that open its breaker. Default 5. */
  breakerFailures?: number;
  /** How long an open breaker fails fast before it lets one probe call through. Default 10000. */
  breakerHalfOpenAfterMs?: number;
  /** Called when a route's breaker changes state (logs, the /metrics gauge). */
  onBreakerStateChange?: (route: string, state: LegacyBreakerState) => void;
  /** Called after every attempt (observability; tests count calls with it). */
  onCall?: (call: LegacyCallEvent) => void;
  /**
   * Called when an anonymous read joins an identical one already in flight instead of calling the legacy API
   * (the /metrics counter), with the route pattern.
   */
  onSharedRead?: (route: string) => void;
}

/** A route's circuit breaker: `open` fails fast, `half-open` lets one probe through. */
export type LegacyBreakerState = 'closed' | 'open' | 'half-open';

export interface LegacyRequestContext {
  /** The member's legacy access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Sent as `X-Request-Id` so both logs can be joined. */
  requestId: string;
  /** This request's time budget instead of the client's `requestBudgetMs`. */
  budgetMs?: number;
  /** Called after every attempt of this request, besides the client's `onCall` (the access log sums them). */
  onCall?: (call: LegacyCallEvent) => void;
}

/** An image as the member sent it, read whole by the BFF (at most the upload limit). */
export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser gave it; the legacy API stores it under a name of its own. */
  fileName: string;
  /** The type the browser declared; the legacy API judges the bytes, not this. */
  mimeType: string;
}

export interface UploadImageRequest {
  token: string;
  requestId: string;
  /** The upload type (`cover`, `portfolio-images`, …), which picks the folder; empty when the member sent none. */
  type: string;
  /** The image; absent when the member sent none (the legacy API refuses that with 422). */
  file: UploadedFile | undefined;
}

export interface LegacyImage {
  contentType: string;
  contentLength: string | undefined;
  /** The image bytes; the caller must consume or destroy it. */
  body: Readable;
}

export type TopRankSort = 'asc' | 'desc';

/** What the top rank counts: views (the default) or appreciations. */
export type TopRankMeasure = 'views' | 'appreciations';

/**
 * One typed method per legacy endpoint, bound to one request's token and request id. A read without a token joins an
 * identical one already in flight from another request: its answer is shared, so it is frozen (the answer and its
 * `data` list) and must be treated as read-only, records included.
 */
export interface LegacyApi {
  // Categories
  /** GET api/category. */
  categories(): Promise<CategoryDto[]>;
  /** GET api/subcategory. */
  subcategories(): Promise<SubcategoryDto[]>;

  // Portfolios
  /** GET api/portfolio/{id}; 404 also for a portfolio that is not approved, unless the caller owns it. */
  portfolio(id: number): Promise<PortfolioDto>;
  /** GET api/portfolio?member_id (none = the caller); not paged; the owner also gets unapproved ones. */
  memberPortfolios(memberId?: number): Promise<PortfolioDto[]>;
  /** POST api/portfolio (token); created pending. */
  createPortfolio(body: PortfolioBody): Promise<MessageDataDto<PortfolioDto>>;
  /** PUT api/portfolio/{id} (token, owner); back to pending. */
  updatePortfolio(id: number, body: PortfolioBody): Promise<MessageDataDto<PortfolioDto>>;
  /** DELETE api/portfolio/{id} (token, owner). */
  deletePortfolio(id: number): Promise<MessageDto>;
  /** GET api/get-profile-portfolio?id&page. */
  profilePortfolios(profileId: number, page?: number): Promise<PagedDto<PortfolioDto>>;
  /**
   * A portfolio with every field. List answers leave `detail` out: for an item of a list this request read, the
   * list is asked again whole (once per list and request, whatever the number of its items asked for), or the
   * portfolio by id when the list no longer holds it. A whole portfolio is answered as it is.
   */
  wholePortfolio(portfolio: PortfolioDto): Promise<PortfolioDto>;

  // Lists
  /** GET api/get-portfolio-by-id-category?id&page (0 = all). */
  portfoliosByCategory(categoryId: number, page?: number): Promise<CategoryPortfoliosDto>;
  /** GET api/get-portfolio-by-id-subcategory?category_id&subcategory_id&page (subcategory 0 = whole category). */
  portfoliosBySubcategory(
    categoryId: number,
    subcategoryId: number,
    page?: number,
  ): Promise<CategoryPortfoliosDto>;
  /** GET api/get-portfolio-by-id-tag?id&page; 404 `Tag not found.` */
  portfoliosByTag(tagId: number, page?: number): Promise<TagPortfoliosDto>;
  /** GET api/search?keyword&page. */
  search(keyword: string, page?: number, narrowing?: SearchNarrowing): Promise<SearchDto>;
  /** GET api/search-designers?keyword: designers with public work whose names or brand match, best first (≤ 8). */
  searchDesigners(keyword: string): Promise<DesignerMatchDto[]>;
  /** GET api/search-tags?keyword: tags of public work that match, best first (≤ 10). */
  searchTags(keyword: string): Promise<TagMatchDto[]>;
  /** GET api/get-portfolio-design?member_id&category_id&subcategory_id&page; 404 `Designer not found.` */
  designerPortfolios(query: {
    memberId: number;
    categoryId?: number;
    subcategoryId?: number;
    page?: number;
  }): Promise<DesignerPortfoliosDto>;

  // Rankings
  /** POST api/save-view; answers the new all-time count. */
  saveView(id: number, source?: ViewSourceBody): Promise<SaveViewDto>;
  /** GET api/get-new-portfolio. */
  newPortfolios(): Promise<PortfolioDto[]>;
  /** GET api/get-most-view-portfolio (each with `view_last_30_days`). */
  mostViewedPortfolios(): Promise<(PortfolioDto & { view_last_30_days: number })[]>;
  /** GET api/get-portfolio-hightlight (sic). */
  highlightedPortfolios(): Promise<PortfolioDto[]>;
  /** GET api/get-most-design-portfolio. */
  featuredDesigners(): Promise<DesignerDto[]>;
  /** GET api/get-toprank?sort&page&by (by views unless asked). */
  topRank(sort?: TopRankSort, page?: number, by?: TopRankMeasure): Promise<TopRankDto>;

  // Tags
  /** GET api/tag. */
  tags(): Promise<TagDto[]>;
  /** POST api/tag (token); 409 `Tag already exist!` */
  createTag(name: string, type?: number): Promise<MessageDataDto<TagDto>>;
  /** POST api/tagport (token, owner); replaces the portfolio's tags. */
  attachTags(portfolioId: number, tagIds: number[]): Promise<MessageDataDto<PortfolioTagsDto>>;
  /** GET api/tagport/{portfolio_id}. */
  portfolioTags(portfolioId: number): Promise<PortfolioTagsDto>;

  // Collections
  /** GET api/category-collection (each with its `collections`). */
  collectionCategories(): Promise<CollectionCategoryDto[]>;
  /** GET api/collections?category_collection_id&page (0 = all). */
  collections(categoryId: number, page?: number): Promise<CollectionsDto>;
  /** GET api/collection-portfolio?id&type&page: type 1 portfolios, 2 designers. */
  collectionItems(id: number, type: 1, page?: number): Promise<CollectionItemsDto<PortfolioDto>>;
  collectionItems(id: number, type: 2, page?: number): Promise<CollectionItemsDto<DesignerDto>>;
  /** GET api/get-collection-by-id?id. */
  collection(id: number): Promise<CollectionDetailDto>;

  // Pages and contact
  /** GET api/get-data-page?url (`faqs`, `term`, `privacy-policy`, `about-us`). */
  page(url: string): Promise<PageDto>;
  /** POST api/save-contact; a 502 (saved, not forwarded) is a LegacyUnavailableError with status 502. */
  saveContact(body: ContactBody): Promise<MessageDataDto<{ id: number }>>;

  // Profiles
  /** GET api/get-profile-byid?id|member_id (token); neither = the caller's own. */
  profile(query: { id?: number; memberId?: number }): Promise<ProfileDto>;
  /** POST api/profile (token); answers `status: 'create profile success'`. */
  createProfile(body: ProfileBody): Promise<CreateProfileDto>;
  /** POST api/update-profile (token, owner). */
  updateProfile(body: UpdateProfileBody): Promise<MessageDataDto<ProfileDto>>;
  /** PUT api/educations/{profile id} (token, owner); replaces the list. */
  updateEducations(profileId: number, educations: EducationBody[]): Promise<MessageDataDto<EducationDto[]>>;
  /** PUT api/works/{profile id} (token, owner); replaces the list. */
  updateWorks(profileId: number, works: WorkBody[]): Promise<MessageDataDto<WorkDto[]>>;
  /** GET api/degree. */
  degrees(): Promise<DegreeDto[]>;
  /** GET api/check-domain-name?domain_name. */
  checkDomainName(name: string): Promise<DomainNameDto>;

  // Accounts
  /** POST api/auth/register. */
  register(body: RegisterBody): Promise<RegisterDto>;
  /** POST api/auth/check-verify-email. */
  verifyEmail(token: string): Promise<MessageDto>;
  /** POST api/auth/login. */
  login(body: LoginBody): Promise<LoginDto>;
  /** POST api/auth/login-facebook, with `X-Trusted-Client-Key`. Verify the Facebook token first. */
  loginWithFacebook(body: FacebookLoginBody): Promise<LoginDto>;
  /** GET api/auth/logout (token). */
  logout(): Promise<MessageDto>;
  /** POST api/auth/forget-password. */
  forgotPassword(email: string): Promise<MessageDto>;
  /** POST api/auth/reset-password. */
  resetPassword(body: ResetPasswordBody): Promise<MessageDto>;
  /** GET api/auth/check-expires-token (token). */
  checkToken(): Promise<CheckTokenDto>;

  // Audience (token unless said)
  /** POST api/portfolio/{id}/appreciation. */
  appreciate(portfolioId: number): Promise<MessageDataDto<AppreciationDto>>;
  /** DELETE api/portfolio/{id}/appreciation. */
  withdrawAppreciation(portfolioId: number): Promise<MessageDataDto<AppreciationDto>>;
  /** GET api/my-appreciations?page: the approved work the caller appreciates, latest first. */
  myAppreciations(page?: number): Promise<PagedDto<PortfolioDto>>;
  /** GET api/my-appreciations/check?portfolio_ids (1–100): which of them the caller appreciates. */
  appreciatedAmong(portfolioIds: number[]): Promise<number[]>;
  /** POST api/designer/{member_id}/follow. */
  follow(memberId: number): Promise<MessageDataDto<FollowDto>>;
  /** DELETE api/designer/{member_id}/follow. */
  unfollow(memberId: number): Promise<MessageDataDto<FollowDto>>;
  /** GET api/my-following?page: the designers the caller follows, latest first. */
  myFollowing(page?: number): Promise<PagedDto<FollowedDesignerDto>>;
  /** GET api/my-following/check?member_ids (1–100): which of them the caller follows. */
  followedAmong(memberIds: number[]): Promise<number[]>;
  /** GET api/following-portfolios?page: the followed designers' approved work, newest approval first. */
  followingPortfolios(page?: number): Promise<PagedDto<PortfolioDto>>;
  /** GET api/designer-suggestions: designers the caller does not follow yet (≤ 8). */
  designerSuggestions(): Promise<DesignerDto[]>;
  /** POST api/designer/{member_id}/enquiry (no token needed): stored, notified, e-mailed to the designer. */
  sendDesignerEnquiry(
    memberId: number,
    body: DesignerEnquiryBody,
  ): Promise<MessageDataDto<{ id: number; mailed: boolean }>>;
  /** GET api/my-enquiries?page&archived: the designer's inbox (or archive), newest first. */
  myEnquiries(page?: number, archived?: boolean): Promise<DesignerEnquiryPageDto>;
  /** PUT api/my-enquiries/{id} (owner): read and/or archived. */
  updateMyEnquiry(id: number, body: DesignerEnquiryUpdateBody): Promise<DataDto<DesignerEnquiryDto>>;
  /** GET api/my-settings. */
  mySettings(): Promise<MemberSettingsDto>;
  /** PUT api/my-settings. */
  updateMySettings(body: Partial<MemberSettingsDto>): Promise<DataDto<MemberSettingsDto>>;
  /** GET api/notifications?page: newest change first, 20 a page. */
  notifications(page?: number): Promise<NotificationPageDto>;
  /** GET api/notifications/unread: the bell's and the inbox's unread counts. */
  unreadCounts(): Promise<UnreadCountsDto>;
  /** POST api/notifications/read: the given ones (none: every one) read; answers what stays unread. */
  markNotificationsRead(ids?: number[]): Promise<{ unread: number }>;
  /** GET api/staff/audience (operators): totals only. */
  audienceTotals(): Promise<AudienceTotalsDto>;

  // Insights (issue 30)
  /** GET api/insights/designer?from&to&portfolio_id: the caller's own figures, per Bangkok day. */
  designerInsights(query: { from: string; to: string; portfolioId?: number }): Promise<DesignerInsightsDto>;
  /** GET api/staff/insights?from&to (operators). */
  siteInsights(query: { from: string; to: string }): Promise<SiteInsightsDto>;
  /** POST api/internal/search-log (the trusted client only): searches counted by keyword. */
  logSearches(searches: { keyword: string; count: number }[]): Promise<unknown>;

  // Share page
  /** GET api/share-facebook/{id}: the HTML page. */
  shareFacebookPage(id: number): Promise<string>;

  // Staff (token of a moderator or operator; 403 otherwise)
  /** GET api/staff/moderation?limit: the oldest `limit` (1–100) of what waits for a decision, and the total. */
  moderationQueue(limit?: number): Promise<ModerationQueueDto>;
  /** POST api/staff/moderation: approve or refuse (with a reason) several portfolios. */
  decidePortfolios(body: ModerationBody): Promise<DataDto<ModerationResultDto[]>>;
  /** GET api/staff/audit-log?page (operators). */
  auditLog(page?: number): Promise<PagedDto<StaffActionDto>>;
  /** PUT api/staff/highlights (operators): the home highlight block, in order. */
  setHighlights(portfolioIds: number[]): Promise<DataDto<PortfolioDto[]>>;
  /** GET api/staff/enquiries?page (operators): contact-form enquiries, newest first. */
  enquiries(page?: number): Promise<EnquiryPageDto>;
  /** PUT api/staff/enquiries/{id} (operators): marks an enquiry read or unread. */
  markEnquiry(id: number, read: boolean): Promise<DataDto<EnquiryDto>>;
  /** GET api/staff/collections/{id} (operators): a collection with every portfolio and designer, in order. */
  staffCollection(id: number): Promise<DataDto<StaffCollectionDto>>;
  /** POST api/staff/collections (operators). */
  createCollection(body: CollectionBody): Promise<DataDto<StaffCollectionDto>>;
  /** PUT api/staff/collections/{id} (operators). */
  updateCollection(id: number, body: CollectionBody): Promise<DataDto<StaffCollectionDto>>;
  /** DELETE api/staff/collections/{id} (operators). */
  deleteCollection(id: number): Promise<MessageDto>;
  /** PUT api/staff/collections/{id}/portfolios (operators): the published portfolios, in order. */
  setCollectionPortfolios(id: number, portfolioIds: number[]): Promise<DataDto<StaffCollectionDto>>;
  /** PUT api/staff/collections/{id}/designers (operators): the designers (member ids), in order. */
  setCollectionDesigners(id: number, memberIds: number[]): Promise<DataDto<StaffCollectionDto>>;
  /** POST api/staff/collection-categories (operators). */
  createCollectionCategory(body: CollectionCategoryBody): Promise<DataDto<CollectionCategoryDto>>;
  /** PUT api/staff/collection-categories/{id} (operators). */
  updateCollectionCategory(id: number, body: CollectionCategoryBody): Promise<DataDto<CollectionCategoryDto>>;
  /** DELETE api/staff/collection-categories/{id} (operators): only an empty one (409 otherwise). */
  deleteCollectionCategory(id: number): Promise<MessageDto>;
  /** PUT api/staff/pages/{url} (operators): a CMS page's names and HTML in Thai and English. */
  updatePage(url: string, body: PageBody): Promise<DataDto<PageDto>>;
  /** GET api/staff/roles (operators): everyone holding a staff role, operators first. */
  staffMembers(): Promise<DataDto<StaffMemberDto[]>>;
  /** PUT api/staff/roles (operators). */
  setStaffRole(
    body: StaffRoleBody,
  ): Promise<DataDto<{ member_id: number; email: string; staff_role: string | null }>>;
}

export interface LegacyClient {
  /**
   * The legacy API as seen by one request (its token and request id). The request's time budget starts now
   * and every call made through the answer shares it: call this once per GraphQL request.
   */
  forRequest(context: LegacyRequestContext): LegacyApi;
  /** POST api/image-up: streams the multipart body unchanged; never retried, not under the time budget. */
  uploadImage(request: UploadImageRequest): Promise<UploadDto>;
  /** GET storage/{folder}/{file}, streamed; null when the legacy API has no such image (404). */
  fetchImage(folder: string, file: string, requestId?: string): Promise<LegacyImage | null>;
  /** The breaker of every route called so far (the /metrics gauge). */
  breakerStates(): Record<string, LegacyBreakerState>;
  /**
   * GET healthz, for readiness: true only for a 2xx within `timeoutMs`. Bypasses breakers and budgets, and
   * uses a connection of its own so a path hung on every pooled socket does not make the BFF look down.
   */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Closes the pool's sockets once the calls under way are done. */
  close(): Promise<void>;
}
