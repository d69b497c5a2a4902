import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../graphql/generated';

const CreatePortfolioMutation = graphql(`
  mutation CreatePortfolioMutation($input: PortfolioInput!) {
    createPortfolio(input: $input) {
      portfolio {
        id
        ...PortfolioForm_portfolio
      }
      message
      errors {
        field
        message
      }
    }
  }
`);

const UpdatePortfolioMutation = graphql(`
  mutation UpdatePortfolioMutation($id: ID!, $input: PortfolioInput!) {
    updatePortfolio(id: $id, input: $input) {
      portfolio {
        id
        approvalStatus
        ...PortfolioForm_portfolio
      }
      message
      errors {
        field
        message
      }
    }
  }
`);

const CreateTagMutation = graphql(`
  mutation CreateTagMutation($name: String!, $type: TagType) {
    createTag(name: $name, type: $type) {
      status
      tag {
        id
        name
        type
      }
      message
      errors {
        field
        message
      }
    }
  }
`);

/** The member's own list shows approval status: a new or edited portfolio (pending again) must be refetched. */
function forgetOwnPortfolios(cache: ApolloCache, viewerId: string) {
  cache.evict({ id: cache.identify({ __typename: 'Viewer', id: viewerId }), fieldName: 'portfolios' });
  cache.gc();
}

/** Saving a portfolio (create or edit), with the cache updates the member's other screens need. */
export function useSavePortfolio(viewerId: string) {
  const [create] = useMutation(CreatePortfolioMutation, {
    update: (cache) => forgetOwnPortfolios(cache, viewerId),
  });
  const [update] = useMutation(UpdatePortfolioMutation, {
    update: (cache) => forgetOwnPortfolios(cache, viewerId),
  });
  return { create, update };
}

/** Adding a tag: a new normal tag joins every cached `tags` list it belongs in, so pickers offer it at once. */
export function useCreateTag() {
  return useMutation(CreateTagMutation, {
    update(cache, { data }) {
      const tag = data?.createTag.tag;
      if (!tag) return;
      const type = tag.type;
      cache.modify({
        fields: {
          tags(existing: readonly Reference[] | undefined, { storeFieldName, toReference, readField }) {
            if (!existing) return existing;
            const forType = storeFieldName === 'tags' || storeFieldName.includes(`"type":"${type}"`);
            if (!forType) return existing;
            if (existing.some((ref) => readField('id', ref) === tag.id)) return existing;
            const ref = toReference({ __typename: 'Tag', id: tag.id });
            return ref ? [...existing, ref] : existing;
          },
        },
      });
    },
  });
}
