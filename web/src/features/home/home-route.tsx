import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { CategorySlider } from '../../components/category-filter';
import { QueryState } from '../../components/status';
import { routeTo } from '../../config/paths';
import { Highlights } from './highlights';
import { HomeSection } from './home-section';
import { HomeTileRow } from './home-tile';
import { TopRankPodium } from './top-rank-podium';
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
    mostViewedPortfolios {
      id
      ...HomeTile_portfolio
    }
    highlightedPortfolios {
      id
      ...HighlightTile_portfolio
    }
    topRank {
      sort
      entries(first: 3) {
        rank
        ...PodiumPlace_entry
      }
    }
  }
`);

export const routeQueries: RouteQueries = () => [routeQuery(HomeRouteQuery)];

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
        <CategorySlider
          categories={data?.categories ?? []}
          selectedId=""
          onSelect={(id) => void navigate(routeTo.categoryList(id))}
        />
        <HomeSection titleId="home.newPortfolio" noteId="home.newPortfolioNote">
          <HomeTileRow label={text('home.newPortfolio')} portfolios={data?.newPortfolios ?? []} eager lead />
        </HomeSection>
        {/* Each section hydrates on its own, after the first, in short tasks. */}
        <Suspense>
          <HomeSection titleId="home.mostView" noteId="home.mostViewNote">
            <HomeTileRow label={text('home.mostView')} portfolios={data?.mostViewedPortfolios ?? []} eager />
          </HomeSection>
        </Suspense>
        <Suspense>
          <HomeSection titleId="home.highlight" noteId="home.highlightNote">
            <Highlights portfolios={data?.highlightedPortfolios ?? []} />
          </HomeSection>
        </Suspense>
        <Suspense>
          <HomeSection titleId="home.topRank" noteId="home.topRankNote">
            <TopRankPodium entries={data?.topRank?.entries ?? []} />
          </HomeSection>
        </Suspense>
      </Container>
    </QueryState>
  );
}
