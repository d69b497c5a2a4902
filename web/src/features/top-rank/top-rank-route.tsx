import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { SortOrder } from '../../graphql/generated/graphql';
import { Container, PageTitle } from '../../components/layout/container';
import { MoreButton } from '../../components/more-button';
import { QueryState } from '../../components/status';
import { SortToggle } from './sort-toggle';
import { TopRankTable } from './top-rank-table';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';

/** Rows shown before More (§9); More appears only when exactly this many are shown. */
export const FIRST_ROWS = 6;

const TopRankRouteQuery = graphql(`
  query TopRankRouteQuery($sort: SortOrder!) {
    topRank(sort: $sort) {
      sort
      entries {
        rank
        ...TopRankRow_entry
      }
    }
  }
`);

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /toprank: the 50 most viewed portfolios, 6 rows first, sortable both ways. */
export default function TopRankRoute() {
  const text = useText();
  usePageHead({ title: text('nav.topRank'), description: text('topRank.subtitle') });
  const [sort, setSort] = useState<SortOrder>('DESC');
  const [showAll, setShowAll] = useState(false);
  const query = useQuery(TopRankRouteQuery, {
    variables: { sort },
    // Each toggle reloads the ranking (§2).
    fetchPolicy: 'network-only',
  });
  const entries = query.data?.topRank?.entries ?? [];
  const shown = showAll ? entries : entries.slice(0, FIRST_ROWS);

  function toggle(next: SortOrder) {
    setShowAll(false);
    if (next === sort) void query.refetch();
    else setSort(next);
  }

  return (
    <Container>
      <PageTitle>{text('topRank.title')}</PageTitle>
      <Subtitle lang="th">{text('topRank.subtitle')}</Subtitle>
      <SortToggle sort={sort} onSort={toggle} />
      <QueryState query={query} empty={entries.length === 0}>
        <TopRankTable entries={shown} />
        {!showAll && shown.length === FIRST_ROWS && entries.length > FIRST_ROWS ? (
          <MoreButton onClick={() => setShowAll(true)} />
        ) : null}
      </QueryState>
    </Container>
  );
}
