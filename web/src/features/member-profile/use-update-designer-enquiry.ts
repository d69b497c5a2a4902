import { useCallback } from 'react';
import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import { graphql } from '../../graphql/generated';
import type { Said } from '../../components/status-line';
import { useWrite } from '../../components/use-write';
import { useText } from '../../i18n/use-text';

const UpdateDesignerEnquiryMutation = graphql(`
  mutation UpdateDesignerEnquiryMutation($id: ID!, $read: Boolean, $archived: Boolean) {
    updateDesignerEnquiry(id: $id, read: $read, archived: $archived) {
      enquiry {
        id
        read
        archived
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

/** An enquiry as the screen shows it, before the change. */
export interface ShownEnquiry {
  id: string;
  name: string;
  read: boolean;
  archived: boolean;
}

interface EnquiryState {
  read: boolean;
  archived: boolean;
}

/** What a cached page of `Viewer.enquiries` holds (pages are kept inside the viewer, not by id). */
interface CachedEnquiryPage {
  unread: number;
  items: readonly Reference[];
  pageInfo: { total: number };
}

/** 1 for an enquiry counted as unread (unread and in the inbox), else 0. */
const unreadInInbox = (enquiry: EnquiryState) => (!enquiry.read && !enquiry.archived ? 1 : 0);

/**
 * The cache after one enquiry changed from `before` to `after`: the unread counts (the member menu's, the tab's, each
 * cached page's) move by the difference; an enquiry archived or taken back leaves every cached page of the list it
 * was in, and the cached pages of the list it joined are dropped (asked again when shown, in their order).
 */
function updateCachedEnquiries(
  cache: ApolloCache,
  viewerId: string,
  before: ShownEnquiry,
  after: EnquiryState,
): void {
  const delta = unreadInInbox(after) - unreadInInbox(before);
  const moved = before.archived !== after.archived;
  cache.modify<{ unreadEnquiryCount: number; enquiries: CachedEnquiryPage }>({
    id: cache.identify({ __typename: 'Viewer', id: viewerId }),
    fields: {
      unreadEnquiryCount: (count) => Math.max(0, count + delta),
      enquiries(cached, { storeFieldName, readField, DELETE }) {
        if (isReference(cached)) return cached;
        const archiveList = storeFieldName.includes('"archived":true');
        if (moved && archiveList === after.archived) return DELETE;
        const page = { ...cached, unread: Math.max(0, cached.unread + delta) };
        if (!moved) return page;
        const items = cached.items.filter((item) => readField('id', item) !== before.id);
        if (items.length === cached.items.length) return page;
        return { ...page, items, pageInfo: { ...cached.pageInfo, total: cached.pageInfo.total - 1 } };
      },
    },
  });
}

/**
 * The designer's acts on an enquiry of their inbox (mark read or unread, archive or move back): the mutation, the
 * outcome in the reader's words (a `Said` for the status line) and the cache's counts and lists. Opening an unread
 * enquiry marks it read quietly (`quiet`: only a failure is said).
 */
export function useUpdateDesignerEnquiry(viewerId: string) {
  const text = useText();
  const { write, writing } = useWrite(UpdateDesignerEnquiryMutation, {
    payload: (data) => data.updateDesignerEnquiry,
    accepted: (payload) => Boolean(payload.enquiry),
  });

  const change = useCallback(
    async (
      enquiry: ShownEnquiry,
      changes: Partial<EnquiryState>,
      success: string | null,
    ): Promise<Said | null> => {
      const outcome = await write(
        { id: enquiry.id, ...changes },
        { done: success, failed: text('memberProfile.enquiries.failed') },
        {
          update(cache, { data }) {
            const after = data?.updateDesignerEnquiry.enquiry;
            if (after) updateCachedEnquiries(cache, viewerId, enquiry, after);
          },
        },
      );
      return outcome.said;
    },
    [write, viewerId, text],
  );

  const markRead = useCallback(
    (enquiry: ShownEnquiry, read: boolean, { quiet = false } = {}) =>
      change(
        enquiry,
        { read },
        quiet
          ? null
          : text(read ? 'memberProfile.enquiries.markedRead' : 'memberProfile.enquiries.markedUnread', {
              name: enquiry.name,
            }),
      ),
    [change, text],
  );

  const archive = useCallback(
    (enquiry: ShownEnquiry, archived: boolean) =>
      change(
        enquiry,
        { archived },
        text(archived ? 'memberProfile.enquiries.archived' : 'memberProfile.enquiries.unarchived', {
          name: enquiry.name,
        }),
      ),
    [change, text],
  );

  return { markRead, archive, updating: writing };
}
