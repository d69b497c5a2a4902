import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { SortOrder, TopRankMeasure } from '../../graphql/generated/graphql';
import { Container, PageTitle } from '../../components/layout/container';
import { MoreButton } from '../../components/more-button';
import { QueryState } from '../../components/status';
import { MeasureToggle, SortToggle } from './sort-toggle';
import { TopRankTable } from './top-rank-table';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';
import { useAddressState } from '../../lib/use-address-state';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

/** Rows shown before More (§9); More appears only when exactly this many are shown. */
export const FIRST_ROWS = 6;

const TopRankRouteQuery = graphql(`
  query TopRankRouteQuery($sort: SortOrder!, $by: TopRankMeasure!) {
    topRank(sort: $sort, by: $by) {
      sort
      by
      entries {
        rank
        portfolio {
          id
          cover {
            url
          }
        }
        ...TopRankRow_entry
      }
    }
  }
`);

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
`;

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The ranking's state in the address: `?by=appreciations` for the most appreciated (most viewed has no parameter),
 * `?sort=asc` for the last place first (the first place first has none) and `?show=all` once More has shown every
 * row.
 */
const BY_PARAM = 'by';
const SORT_PARAM = 'sort';
const SHOW_PARAM = 'show';

/** What the address ranks by. */
function measureOf(params: URLSearchParams): TopRankMeasure {
  return params.get(BY_PARAM)?.toLowerCase() === 'appreciations' ? 'APPRECIATIONS' : 'VIEWS';
}

/** The order the address asks for. */
function sortOf(params: URLSearchParams): SortOrder {
  return params.get(SORT_PARAM)?.toLowerCase() === 'asc' ? 'ASC' : 'DESC';
}

export const routeQueries: RouteQueries = (params) => [
  routeQuery(TopRankRouteQuery, { sort: sortOf(params), by: measureOf(params) }),
];

/** /toprank: the 50 most viewed (or most appreciated) portfolios, 6 rows first, sortable both ways. */
export default function TopRankRoute() {
  const text = useText();

  const [params, changeParams] = useAddressState();
  const sort = sortOf(params);
  const by = measureOf(params);
  const appreciated = by === 'APPRECIATIONS';
  const showAll = params.get(SHOW_PARAM) === 'all';
  const query = useQuery(TopRankRouteQuery, {
    variables: { sort, by },
    // Each toggle reloads the ranking (§2). The rows already read stay on screen meanwhile: Back from a portfolio
    // finds the page as tall as it left it, so the browser puts the reader where they were (with nothing shown while
    // it reloaded, the page was a screen tall, and the reader ended up far below, at the footer).
    fetchPolicy: 'cache-and-network',
  });
  const entries = query.data?.topRank?.entries ?? [];
  // The first place's cover shows in a link preview. The tab's title is in the reader's language, as the menu's.
  usePageHead({
    title: text(appreciated ? 'topRank.appreciatedHeadTitle' : 'nav.topRank'),
    description: text(appreciated ? 'topRank.appreciatedSubtitle' : 'topRank.subtitle'),
    image: entries[0]?.portfolio?.cover?.url,
  });
  const shown = showAll ? entries : entries.slice(0, FIRST_ROWS);

  /**
   * Another order is a step Back can undo; pressing the current one reloads it and folds the list again, in
   * place of the expanded one.
   */
  function toggle(next: SortOrder) {
    if (next === sort) void query.refetch();
    changeParams(
      { [SORT_PARAM]: next === 'ASC' ? 'asc' : undefined, [SHOW_PARAM]: undefined },
      { replace: next === sort },
    );
  }

  /** Another measure is a step Back can undo; it starts at the first place, rows folded. */
  function measure(next: TopRankMeasure) {
    if (next === by) return;
    changeParams({
      [BY_PARAM]: next === 'APPRECIATIONS' ? 'appreciations' : undefined,
      [SORT_PARAM]: undefined,
      [SHOW_PARAM]: undefined,
    });
  }

  /** More replaces the address rather than adding to it: Back then leaves the ranking, as after any page. */
  function showEveryRow() {
    changeParams({ [SHOW_PARAM]: 'all' }, { replace: true });
  }

  return (
    <Container>
      <PageTitle>{text(appreciated ? 'topRank.appreciatedTitle' : 'topRank.title')}</PageTitle>
      <Subtitle>{text(appreciated ? 'topRank.appreciatedSubtitle' : 'topRank.subtitle')}</Subtitle>
      <Toolbar>
        <MeasureToggle by={by} onMeasure={measure} />
        <SortToggle sort={sort} onSort={toggle} />
      </Toolbar>
      <QueryState query={query} empty={entries.length === 0}>
        <TopRankTable entries={shown} by={by} />
        {!showAll && shown.length === FIRST_ROWS && entries.length > FIRST_ROWS ? (
          <MoreButton onClick={showEveryRow} />
        ) : null}
      </QueryState>
    </Container>
  );
}
