import { useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The fetch policy of a screen that must start from what the server holds now: `network-only` when it opens in the
 * browser, but `cache-first` on a page the BFF has just rendered from fresh data (hydrating must not ask again).
 * Apollo Client 4 keeps a `network-only` query off the cache until a network answer arrives, which a hydrated
 * page never gets: it would miss every later cache update (a new tag in the editor's pickers). Chosen once, when
 * the screen first renders.
 */
export function useFreshFetchPolicy(): 'network-only' | 'cache-first' {
  const hydrated = useHydrated();
  const [policy] = useState<'network-only' | 'cache-first'>(hydrated ? 'network-only' : 'cache-first');
  return policy;
}
