import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isStartingUp } from './hydration-gates';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards (and for screens rendered
 * in the browser alone): what depends on the browser (a redirect, stored preferences) waits for it, so the first
 * render in the browser matches the server's.
 *
 * While the page starts up, a part flips once it has hydrated in a transition, which React renders in slices between
 * the browser's other work. (Read only from `useSyncExternalStore`'s server value, the flip was one synchronous
 * render of every such part and all under it, right after hydration: a 70–150 ms task on a slowed phone, decision
 * 031.) A part first rendered after the start (client navigation, a language switch) is hydrated from its first
 * render, and React still gives a part hydrating the server's HTML the server's value.
 */
export function useHydrated(): boolean {
  const atFirst = useSyncExternalStore(
    noSubscription,
    () => !isStartingUp(),
    () => false,
  );
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!atFirst) startTransition(() => setLater(true));
  }, [atFirst]);
  return atFirst || later;
}
