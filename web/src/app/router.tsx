import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import { MainLayout, ScrollToTop } from '../components/layout/main-layout';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { PageHeadingFocus } from '../components/layout/page-heading-focus';
import { SkipLink } from '../components/layout/skip-link';
import { NotFoundPage } from '../components/not-found-page';
import { LoadingOverlay } from '../components/status';
import { RequireMember } from '../components/require-member';
import type { Catalog } from '../i18n/catalog';
import { addCatalog } from '../i18n/messages-store';
import { RouteError } from './route-error';
import { routeQuery, type RouteQueries, type RouteQuery } from '../lib/route-queries';
import { HeaderViewerQuery } from '../components/layout/header-viewer';

/** What the server reads of a matched route. */
export interface RouteHandle {
  /** The screen's module and its feature's messages, as Vite's manifest names them (`src/features/…`), to preload
   * the chunks Vite made of them. */
  modules: string[];
  /** The queries the screen asks on its first render, known once its module is loaded (`lib/route-queries.ts`). */
  queries?: RouteQueries;
}

/** What a screen's module gives: the screen, and the queries it asks at an address when it declares them. */
interface ScreenModule {
  default: ComponentType;
  routeQueries?: RouteQueries;
}

const screenModules = import.meta.glob<ScreenModule>([
  '../features/**/*-route.tsx',
  '../features/*/*-layout.tsx',
]);
const featureCatalogs = import.meta.glob<{ messages: Catalog }>('../features/*/messages.ts');

/**
 * A screen of §2 by its file under `features/` (`home/home-route`), or a section's layout (`staff/staff-layout`): its own chunk and its feature's messages,
 * fetched before the route shows — during the navigation (the progress bar runs meanwhile), before rendering on
 * the server and before hydrating.
 */
function screen(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const feature = file.split('/')[0];
  const load = screenModules[`../features/${file}.tsx`];
  const loadCatalog = featureCatalogs[`../features/${feature}/messages.ts`];
  if (!load || !loadCatalog) throw new Error(`There is no screen features/${file}.tsx with its messages`);
  const handle: RouteHandle = {
    modules: [`src/features/${file}.tsx`, `src/features/${feature}/messages.ts`],
  };
  return {
    lazy: async () => {
      const [screenModule, catalogModule] = await Promise.all([load(), loadCatalog()]);
      addCatalog(catalogModule.messages);
      handle.queries = screenModule.routeQueries;
      return { Component: screenModule.default };
    },
    handle,
  };
}

/** Asked by every page, whatever its screen: who is signed in, for the header (null for a visitor). */
const EVERY_PAGE: RouteQuery[] = [routeQuery(HeaderViewerQuery)];

/**
 * The queries the first render at an address asks, with their variables: every page's, then those its matched
 * screens declare (their modules loaded). The server asks them before it renders; the browser reads them from the
 * server's state before it hydrates (`app/browser-app.tsx`).
 */
export function firstScreenQueries(
  matches: readonly { route: RouteObject }[],
  searchParams: URLSearchParams,
): RouteQuery[] {
  return [
    ...EVERY_PAGE,
    ...matches.flatMap(
      ({ route }) => (route.handle as RouteHandle | undefined)?.queries?.(searchParams) ?? [],
    ),
  ];
}

