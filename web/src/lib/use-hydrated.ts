import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards (and for screens rendered
 * in the browser alone): what depends on the browser (a redirect, stored preferences) waits for it, so the first
 * render in the browser matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
