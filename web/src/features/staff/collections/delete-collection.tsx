import { useId } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { graphql } from '../../../graphql/generated';
import type { DeleteCollectionMutationMutation } from '../../../graphql/generated/graphql';
import { SectionTitle } from '../../../components/layout/container';
import { OutlineButton } from '../../../components/button';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';
import { framedSurface } from '../../../styles/surface';

const DeleteCollectionMutation = graphql(`
  mutation DeleteCollectionMutation($id: ID!) {
    deleteCollection(id: $id) {
      deletedId
      errors {
        ...UserErrors
      }
    }
  }
`);

const payloadOf = (data: DeleteCollectionMutationMutation) => data.deleteCollection;

/** Deletes the collection after the operator confirms, then goes back to the list. */
export function DeleteCollection({ id, name }: { id: string; name: string }) {
  const text = useText();
  const navigate = useNavigate();
  const headingId = useId();
  const { remove: removeConfirmed, deleting } = useConfirmedDelete(DeleteCollectionMutation, payloadOf);

  function remove() {
    return removeConfirmed({
      variables: { id },
      confirm: {
        title: text('staff.collections.editor.deleteConfirm', { name }),
        text: text('staff.collections.editor.deleteConfirmText'),
        confirmLabel: text('staff.collections.editor.delete'),
      },
      failed: text('staff.collections.editor.deleteFailed'),
      // Dropped from the cache once the editor is gone: its own query would otherwise ask for it again and find
      // nothing. The list asks the server again as it opens.
      afterDelete: () => navigate(paths.staffCollections),
      evict(cache) {
        cache.evict({ id: cache.identify({ __typename: 'Collection', id }) });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'collections' });
      },
    });
  }

  return (
    <Danger aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{text('staff.collections.editor.deleteTitle')}</SectionTitle>
      <p>{text('staff.collections.editor.deleteHint')}</p>
      <OutlineButton type="button" disabled={deleting} onClick={() => void remove()}>
        {text('staff.collections.editor.delete')}
      </OutlineButton>
    </Danger>
  );
}

const Danger = styled.section`
  ${framedSurface}
  border-color: ${({ theme }) => theme.colors.rejected};
  margin: 48px 0 32px;
  padding: 16px 20px;
  h2 {
    margin-top: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
