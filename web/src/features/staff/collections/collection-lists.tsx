import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql, getFragmentData, type FragmentType } from '../../../graphql/generated';
import { useLocalized } from '../../../i18n/locale';
import { portfolioItem, type OrderedItem } from '../ordered-list/ordered-item';
import { CollectionList, type Kind } from './collection-list';

/** A designer as a collection's list shows them. */
export const CollectionLists_designer = graphql(`
  fragment CollectionLists_designer on Designer {
    id
    firstName {
      th
      en
    }
    lastName {
      th
      en
    }
    picture {
      url
    }
  }
`);

const SetCollectionPortfoliosMutation = graphql(`
  mutation SetCollectionPortfoliosMutation($id: ID!, $portfolioIds: [ID!]!) {
    setCollectionPortfolios(id: $id, portfolioIds: $portfolioIds) {
      collection {
        portfolios {
          ...OrderedPicker_portfolio
        }
      }
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

const SetCollectionDesignersMutation = graphql(`
  mutation SetCollectionDesignersMutation($id: ID!, $designerIds: [ID!]!) {
    setCollectionDesigners(id: $id, designerIds: $designerIds) {
      collection {
        designers {
          ...CollectionLists_designer
        }
      }
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

const CollectionPortfolioLookupQuery = graphql(`
  query CollectionPortfolioLookupQuery($id: ID!) {
    portfolio(id: $id) {
      approvalStatus
      ...OrderedPicker_portfolio
    }
  }
`);

const CollectionDesignerLookupQuery = graphql(`
  query CollectionDesignerLookupQuery($id: ID!) {
    designer(id: $id) {
      ...CollectionLists_designer
    }
  }
`);

/** A designer as the collection's list shows them: the name in the reader's language. */
export function useDesignerItem(): (designer: FragmentType<typeof CollectionLists_designer>) => OrderedItem {
  const localized = useLocalized();
  return (fragment) => {
    const designer = getFragmentData(CollectionLists_designer, fragment);
    return {
      id: designer.id,
      title: `${localized(designer.firstName)} ${localized(designer.lastName)}`.trim() || null,
      pictureUrl: designer.picture?.url ?? null,
    };
  };
}

/**
 * A saved list changes what visitors see: the collection's public pages are dropped from the cache, and so is
 * the editor's own query, which asks again for the stored lists.
 */
function dropCollectionLists(cache: ApolloCache, collectionId: string, fieldName: Kind) {
  cache.evict({ id: cache.identify({ __typename: 'Collection', id: collectionId }), fieldName });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'staffCollection', args: { id: collectionId } });
  cache.gc();
}

/** The collection's portfolios, in order: published ones only, saved with `setCollectionPortfolios`. */
export function CollectionPortfolios({
  collectionId,
  saved,
  candidates,
  onUnsavedChange,
}: {
  collectionId: string;
  saved: OrderedItem[];
  candidates: OrderedItem[];
  onUnsavedChange?(unsaved: boolean): void;
}) {
  const client = useApolloClient();
  const [setPortfolios] = useMutation(SetCollectionPortfoliosMutation, {
    update(cache, { data }) {
      if (data?.setCollectionPortfolios.errors.length === 0) {
        dropCollectionLists(cache, collectionId, 'portfolios');
      }
    },
  });

  return (
    <CollectionList
      kind="portfolios"
      onUnsavedChange={onUnsavedChange}
      saved={saved}
      candidates={candidates}
      lookup={async (id) => {
        const { data } = await client.query({
          query: CollectionPortfolioLookupQuery,
          variables: { id },
          fetchPolicy: 'network-only',
        });
        const portfolio = data?.portfolio;
        return portfolio?.approvalStatus === 'APPROVED' ? portfolioItem(portfolio) : null;
      }}
      saveList={async (portfolioIds) => {
        const result = await setPortfolios({ variables: { id: collectionId, portfolioIds } });
        const payload = result.data?.setCollectionPortfolios;
        return (
          payload && { items: payload.collection?.portfolios.map(portfolioItem), errors: payload.errors }
        );
      }}
    />
  );
}

/** The collection's designers, in order, added by their number; saved with `setCollectionDesigners`. */
export function CollectionDesigners({
  collectionId,
  saved,
  onUnsavedChange,
}: {
  collectionId: string;
  saved: OrderedItem[];
  onUnsavedChange?(unsaved: boolean): void;
}) {
  const client = useApolloClient();
  const designerItem = useDesignerItem();
  const [setDesigners] = useMutation(SetCollectionDesignersMutation, {
    update(cache, { data }) {
      if (data?.setCollectionDesigners.errors.length === 0) {
        dropCollectionLists(cache, collectionId, 'designers');
      }
    },
  });

  return (
    <CollectionList
      kind="designers"
      onUnsavedChange={onUnsavedChange}
      saved={saved}
      lookup={async (id) => {
        const { data } = await client.query({
          query: CollectionDesignerLookupQuery,
          variables: { id },
          fetchPolicy: 'network-only',
        });
        return data?.designer ? designerItem(data.designer) : null;
      }}
      saveList={async (designerIds) => {
        const result = await setDesigners({ variables: { id: collectionId, designerIds } });
        const payload = result.data?.setCollectionDesigners;
        return payload && { items: payload.collection?.designers.map(designerItem), errors: payload.errors };
      }}
    />
  );
}
