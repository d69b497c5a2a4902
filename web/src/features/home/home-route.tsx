import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { CategorySlider } from '../../components/category-filter';
import { QueryState } from '../../components/status';
import { routeTo } from '../../config/paths';
import { HomeSection } from './home-section';
import { HomeTileRow } from './home-tile';
import { HighlightsSection, MostViewedSection, sectionQueries, TopRankSection } from './home-sections';
import { HydrateWhenSeen } from '../../components/hydrate-when-seen';
import { usePageHead } from '../../components/page-head';
import { useText } from '../../i18n/use-text';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

const HomeRouteQuery = graphql(`
  query HomeRouteQuery {
    categories {
      id
      ...CategoryFilter_category
    }
    newPortfolios {
      id
      cover {
        url
      }
      ...HomeTile_portfolio
    }
  }
`);

export const routeQueries: RouteQueries = () => [routeQuery(HomeRouteQuery), ...sectionQueries];

/** /homepage: the category slider, new, most viewed, highlighted and top-ranked portfolios. */
export default function HomeRoute() {
  const navigate = useNavigate();
  const text = useText();
  const query = useQuery(HomeRouteQuery);
  const { data } = query;
  usePageHead({
    title: text('home.head.title'),
    description: text('home.head.description'),
    // The newest work's cover shows in a link preview.
    image: data?.newPortfolios?.[0]?.cover?.url,
  });

  return (
    <QueryState query={query}>
      <Container>
        {/* The page's one h1, for screen readers: the sections below have visible h2 titles of their own. */}
        <h1 className="visually-hidden">{text('home.head.title')}</h1>
        {/* The first screen hydrates in pieces, each a short task of its own (decision 031). */}
        <Suspense>
          <CategorySlider
            categories={data?.categories ?? []}
            selectedId=""
            onSelect={(id) => void navigate(routeTo.categoryList(id))}
          />
        </Suspense>
        <Suspense>
          <HomeSection titleId="home.newPortfolio" noteId="home.newPortfolioNote">
            <HomeTileRow
              label={text('home.newPortfolio')}
              portfolios={data?.newPortfolios ?? []}
              eager
              lead
            />
          </HomeSection>
        </Suspense>
        {/* Each later section reads its own data and hydrates on its own, when the reader comes near it. */}
        <HydrateWhenSeen>
          <MostViewedSection />
        </HydrateWhenSeen>
        <HydrateWhenSeen>
          <HighlightsSection />
        </HydrateWhenSeen>
        <HydrateWhenSeen>
          <TopRankSection />
        </HydrateWhenSeen>
      </Container>
    </QueryState>
  );
}
