import { useApolloClient } from '@apollo/client/react';
import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { graphql, getFragmentData, type FragmentType } from '../../../graphql/generated';
import { useWrite } from '../../../components/use-write';
import { useLocalized } from '../../../i18n/locale';
import { useText } from '../../../i18n/use-text';
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
        ...UserErrors
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
        ...UserErrors
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

/** Asks for one item by its number, as the server has it now. */
function useLookup<Found>(
  query: TypedDocumentNode<Found, { id: string }>,
  itemOf: (found: Found) => OrderedItem | null,
) {
  const client = useApolloClient();
  return async (id: string) => {
    const { data } = await client.query({ query, variables: { id }, fetchPolicy: 'network-only' });
    return data ? itemOf(data) : null;
  };
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
  const text = useText();
  const lookup = useLookup(CollectionPortfolioLookupQuery, ({ portfolio }) =>
    portfolio?.approvalStatus === 'APPROVED' ? portfolioItem(portfolio) : null,
  );
  const { write } = useWrite(SetCollectionPortfoliosMutation, {
    payload: (data) => data.setCollectionPortfolios,
    accepted: (payload) => Boolean(payload.collection),
    updateOnDone: (cache) => dropCollectionLists(cache, collectionId, 'portfolios'),
  });

  return (
    <CollectionList
      kind="portfolios"
      onUnsavedChange={onUnsavedChange}
      saved={saved}
      candidates={candidates}
      lookup={lookup}
      save={async (portfolioIds) => {
        const outcome = await write(
          { id: collectionId, portfolioIds },
          { failed: text('staff.collections.portfolios.failed') },
        );
        if (!outcome.ok) return outcome;
        return { ok: true, items: outcome.payload.collection?.portfolios.map(portfolioItem) ?? [] };
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
  const text = useText();
  const designerItem = useDesignerItem();
  const lookup = useLookup(CollectionDesignerLookupQuery, ({ designer }) =>
    designer ? designerItem(designer) : null,
  );
  const { write } = useWrite(SetCollectionDesignersMutation, {
    payload: (data) => data.setCollectionDesigners,
    accepted: (payload) => Boolean(payload.collection),
    updateOnDone: (cache) => dropCollectionLists(cache, collectionId, 'designers'),
  });

  return (
    <CollectionList
      kind="designers"
      onUnsavedChange={onUnsavedChange}
      saved={saved}
      lookup={lookup}
      save={async (designerIds) => {
        const outcome = await write(
          { id: collectionId, designerIds },
          { failed: text('staff.collections.designers.failed') },
        );
        if (!outcome.ok) return outcome;
        return { ok: true, items: outcome.payload.collection?.designers.map(designerItem) ?? [] };
      }}
    />
  );
}
