import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { graphql, getFragmentData } from '../../graphql/generated';
import type {
  CategorySection_CollectionsFragment,
  CollectionsRouteQueryQuery,
} from '../../graphql/generated/graphql';
import { Container, PageSubtitle, PageTitle, SectionTitle } from '../../components/layout/container';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { useDialog } from '../../components/dialog';
import { Picture } from '../../components/picture';
import { usePageHead } from '../../components/page-head';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import { useHydrated } from '../../lib/use-hydrated';
import { CollectionCategoryForm } from './collection-category-form';
import { Buttons, EntryList, Outcome } from './ordered-picker';
import { StaffNav } from './staff-nav';
import { operatorScreen } from './staff-only';

/** A page of a category's collections, as its section lists them. */
const CategorySection_collections = graphql(`
  fragment CategorySection_collections on CollectionPage {
    items {
      id
      name {
        th
        en
      }
      cover {
        url
      }
      date {
        th
        en
      }
    }
    pageInfo {
      page
      hasNextPage
      total
    }
  }
`);

const CollectionsRouteQuery = graphql(`
  query CollectionsRouteQuery {
    viewer {
      id
      staffRole
    }
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

const CategoryCollectionsQuery = graphql(`
  query CategoryCollectionsQuery($categoryId: ID!, $page: Int!) {
    collections(categoryId: $categoryId, page: $page) {
      ...CategorySection_collections
    }
  }
`);

const DeleteCollectionCategoryMutation = graphql(`
  mutation DeleteCollectionCategoryMutation($id: ID!) {
    deleteCollectionCategory(id: $id) {
      deletedId
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

type ListedCategory = NonNullable<CollectionsRouteQueryQuery['collectionCategories']>[number];

type ListedCollection = CategorySection_CollectionsFragment['items'][number];

type Said = { ok: boolean; message: string };

/**
 * /staff/collections: every collection category with its collections, each to edit or to see on the site; a new
 * collection (in a category); adding, editing and deleting the categories. Operators only.
 */
export default function CollectionsRoute() {
  const text = useText();
  usePageHead({ title: text('staff.collections.title'), noindex: true });
  const query = useQuery(CollectionsRouteQuery, { fetchPolicy: 'cache-and-network' });
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<ListedCategory | null>(null);
  const [outcome, setOutcome] = useState<Said | null>(null);

  // The categories are public: the role is what keeps the screen for operators.
  const screen = operatorScreen(query, hydrated, 'collections');
  if (screen.blocked) return screen.blocked;
  const { data } = screen;
  const categories: ListedCategory[] = data.collectionCategories ?? [];

  return (
    <Container>
      <StaffNav role={data.viewer?.staffRole} />
      <PageTitle>{text('staff.collections.title')}</PageTitle>
      <PageSubtitle>{text('staff.collections.subtitle')}</PageSubtitle>
      {categories.length > 0 ? (
        <PrimaryButton as={Link} to={routeTo.staffCollection('new')}>
          {text('staff.collections.new')}
        </PrimaryButton>
      ) : (
        <p>{text('staff.collections.noCategories')}</p>
      )}
      <Outcome role="status" aria-live="polite" $ok={outcome?.ok ?? true}>
        {outcome?.message}
      </Outcome>
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
    </Container>
  );
}

/** One category: its names, its collections (more on demand), and its own actions. */
function CategorySection({
  category,
  onEdit,
  onOutcome,
}: {
  category: ListedCategory;
  onEdit(): void;
  onOutcome(outcome: Said): void;
}) {
  const text = useText();
  const localized = useLocalized();
  const serverText = useServerText();
  const dialog = useDialog();
  const client = useApolloClient();
  const [more, setMore] = useState<{ items: ListedCollection[]; hasNextPage: boolean; page: number } | null>(
    null,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [deleteCategory, deleting] = useMutation(DeleteCollectionCategoryMutation, {
    update(cache, { data }) {
      if (data?.deleteCollectionCategory.deletedId) {
        cache.evict({ id: cache.identify({ __typename: 'CollectionCategory', id: category.id }) });
        cache.gc();
      }
    },
  });
  const name = localized(category.name);
  const headingId = `collection-category-${category.id}`;
  const firstPage = getFragmentData(CategorySection_collections, category.collections);
  const items = [...(firstPage?.items ?? []), ...(more?.items ?? [])];
  const hasNextPage = more ? more.hasNextPage : (firstPage?.pageInfo.hasNextPage ?? false);
  const total = firstPage?.pageInfo.total ?? items.length;

  async function loadMore() {
    setLoadingMore(true);
    try {
      const page = (more?.page ?? firstPage?.pageInfo.page ?? 1) + 1;
      // Not kept in the cache: the public list's pages of this category are another list.
      const { data } = await client.query({
        query: CategoryCollectionsQuery,
        variables: { categoryId: category.id, page },
        fetchPolicy: 'no-cache',
      });
      const answer = getFragmentData(CategorySection_collections, data?.collections);
      if (answer) {
        setMore((current) => ({
          items: [...(current?.items ?? []), ...answer.items],
          hasNextPage: answer.pageInfo.hasNextPage,
          page: answer.pageInfo.page,
        }));
      }
    } catch {
      onOutcome({ ok: false, message: text('staff.collections.moreFailed') });
    } finally {
      setLoadingMore(false);
    }
  }

  async function remove() {
    const confirmed = await dialog.confirm({
      kind: 'warning',
      title: text('staff.collections.category.deleteConfirm', { name }),
      text: text('staff.collections.category.deleteConfirmText'),
      confirmLabel: text('staff.collections.category.delete'),
    });
    if (!confirmed) return;
    const failed = text('staff.collections.category.deleteFailed');
    try {
      const result = await deleteCategory({ variables: { id: category.id } });
      const payload = result.data?.deleteCollectionCategory;
      if (payload?.deletedId) {
        onOutcome({ ok: true, message: text('staff.collections.category.deleted', { name }) });
        return;
      }
      onOutcome({
        ok: false,
        message: (payload?.errors ?? []).map((error) => serverText(error, failed)).join(' ') || failed,
      });
    } catch {
      onOutcome({ ok: false, message: failed });
    }
  }

  return (
    <Category aria-labelledby={headingId}>
      <Head>
        <div>
          <SectionTitle id={headingId}>{name}</SectionTitle>
          <small>{text('staff.collections.count', { count: total })}</small>
          {localized(category.about) ? <p>{localized(category.about)}</p> : null}
        </div>
        <Buttons>
          <OutlineButton
            as={Link}
            to={`${routeTo.staffCollection('new')}?category=${encodeURIComponent(category.id)}`}
          >
            {text('staff.collections.newIn', { category: name })}
          </OutlineButton>
          <OutlineButton
            type="button"
            aria-label={text('staff.collections.category.editOf', { name })}
            onClick={onEdit}
          >
            {text('staff.collections.category.edit')}
          </OutlineButton>
          <OutlineButton
            type="button"
            disabled={deleting.loading}
            aria-label={text('staff.collections.category.deleteOf', { name })}
            onClick={() => void remove()}
          >
            {text('staff.collections.category.delete')}
          </OutlineButton>
        </Buttons>
      </Head>
      {items.length === 0 ? (
        <p>{text('staff.collections.categoryEmpty')}</p>
      ) : (
        <List aria-label={text('staff.collections.listOf', { category: name })}>
          {items.map((collection) => {
            const collectionName = localized(collection.name);
            return (
              <li key={collection.id}>
                <Picture src={collection.cover?.url} alt="" width={96} height={64} sizes="96px" />
                <div>
                  <h3>{collectionName}</h3>
                  <small>{text('staff.collections.publishedOn', { date: localized(collection.date) })}</small>
                </div>
                <Buttons>
                  <OutlineButton
                    as={Link}
                    to={routeTo.staffCollection(collection.id)}
                    aria-label={text('staff.collections.editOf', { name: collectionName })}
                  >
                    {text('staff.collections.edit')}
                  </OutlineButton>
                  <OutlineButton
                    as={Link}
                    to={routeTo.subCurated(collection.id, collectionName)}
                    aria-label={text('staff.collections.viewOf', { name: collectionName })}
                  >
                    {text('staff.collections.view')}
                  </OutlineButton>
                </Buttons>
              </li>
            );
          })}
        </List>
      )}
      {hasNextPage ? (
        <OutlineButton
          type="button"
          disabled={loadingMore}
          aria-busy={loadingMore}
          aria-label={text('staff.collections.moreOf', { category: name })}
          onClick={() => void loadMore()}
        >
          {text('staff.collections.more')}
        </OutlineButton>
      ) : null}
    </Category>
  );
}

const Category = styled.section`
  margin: 32px 0 0;
  padding: 16px 20px 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Head = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 12px;
  @media (min-width: 992px) {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
  h2 {
    margin: 0 0 4px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.inkSoft};
    overflow-wrap: anywhere;
  }
`;

const List = styled(EntryList)`
  margin: 12px 0 16px;
  li {
    background: ${({ theme }) => theme.colors.canvas};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
