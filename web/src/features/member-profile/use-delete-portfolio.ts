import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { useDialog } from '../../components/dialog';

const DeletePortfolioMutation = graphql(`
  mutation DeletePortfolioMutation($id: ID!) {
    deletePortfolio(id: $id) {
      deletedId
      errors {
        field
        message
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
  const intl = useIntl();
  const dialog = useDialog();
  const client = useApolloClient();
  const [deletePortfolio, { loading }] = useMutation(DeletePortfolioMutation);

  const remove = useCallback(
    async (portfolio: { id: string; title: string }) => {
      const yes = await dialog.confirm({
        kind: 'warning',
        title: intl.formatMessage({ id: 'memberProfile.deleteConfirm' }),
        text: intl.formatMessage({ id: 'memberProfile.deleteConfirmText' }, { title: portfolio.title }),
      });
      if (!yes) return;
      let refusal: string | undefined;
      try {
        const { data } = await deletePortfolio({ variables: { id: portfolio.id } });
        if (!data?.deletePortfolio.deletedId) refusal = data?.deletePortfolio.errors[0]?.message ?? '';
      } catch {
        refusal = '';
      }
      if (refusal !== undefined) {
        await dialog.alert({
          kind: 'error',
          title: intl.formatMessage({ id: 'memberProfile.deleteFailed' }),
          text: refusal || intl.formatMessage({ id: 'memberProfile.deleteFailedText' }),
        });
        return;
      }
      await dialog.alert({
        kind: 'success',
        title: intl.formatMessage({ id: 'memberProfile.deleteSuccess' }),
      });
      await reload();
      client.cache.evict({ id: client.cache.identify({ __typename: 'Portfolio', id: portfolio.id }) });
      client.cache.gc();
    },
    [client, deletePortfolio, dialog, intl, reload],
  );

  return { remove, deleting: loading };
}
