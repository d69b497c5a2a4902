import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';

const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsReadMutation {
    markNotificationsRead {
      unreadCount
    }
  }
`);

/**
 * Marks every notification of the member read (opening /notifications does): the bell's number becomes the server's
 * answer at once (the header reads `Viewer.unreadNotificationCount` from the cache), and the notifications shown
 * (`shownIds`) are read in the cache too, so the next visit does not show them as new from the cache. A failure is
 * quiet: the bell keeps its number and the next opening tries again.
 */
export function useMarkNotificationsRead(viewerId: string | undefined) {
  const [mark] = useMutation(MarkNotificationsReadMutation);
  return useCallback(
    async (shownIds: readonly string[]): Promise<boolean> => {
      try {
        await mark({
          update(cache, { data }) {
            const unreadCount = data?.markNotificationsRead.unreadCount;
            if (unreadCount === undefined) return;
            if (viewerId !== undefined)
              cache.modify({
                id: cache.identify({ __typename: 'Viewer', id: viewerId }),
                fields: { unreadNotificationCount: () => unreadCount },
              });
            for (const id of shownIds)
              cache.modify({
                id: cache.identify({ __typename: 'Notification', id }),
                fields: { read: () => true },
              });
          },
        });
        return true;
      } catch {
        return false;
      }
    },
    [mark, viewerId],
  );
}
