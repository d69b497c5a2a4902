import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { graphql, getFragmentData } from '../../../graphql/generated';
import type {
  CategorySection_CollectionsFragment,
  CollectionsRouteQueryQuery,
  DeleteCollectionCategoryMutationMutation,
} from '../../../graphql/generated/graphql';
import { SectionTitle } from '../../../components/layout/container';
import { OutlineButton } from '../../../components/button';
import { Picture } from '../../../components/picture';
import { said, type Said } from '../../../components/status-line';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { routeTo } from '../../../config/paths';
import { useLocalized } from '../../../i18n/locale';
import { useText } from '../../../i18n/use-text';
import { framedSurface } from '../../../styles/surface';
import { media } from '../../../styles/theme';
import { Buttons, EntryList } from '../ordered-list/entry-list';

/** A page of a category's collections, as its section lists them. */
export const CategorySection_collections = graphql(`
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
        ...UserErrors
      }
    }
  }
`);

/** A category as the collections screen lists it. */
export type ListedCategory = NonNullable<CollectionsRouteQueryQuery['collectionCategories']>[number];

type ListedCollection = CategorySection_CollectionsFragment['items'][number];

const payloadOf = (data: DeleteCollectionCategoryMutationMutation) => data.deleteCollectionCategory;

/** One category: its names, its collections (more on demand), and its own actions. */
export function CategorySection({
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
  const client = useApolloClient();
  const [more, setMore] = useState<{ items: ListedCollection[]; hasNextPage: boolean; page: number } | null>(
    null,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const { remove: removeConfirmed, deleting } = useConfirmedDelete(
    DeleteCollectionCategoryMutation,
    payloadOf,
  );
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
      onOutcome(said(false, text('staff.collections.moreFailed')));
    } finally {
      setLoadingMore(false);
    }
  }

  function remove() {
    return removeConfirmed({
      variables: { id: category.id },
      confirm: {
        title: text('staff.collections.category.deleteConfirm', { name }),
        text: text('staff.collections.category.deleteConfirmText'),
        confirmLabel: text('staff.collections.category.delete'),
      },
      failed: text('staff.collections.category.deleteFailed'),
      deleted: text('staff.collections.category.deleted', { name }),
      report: onOutcome,
      evict: (cache) =>
        cache.evict({ id: cache.identify({ __typename: 'CollectionCategory', id: category.id }) }),
    });
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
            disabled={deleting}
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
  ${framedSurface}
  margin: 32px 0 0;
  padding: 16px 20px 20px;
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Head = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 12px;
  ${media.large} {
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
