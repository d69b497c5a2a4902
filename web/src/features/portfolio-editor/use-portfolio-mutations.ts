import type { ApolloCache, Reference } from '@apollo/client';
import { getFragmentData, graphql } from '../../graphql/generated';
import { useWrite, type WriteWords } from '../../components/use-write';
import { useText } from '../../i18n/use-text';
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
      ...UserErrors
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
        ...UserErrors
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
 * Saving a portfolio, with the cache updates the member's other screens need, and said in a dialog: `save(undefined,
 * input)` creates one, `save(id, input)` replaces that one's content. A refusal shows the server's reasons; an edit
 * says whether visitors keep the published version meanwhile.
 */
export function useSavePortfolio(viewerId: string) {
  const text = useText();
  const saving = {
    accepted: (payload: PortfolioSaveResult_PayloadFragment) => Boolean(payload.portfolio),
    tell: 'dialog',
    update: (cache: ApolloCache) => forgetOwnPortfolios(cache, viewerId),
  } as const;
  const create = useWrite(CreatePortfolioMutation, {
    ...saving,
    payload: (data) => getFragmentData(PortfolioSaveResult_payload, data.createPortfolio),
  });
  const update = useWrite(UpdatePortfolioMutation, {
    ...saving,
    payload: (data) => getFragmentData(PortfolioSaveResult_payload, data.updatePortfolio),
  });
  const words = (done: WriteWords<PortfolioSaveResult_PayloadFragment>['done']) =>
    ({
      done,
      failed: {
        tone: 'error',
        message: text('portfolioEditor.saveFailed'),
        detail: text('portfolioEditor.saveFailedText'),
      },
      refused: ({ reason }: { reason: string }) => ({
        tone: 'error',
        message: text('portfolioEditor.saveRefused'),
        detail: reason || undefined,
      }),
    }) satisfies WriteWords<PortfolioSaveResult_PayloadFragment>;

  return function save(id: string | undefined, input: PortfolioInput) {
    if (id === undefined)
      return create.write(
        { input },
        words({
          tone: 'success',
          message: text('portfolioEditor.created'),
          detail: text('portfolioEditor.createdText'),
        }),
      );
    return update.write(
      { id, input },
      words((payload) => ({
        tone: 'success',
        message: text('portfolioEditor.edited'),
        // A published portfolio stays online as it was until the edit is approved.
        detail: text(
          payload.portfolio?.approvalStatus === 'APPROVED'
            ? 'portfolioEditor.editedPublishedText'
            : 'portfolioEditor.editedText',
        ),
      })),
    );
  };
}

/** Adding a tag: a new normal tag joins every cached `tags` list it belongs in, so pickers offer it at once. */
export function useCreateTag() {
  return useWrite(CreateTagMutation, {
    payload: (data) => data.createTag,
    accepted: (payload) => payload.status === 'ADDED' && Boolean(payload.tag),
    tell: 'dialog',
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
