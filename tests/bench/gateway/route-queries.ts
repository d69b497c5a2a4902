/**
 * The three screens of `npm run bench:gateway`, each asked of both servers: the BFF with the site's own route query
 * (the document the browser sends), Hive Gateway with a query over the supergraph Mesh generated from the legacy
 * API's printed contract (schema/legacy-openapi.json; root fields named in legacy-contract.ts) that asks the legacy
 * API for the same data with the same legacy calls.
 *
 * Where the answers differ (the generated schema is the legacy API's shape, not the site's):
 * - the gateway answers legacy field names and file names (`cover_img_path`), not the BFF's image addresses;
 * - the arguments are the contract's query parameters, which are text (`page: "1"`); a category id is Mesh's scalar
 *   for the contract's id pattern;
 * - the BFF's list calls add `omit=detail,project_brief,portfolio_image,tag_port`, so the legacy API sends it lighter
 *   portfolios; the gateway queries leave the generated `omit` argument out (the legacy default: whole portfolios);
 * - `categories` and `subcategories` are two lists the page groups itself; the BFF nests them, and keeps them across
 *   requests for REFERENCE_TTL_SECONDS, so under load its category list and home page ask the legacy API for them
 *   about once a minute where the gateway asks on every request;
 * - the home screen is its route query, what a phone's first screen shows (categories, new portfolios): the
 *   sections below it (most viewed, highlights, the top three) are queries of their own, asked as they come into
 *   view (web/src/features/home/home-sections.tsx), and not measured here.
 */
import type { DocumentNode } from 'graphql';
import {
  CategoryListRouteQueryDocument,
  HomeRouteQueryDocument,
  TopRankRouteQueryDocument,
} from '../../../web/src/graphql/generated/graphql';

export interface ScreenQuery {
  /** The screen, as the table prints it. */
  name: string;
  /** The legacy calls one request makes, as the table's notes print them. */
  legacyCalls: string;
  bff: { document: DocumentNode; variables: Record<string, unknown> };
  gateway: { query: string; variables: Record<string, unknown> };
  /**
   * What both answers must agree on, as text: the portfolios (id, title, designer's id and Thai first name) and
   * categories each lists, in order. Equal summaries show both servers serve the same data.
   */
  summarizeBff(data: unknown): string;
  summarizeGateway(data: unknown): string;
}

/** The fields of a portfolio the BFF's tiles, cards and rows ask for. */
interface BffPortfolio {
  id: string;
  title: string;
  designer: { id: string; firstName: { th: string } };
}

/** The same fields as the legacy API names them. */
interface LegacyPortfolio {
  id: number;
  project_title: string;
  member_id: number;
  profile: { firstname_th: string } | null;
}

const bffPortfolios = (portfolios: BffPortfolio[] | null) =>
  (portfolios ?? []).map(
    (item) => `${item.id} ${item.title} ${item.designer.id} ${item.designer.firstName.th}`,
  );

const legacyPortfolios = (portfolios: LegacyPortfolio[] | null) =>
  (portfolios ?? []).map(
    (item) => `${item.id} ${item.project_title} ${item.member_id} ${item.profile?.firstname_th ?? ''}`,
  );

/** The legacy fields behind the BFF's HomeTile_portfolio and PortfolioCard_portfolio fragments. */
const LEGACY_TILE = `
  id
  project_title
  cover_img_path
  member_id
  profile { firstname_th lastname_th firstname_en lastname_en }`;

/** The legacy fields behind the BFF's CategoryFilter_category fragment. */
const LEGACY_CATEGORIES = `
  categories { data { id icon name_th name_en } }
  subcategories { data { id category_id name_th name_en } }`;

interface BffCategories {
  categories: { id: string; subcategories: { id: string }[] }[];
}

interface LegacyCategories {
  categories: { data: { id: number }[] };
  subcategories: { data: { id: number; category_id: number }[] };
}

const bffCategories = (data: BffCategories) =>
  data.categories.map(
    (category) => `${category.id}: ${category.subcategories.map((sub) => sub.id).join(',')}`,
  );

