import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../../graphql/generated';
import { PageSubtitle, PageTitle } from '../../../components/layout/container';
import { PrimaryButton } from '../../../components/button';
import { useUnlistedPageHead } from '../../../components/page-head';
import { StatusLine, type Said } from '../../../components/status-line';
import { routeTo } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';
import { StaffQueryState } from '../staff-only';
import { CategorySection, type ListedCategory } from './category-section';
import { CollectionCategoryForm } from './collection-category-form';

const CollectionsRouteQuery = graphql(`
  query CollectionsRouteQuery {
    collectionCategories {
      id
      name {
        th
        en
      }
      about {
        th
        en
      }
      ...CollectionCategoryForm_category
      collections(page: 1) {
        ...CategorySection_collections
      }
    }
  }
`);

/**
 * /staff/collections: every collection category with its collections, each to edit or to see on the site; a new
 * collection (in a category); adding, editing and deleting the categories. Operators only.
 */
export default function CollectionsRoute() {
  const text = useText();
  useUnlistedPageHead('staff.collections.title');
  const query = useQuery(CollectionsRouteQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<ListedCategory | null>(null);
  const [outcome, setOutcome] = useState<Said | null>(null);

  // The categories are public: the staff layout's role check keeps the screen for operators.
  const data = query.data ?? query.previousData;
  if (!data) return <StaffQueryState query={query} />;
  const categories: ListedCategory[] = data.collectionCategories ?? [];

  return (
    <>
      <PageTitle>{text('staff.collections.title')}</PageTitle>
      <PageSubtitle>{text('staff.collections.subtitle')}</PageSubtitle>
      {categories.length > 0 ? (
        <PrimaryButton as={Link} to={routeTo.staffCollection('new')}>
          {text('staff.collections.new')}
        </PrimaryButton>
      ) : (
        <p>{text('staff.collections.noCategories')}</p>
      )}
      <StatusLine said={outcome} />
      {categories.map((category) => (
        <CategorySection
          key={category.id}
          category={category}
          onEdit={() => {
            setOutcome(null);
            setEditing(category);
          }}
          onOutcome={setOutcome}
        />
      ))}
      <CollectionCategoryForm
        key={editing?.id ?? 'new'}
        category={editing}
        onOutcome={setOutcome}
        onDone={() => setEditing(null)}
      />
    </>
  );
}