/** The routes of §2. The landing page has its own header; the rest share the main layout. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        {/* The first thing the keyboard reaches on every page, before either layout's header. */}
        <SkipLink />
        <ScrollToTop />
        <PageHeadingFocus />
        <NavigationProgress />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    // Only tests render before a screen's chunk is there: the server and the browser load it first.
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      { path: paths.landing, ...screen('landing/landing-route') },
      { path: paths.landingAlias, ...screen('landing/landing-route') },
      {
        element: <MainLayout />,
        children: [
          {
            // A screen that fails shows its message inside the layout, with the header and footer still there.
            errorElement: <RouteError />,
            children: [
              { path: paths.home, ...screen('home/home-route') },
              { path: paths.categoryList, ...screen('category-list/category-list-route') },
              { path: paths.designer, ...screen('designer/designer-route') },
              { path: paths.detail, ...screen('portfolio-detail/portfolio-detail-route') },
              { path: paths.creator, ...screen('creator/creator-route') },
              { path: paths.subCurated, ...screen('creator/sub-curated-route') },
              { path: paths.tag, ...screen('tag/tag-route') },
              { path: paths.topRank, ...screen('top-rank/top-rank-route') },
              { path: paths.search, ...screen('search/search-route') },
              { path: paths.pages, ...screen('pages/pages-route') },
              { path: paths.contact, ...screen('contact/contact-route') },
              { path: paths.content, ...screen('content/content-route') },
              { path: paths.articles, ...screen('content/articles-route') },
              { path: paths.login, ...screen('auth/login-route') },
              { path: paths.register, ...screen('auth/register-route') },
              { path: paths.forgot, ...screen('auth/forgot-route') },
              { path: paths.verify, ...screen('auth/verify-route') },
              { path: paths.resetPassword, ...screen('auth/reset-password-route') },
              {
                // The member screens of §6: visitors are alerted 'Please login...' and sent to /login.
                element: (
                  <RequireMember>
                    <Outlet />
                  </RequireMember>
                ),
                children: [
                  { path: paths.profilePortfolio, ...screen('member-profile/profile-portfolio-route') },
                  { path: paths.profileAbout, ...screen('member-profile/profile-about-route') },
                  { path: paths.profileAppreciated, ...screen('member-profile/profile-appreciated-route') },
                  { path: paths.profileEnquiries, ...screen('member-profile/profile-enquiries-route') },
                  { path: paths.profileSettings, ...screen('member-profile/profile-settings-route') },
                  { path: paths.profileInsights, ...screen('member-profile/profile-insights-route') },
                  { path: paths.following, ...screen('following/following-route') },
                  { path: paths.notifications, ...screen('notifications/notifications-route') },
                  { path: paths.updateProfile, ...screen('profile-editor/profile-editor-route') },
                  { path: paths.profile, ...screen('profile-editor/profile-editor-route') },
                  {
                    // The staff's screens (issue 16): one layout checks the role, tells a member without it that the
                    // screens are for staff (or operators) only, and draws the staff's navigation.
                    ...screen('staff/staff-layout'),
                    children: [
                      { path: paths.staffModeration, ...screen('staff/moderation/moderation-route') },
                      { path: paths.staffAuditLog, ...screen('staff/audit/audit-log-route') },
                      { path: paths.staffEnquiries, ...screen('staff/audit/enquiries-route') },
                      { path: paths.staffHighlights, ...screen('staff/content/highlights-route') },
                      { path: paths.staffCollections, ...screen('staff/collections/collections-route') },
                      { path: paths.staffCollection, ...screen('staff/collections/collection-route') },
                      { path: paths.staffPages, ...screen('staff/content/page-editor-route') },
                      { path: paths.staffPage, ...screen('staff/content/page-editor-route') },
                      { path: paths.staffInsights, ...screen('staff/insights/insights-route') },
                    ],
                  },
                ],
              },
              {
                // Creating a portfolio says 'unauthorized' (§5).
                element: (
                  <RequireMember messageId="auth.unauthorized">
                    <Outlet />
                  </RequireMember>
                ),
                children: [
                  { path: paths.createPortfolio, ...screen('portfolio-editor/portfolio-editor-route') },
                  { path: paths.editPortfolio, ...screen('portfolio-editor/portfolio-editor-route') },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router. The screen of the address is fetched first, so that hydrating finds the same tree the
 * server rendered (and no fallback flashes); other screens load when visited.
 */
export async function createRouter(hydrationData?: HydrationState) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}
