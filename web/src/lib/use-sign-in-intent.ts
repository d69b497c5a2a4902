import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths';

/** The query parameter that carries, through signing in, what a visitor asked to do on a page. */
const INTENT_PARAM = 'intent';

/** What a visitor can ask for before signing in, and finish once back on the page. */
export type SignInIntent = 'appreciate' | 'follow';

/**
 * Sends a visitor to sign in for an act on this page (`appreciate`, `follow`): the login page brings them back here
 * with the act in the address (`?intent=appreciate`), where `useIntentOnReturn` finishes it.
 */
export function useSignInFor(): (intent: SignInIntent) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (intent: SignInIntent) => {
      const params = new URLSearchParams(location.search);
      params.set(INTENT_PARAM, intent);
      void navigate(paths.login, { state: { from: `${location.pathname}?${params.toString()}` } });
    },
    [navigate, location.pathname, location.search],
  );
}

/**
 * The intents already taken up, by the navigation that carried them (`location.key`): more than one button of a page
 * may offer the same act, and an effect may run twice (StrictMode); the act must run once.
 */
const takenUp = new Set<string>();

/**
 * Finishes, once per page, the act a visitor asked for before signing in: when the address carries `intent` and
 * `ready` (the member's own state is known), the first button of that act to see it runs `finish` and takes the
 * intent out of the address (a reload or Back does not repeat it).
 */
export function useIntentOnReturn(intent: SignInIntent, ready: boolean, finish: () => unknown): void {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const asked = params.get(INTENT_PARAM) === intent;
  useEffect(() => {
    const claim = `${key}:${intent}`;
    if (!asked || !ready || takenUp.has(claim)) return;
    takenUp.add(claim);
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete(INTENT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    void finish();
  }, [asked, ready, key, intent, finish, setParams]);
}
