import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/**
 * What happens once the BFF has set the session cookie: the Apollo store is reset, so every screen asks
 * again who is signed in (the header, the member guards), then the browser moves on.
 * `finishing` tells the screen not to treat the fresh viewer as "already signed in".
 */
export function useFinishSignIn() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const finish = useCallback(
    async (destination: string) => {
      setFinishing(true);
      try {
        await client.resetStore();
      } catch {
        // A screen whose refetch failed loads its data again when it is shown.
      }
      navigate(destination, { replace: true });
    },
    [client, navigate],
  );
  return { finishing, finish };
}

/**
 * Where to go after signing in: the member page a guard sent the visitor from (`location.state.from`), if it
 * is a path on this site, else the home page.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home;
  if (from === paths.login || from.startsWith(`${paths.login}?`)) return paths.home;
  return from;
}
