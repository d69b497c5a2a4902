import { ApolloClient, ApolloLink, type DocumentNode, type NormalizedCacheObject } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { from } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/providers';
import { firstScreenQueries, routes, type RouteHandle } from './app/router';
import { serverStateScript } from './app/server-state';
import { TitleCutsProvider, type TitleCuts } from './components/cut-title';
import { PageHeadCollectorProvider, type PageHeadCollector, type RenderedHead } from './components/page-head';
import type { Locale } from './i18n/locale';
import { createCache } from './lib/apollo-client';
import { serverPartsLoaded } from './lib/lazy-module';
import { SiteOriginProvider } from './lib/site-origin';

/** One GraphQL operation as the BFF runs it in its own process (no HTTP hop), for the reader of the page. */
export type ExecuteOperation = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

export interface ServerRenderRequest {
  /** The page's absolute address, as the reader asked for it. */
  url: string;
  /** The site's public origin: pictures from it get resized copies. */
  origin: string;
  locale: Locale;
  execute: ExecuteOperation;
  /** Aborted when the reader goes away or the BFF's budget for the page runs out. */
  signal?: AbortSignal;
}

export interface ServerRenderResult {
  /** 404 for an unknown address or a missing portfolio or designer, else 200. */
  status: number;
  /** What the page declared of itself; undefined only if no route declared anything. */
  head: RenderedHead | undefined;
  /** The rendered page, for `#root`. */
  html: string;
  /** styled-components' style elements of exactly this page. */
  styles: string;
  /** The data block the browser hydrates from. */
  stateScript: string;
  /** The source modules of the page's screen (and its messages), so the BFF can preload their chunks. */
  modules: string[];
  /** How many times the page was rendered before every query had its answer (1 when the first render had all:
   * the queries its screen declares, `lib/route-queries.ts`, are asked before it). */
  passes: number;
}

/** Renders the page again once the data it asked for has come; a screen whose queries wait on others needs more. */
const MAX_RENDERS = 4;

const handler = createStaticHandler(routes);

/**
 * The server side of the site, built by Vite into `web/dist-server/` and run by the BFF for every page: matches
 * the route (loading its screen), renders until every query of the page has its answer, and hands back the HTML,
 * the page's styles, its head and the Apollo cache to embed.
 */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  // The site's routes have no loaders or actions: nothing answers a Response (a redirect) here.
  if (context instanceof Response) throw new Error(`The route answered ${context.status}.`);
  // The screen's module is loaded now: the code of its lazy parts too, before the page renders them.
  await serverPartsLoaded();
  /** Operations sent to the schema so far, and when the last render began. */
  let asked = 0;
  let askedBeforeRender = 0;
  let rendered: string | undefined;
  const client = new ApolloClient({
    ssrMode: true,
    cache: createCache(),
    link: new ApolloLink((operation) => {
      asked += 1;
      return from(
        request.execute({
          query: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }),
      );
    }),
  });
  // The page's queries are asked before its first render, so that it finds every answer and is the only render; a
  // query that fails here is asked again by its screen, which then shows the failure as the browser would.
  const { searchParams } = new URL(request.url);
  const queries = firstScreenQueries(context.matches, searchParams);
  await Promise.all(queries.map((query) => client.query(query).catch(() => undefined)));
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: PageHeadCollector = {};
  const cuts: TitleCuts = new Map();
  let sheet = new ServerStyleSheet();
  let passes = 0;
  try {
    const { result } = await prerenderStatic({
      tree: (
        <PageHeadCollectorProvider value={collector}>
          <SiteOriginProvider value={request.origin}>
            <TitleCutsProvider value={cuts}>
              <AppProviders client={client} locale={request.locale}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>
            </TitleCutsProvider>
          </SiteOriginProvider>
        </PageHeadCollectorProvider>
      ),
      // Each render starts a new style sheet: the page carries the styles of its last render only.
      renderFunction: (tree) => {
        // prerenderStatic renders again after any render that started a query, even one the cache answered at
        // once. A render that sent nothing to the schema had every answer: it is the page.
        if (rendered !== undefined && asked === askedBeforeRender) return rendered;
        passes += 1;
        askedBeforeRender = asked;
        sheet.seal();
        sheet = new ServerStyleSheet();
        rendered = renderToString(sheet.collectStyles(tree));
        return rendered;
      },
      signal: request.signal,
      maxRerenders: MAX_RENDERS,
    });
    return {
      status: collector.head?.status ?? context.statusCode,
      head: collector.head,
      html: result,
      styles: sheet.getStyleTags(),
      stateScript: serverStateScript({
        locale: request.locale,
        apollo: client.extract() as NormalizedCacheObject,
        cuts: Object.fromEntries(cuts),
      }),
      modules: context.matches.flatMap(
        ({ route }) => (route.handle as RouteHandle | undefined)?.modules ?? [],
      ),
      passes,
    };
  } finally {
    sheet.seal();
    client.stop();
  }
}
