/**
 * The legacy REST API's answers and request bodies, snake_case, exactly as legacy/README.md documents them.
 * Times are UTC `YYYY-MM-DD HH:MM:SS`; image fields hold a file name only (`"-"` or empty means none).
 */

// ----- Reference data ----------------------------------------------------------------------------------

export interface CategoryDto {
  id: number;
  name_th: string;
  name_en: string;
  /** Icon key such as `performing-arts`. */
  icon: string;
}

export interface SubcategoryDto {
  id: number;
  category_id: number;
  name_th: string;
  name_en: string;
}

export interface DegreeDto {
  id: number;
  name_th: string;
  name_en: string;
}

/** `type` 0 normal, 1 award. */
export interface TagDto {
  id: number;
  name: string;
  type: number;
  /** In GET api/tag: how many approved portfolios carry it. */
  portfolio_count?: number;
}

/** A tag in `api/search-tags`: with how many public portfolios carry it. */
export interface TagMatchDto extends TagDto {
  portfolio_count: number;
}

export interface TagLinkDto {
  tag_id: number;
  tag: TagDto;
}

// ----- Portfolios --------------------------------------------------------------------------------------

export interface PortfolioImageDto {
  id: number;
  img_path: string;
  detail: string;
  /** The picture's size in pixels; null (or absent, from an older legacy API) when not known. */
  width?: number | null;
  height?: number | null;
}

/** The designer's names in a portfolio; `id` is null when the designer has no profile yet. */
export interface PortfolioProfileDto {
  id: number | null;
  member_id: number;
  firstname_th: string;
  lastname_th: string;
  firstname_en: string | null;
  lastname_en: string | null;
  img_path: string | null;
  /** The designer's current (first) job title; null without one. */
  position: string | null;
}

export interface PortfolioDto {
  id: number;
  portfolio_id: number;
  member_id: number;
  category_id: number;
  subcategory_id: number;
  project_title: string;
  /*
   * The brief, the detail, the extra images and the tags are absent from list answers, which the client asks to
   * leave them out (`omit=…`, see LIST_OMIT); `api/portfolio/{id}` always has them.
   */
  project_brief?: string;
  /** HTML as the designer saved it: sanitise before showing it. */
  detail?: string;
  cover_img_path: string | null;
  /** The cover's size in pixels; null (or absent, from an older legacy API) when not known. */
  cover_img_width?: number | null;
  cover_img_height?: number | null;
  cover_img_share_path: string | null;
  portfolio_image?: PortfolioImageDto[];
  portfolio_cate: CategoryDto | null;
  portfolio_sub_cate: SubcategoryDto | null;
  tag_port?: TagLinkDto[];
  /** All-time view count. */
  view: number;
  /** Members who appreciate it now; absent from a legacy API older than the audience calls. */
  appreciations?: number;
  /** 0 not approved, 1 approved, anything else pending. */
  is_approve: number;
  is_highlight: boolean;
  /** Null until an operator approves it. */
  approved_at: string | null;
  created_at: string;
  updated_at: string;
  profile: PortfolioProfileDto | null;
  /** Only in answers to the owner: why an operator refused it (null when not refused or no reason given). */
  rejection_reason?: string | null;
  /** Only in answers to the owner: when an operator refused it. */
  decided_at?: string | null;
  /** Only in answers to the owner: their edit of this approved portfolio, waiting or refused; null when none. */
  revision?: PortfolioDto | null;
  /** Only in `api/get-most-view-portfolio`. */
  view_last_30_days?: number;
  /** Only in `api/get-toprank` (1 = most viewed). */
  rank?: number;
}

export type RankedPortfolioDto = PortfolioDto & { rank: number };

// ----- Profiles ----------------------------------------------------------------------------------------

export interface EducationDto {
  /** Local number from 1, in display order. */
  id: number;
  school_university: string;
  degree_id: number | null;
  degree: DegreeDto | null;
  class_of: string;
}

