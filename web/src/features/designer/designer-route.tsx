import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { getFragmentData, graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { EmptyState, QueryState } from '../../components/status';
import { PortfolioPageGrid } from '../../components/portfolio-page-grid';
import { CategoryFilter_category, FilterChips, SubcategoryChips } from '../../components/category-filter';
import { DesignerHead } from './designer-head';
import { DesignerHeader } from './designer-header';
import { useMemberState } from '../../components/audience/use-member-state';
import { useText } from '../../i18n/use-text';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';
import { pageOf } from '../../lib/use-page-param';
import { narrowingIdOf, NO_NARROWING, recordIdOf } from '../../lib/record-id';
import { NotFoundPage } from '../../components/not-found-page';
import type { MessageId } from '../../i18n/catalog';

const DesignerRouteQuery = graphql(`
  query DesignerRouteQuery($id: ID!, $categoryId: ID, $subcategoryId: ID, $page: Int!) {
    designer(id: $id) {
      id
      ...DesignerHead_designer
      ...DesignerHeader_designer
      portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {
        ...PortfolioPageGrid_page
      }
      # The categories of all their work: the filters worth offering.
      workCategoryIds
      workSubcategoryIds
    }
    categories {
      id
      ...CategoryFilter_category
    }
  }
`);

const CategoryChips = styled(FilterChips)`
  margin-top: 20px;
`;

/**
 * The designer of the address and its filters ("0": All), the page's variables for them, and what the page is not
 * found for when the address names no designer (no member id) or one of its ids is no id: then nothing is asked.
 */
function designerOf(params: URLSearchParams) {
  const id = recordIdOf(params.get('member_id'));
  const categoryId = narrowingIdOf(params.get('category_id'));
  const subcategoryId = narrowingIdOf(params.get('subcategory_id'));
  const missing: MessageId | null =
    id === null
      ? 'notFound.designer'
      : categoryId === null || subcategoryId === null
        ? 'notFound.category'
        : null;
  return {
    id: id ?? '',
    categoryId: categoryId ?? NO_NARROWING,
    subcategoryId: subcategoryId ?? NO_NARROWING,
    missing,
    variables: {
      id: id ?? '',
      categoryId: categoryId === NO_NARROWING ? null : categoryId,
      subcategoryId: subcategoryId === NO_NARROWING ? null : subcategoryId,
      page: pageOf(params),
    },
  };
}

/** The signed-in member's own state on this page, asked in the browser (`useMemberState`): never in a shared page. */
const DesignerViewerStateQuery = graphql(`
  query DesignerViewerStateQuery($id: ID!) {
    designer(id: $id) {
      id
      followedByViewer
    }
  }
`);

export const routeQueries: RouteQueries = (params) => {
  const { missing, variables } = designerOf(params);
  return missing ? [] : [routeQuery(DesignerRouteQuery, variables)];
};

/** /all-portfolio-by-design?member_id=: a designer's header and their portfolios, filtered by category. */
export default function DesignerRoute() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const { id, categoryId, subcategoryId, missing, variables } = designerOf(params);
  const { page } = variables;
  const query = useQuery(DesignerRouteQuery, { variables, skip: missing !== null });
  const {
    viewer: member,
    known,
    data: own,
  } = useMemberState(DesignerViewerStateQuery, missing ? null : { id });
  const shown = query.data ?? query.previousData;

  function update(changes: Record<string, string>) {
    const copy = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '0' || (key === 'page' && value === '1')) copy.delete(key);
      else copy.set(key, value);
    }
    if (!('page' in changes)) copy.delete('page');
    setParams(copy);
  }

  if (missing) return <NotFoundPage titleId={missing} />;
  const designer = shown?.designer;
  if (!designer) {
    return <QueryState query={query} missing={{ when: shown !== undefined, titleId: 'notFound.designer' }} />;
  }
  // Only the categories of the designer's work (and the one in the address, if another).
  const offered = (ofWork: readonly string[], id: string, selectedId: string) =>
    ofWork.includes(id) || id === selectedId;
  const categories = getFragmentData(CategoryFilter_category, shown?.categories ?? []).filter((category) =>
    offered(designer.workCategoryIds, category.id, categoryId),
  );
  const selectedCategory = shown?.categories?.find((category) => category.id === categoryId);

  return (
    <Container>
      <DesignerHead designer={designer} />
      <DesignerHeader
        designer={designer}
        follows={own?.designer?.followedByViewer ?? false}
        member={member}
        known={known}
      />
      <CategoryChips
        label={text('designerPage.categories')}
        options={categories}
        selectedId={categoryId}
        onSelect={(next) => update({ category_id: next, subcategory_id: '0' })}
      />
      <SubcategoryChips
        category={selectedCategory}
        offered={(id) => offered(designer.workSubcategoryIds, id, subcategoryId)}
        selectedId={subcategoryId}
        onSelect={(next) => update({ subcategory_id: next })}
      />
      {/* The cards' titles are h3: this names their list, so the headings go h1, h2, h3. */}
      <h2 className="visually-hidden">{text('nav.portfolio')}</h2>
      {designer.portfolios ? (
        <PortfolioPageGrid
          portfolios={designer.portfolios}
          page={page}
          onPageChange={(next) => update({ page: String(next) })}
        />
      ) : (
        <EmptyState />
      )}
    </Container>
  );
}
