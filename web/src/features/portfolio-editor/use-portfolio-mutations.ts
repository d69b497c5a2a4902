import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { getFragmentData, graphql } from '../../graphql/generated';
import type { PortfolioInput, PortfolioSaveResult_PayloadFragment } from '../../graphql/generated/graphql';

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
      code
      limit
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
        code
        limit
      }
    }
  }
`);

/** The member's own list shows approval status: a new or edited portfolio (pending again) must be refetched. */
function forgetOwnPortfolios(cache: ApolloCache, viewerId: string) {
  cache.evict({ id: cache.identify({ __typename: 'Viewer', id: viewerId }), fieldName: 'portfolios' });
  cache.gc();
}

/** What a save came to: the portfolio as stored, or the server's reasons. */
export type PortfolioSaveOutcome =
  | { ok: true; portfolio: NonNullable<PortfolioSaveResult_PayloadFragment['portfolio']> }
  | { ok: false; errors: readonly { message: string }[] };

function outcomeOf(payload: PortfolioSaveResult_PayloadFragment | undefined): PortfolioSaveOutcome {
  return payload?.portfolio
    ? { ok: true, portfolio: payload.portfolio }
    : { ok: false, errors: payload?.errors ?? [] };
}

/**
 * Saving a portfolio, with the cache updates the member's other screens need: `save(undefined, input)` creates
 * one, `save(id, input)` replaces that one's content; either answers the stored portfolio or the reasons.
 */
export function useSavePortfolio(viewerId: string) {
  const forget = { update: (cache: ApolloCache) => forgetOwnPortfolios(cache, viewerId) };
  const [createPortfolio] = useMutation(CreatePortfolioMutation, forget);
  const [updatePortfolio] = useMutation(UpdatePortfolioMutation, forget);
  return async function save(id: string | undefined, input: PortfolioInput): Promise<PortfolioSaveOutcome> {
    if (id === undefined) {
      const { data } = await createPortfolio({ variables: { input } });
      return outcomeOf(data && getFragmentData(PortfolioSaveResult_payload, data.createPortfolio));
    }
    const { data } = await updatePortfolio({ variables: { id, input } });
    return outcomeOf(data && getFragmentData(PortfolioSaveResult_payload, data.updatePortfolio));
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
