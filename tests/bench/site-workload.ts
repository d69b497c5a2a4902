/**
 * The site's mixed GraphQL traffic for load benchmarks: each route's `<Route>RouteQuery` as the browser sends it,
 * with variables spread over the seeded data the API itself lists, drawn in fixed shares from a seeded sequence
 * (the same order on every run).
 */
import { print, type DocumentNode } from 'graphql';
import {
  CategoryListRouteQueryDocument,
  DesignerRouteQueryDocument,
  HomeRouteQueryDocument,
  PortfolioDetailRouteQueryDocument,
  SearchRouteQueryDocument,
  TopRankRouteQueryDocument,
} from '../../web/src/graphql/generated/graphql';
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

function body(document: DocumentNode, variables: Record<string, unknown>): Buffer {
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
  portfolios: { items: { id: string; designer: { id: string } }[]; pageInfo: { lastPage: number } };
}

const DISCOVERY = `query BenchDiscovery($page: Int!) {
  categories { id subcategories { id } }
  portfolios(page: $page) { items { id designer { id } } pageInfo { lastPage } }
}`;

/**
 * Lists the approved portfolios, their designers and the categories through the BFF at `url`, builds the mix, and
 * sends each route's first variant once: a document the schema refuses stops the benchmark here.
 */
export async function discoverSiteWorkload(url: string): Promise<SiteWorkload> {
  const portfolioIds: string[] = [];
  const designerIds = new Set<string>();
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
    for (const item of data.portfolios.items) {
      portfolioIds.push(item.id);
      designerIds.add(item.designer.id);
    }
  }
  if (portfolioIds.length === 0) throw new Error('discovery: no approved portfolio');

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
      // Most visitors keep the default order.
      bodies: ['DESC', 'DESC', 'DESC', 'ASC'].map((sort) => body(TopRankRouteQueryDocument, { sort })),
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