export interface WorkDto {
  /** Local number from 1, in display order; the first work is the current one. */
  id: number;
  company: string;
  position: string;
  city: string;
  country: { name_en: string } | null;
}

export interface ProfileDto {
  profile_id: number;
  id: number;
  member_id: number;
  /** Same as `firstname_th`. */
  name_th: string;
  /** Same as `lastname_th`. */
  last_th: string;
  firstname_th: string;
  lastname_th: string;
  firstname_en: string;
  lastname_en: string;
  city: string;
  brand_name: string;
  profession: string;
  design_type: string;
  /** Null unless the caller owns the profile. */
  email: string | null;
  /** Null unless the caller owns the profile. */
  mobile_number: string | null;
  website: string;
  domain_name: string;
  facebook: string;
  instagram: string;
  pinterest: string;
  /** Profile picture (folder `images_profile`); same as `picture_url`. */
  img_path: string | null;
  picture_url: string | null;
  /** Cover picture (folder `images_profile_cover`). */
  cover_url: string | null;
  educations: EducationDto[];
  works: WorkDto[];
  /** Members who follow the designer; absent from a legacy API older than the audience calls. */
  followers?: number;
  /** Designers the member follows. */
  following?: number;
  /** Whether visitors may send the designer an enquiry (true when absent). */
  accepts_enquiries?: boolean;
  created_at: string;
  updated_at: string;
}

/** A member, in featured and collection lists. */
export interface DesignerDto {
  id: number;
  member_id: number;
  firstname_th: string;
  lastname_th: string;
  portfolio_amount: number;
  profile: ProfileDto | null;
  works: WorkDto[];
  /** Members who follow the designer; absent from a legacy API older than the audience calls. */
  followers?: number;
  /** Designers the member follows. */
  following?: number;
}

/** A designer in `api/search-designers`: a member with public work whose names or brand match. */
export interface DesignerMatchDto {
  member_id: number;
  firstname_th: string;
  lastname_th: string;
  portfolio_amount: number;
  profile: ProfileDto | null;
}

/** The member in login answers. */
export interface UserDto {
  id: number;
  member_id: number;
  email: string;
  firstname_th: string;
  lastname_th: string;
  mobile_number: string | null;
  /** Null until the member creates a profile. */
  profile_id: number | null;
  fb_id: string | null;
  image_profile_facebook: string | null;
  email_verified_at: string | null;
  created_at: string;
  /** 'moderator' or 'operator' for the design centre's staff; null (or absent, older answers) for a designer. */
  staff_role?: string | null;
}

// ----- Collections and pages ---------------------------------------------------------------------------

export interface CollectionDto {
  id: number;
  collection_id: number;
  collection_category_id: number;
  collection_name_th: string;
  collection_name_en: string;
  description_th: string;
  description_en: string;
  cover_path: string | null;
  /** `YYYY-MM-DD`. */
  published_on: string;
  date_th: string;
  date_en: string;
}

export interface CollectionCategoryDto {
  id: number;
  category_collection_name_th: string;
  category_collection_name_en: string;
  about_category_collection_th: string;
  about_category_collection_en: string;
  /** Present in `api/category-collection` only. */
  collections?: CollectionDto[];
}

export interface CollectionDetailDto extends CollectionDto {
  category_collection: CollectionCategoryDto;
}

/** GET api/staff/collections/{id} and the answers of its writes: every portfolio and designer, in order. */
export interface StaffCollectionDto extends CollectionDto {
  category_collection: CollectionCategoryDto | null;
  /** Published or not (a portfolio taken offline stays listed, hidden from visitors); without `detail`. */
  portfolios: PortfolioDto[];
  designers: DesignerDto[];
}

/** POST api/staff/collections and PUT api/staff/collections/{id}. */
export interface CollectionBody {
  collection_category_id: number;
  collection_name_th: string;
  collection_name_en: string;
  description_th: string;
  description_en: string;
  /** A `collection-cover` upload; empty for none. */
  cover_path: string;
  /** `YYYY-MM-DD`. */
  published_on: string;
}

