/**
 * The site's traffic for load benchmarks, over the seeded data the API itself lists. The mixed GraphQL traffic: each
 * route's `<Route>RouteQuery` as the browser sends it, with variables spread over that data, drawn in fixed shares
 * from a seeded sequence (the same order on every run). The anonymous pages: the addresses of the site's public
 * pages, each showing real data.
 */
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CategoryListRouteQueryDocument,
  DesignerRouteQueryDocument,
  HomeRouteQueryDocument,
  PortfolioDetailRouteQueryDocument,
  SearchRouteQueryDocument,
  TopRankRouteQueryDocument,
  type SortOrder,
  type TopRankMeasure,
} from '../../web/src/graphql/generated/graphql';
import { paths, routeTo } from '../../web/src/config/paths';
import type { LoadRequest } from './open-loop';

/** Thai and English words visitors search for; most match some seeded titles, briefs or names. */
const SEARCH_KEYWORDS = ['ผ้า', 'บรรจุภัณฑ์', 'ข้าว', 'สุรินทร์', 'packaging', 'brand', 'poster', 'chiang mai'];

export interface WorkloadRoute {
  /** The route as the site's address names it. */
  route: string;
  /** Share of the requests, in %. */
  share: number;
  /** One body per variant (variables), drawn with equal chances. */
  bodies: Buffer[];
}

export interface SiteWorkload {
  routes: WorkloadRoute[];
  approvedPortfolios: number;
  designers: number;
  /** A new sequence of requests, starting from the same seed each time. */
  sequence(): () => LoadRequest;
}

/** A small seeded generator (mulberry32): the same requests in the same order on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A GraphQL POST body of one of the site's documents, with variables typed against it. */
function body<Variables>(document: TypedDocumentNode<unknown, Variables>, variables: Variables): Buffer {
  const definition = document.definitions[0];
  const operationName = definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
  return Buffer.from(JSON.stringify({ operationName, variables, query: print(document) }));
}

