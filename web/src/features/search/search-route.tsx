import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { PrimaryButton } from '../../components/button';
import { QueryState } from '../../components/status';
import { PortfolioPageGrid } from '../../components/portfolio-page-grid';
import { pageOf, usePageParam } from '../../lib/use-page-param';
import { routeTo } from '../../config/paths';
import { SearchMatches } from './search-matches';
import { SearchFilters } from './search-filters';
import { addressChangesOf, narrowingOf, searchVariablesOf } from './search-narrowing';
import { useAddressState } from '../../lib/use-address-state';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

const SearchRouteQuery = graphql(`
  query SearchRouteQuery(
    $keyword: String!
    $page: Int!
    $filter: PortfolioSearchFilter
    $sort: PortfolioSearchSort
  ) {
    searchDesigners(keyword: $keyword, first: 8) {
      id
      ...SearchMatches_designer
    }
    searchTags(keyword: $keyword, first: 10) {
      id
      ...SearchMatches_tag
    }
    portfolioSearch(keyword: $keyword, page: $page, filter: $filter, sort: $sort) {
      didYouMean
      facets {
        ...SearchFilters_facets
      }
      portfolios {
        pageInfo {
          total
        }
        ...PortfolioPageGrid_page
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

/** The corrected keyword, one click away: its matches already follow the typed keyword's below. */
const DidYouMean = styled.p`
  margin: 4px 0 8px;
  font-size: 1.05rem;
  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
  }
`;

function SearchBox({ keyword }: { keyword: string }) {
  const text = useText();
  const navigate = useNavigate();
  const [value, setValue] = useState(keyword);
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = value.trim();
    if (next) void navigate(routeTo.search(next));
  }
  return (
    <Form role="search" aria-label={text('searchPage.label')} onSubmit={submit}>
      <input
        type="search"
        aria-label={text('searchPage.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <PrimaryButton type="submit">{text('searchPage.submit')}</PrimaryButton>
    </Form>
  );
}

/** The keyword of the address; none: nothing is searched. */
function keywordOf(params: URLSearchParams): string {
  return (params.get('keyword') ?? '').trim();
}

/** The search query's variables for an address. */
function variablesOf(params: URLSearchParams) {
  return { keyword: keywordOf(params), page: pageOf(params), ...searchVariablesOf(narrowingOf(params)) };
}

export const routeQueries: RouteQueries = (params) =>
  keywordOf(params) ? [routeQuery(SearchRouteQuery, variablesOf(params))] : [];

/** /search?keyword=: the portfolios matching a keyword, 12 a page, page number in the address. */
export default function SearchRoute() {
  const text = useText();
  const [params, changeAddress] = useAddressState();
  const keyword = keywordOf(params);
  const narrowing = narrowingOf(params);
  const [page, goTo] = usePageParam();
  const query = useQuery(SearchRouteQuery, { variables: variablesOf(params), skip: !keyword });
  const { data } = query;
  usePageHead({
    title: keyword ? text('searchPage.title', { keyword }) : text('searchPage.titleEmpty'),
    description: keyword
      ? text('searchPage.head.description', { keyword })
      : text('searchPage.head.descriptionEmpty'),
    noindex: true,
  });
  const result = data?.portfolioSearch.portfolios;
  const didYouMean = data?.portfolioSearch.didYouMean;
  // The filters stay while the next answer loads (the previous one's counts, then these).
  const facets = (data ?? query.previousData)?.portfolioSearch.facets;
  const nothingFound =
    data !== undefined &&
    !result?.pageInfo.total &&
    !data.searchDesigners?.length &&
    !data.searchTags?.length;

  return (
    <Container>
      <PageTitle>{keyword ? text('searchPage.title', { keyword }) : text('searchPage.titleEmpty')}</PageTitle>
      <SearchBox key={keyword} keyword={keyword} />
      {didYouMean ? (
        <DidYouMean>
          <Link to={routeTo.search(didYouMean)}>{text('search.didYouMean', { keyword: didYouMean })}</Link>
        </DidYouMean>
      ) : null}
      {keyword ? (
        <SearchFilters
          facets={facets}
          narrowing={narrowing}
          onChange={(change) => changeAddress(addressChangesOf(change))}
        />
      ) : null}
      {data && page === 1 ? (
        <SearchMatches designers={data.searchDesigners ?? []} tags={data.searchTags ?? []} />
      ) : null}
      <QueryState query={query} empty={!keyword || nothingFound} emptyMessageId="common.notFound">
        {/* The cards' titles are h3: this names their list, so the headings go h1, h2, h3 (the matches' h2 are
            on the first page only). */}
        <h2 className="visually-hidden">{text('nav.portfolio')}</h2>
        {result ? (
          <PortfolioPageGrid
            portfolios={result}
            page={page}
            onPageChange={goTo}
            countMessageId="searchPage.count"
            emptyMessageId={null}
          />
        ) : null}
      </QueryState>
    </Container>
  );
}