/** POST api/staff/collection-categories and PUT api/staff/collection-categories/{id}. */
export type CollectionCategoryBody = Omit<CollectionCategoryDto, 'id' | 'collections'>;

/** PUT api/staff/pages/{url}. */
export type PageBody = Pick<PageDto, 'page_name_th' | 'page_name_en' | 'detail_th' | 'detail_en'>;

export interface PageDto {
  /** `faqs`, `term`, `privacy-policy` or `about-us`. */
  url: string;
  page_name_th: string;
  page_name_en: string;
  /** HTML. */
  detail_th: string;
  /** HTML. */
  detail_en: string;
  updated_at: string | null;
}

// ----- Answers -----------------------------------------------------------------------------------------

/** Every answer repeats the HTTP status (text only in `api/profile`). */
export interface StatusDto {
  status: number;
}

export interface MessageDto extends StatusDto {
  message: string;
}

export interface DataDto<T> extends StatusDto {
  data: T;
}

export interface MessageDataDto<T> extends MessageDto {
  data: T;
}

/** Laravel's paginator, at the top level beside `status`. */
export interface PagedDto<T> extends StatusDto {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** Null on a page past the end. */
  from: number | null;
  to: number | null;
  data: T[];
}

/** Portfolio lists of a category or subcategory. */
export interface CategoryPortfoliosDto extends PagedDto<PortfolioDto> {
  count_item: number;
  subCategorys: SubcategoryDto[];
}

export interface TagPortfoliosDto extends PagedDto<PortfolioDto> {
  count_item: number;
  tag: TagDto;
}

export interface SearchDto extends PagedDto<PortfolioDto> {
  count_item: number;
  keyword: string;
  /** The keyword with its misspelt words corrected, when its later matches were found with it. */
  did_you_mean?: string | null;
  /** With `facets=1`: how many matches each filter value keeps. */
  facets?: SearchFacetsDto;
}

/** What api/search is narrowed to and how it orders (absent: not narrowed, by relevance); `facets: 1` counts. */
export interface SearchNarrowing {
  category_id?: number;
  subcategory_id?: number;
  award?: number;
  year?: number;
  sort?: 'relevance' | 'newest' | 'views';
  facets?: 1;
}

export interface SearchFacetsDto {
  categories: { id: number; count: number }[];
  subcategories: { id: number; count: number }[];
  awards: { id: number; count: number }[];
  years: { year: number; count: number }[];
}

export interface DesignerPortfoliosDto extends PagedDto<PortfolioDto> {
  count_item: number;
  /** All the designer's approved portfolios. */
  portfolio_amount: number;
  subCategorys: SubcategoryDto[];
  /** The categories and subcategories of all the designer's approved portfolios, whatever the filter. */
  work_categories?: { category_id: number; subcategory_id: number; portfolios: number }[];
  designer: {
    member_id: number;
    firstname_th: string;
    lastname_th: string;
    profile: ProfileDto | null;
    followers?: number;
    following?: number;
  };
}

export interface TopRankDto extends PagedDto<RankedPortfolioDto> {
  sort: 'asc' | 'desc';
}

export interface CollectionsDto extends PagedDto<CollectionDto> {
  count_item: number;
  /** Every collection category, without collections. */
  category_collections: CollectionCategoryDto[];
}

/** `type` 1: portfolios (12 a page); 2: designers (8 a page). */
export interface CollectionItemsDto<T extends PortfolioDto | DesignerDto> extends PagedDto<T> {
  type: number;
  count_item: number;
  collection: CollectionDto;
}

export interface PortfolioTagsDto {
  portfolio_id: number;
  tags: TagLinkDto[];
}

export interface SaveViewDto extends MessageDto {
  /** The new all-time count. */
  view: number;
}

export interface RegisterDto extends MessageDto {
  member_id: number;
}

export interface LoginDto extends MessageDto {
  access_token: string;
  token_type: string;
  expires_in: number;
  expires_at: string;
  remember_me: boolean;
  user: UserDto;
}

