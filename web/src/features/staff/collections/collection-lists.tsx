import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql, getFragmentData, type FragmentType } from '../../../graphql/generated';
import { useLocalized } from '../../../i18n/locale';
import { useServerText, type ServerSaid } from '../../../i18n/use-server-text';
import { useText } from '../../../i18n/use-text';
import {
  portfolioItem,
  type LookedUp,
  type OrderedItem,
  type OrderedPickerWords,
  type SavedItems,
} from '../ordered-list/ordered-item';
import { OrderedPicker } from '../ordered-list/ordered-picker';

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

/** A collection lists at most this many portfolios, and as many designers (the server's limit). */
const MAX_COLLECTION_ITEMS = 200;

type Kind = 'portfolios' | 'designers';

/** The words of a collection's list: its own for what differs between portfolios and designers. */
function collectionWords(kind: Kind): OrderedPickerWords {
  return {
    title: `staff.collections.${kind}.title`,
    order: `staff.collections.${kind}.order`,
    empty: `staff.collections.${kind}.empty`,
    unnamed: `staff.collections.${kind}.unnamed`,
    add: `staff.collections.${kind}.add`,
    byId: `staff.collections.${kind}.byId`,
    addById: `staff.collections.${kind}.addById`,
    save: `staff.collections.${kind}.save`,
    saved: `staff.collections.${kind}.saved`,
    moveUp: 'staff.collections.items.moveUp',
    moveDown: 'staff.collections.items.moveDown',
    remove: 'staff.collections.items.remove',
    moveUpOf: 'staff.collections.items.moveUpOf',
    moveDownOf: 'staff.collections.items.moveDownOf',
    removeOf: 'staff.collections.items.removeOf',
    full: 'staff.collections.items.full',
    idInvalid: 'staff.collections.items.idInvalid',
    already: 'staff.collections.items.already',
    saving: 'staff.collections.items.saving',
    number: 'staff.collections.items.number',
    unsaved: 'staff.collections.items.unsaved',
  };
}

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

/** What a list's mutation answered: the stored list when it was saved, and the refusals. */
interface ListPayload {
  items: OrderedItem[] | undefined;
  errors: ServerSaid[];
}

/**
 * One of a collection's lists, in order, saved whole by `saveList`; the portfolios and the designers differ only in
 * their mutation, their lookup and their words.
 */
function CollectionList({
  kind,
  saved,
  candidates,
  lookup,
  saveList,
  onUnsavedChange,
}: {
  kind: Kind;
  onUnsavedChange?(unsaved: boolean): void;
  saved: OrderedItem[];
  candidates?: OrderedItem[];
  /** The item of that number, or null when there is none to add. */
  lookup(id: string): Promise<OrderedItem | null>;
  saveList(ids: string[]): Promise<ListPayload | undefined>;
}) {
  const text = useText();
  const serverText = useServerText();

  async function find(id: string): Promise<LookedUp> {
    try {
      const found = await lookup(id);
      return found ? { found } : { missing: true };
    } catch {
      return { unknown: true };
    }
  }

  async function save(ids: string[]): Promise<SavedItems> {
    const failed = text(`staff.collections.${kind}.failed`);
    try {
      const payload = await saveList(ids);
      if (!payload?.items || payload.errors.length > 0) {
        return { ok: false, message: serverText(payload?.errors, failed) };
      }
      return { ok: true, items: payload.items };
    } catch {
      return { ok: false, message: failed };
    }
  }

  return (
    <OrderedPicker
      section
      onUnsavedChange={onUnsavedChange}
      max={MAX_COLLECTION_ITEMS}
      words={collectionWords(kind)}
      saved={saved}
      pickList={
        candidates
          ? {
              items: candidates,
              newest: 'staff.collections.portfolios.newest',
              choose: 'staff.collections.portfolios.choose',
              addChosen: 'staff.collections.portfolios.addChosen',
            }
          : undefined
      }
      lookup={{
        find,
        looking: 'staff.collections.items.looking',
        notFound: `staff.collections.${kind}.notFound`,
      }}
      save={save}
      pictureKind={kind === 'designers' ? 'avatar' : 'cover'}
    />
  );
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
