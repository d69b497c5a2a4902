import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql, getFragmentData } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { CategoryFilter_category, CategorySlider, SubcategoryChips } from '../../components/category-filter';
import { PortfolioCardGrid } from '../../components/portfolio-card';
import { MoreButton } from '../../components/more-button';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryState } from '../../components/status';
import { useLocalized } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';
import { narrowingIdOf, NO_NARROWING } from '../../lib/record-id';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

/** More shows only when the list holds more than this many items and more pages exist (§9). */
export const MORE_THRESHOLD = 12;
/** Cards above the fold load eagerly. */
const EAGER_CARDS = 6;

const CategoryListRouteQuery = graphql(`
  query CategoryListRouteQuery($categoryId: ID, $subcategoryId: ID, $page: Int!) {
    categories {
      id
      ...CategoryFilter_category
    }
    portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {
      items {
        id
        cover {
          url
        }
        ...PortfolioCard_portfolio
      }
      pageInfo {
        page
        perPage
        total
        lastPage
        hasNextPage
      }
    }
  }
`);

const Heading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
  h1 {
    margin-bottom: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The chosen category and subcategory of the address ("0": All), and the list's variables for them; `malformed` when
 * one of them is no id (the page is not found, nothing asked).
 */
function listOf(params: URLSearchParams) {
  const category = narrowingIdOf(params.get('category_id'));
  // A subcategory is read only with its category.
  const subcategory = category === NO_NARROWING ? NO_NARROWING : narrowingIdOf(params.get('subcategory_id'));
  const categoryId = category ?? NO_NARROWING;
  const subcategoryId = subcategory ?? NO_NARROWING;
  return {
    categoryId,
    subcategoryId,
    malformed: category === null || subcategory === null,
    variables: {
      categoryId: categoryId === NO_NARROWING ? null : categoryId,
      subcategoryId: subcategoryId === NO_NARROWING ? null : subcategoryId,
      page: 1,
    },
  };
}

export const routeQueries: RouteQueries = (params) => {
  const { malformed, variables } = listOf(params);
  return malformed ? [] : [routeQuery(CategoryListRouteQuery, variables)];
};

/** /all-portfolio-by-category: category slider, subcategory chips, a card grid growing with More. */
export default function CategoryListRoute() {
  const text = useText();
  const localized = useLocalized();
  const [searchParams, setSearchParams] = useSearchParams();
  const { categoryId, subcategoryId, malformed, variables } = listOf(searchParams);
  const [loadingMore, setLoadingMore] = useState(false);

  const query = useQuery(CategoryListRouteQuery, { variables, skip: malformed });

  const { data, fetchMore } = query;
  // The filters stay on screen while another category's list loads.
  const categories = (data ?? query.previousData)?.categories ?? [];
  const selected = categories.find((category) => category.id === categoryId);
  const selectedData = selected ? getFragmentData(CategoryFilter_category, selected) : undefined;
  usePageHead({
    title: selectedData ? localized(selectedData.name) : text('categoryList.allTitle'),
    description: selectedData
      ? text('categoryList.head.categoryDescription', { category: localized(selectedData.name) })
      : text('categoryList.head.description'),
    // A category has an icon, not a picture: its first card's cover shows in a link preview.
    image: data?.portfolios?.items[0]?.cover?.url,
  });
  // A category (or a subcategory of it) the site does not have, or one that is no id, is the not-found page (404).
  const unknown =
    malformed ||
    (categories.length > 0 &&
      categoryId !== NO_NARROWING &&
      (!selectedData ||
        (subcategoryId !== NO_NARROWING &&
          !selectedData.subcategories.some((each) => each.id === subcategoryId))));
  const items = data?.portfolios?.items ?? [];
  const pageInfo = data?.portfolios?.pageInfo;

  // Choosing a category resets the subcategory to All and the list to page 1 (§4).
  function chooseCategory(id: string) {
    setSearchParams(id === NO_NARROWING ? {} : { category_id: id });
  }
  function chooseSubcategory(id: string) {
    setSearchParams(
      id === NO_NARROWING ? { category_id: categoryId } : { category_id: categoryId, subcategory_id: id },
    );
  }
  async function loadMore() {
    if (!pageInfo) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { page: pageInfo.page + 1 } });
    } finally {
      setLoadingMore(false);
    }
  }

  if (unknown) return <NotFoundPage titleId="notFound.category" />;

  return (
    <Container>
      <CategorySlider categories={categories} selectedId={categoryId} onSelect={chooseCategory} />
      <SubcategoryChips category={selected} selectedId={subcategoryId} onSelect={chooseSubcategory} />
      <Heading>
        <PageTitle>{selectedData ? localized(selectedData.name) : text('categoryList.allTitle')}</PageTitle>
        {pageInfo ? <p>{text('categoryList.count', { count: pageInfo.total })}</p> : null}
      </Heading>
      <QueryState query={query} empty={items.length === 0}>
        {/* The cards' titles are h3: this names their list, so the headings go h1, h2, h3. */}
        <h2 className="visually-hidden">{text('nav.portfolio')}</h2>
        <PortfolioCardGrid portfolios={items} eagerCount={EAGER_CARDS} />
        {pageInfo && pageInfo.total > MORE_THRESHOLD && pageInfo.hasNextPage ? (
          <MoreButton disabled={loadingMore} onClick={() => void loadMore()} />
        ) : null}
      </QueryState>
    </Container>
  );
}