export interface CheckTokenDto extends MessageDto {
  expires_at: string;
  expires_in: number;
  remember_me: boolean;
  user: UserDto;
}

/** `api/profile` answers its status as text. */
export interface CreateProfileDto {
  status: string;
  member_id: number;
  profile_id: number;
}

export interface DomainNameDto extends MessageDto {
  available: boolean;
}

export interface UploadDto extends MessageDto {
  /** The stored (generated) file name to put in the record's image field. */
  data: string;
  folder: string;
  url: string;
}

// ----- Request bodies ----------------------------------------------------------------------------------

export interface RegisterBody {
  firstname_th: string;
  lastname_th: string;
  mobile_number: string;
  email: string;
  password: string;
  password_confirm: string;
}

export interface LoginBody {
  email: string;
  password: string;
  remember_me?: boolean;
}

/** The BFF must verify the Facebook access token itself before sending this. */
export interface FacebookLoginBody {
  fb_id: string;
  email?: string | null;
  firstname_th?: string | null;
  lastname_th?: string | null;
  image_profile_facebook?: string | null;
  remember_me?: boolean;
}

export interface ResetPasswordBody {
  token: string;
  password: string;
  password_confirm?: string;
}

/** `api/profile` and `api/update-profile`; the Thai names go as `firstname_th`/`name_th`, `lastname_th`/`last_th`. */
export interface ProfileBody {
  firstname_th?: string;
  name_th?: string;
  lastname_th?: string;
  last_th?: string;
  email: string;
  domain_name: string;
  firstname_en?: string;
  lastname_en?: string;
  city?: string;
  brand_name?: string;
  profession?: string;
  design_type?: string;
  mobile_number?: string;
  website?: string;
  facebook?: string;
  instagram?: string;
  pinterest?: string;
  /** An `api/image-up` file name of type `profile` (also accepted as `img_path`), or empty. */
  picture_url?: string;
  img_path?: string;
  /** An `api/image-up` file name of type `cover`, or empty. */
  cover_url?: string;
}

export interface UpdateProfileBody extends ProfileBody {
  /** The profile id. */
  id: number;
}

export interface EducationBody {
  school_university: string;
  degree_id: number | null;
  class_of: string;
}

export interface WorkBody {
  company: string;
  position: string;
  city: string;
  /** A name or `{ name_en }`. */
  country: string | { name_en: string };
}

export interface PortfolioImageBody {
  img_path: string;
  detail: string;
}

export interface PortfolioBody {
  category_id: number;
  subcategory_id: number;
  project_title: string;
  project_brief: string;
  detail: string;
  /** `portfolio-cover` upload; empty or `-` means none; absent keeps it on update. */
  cover_img_path?: string;
  /** `portfolio-cover-share` upload; empty or `-` means none; absent keeps it on update. */
  cover_img_share_path?: string;
  /** `portfolio-images` uploads; replaces the extra images on update, kept when absent. */
  portfolio_image?: PortfolioImageBody[];
  /** Tag ids, stored with the portfolio in one write; replaces the tags on update, kept when absent. */
  tags?: number[];
  /** When sent, must be the caller's. */
  member_id?: number;
}

export interface TagBody {
  name: string;
  type?: number;
}

export interface AttachTagsBody {
  portfolio_id: number;
  tags: number[];
}

export interface ContactBody {
  name: string;
  email: string;
  detail: string;
  phone_number?: string;
  /** 1 General Contact, 2 Suggestion, 3 Website Comment, 4 Other. */
  reason_contact?: number;
}

// ----- Staff ----------------------------------------------------------------------------------------------

/** One entry of GET api/staff/moderation: a new portfolio or an edit of a published one, waiting. */
export interface ModerationEntryDto {
  /** The public portfolio's id: decisions are taken on it. */
  portfolio_id: number;
  kind: 'new' | 'revision';
  submitted_at: string;
  /** The content to decide on (for an edit, the revision). */
  portfolio: PortfolioDto;
  /** For an edit, the version the public sees now; null for a new portfolio. */
  published: PortfolioDto | null;
}

