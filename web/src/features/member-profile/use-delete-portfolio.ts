import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { useDialog } from '../../components/dialog';
import { useText } from '../../i18n/use-text';
import { useServerText } from '../../i18n/use-server-text';

const DeletePortfolioMutation = graphql(`
  mutation DeletePortfolioMutation($id: ID!) {
    deletePortfolio(id: $id) {
      deletedId
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

/**
 * Deleting one of the member's portfolios (§8): the confirmation 'are you sure to delete', the mutation,
 * the success dialog, then `reload` (the list's refetch); the deleted portfolio also leaves the cache, so
 * no other list shows it. A refusal shows the server's message.
 */
export function useDeletePortfolio(reload: () => Promise<unknown>) {
  const text = useText();
  const say = useServerText();
  const dialog = useDialog();
  const client = useApolloClient();
  const [deletePortfolio, { loading }] = useMutation(DeletePortfolioMutation);

  const remove = useCallback(
    async (portfolio: { id: string; title: string }) => {
      const yes = await dialog.confirm({
        kind: 'warning',
        title: text('memberProfile.deleteConfirm'),
        text: text('memberProfile.deleteConfirmText', { title: portfolio.title }),
      });
      if (!yes) return;
      let refusal: string | undefined;
      try {
        const { data } = await deletePortfolio({ variables: { id: portfolio.id } });
        if (!data?.deletePortfolio.deletedId) refusal = say(data?.deletePortfolio.errors[0]);
      } catch {
        refusal = '';
      }
      if (refusal !== undefined) {
        await dialog.alert({
          kind: 'error',
          title: text('memberProfile.deleteFailed'),
          text: refusal || text('memberProfile.deleteFailedText'),
        });
        return;
      }
      await dialog.alert({
        kind: 'success',
        title: text('memberProfile.deleteSuccess'),
      });
      await reload();
      client.cache.evict({ id: client.cache.identify({ __typename: 'Portfolio', id: portfolio.id }) });
      client.cache.gc();
    },
    [client, deletePortfolio, dialog, text, say, reload],
  );

  return { remove, deleting: loading };
}
