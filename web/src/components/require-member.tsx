import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useLocation } from 'react-router';
import { graphql } from '../graphql/generated';
import { paths } from '../config/paths';
import { useDialog } from './dialog';
import { LoadingOverlay } from './status';
import type { MessageId } from '../i18n/catalog';
import { useText } from '../i18n/use-text';
import { useHydrated } from '../lib/use-hydrated';

const RequireMemberQuery = graphql(`
  query RequireMemberQuery {
    viewer {
      id
    }
  }
`);

/**
 * Wraps the member screens of §6. Without a session it alerts 'Please login...' and goes to /login, which
 * returns to the page asked for after signing in (`location.state.from`).
 */
export function RequireMember({
  children,
  messageId = 'auth.pleaseLogin',
}: {
  children: ReactNode;
  /** The alert's message: 'Please login...' by default; creating a portfolio says 'unauthorized' (§5). */
  messageId?: MessageId;
}) {
  // The header has asked for the viewer already, and every member screen's own query asks again: a session that
  // ended shows there as `viewer: null` in the cache, which brings this guard back to the login page. Asking the
  // server here too would check the token twice per navigation.
  const { data, loading } = useQuery(RequireMemberQuery, { fetchPolicy: 'cache-first' });
  const location = useLocation();
  const dialog = useDialog();
  const text = useText();
  // The server renders no redirect (it has no effects): the browser alerts and leaves once it has taken the page over.
  const hydrated = useHydrated();
  const signedOut = hydrated && !loading && !data?.viewer;
  const alerted = useRef(false);

  useEffect(() => {
    if (!signedOut || alerted.current) return;
    alerted.current = true;
    void dialog.alert({
      kind: 'warning',
      title: text(messageId),
      text: text('auth.pleaseLoginText'),
    });
  }, [signedOut, dialog, text, messageId]);

  if (data?.viewer) return <>{children}</>;
  if (loading || !hydrated) return <LoadingOverlay />;
  return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
}
