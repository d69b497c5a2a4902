import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { QueryState } from '../../components/status';
import { useText } from '../../i18n/use-text';
import { routeQuery, type RouteQuery } from '../../lib/route-queries';
import { Highlights } from './highlights';
import { HomeSection } from './home-section';
import { HomeTileRow } from './home-tile';
import { TopRankPodium } from './top-rank-podium';

/*
 * The home page's sections below its first: each reads its own query, inside the part of the page it hydrates
 * (`HydrateWhenSeen` in home-route.tsx), so that starting the page reads only what is on a phone's first screen.
 * The server asks all of them before rendering (`sectionQueries`), in the same page context and legacy calls.
 */

const HomeMostViewedQuery = graphql(`
  query HomeMostViewedQuery {
    mostViewedPortfolios {
      id
      ...HomeTile_portfolio
    }
  }
`);

const HomeHighlightsQuery = graphql(`
  query HomeHighlightsQuery {
    highlightedPortfolios {
      id
      ...HighlightTile_portfolio
    }
  }
`);

const HomeTopRankQuery = graphql(`
  query HomeTopRankQuery {
    topRank {
      sort
      entries(first: 3) {
        rank
        ...PodiumPlace_entry
      }
    }
  }
`);

/** The sections' queries, for the home page's `routeQueries`. */
export const sectionQueries: RouteQuery[] = [
  routeQuery(HomeMostViewedQuery),
  routeQuery(HomeHighlightsQuery),
  routeQuery(HomeTopRankQuery),
];

export function MostViewedSection() {
  const text = useText();
  const query = useQuery(HomeMostViewedQuery);
  return (
    <HomeSection titleId="home.mostView" noteId="home.mostViewNote">
      <QueryState query={query}>
        <HomeTileRow
          label={text('home.mostView')}
          portfolios={query.data?.mostViewedPortfolios ?? []}
          eager
        />
      </QueryState>
    </HomeSection>
  );
}

export function HighlightsSection() {
  const query = useQuery(HomeHighlightsQuery);
  return (
    <HomeSection titleId="home.highlight" noteId="home.highlightNote">
      <QueryState query={query}>
        <Highlights portfolios={query.data?.highlightedPortfolios ?? []} />
      </QueryState>
    </HomeSection>
  );
}

export function TopRankSection() {
  const query = useQuery(HomeTopRankQuery);
  return (
    <HomeSection titleId="home.topRank" noteId="home.topRankNote">
      <QueryState query={query}>
        <TopRankPodium entries={query.data?.topRank?.entries ?? []} />
      </QueryState>
    </HomeSection>
  );
}
