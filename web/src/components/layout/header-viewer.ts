import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { HeaderViewerQueryQuery } from '../../graphql/generated/graphql';
import { paths } from '../../config/paths';
import { useDialog } from '../dialog';
import { useWrite } from '../use-write';
import { useText } from '../../i18n/use-text';

/** Who is signed in, for the header on every page: a small query of its own, apart from the routes'. */
export const HeaderViewerQuery = graphql(`
  query HeaderViewerQuery {
    viewer {
      id
      picture {
        url
      }
      profileId
      staffRole
      firstName {
        th
        en
      }
    }
  }
`);

const LogoutMutation = graphql(`
  mutation LogoutMutation {
    logout {
      success
      errors {
        ...UserErrors
      }
    }
  }
`);

export type HeaderViewer = NonNullable<HeaderViewerQueryQuery['viewer']>;

/** The signed-in member for the header (null for a visitor), and whether the first answer is still on its way. */
export function useHeaderViewer(): { viewer: HeaderViewer | null; pending: boolean } {
  const { data, loading } = useQuery(HeaderViewerQuery);
  return { viewer: data?.viewer ?? null, pending: loading && !data };
}

/** Holds the place of the login button or picture until the header knows who is there (no flash of "log in"). */
export const AccountPlaceholder = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.line};
`;

/**
 * Logout (§4, §8): asks 'ต้องการออกจากระบบหรือไม่?' first; on yes ends the session, goes to /login and
 * empties the Apollo cache so no member data stays in the page, then asks the header who is signed in.
 */
export function useLogout(): () => Promise<void> {
  const text = useText();
  const dialog = useDialog();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { write: logout } = useWrite(LogoutMutation, { payload: (data) => data.logout, tell: 'dialog' });
  return useCallback(async () => {
    const yes = await dialog.confirm({ title: text('header.logoutConfirm') });
    if (!yes) return;
    const outcome = await logout({}, { failed: text('header.logoutFailed') });
    await outcome.told;
    if (!outcome.ok) return;
    // Emptied before /login opens, so the login screen never reads the old viewer from the cache.
    // clearStore tells no mounted query (the member screen's guard stays quiet until it unmounts), so the
    // header asks again itself once the login screen is shown.
    await client.clearStore();
    await navigate(paths.login, { replace: true });
    await client.refetchQueries({ include: [HeaderViewerQuery] });
  }, [client, dialog, text, logout, navigate]);
}
