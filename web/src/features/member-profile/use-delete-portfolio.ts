import { useCallback } from 'react';
import { graphql } from '../../graphql/generated';
import type { DeletePortfolioMutationMutation } from '../../graphql/generated/graphql';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useText } from '../../i18n/use-text';

const DeletePortfolioMutation = graphql(`
  mutation DeletePortfolioMutation($id: ID!) {
    deletePortfolio(id: $id) {
      deletedId
      errors {
        ...UserErrors
      }
    }
  }
`);

const payloadOf = (data: DeletePortfolioMutationMutation) => data.deletePortfolio;

/**
 * Deleting one of the member's portfolios (§8): the confirmation 'are you sure to delete', the mutation,
 * the success dialog, then `reload` (the list's refetch); the deleted portfolio also leaves the cache, so
 * no other list shows it. A refusal shows the server's message.
 */
export function useDeletePortfolio(reload: () => Promise<unknown>) {
  const text = useText();
  const { remove: removeConfirmed, deleting } = useConfirmedDelete(DeletePortfolioMutation, payloadOf);

  const remove = useCallback(
    async (portfolio: { id: string; title: string }) => {
      await removeConfirmed({
        variables: { id: portfolio.id },
        confirm: {
          title: text('memberProfile.deleteConfirm'),
          text: text('memberProfile.deleteConfirmText', { title: portfolio.title }),
        },
        failed: text('memberProfile.deleteFailed'),
        failedText: text('memberProfile.deleteFailedText'),
        deleted: text('memberProfile.deleteSuccess'),
        afterDelete: reload,
        evict: (cache) => cache.evict({ id: cache.identify({ __typename: 'Portfolio', id: portfolio.id }) }),
      });
    },
    [removeConfirmed, text, reload],
  );

  return { remove, deleting };
}
