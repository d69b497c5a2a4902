import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../graphql/generated';
import { useLocalized } from '../../i18n/locale';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import { CollectionItemsPanel, type CollectionItem, type LookedUp } from './collection-items-panel';

const SetCollectionPortfoliosMutation = graphql(`
  mutation SetCollectionPortfoliosMutation($id: ID!, $portfolioIds: [ID!]!) {
    setCollectionPortfolios(id: $id, portfolioIds: $portfolioIds) {
      collection {
        portfolios {
          id
          title
          cover {
            url
          }
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
      id
      title
      approvalStatus
      cover {
        url
      }
    }
  }
`);

const CollectionDesignerLookupQuery = graphql(`
  query CollectionDesignerLookupQuery($id: ID!) {
    designer(id: $id) {
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
  }
`);

interface NamedDesigner {
  id: string;
  firstName: { th: string; en: string };
  lastName: { th: string; en: string };
  picture?: { url: string } | null;
}

/** A designer as the collection's list shows it: the name in the reader's language. */
export function useDesignerItem(): (designer: NamedDesigner) => CollectionItem {
  const localized = useLocalized();
  return (designer) => ({
    id: designer.id,
    title: `${localized(designer.firstName)} ${localized(designer.lastName)}`.trim() || null,
    pictureUrl: designer.picture?.url ?? null,
  });
}

/**
 * A saved list changes what visitors see: the collection's public pages are dropped from the cache, and so is
 * the editor's own query, which asks again for the stored lists.
 */
function dropCollectionLists(
  cache: ApolloCache,
  collectionId: string,
  fieldName: 'portfolios' | 'designers',
) {
  cache.evict({ id: cache.identify({ __typename: 'Collection', id: collectionId }), fieldName });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'staffCollection', args: { id: collectionId } });
  cache.gc();
}

/** The collection's portfolios, in order: published ones only, saved with `setCollectionPortfolios`. */
export function CollectionPortfolios({
  collectionId,
  saved,
  candidates,
}: {
  collectionId: string;
  saved: CollectionItem[];
  candidates: CollectionItem[];
}) {
  const text = useText();
  const serverText = useServerText();
  const client = useApolloClient();
  const [setPortfolios] = useMutation(SetCollectionPortfoliosMutation, {
    update(cache, { data }) {
      if (data?.setCollectionPortfolios.errors.length === 0) {
        dropCollectionLists(cache, collectionId, 'portfolios');
      }
    },
  });

  async function lookup(id: string): Promise<LookedUp> {
    try {
      const { data } = await client.query({
        query: CollectionPortfolioLookupQuery,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      const portfolio = data?.portfolio;
      if (!portfolio || portfolio.approvalStatus !== 'APPROVED') return { missing: true };
      return {
        found: { id: portfolio.id, title: portfolio.title, pictureUrl: portfolio.cover?.url ?? null },
      };
    } catch {
      return { unknown: true };
    }
  }

  return (
    <CollectionItemsPanel
      kind="portfolios"
      saved={saved}
      candidates={candidates}
      lookup={lookup}
      save={async (portfolioIds) => {
        const failed = text('staff.collections.portfolios.failed');
        try {
          const result = await setPortfolios({ variables: { id: collectionId, portfolioIds } });
          const payload = result.data?.setCollectionPortfolios;
          if (!payload?.collection || payload.errors.length > 0) {
            const errors = payload?.errors ?? [];
            return {
              ok: false,
              message: errors.map((error) => serverText(error, failed)).join(' ') || failed,
            };
          }
          return {
            ok: true,
            items: payload.collection.portfolios.map((each) => ({
              id: each.id,
              title: each.title,
              pictureUrl: each.cover?.url ?? null,
            })),
          };
        } catch {
          return { ok: false, message: failed };
        }
      }}
    />
  );
}

/** The collection's designers, in order, added by their number; saved with `setCollectionDesigners`. */
export function CollectionDesigners({
  collectionId,
  saved,
}: {
  collectionId: string;
  saved: CollectionItem[];
}) {
  const text = useText();
  const serverText = useServerText();
  const client = useApolloClient();
  const designerItem = useDesignerItem();
  const [setDesigners] = useMutation(SetCollectionDesignersMutation, {
    update(cache, { data }) {
      if (data?.setCollectionDesigners.errors.length === 0) {
        dropCollectionLists(cache, collectionId, 'designers');
      }
    },
  });

  async function lookup(id: string): Promise<LookedUp> {
    try {
      const { data } = await client.query({
        query: CollectionDesignerLookupQuery,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      return data?.designer ? { found: designerItem(data.designer) } : { missing: true };
    } catch {
      return { unknown: true };
    }
  }

  return (
    <CollectionItemsPanel
      kind="designers"
      saved={saved}
      lookup={lookup}
      save={async (designerIds) => {
        const failed = text('staff.collections.designers.failed');
        try {
          const result = await setDesigners({ variables: { id: collectionId, designerIds } });
          const payload = result.data?.setCollectionDesigners;
          if (!payload?.collection || payload.errors.length > 0) {
            const errors = payload?.errors ?? [];
            return {
              ok: false,
              message: errors.map((error) => serverText(error, failed)).join(' ') || failed,
            };
          }
          return { ok: true, items: payload.collection.designers.map(designerItem) };
        } catch {
          return { ok: false, message: failed };
        }
      }}
    />
  );
}
