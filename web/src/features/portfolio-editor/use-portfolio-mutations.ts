import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { getFragmentData, graphql } from '../../graphql/generated';

/** What saving a portfolio answers, created or edited alike: the portfolio as stored, or what to fix. */
const PortfolioSaveResult_payload = graphql(`
  fragment PortfolioSaveResult_payload on PortfolioPayload {
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
`);

const CreatePortfolioMutation = graphql(`
  mutation CreatePortfolioMutation($input: PortfolioInput!) {
    createPortfolio(input: $input) {
      ...PortfolioSaveResult_payload
    }
  }
`);

const UpdatePortfolioMutation = graphql(`
  mutation UpdatePortfolioMutation($id: ID!, $input: PortfolioInput!) {
    updatePortfolio(id: $id, input: $input) {
      ...PortfolioSaveResult_payload
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

/**
 * Saving a portfolio (create or edit), with the cache updates the member's other screens need. `create` and
 * `update` answer as Apollo's mutate functions do, with the shared payload fragment read out, so the route
 * reads the saved portfolio and the errors of either alike.
 */
export function useSavePortfolio(viewerId: string) {
  const forget = { update: (cache: ApolloCache) => forgetOwnPortfolios(cache, viewerId) };
  const [createPortfolio] = useMutation(CreatePortfolioMutation, forget);
  const [updatePortfolio] = useMutation(UpdatePortfolioMutation, forget);
  return {
    async create(options: Parameters<typeof createPortfolio>[0]) {
      const { data } = await createPortfolio(options);
      return {
        data: data && { createPortfolio: getFragmentData(PortfolioSaveResult_payload, data.createPortfolio) },
      };
    },
    async update(options: Parameters<typeof updatePortfolio>[0]) {
      const { data } = await updatePortfolio(options);
      return {
        data: data && { updatePortfolio: getFragmentData(PortfolioSaveResult_payload, data.updatePortfolio) },
      };
    },
  };
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
