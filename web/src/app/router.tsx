import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { MainLayout, ScrollToTop } from '../components/layout/main-layout';
import { LoadingOverlay, EmptyState } from '../components/status';
import { RequireMember } from '../components/require-member';
import type { MessageId } from '../i18n/catalog';

/** Each screen is its own chunk, loaded when first visited. */
function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <Component />
    </Suspense>
  );
}

/** A member screen (§6): visitors are alerted 'Please login...' and sent to /login. */
function memberPage(Component: LazyExoticComponent<ComponentType>, messageId?: MessageId) {
  return <RequireMember messageId={messageId}>{page(Component)}</RequireMember>;
}

const LandingRoute = lazy(() => import('../features/landing/landing-route'));
const HomeRoute = lazy(() => import('../features/home/home-route'));
const CategoryListRoute = lazy(() => import('../features/category-list/category-list-route'));
const DesignerRoute = lazy(() => import('../features/designer/designer-route'));
const PortfolioDetailRoute = lazy(() => import('../features/portfolio-detail/portfolio-detail-route'));
const CreatorRoute = lazy(() => import('../features/creator/creator-route'));
const SubCuratedRoute = lazy(() => import('../features/creator/sub-curated-route'));
const TagRoute = lazy(() => import('../features/tag/tag-route'));
const TopRankRoute = lazy(() => import('../features/top-rank/top-rank-route'));
const SearchRoute = lazy(() => import('../features/search/search-route'));
const PagesRoute = lazy(() => import('../features/pages/pages-route'));
const ContactRoute = lazy(() => import('../features/contact/contact-route'));
const ContentRoute = lazy(() => import('../features/content/content-route'));
const ArticlesRoute = lazy(() => import('../features/content/articles-route'));
const LoginRoute = lazy(() => import('../features/auth/login-route'));
const RegisterRoute = lazy(() => import('../features/auth/register-route'));
const ForgotRoute = lazy(() => import('../features/auth/forgot-route'));
const VerifyRoute = lazy(() => import('../features/auth/verify-route'));
const ResetPasswordRoute = lazy(() => import('../features/auth/reset-password-route'));
const ProfilePortfolioRoute = lazy(() => import('../features/member-profile/profile-portfolio-route'));
const ProfileAboutRoute = lazy(() => import('../features/member-profile/profile-about-route'));
const ProfileEditorRoute = lazy(() => import('../features/profile-editor/profile-editor-route'));
const PortfolioEditorRoute = lazy(() => import('../features/portfolio-editor/portfolio-editor-route'));

/** The routes of §2. The landing page has its own header; the rest share the main layout. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollToTop />
        <Outlet />
      </>
    ),
    children: [
      { path: paths.landing, element: page(LandingRoute) },
      { path: paths.landingAlias, element: page(LandingRoute) },
      {
        element: <MainLayout />,
        children: [
          { path: paths.home, element: page(HomeRoute) },
          { path: paths.categoryList, element: page(CategoryListRoute) },
          { path: paths.designer, element: page(DesignerRoute) },
          { path: paths.detail, element: page(PortfolioDetailRoute) },
          { path: paths.creator, element: page(CreatorRoute) },
          { path: paths.subCurated, element: page(SubCuratedRoute) },
          { path: paths.tag, element: page(TagRoute) },
          { path: paths.topRank, element: page(TopRankRoute) },
          { path: paths.search, element: page(SearchRoute) },
          { path: paths.pages, element: page(PagesRoute) },
          { path: paths.contact, element: page(ContactRoute) },
          { path: paths.content, element: page(ContentRoute) },
          { path: paths.articles, element: page(ArticlesRoute) },
          { path: paths.login, element: page(LoginRoute) },
          { path: paths.register, element: page(RegisterRoute) },
          { path: paths.forgot, element: page(ForgotRoute) },
          { path: paths.verify, element: page(VerifyRoute) },
          { path: paths.resetPassword, element: page(ResetPasswordRoute) },
          { path: paths.profilePortfolio, element: memberPage(ProfilePortfolioRoute) },
          { path: paths.profileAbout, element: memberPage(ProfileAboutRoute) },
          { path: paths.updateProfile, element: memberPage(ProfileEditorRoute) },
          { path: paths.profile, element: memberPage(ProfileEditorRoute) },
          { path: paths.createPortfolio, element: memberPage(PortfolioEditorRoute, 'auth.unauthorized') },
          { path: paths.editPortfolio, element: memberPage(PortfolioEditorRoute, 'auth.unauthorized') },
          { path: '*', element: <EmptyState messageId="common.notFound" /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
