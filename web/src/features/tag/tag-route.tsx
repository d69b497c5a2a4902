import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { EmptyState, ErrorState, LoadingOverlay } from '../../components/status';
import { PortfolioCardGrid } from '../../components/portfolio-card';
import { usePageParam } from '../../lib/use-page-param';
import { Pagination } from '../../components/pagination';

const TagRouteQuery = graphql(`
  query TagRouteQuery($name: String!, $page: Int!) {
    tag(name: $name) {
      id
      name
      type
      portfolios(page: $page) {
        items {
          id
          ...PortfolioCard_portfolio
        }
        pageInfo {
          page
          lastPage
          total
        }
      }
    }
  }
`);

const Eyebrow = styled.p`
  margin: 32px 0 0;
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Heading = styled(PageTitle)`
  margin-top: 4px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  overflow-wrap: anywhere;
`;

const AwardBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.85rem;
  font-weight: 700;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /portfolio-tag?tag=<name>: the portfolios of one tag or award, 12 a page, page number in the address. */
export default function TagRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const name = (params.get('tag') ?? '').trim();
  const [page, goTo] = usePageParam();
  const { data, loading, error, refetch } = useQuery(TagRouteQuery, {
    variables: { name, page },
    skip: !name,
  });
  const tag = data?.tag;
  const items = tag?.portfolios?.items ?? [];

  return (
    <Container>
      <Eyebrow>{intl.formatMessage({ id: 'tagPage.eyebrow' })}</Eyebrow>
      <Heading>
        {tag?.name ?? name}
        {tag?.type === 'AWARD' ? (
          <AwardBadge>
            <span aria-hidden>🏆</span>
            {intl.formatMessage({ id: 'tagPage.award' })}
          </AwardBadge>
        ) : null}
      </Heading>
      {tag?.portfolios && items.length > 0 ? (
        <Count>{intl.formatMessage({ id: 'tagPage.count' }, { count: tag.portfolios.pageInfo.total })}</Count>
      ) : null}
      {loading && !data ? <LoadingOverlay /> : null}
      {error && !data ? <ErrorState onRetry={() => void refetch()} /> : null}
      {!name || (data && items.length === 0) ? <EmptyState messageId="common.notFound" /> : null}
      <PortfolioCardGrid portfolios={items} />
      {tag?.portfolios ? (
        <Pagination page={page} lastPage={tag.portfolios.pageInfo.lastPage} onChange={goTo} />
      ) : null}
    </Container>
  );
}
