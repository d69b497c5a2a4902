import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { SortOrder } from '../../graphql/generated/graphql';
import { Container, PageTitle } from '../../components/layout/container';
import { OutlineButton } from '../../components/button';
import { MoreButton } from '../../components/more-button';
import { EmptyState, ErrorState, LoadingOverlay } from '../../components/status';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';
import { useMediaQuery } from '../../lib/use-media-query';
import { cutTitle } from '../../lib/text';

/** Rows shown before More (§9); More appears only when exactly this many are shown. */
export const FIRST_ROWS = 6;

const TopRankRouteQuery = graphql(`
  query TopRankRouteQuery($sort: SortOrder!) {
    topRank(sort: $sort) {
      sort
      entries {
        rank
        portfolio {
          id
          title
          viewCount
          cover {
            url
          }
          designer {
            id
            firstName {
              th
              en
            }
            lastName {
              th
              en
            }
          }
        }
      }
    }
  }
`);

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Toolbar = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-bottom: 12px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 8px;
  th {
    text-align: left;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    padding: 0 12px;
  }
  td {
    background: ${({ theme }) => theme.colors.paper};
    padding: 10px 12px;
    vertical-align: middle;
  }
  td:first-child {
    border-radius: ${({ theme }) => theme.radius.medium} 0 0 ${({ theme }) => theme.radius.medium};
    font-weight: 800;
    font-size: 1.1rem;
    width: 48px;
    text-align: center;
  }
  td:last-child {
    border-radius: 0 ${({ theme }) => theme.radius.medium} ${({ theme }) => theme.radius.medium} 0;
    white-space: nowrap;
    text-align: right;
  }
  a {
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    text-decoration: underline;
  }
  .designer {
    display: none;
    ${media.medium} {
      display: table-cell;
    }
  }
  .designer-inline {
    display: block;
    font-size: 0.8rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.muted};
    ${media.medium} {
      display: none;
    }
  }
`;

const Cover = styled.div`
  width: 50px;
  height: 50px;
  border-radius: 50%;
  overflow: hidden;
  flex: 0 0 50px;
  img {
    height: 50px;
  }
`;

const TitleCell = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

/** /toprank: the 50 most viewed portfolios, 6 rows first, sortable both ways. */
export default function TopRankRoute() {
  const intl = useIntl();
  const localized = useLocalized();
  const wide = useMediaQuery(`(min-width: 768px)`);
  const [sort, setSort] = useState<SortOrder>('DESC');
  const [showAll, setShowAll] = useState(false);
  const { data, loading, error, refetch } = useQuery(TopRankRouteQuery, {
    variables: { sort },
    // Each toggle reloads the ranking (§2).
    fetchPolicy: 'network-only',
  });
  const entries = data?.topRank?.entries ?? [];
  const shown = showAll ? entries : entries.slice(0, FIRST_ROWS);

  function toggle(next: SortOrder) {
    setShowAll(false);
    if (next === sort) void refetch();
    else setSort(next);
  }

  return (
    <Container>
      <PageTitle>{intl.formatMessage({ id: 'topRank.title' })}</PageTitle>
      <Subtitle lang="th">{intl.formatMessage({ id: 'topRank.subtitle' })}</Subtitle>
      <Toolbar role="group" aria-label={intl.formatMessage({ id: 'topRank.sortLabel' })}>
        <OutlineButton
          type="button"
          $active={sort === 'DESC'}
          aria-pressed={sort === 'DESC'}
          onClick={() => toggle('DESC')}
        >
          {intl.formatMessage({ id: 'topRank.sortDescending' })}
        </OutlineButton>
        <OutlineButton
          type="button"
          $active={sort === 'ASC'}
          aria-pressed={sort === 'ASC'}
          onClick={() => toggle('ASC')}
        >
          {intl.formatMessage({ id: 'topRank.sortAscending' })}
        </OutlineButton>
      </Toolbar>
      {loading && !data ? <LoadingOverlay /> : null}
      {error && !data ? <ErrorState onRetry={() => void refetch()} /> : null}
      {data && entries.length === 0 ? <EmptyState /> : null}
      {shown.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'topRank.rank' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'topRank.portfolio' })}</th>
              <th scope="col" className="designer">
                {intl.formatMessage({ id: 'topRank.designer' })}
              </th>
              <th scope="col">{intl.formatMessage({ id: 'topRank.rating' })}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ rank, portfolio }) => {
              const designer = `${localized(portfolio.designer.firstName)} ${localized(portfolio.designer.lastName)}`;
              return (
                <tr key={portfolio.id}>
                  <td>{rank}</td>
                  <td>
                    <TitleCell>
                      <Cover>
                        <Picture src={portfolio.cover?.url} alt="" width={50} height={50} />
                      </Cover>
                      <span>
                        <Link to={routeTo.detail(portfolio.id)} title={portfolio.title}>
                          {cutTitle(portfolio.title, wide ? { over: 100, at: 100 } : { over: 20, at: 20 })}
                        </Link>
                        <Link className="designer-inline" to={routeTo.designer(portfolio.designer.id)}>
                          {designer}
                        </Link>
                      </span>
                    </TitleCell>
                  </td>
                  <td className="designer">
                    <Link to={routeTo.designer(portfolio.designer.id)}>{designer}</Link>
                  </td>
                  <td>{intl.formatMessage({ id: 'common.views' }, { count: portfolio.viewCount ?? 0 })}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      ) : null}
      {!showAll && shown.length === FIRST_ROWS && entries.length > FIRST_ROWS ? (
        <MoreButton onClick={() => setShowAll(true)} />
      ) : null}
    </Container>
  );
}