const legacyCategories = (data: LegacyCategories) =>
  data.categories.data.map(
    (category) =>
      `${category.id}: ${data.subcategories.data
        .filter((sub) => sub.category_id === category.id)
        .map((sub) => sub.id)
        .join(',')}`,
  );

const summary = (parts: Record<string, string[]>) => JSON.stringify(parts, null, 1);

export const SCREEN_QUERIES: ScreenQuery[] = [
  {
    name: 'home',
    legacyCalls: 'api/category, api/subcategory (BFF: kept across requests), api/get-new-portfolio',
    bff: { document: HomeRouteQueryDocument, variables: {} },
    gateway: {
      query: `query HomeScreen {
        ${LEGACY_CATEGORIES}
        newPortfolios { data { ${LEGACY_TILE} } }
      }`,
      variables: {},
    },
    summarizeBff(data) {
      const home = data as BffCategories & { newPortfolios: BffPortfolio[] | null };
      return summary({ categories: bffCategories(home), new: bffPortfolios(home.newPortfolios) });
    },
    summarizeGateway(data) {
      const home = data as LegacyCategories & { newPortfolios: { data: LegacyPortfolio[] | null } | null };
      return summary({
        categories: legacyCategories(home),
        new: legacyPortfolios(home.newPortfolios?.data ?? null),
      });
    },
  },
  {
    name: 'category list',
    legacyCalls:
      'api/category, api/subcategory (BFF: kept across requests), api/get-portfolio-by-id-category?id=1&page=1',
    bff: {
      document: CategoryListRouteQueryDocument,
      variables: { categoryId: '1', subcategoryId: '0', page: 1 },
    },
    gateway: {
      query: `query CategoryListScreen($categoryId: queryInput_portfoliosByCategory_id, $page: String) {
        ${LEGACY_CATEGORIES}
        portfoliosByCategory(id: $categoryId, page: $page) {
          current_page per_page total last_page
          data { ${LEGACY_TILE} }
        }
      }`,
      variables: { categoryId: '1', page: '1' },
    },
    summarizeBff(data) {
      const list = data as BffCategories & {
        portfolios: {
          items: BffPortfolio[];
          pageInfo: { page: number; total: number; lastPage: number };
        } | null;
      };
      const pageInfo = list.portfolios?.pageInfo;
      return summary({
        categories: bffCategories(list),
        portfolios: bffPortfolios(list.portfolios?.items ?? null),
        page: [`${pageInfo?.page} of ${pageInfo?.lastPage}, ${pageInfo?.total} in all`],
      });
    },
    summarizeGateway(data) {
      const list = data as LegacyCategories & {
        portfoliosByCategory: {
          current_page: number;
          last_page: number;
          total: number;
          data: LegacyPortfolio[] | null;
        } | null;
      };
      const page = list.portfoliosByCategory;
      return summary({
        categories: legacyCategories(list),
        portfolios: legacyPortfolios(page?.data ?? null),
        page: [`${page?.current_page} of ${page?.last_page}, ${page?.total} in all`],
      });
    },
  },
  {
    name: 'top rank',
    legacyCalls: 'api/get-toprank?sort=desc&page=1',
    bff: { document: TopRankRouteQueryDocument, variables: { sort: 'DESC', by: 'VIEWS' } },
    gateway: {
      query: `query TopRankScreen {
        topRank(sort: "desc", page: "1") { sort data { rank ${LEGACY_TILE} view } }
      }`,
      variables: {},
    },
    summarizeBff(data) {
      const topRank = (
        data as {
          topRank: { entries: { rank: number; portfolio: BffPortfolio & { viewCount: number } }[] } | null;
        }
      ).topRank;
      return summary({
        places: (topRank?.entries ?? []).map(
          (entry) => `${entry.rank} ${bffPortfolios([entry.portfolio])[0]} ${entry.portfolio.viewCount}`,
        ),
      });
    },
    summarizeGateway(data) {
      const topRank = (
        data as { topRank: { data: (LegacyPortfolio & { rank: number; view: number })[] | null } | null }
      ).topRank;
      return summary({
        places: (topRank?.data ?? []).map(
          (entry) => `${entry.rank} ${legacyPortfolios([entry])[0]} ${entry.view}`,
        ),
      });
    },
  },
];
