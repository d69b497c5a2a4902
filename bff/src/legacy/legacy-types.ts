/**
 * What the BFF knows of the legacy API's answers and bodies: nothing typed by hand. Every type here is read from
 * `generated/legacy-openapi.ts`, which `npm run generate` makes from the legacy API's own route contracts
 * (`schema/legacy-openapi.json`, docs/decisions/036). A field removed from a legacy answer fails the typecheck where
 * the BFF reads it.
 */
import type { components, paths } from './generated/legacy-openapi';

type Schemas = components['schemas'];

export type Verb = 'get' | 'post' | 'put' | 'delete';

/** The legacy routes that answer `verb`, as the contract writes them (`/api/portfolio/{id}`). */
export type RouteOf<V extends Verb> = {
  [P in keyof paths]: paths[P][V] extends { responses: unknown } ? P : never;
}[keyof paths];

type OperationOf<P extends keyof paths, V extends Verb> = NonNullable<paths[P][V]>;

/** The JSON a route answers on success. */
export type AnswerOf<P extends keyof paths, V extends Verb> =
  OperationOf<P, V> extends { responses: { 200: { content: { 'application/json': infer Answer } } } }
    ? Answer
    : OperationOf<P, V> extends { responses: { 201: { content: { 'application/json': infer Answer } } } }
      ? Answer
      : never;

/** The JSON body a route takes. */
export type BodyOf<P extends keyof paths, V extends Verb> =
  OperationOf<P, V> extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** The query a route takes; the BFF may give a number where the address carries its digits. */
export type QueryOf<P extends keyof paths, V extends Verb> =
  OperationOf<P, V> extends { parameters: { query?: infer Query } }
    ? { [Name in keyof NonNullable<Query>]?: NonNullable<Query>[Name] | number }
    : never;

/** The `{name}` segments of a route's address. */
export type ParamsOf<P extends keyof paths, V extends Verb> =
  OperationOf<P, V> extends { parameters: { path: infer Params } }
    ? { [Name in keyof Params]: string | number }
    : never;

/** The `data` of an answer that wraps it. */
export type DataOf<P extends keyof paths, V extends Verb> =
  AnswerOf<P, V> extends { data: infer Data } ? Data : never;

// The legacy API's named shapes, under the names the BFF's code reads them by.
export type CategoryDto = Schemas['Category'];
export type SubcategoryDto = Schemas['Subcategory'];
export type DegreeDto = Schemas['Degree'];
export type TagDto = Schemas['Tag'];
export type PortfolioDto = Schemas['Portfolio'];
export type PortfolioBody = Schemas['PortfolioBody'];
export type ProfileDto = Schemas['Profile'];
export type EducationDto = Schemas['Education'];
export type WorkDto = Schemas['Work'];
export type EducationBody = Schemas['EducationBody'];
export type WorkBody = Schemas['WorkBody'];
export type ProfileBody = Schemas['ProfileBody'];
export type DesignerDto = Schemas['Designer'];
export type UserDto = Schemas['User'];
export type CollectionDto = Schemas['Collection'];
export type CollectionCategoryDto = Schemas['CollectionCategory'];
export type PageDto = Schemas['Page'];
export type StaffCollectionDto = Schemas['StaffCollection'];
export type ModerationEntryDto = Schemas['ModerationEntry'];
export type ModerationResultDto = Schemas['ModerationResult'];
export type StaffActionDto = Schemas['StaffAction'];
export type StaffMemberDto = Schemas['StaffMember'];
export type EnquiryDto = Schemas['Enquiry'];
export type NotificationDto = Schemas['Notification'];
export type DesignerEnquiryDto = Schemas['DesignerEnquiry'];
export type MemberSettingsDto = Schemas['MemberSettings'];
export type ViewSourceDto = Schemas['ViewSource'];
export type DesignerInsightsDto = Schemas['DesignerInsights'];
export type SiteInsightsDto = Schemas['SiteInsights'];
export type SearchKeywordDto = Schemas['SearchKeyword'];
export type CollectionPortfoliosDto = Schemas['CollectionPortfolios'];
export type CollectionDesignersDto = Schemas['CollectionDesigners'];

/** What api/search is narrowed to and how it orders (absent: not narrowed, by relevance); `facets: 1` counts. */
export type SearchNarrowing = Omit<QueryOf<'/api/search', 'get'>, 'keyword' | 'page' | 'omit'>;

/** Laravel's paginator around a list of `Item` (every paged answer has these fields beside its own). */
export type PagedDto<Item> = Omit<AnswerOf<'/api/my-appreciations', 'get'>, 'data'> & { data: Item[] };
/** A collection's items: its portfolios or its designers. */
export type CollectionItemsDto<Item extends PortfolioDto | DesignerDto> = Item extends DesignerDto
  ? CollectionDesignersDto
  : CollectionPortfoliosDto;
export type SearchDto = AnswerOf<'/api/search', 'get'>;
export type SearchFacetsDto = NonNullable<SearchDto['facets']>;
export type LoginDto = AnswerOf<'/api/auth/login', 'post'>;
export type CheckTokenDto = AnswerOf<'/api/auth/check-expires-token', 'get'>;
export type UploadDto = AnswerOf<'/api/image-up', 'post'>;
export type ViewSourceBody = Omit<BodyOf<'/api/save-view', 'post'>, 'id'>;
export type EnquiryBudget = NonNullable<DesignerEnquiryDto['budget']>;
export type AudienceTotalsDto = Schemas['AudienceTotals'];