async function post(url: string, payload: string): Promise<{ data?: unknown; errors?: unknown[] }> {
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: payload,
  });
  if (!answer.ok) throw new Error(`POST /graphql answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as { data?: unknown; errors?: unknown[] };
}

interface DiscoveryData {
  categories: { id: string; subcategories: { id: string }[] }[];
  portfolios: {
    items: { id: string; designer: { id: string }; tags: { name: string }[] }[];
    pageInfo: { lastPage: number };
  };
}

const DISCOVERY = `query BenchDiscovery($page: Int!) {
  categories { id subcategories { id } }
  portfolios(page: $page) { items { id designer { id } tags(type: NORMAL) { name } } pageInfo { lastPage } }
}`;

/** Every approved portfolio (newest first, as the API lists them) and the categories, through the BFF at `url`. */
async function discoverApprovedWork(
  url: string,
): Promise<{ portfolios: DiscoveryData['portfolios']['items']; categories: DiscoveryData['categories'] }> {
  const portfolios: DiscoveryData['portfolios']['items'] = [];
  let categories: DiscoveryData['categories'] = [];
  for (let page = 1, lastPage = 1; page <= lastPage; page++) {
    let answer = await post(url, JSON.stringify({ query: DISCOVERY, variables: { page } }));
    // A service just started on a busy machine may miss the BFF's time budget once: ask again before giving up.
    for (let attempt = 1; answer.errors && attempt < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      answer = await post(url, JSON.stringify({ query: DISCOVERY, variables: { page } }));
    }
    if (answer.errors) throw new Error(`discovery: ${JSON.stringify(answer.errors)}`);
    const data = answer.data as DiscoveryData;
    categories = data.categories;
    lastPage = data.portfolios.pageInfo.lastPage;
    portfolios.push(...data.portfolios.items);
  }
  if (portfolios.length === 0) throw new Error('discovery: no approved portfolio');
  return { portfolios, categories };
}

/**
 * Lists the approved portfolios, their designers and the categories through the BFF at `url`, builds the mix, and
 * sends each route's first variant once: a document the schema refuses stops the benchmark here.
 */
export async function discoverSiteWorkload(url: string): Promise<SiteWorkload> {
  const work = await discoverApprovedWork(url);
  const portfolioIds = work.portfolios.map((portfolio) => portfolio.id);
  const designerIds = new Set(work.portfolios.map((portfolio) => portfolio.designer.id));
  const { categories } = work;

  const categoryVariables = [
    { categoryId: null, subcategoryId: null, page: 1 },
    { categoryId: null, subcategoryId: null, page: 2 },
    ...categories.flatMap((category) => [
      { categoryId: category.id, subcategoryId: null, page: 1 },
      ...category.subcategories.map((subcategory) => ({
        categoryId: category.id,
        subcategoryId: subcategory.id,
        page: 1,
      })),
    ]),
  ];
  const routes: WorkloadRoute[] = [
    { route: '/homepage', share: 25, bodies: [body(HomeRouteQueryDocument, {})] },
    {
      route: '/all-portfolio-by-category',
      share: 20,
      bodies: categoryVariables.map((variables) => body(CategoryListRouteQueryDocument, variables)),
    },
    {
      route: '/detail-portfolio',
      share: 25,
      bodies: portfolioIds.map((id) => body(PortfolioDetailRouteQueryDocument, { id })),
    },
    {
      route: '/search',
      share: 10,
      bodies: SEARCH_KEYWORDS.map((keyword) => body(SearchRouteQueryDocument, { keyword, page: 1 })),
    },
    {
      route: '/toprank',
      share: 10,
      // Most viewed first mostly, then the other order and the most appreciated, as readers switch.
      bodies: [
        ['DESC', 'VIEWS'],
        ['DESC', 'VIEWS'],
        ['ASC', 'VIEWS'],
        ['DESC', 'APPRECIATIONS'],
      ].map(([sort, by]) =>
        body(TopRankRouteQueryDocument, { sort: sort as SortOrder, by: by as TopRankMeasure }),
      ),
    },
    {
      route: '/all-portfolio-by-design',
      share: 10,
      bodies: [...designerIds].map((id) =>
        body(DesignerRouteQueryDocument, { id, categoryId: null, subcategoryId: null, page: 1 }),
      ),
    },
  ];

  for (const { route, bodies } of routes) {
    const answer = await post(url, bodies[0]!.toString());
    if (answer.errors) throw new Error(`${route}: ${JSON.stringify(answer.errors)}`);
  }

  return {
    routes,
    approvedPortfolios: portfolioIds.length,
    designers: designerIds.size,
    sequence() {
      const random = seededRandom(20_250_601);
      const totalShare = routes.reduce((sum, route) => sum + route.share, 0);
      return () => {
        let roll = random() * totalShare;
        const chosen = routes.find((route) => (roll -= route.share) < 0) ?? routes[routes.length - 1]!;
        return { route: chosen.route, body: chosen.bodies[Math.floor(random() * chosen.bodies.length)]! };
      };
    },
  };
}

/** One page of the site as a visitor opens it. */
export interface SitePage {
  /** What the page is, e.g. `portfolio 2` or `search ผ้า`. */
  name: string;
  /** Its address, path and query. */
  path: string;
}

/** The value `values` hold most often (the first of equals); undefined when empty. */
function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce<[string, number] | undefined>(
    (best, entry) => (best && best[1] >= entry[1] ? best : entry),
    undefined,
  )?.[0];
}

/**
 * The site's anonymous pages with real data, through the BFF at `url`: landing, home, the category list, one
 * category's list, two portfolios (the newest and one from the middle of the list), top rank, a Thai search that
 * finds work, the designer and the keyword tag carried by the most approved work, creator, and a CMS page (the FAQ).
 */
export async function discoverSitePages(url: string): Promise<SitePage[]> {
  const { portfolios, categories } = await discoverApprovedWork(url);
  const designer = mostCommon(portfolios.map((portfolio) => portfolio.designer.id));
  const tag = mostCommon(portfolios.flatMap((portfolio) => portfolio.tags.map(({ name }) => name)));
  let thaiKeyword: string | undefined;
  for (const keyword of SEARCH_KEYWORDS.filter((word) => /[\u0E00-\u0E7F]/.test(word))) {
    const answer = await post(
      url,
      JSON.stringify({
        query:
          'query BenchSearch($keyword: String!) { searchPortfolios(keyword: $keyword) { items { id } } }',
        variables: { keyword },
      }),
    );
    const found = (answer.data as { searchPortfolios?: { items: unknown[] } | null } | undefined)
      ?.searchPortfolios;
    if (found && found.items.length > 0) {
      thaiKeyword = keyword;
      break;
    }
  }
  const [first, middle] = [portfolios[0]!, portfolios[Math.floor(portfolios.length / 2)]!];
  if (!categories[0] || !designer || !tag || !thaiKeyword) {
    throw new Error(
      'discovery: the seeded data lacks a category, a designer, a tag or Thai words that find work',
    );
  }
  return [
    { name: 'landing', path: paths.landing },
    { name: 'home', path: paths.home },
    { name: 'category list', path: paths.categoryList },
    { name: `category ${categories[0].id}`, path: routeTo.categoryList(categories[0].id) },
    { name: `portfolio ${first.id}`, path: routeTo.detail(first.id) },
    { name: `portfolio ${middle.id}`, path: routeTo.detail(middle.id) },
    { name: 'top rank', path: paths.topRank },
    { name: `search ${thaiKeyword}`, path: routeTo.search(thaiKeyword) },
    { name: `designer ${designer}`, path: routeTo.designer(designer) },
    { name: 'creator', path: paths.creator },
    { name: `tag ${tag}`, path: routeTo.tag(tag) },
    { name: 'faqs', path: routeTo.page('faqs') },
  ];
}