/** GET api/staff/moderation. */
export interface ModerationQueueDto extends StatusDto {
  total: number;
  data: ModerationEntryDto[];
}

/** POST api/staff/moderation. */
export interface ModerationBody {
  portfolio_ids: number[];
  decision: 'approve' | 'reject';
  reason?: string;
}

/** One portfolio's outcome in the answer of POST api/staff/moderation. */
export interface ModerationResultDto {
  portfolio_id: number;
  /** The owner, on a decided (200) result. */
  member_id?: number;
  /** 200 decided; 409 not waiting for a decision; 403 the caller's own portfolio (another member of staff decides). */
  status: number;
  message: string;
  revision?: boolean;
  /** Whether the e-mail to the designer (approval or refusal) left; null when none was due. */
  mailed?: boolean | null;
}

/** One entry of GET api/staff/audit-log. */
export interface StaffActionDto {
  id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  /** What the action recorded besides its target; older entries hold less. */
  detail: {
    reason?: string;
    revision?: boolean;
    /** A portfolio's title when decided on. */
    title?: string;
    email?: string;
    role?: string | null;
    /** A collection's or collection category's Thai name. */
    name_th?: string;
    /** A CMS page's key. */
    url?: string;
    portfolio_ids?: number[];
    member_ids?: number[];
  };
  created_at: string;
  staff: { member_id: number; email: string; firstname_th: string; lastname_th: string };
}

/** One member of GET api/staff/roles: who holds a staff role. */
export interface StaffMemberDto {
  member_id: number;
  email: string;
  firstname_th: string;
  lastname_th: string;
  /** 'operator' or 'moderator'. */
  staff_role: string;
}

/** PUT api/staff/roles. */
export interface StaffRoleBody {
  email: string;
  /** 'moderator', 'operator' or 'none'. */
  role: string;
}

/** One contact-form enquiry in GET api/staff/enquiries. */
export interface EnquiryDto {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  /** 1 general, 2 suggestion, 3 website comment, 4 other; null when none was chosen. */
  reason_contact: number | null;
  detail: string;
  created_at: string;
  /** When an operator marked it read; null while unread. */
  read_at: string | null;
}

/** GET api/staff/enquiries. */
export interface EnquiryPageDto extends PagedDto<EnquiryDto> {
  /** How many enquiries are unread, on every page. */
  unread: number;
}

// ----- Audience (appreciations, follows, enquiries to designers, notifications) -------------------------

/** POST/DELETE api/portfolio/{id}/appreciation. */
export interface AppreciationDto {
  portfolio_id: number;
  appreciated: boolean;
  appreciations: number;
}

/** POST/DELETE api/designer/{member_id}/follow. */
export interface FollowDto {
  member_id: number;
  following: boolean;
  followers: number;
}

/** A designer the caller follows (GET api/my-following). */
export interface FollowedDesignerDto extends DesignerDto {
  followed_at: string;
}

/** The budget ranges of an enquiry to a designer. */
export type EnquiryBudget = 'under-50k' | '50k-200k' | '200k-1m' | 'over-1m';

/** POST api/designer/{member_id}/enquiry. */
export interface DesignerEnquiryBody {
  name: string;
  email: string;
  organisation?: string;
  work_type: string;
  budget?: EnquiryBudget;
  message: string;
  portfolio_id?: number;
}

/** One enquiry in the designer's inbox (GET api/my-enquiries). */
export interface DesignerEnquiryDto {
  id: number;
  name: string;
  email: string;
  organisation: string;
  work_type: string;
  budget: EnquiryBudget | null;
  message: string;
  portfolio: { id: number; project_title: string } | null;
  read_at: string | null;
  archived_at: string | null;
  created_at: string;
}

/** GET api/my-enquiries. */
export interface DesignerEnquiryPageDto extends PagedDto<DesignerEnquiryDto> {
  /** Unread enquiries in the inbox, on every page. */
  unread: number;
}

