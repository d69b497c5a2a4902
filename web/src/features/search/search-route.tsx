import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { PrimaryButton } from '../../components/button';
import { EmptyState, ErrorState, LoadingOverlay } from '../../components/status';
import { PortfolioCardGrid } from '../../components/portfolio-card';
import { usePageParam } from '../../lib/use-page-param';
import { Pagination } from '../../components/pagination';
import { routeTo } from '../../config/paths';
import { SearchMatches } from './search-matches';

const SearchRouteQuery = graphql(`
  query SearchRouteQuery($keyword: String!, $page: Int!) {
    searchDesigners(keyword: $keyword, first: 8) {
      id
      ...SearchMatches_designer
    }
    searchTags(keyword: $keyword, first: 10) {
      id
      ...SearchMatches_tag
    }
    searchPortfolios(keyword: $keyword, page: $page) {
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
`);

const Form = styled.form`
  display: flex;
  gap: 8px;
  margin: 8px 0 4px;
  max-width: 560px;
  input {
    flex: 1;
    min-width: 0;
    height: 44px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.paper};
    font: inherit;
  }
`;

const Count = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

function SearchBox({ keyword }: { keyword: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [value, setValue] = useState(keyword);
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = value.trim();
    if (next) void navigate(routeTo.search(next));
  }
  return (
    <Form role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label={intl.formatMessage({ id: 'searchPage.label' })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <PrimaryButton type="submit">{intl.formatMessage({ id: 'searchPage.submit' })}</PrimaryButton>
    </Form>
  );
}

/** /search?keyword=: the portfolios matching a keyword, 12 a page, page number in the address. */
export default function SearchRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const [page, goTo] = usePageParam();
  const { data, loading, error, refetch } = useQuery(SearchRouteQuery, {
    variables: { keyword, page },
    skip: !keyword,
  });
  const result = data?.searchPortfolios;
  const items = result?.items ?? [];

  return (
    <Container>
      <PageTitle>
        {keyword
          ? intl.formatMessage({ id: 'searchPage.title' }, { keyword })
          : intl.formatMessage({ id: 'searchPage.titleEmpty' })}
      </PageTitle>
      <SearchBox key={keyword} keyword={keyword} />
      {data && page === 1 ? (
        <SearchMatches designers={data.searchDesigners ?? []} tags={data.searchTags ?? []} />
      ) : null}
      {result && items.length > 0 ? (
        <Count>{intl.formatMessage({ id: 'searchPage.count' }, { count: result.pageInfo.total })}</Count>
      ) : null}
      {loading && !data ? <LoadingOverlay /> : null}
      {error && !data ? <ErrorState onRetry={() => void refetch()} /> : null}
      {!keyword ||
      (data && items.length === 0 && !data.searchDesigners?.length && !data.searchTags?.length) ? (
        <EmptyState messageId="common.notFound" />
      ) : null}
      <PortfolioCardGrid portfolios={items} />
      {result ? <Pagination page={page} lastPage={result.pageInfo.lastPage} onChange={goTo} /> : null}
    </Container>
  );
}