/** PUT api/my-enquiries/{id}. */
export interface DesignerEnquiryUpdateBody {
  read?: boolean;
  archived?: boolean;
}

/** GET/PUT api/my-settings. */
export interface MemberSettingsDto {
  accepts_enquiries: boolean;
  digest: boolean;
}

export type NotificationKind = 'approved' | 'refused' | 'follower' | 'appreciation' | 'enquiry';

/** One notification (GET api/notifications). */
export interface NotificationDto {
  id: number;
  kind: NotificationKind;
  created_at: string;
  updated_at: string;
  read_at: string | null;
  portfolio: { id: number; project_title: string } | null;
  actor: {
    member_id: number;
    firstname_th: string;
    lastname_th: string;
    firstname_en: string;
    lastname_en: string;
    img_path: string | null;
    /** Whether the member shows as a designer: only then do they have a page. */
    public_designer: boolean;
  } | null;
  count: number | null;
  reason: string | null;
  revision: boolean | null;
  enquiry_id: number | null;
  actor_name: string | null;
}

/** GET api/notifications. */
export interface NotificationPageDto extends PagedDto<NotificationDto> {
  unread: number;
}

/** GET api/notifications/unread. */
export interface UnreadCountsDto extends StatusDto {
  unread: number;
  enquiries_unread: number;
}

/** GET api/staff/audience: totals only. */
export interface AudienceTotalsDto {
  appreciations: number;
  follows: number;
  enquiries: number;
  appreciations_30_days: number;
  follows_30_days: number;
  enquiries_30_days: number;
}

/** Where views came from (api/insights/designer, api/staff/insights): a page of the site, another site, or none. */
export interface ViewSourceDto {
  /** A page name (`search`, `home`…), another site's domain (`facebook.com`), `direct` or `unknown`. */
  source: string;
  kind: 'page' | 'site' | 'direct' | 'unknown';
  /** Whether the readers came by a link shared from the site's share buttons. */
  shared: boolean;
  views: number;
}

/** GET api/insights/designer: a designer's own figures over a range of Bangkok days. */
export interface DesignerInsightsDto {
  from: string;
  to: string;
  portfolio_id: number | null;
  /** Every day of the range, in order. `followers`: at the end of the day; null for one work. */
  days: { day: string; views: number; appreciations: number; enquiries: number; followers: number | null }[];
  totals: {
    views: number;
    appreciations: number;
    enquiries: number;
    followers_gained: number;
    followers_lost: number;
    followers: number;
  };
  sources: ViewSourceDto[];
  /** Every portfolio of the designer (or the one asked), most viewed first. */
  portfolios: {
    id: number;
    project_title: string;
    is_approve: number;
    views: number;
    appreciations: number;
    enquiries: number;
  }[];
}

/** A keyword of the search log: how often it was searched in the range, and how much it finds. */
export interface SearchKeywordDto {
  keyword: string;
  searches: number;
  /** Null for the seconds before a keyword just logged is counted. */
  found: number | null;
}

/** GET api/staff/insights (operators): how the site is used over a range of Bangkok days. */
export interface SiteInsightsDto {
  from: string;
  to: string;
  days: { day: string; views: number; shared_views: number }[];
  sources: ViewSourceDto[];
  /** Every week (from its Monday) overlapping the range. */
  weeks: { week: string; designers: number; portfolios: number }[];
  review: {
    decided: number;
    approved: number;
    refused: number;
    median_hours: number | null;
    p90_hours: number | null;
  };
  top_portfolios: {
    by_views: { id: number; views: number }[];
    by_appreciations: { id: number; appreciations: number }[];
  };
  top_designers: {
    by_views: { member_id: number; views: number }[];
    by_appreciations: { member_id: number; appreciations: number }[];
  };
  searches: { top: SearchKeywordDto[]; missing: SearchKeywordDto[] };
}

/** POST api/save-view: where the view came from (none: unknown). */
export interface ViewSourceBody {
  /** A page of the site, or `direct`. */
  source?: string;
  /** Another site's host name. */
  referrer?: string;
  shared?: boolean;
}
