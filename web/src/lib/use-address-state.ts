import { useSearchParams } from 'react-router';

/** The history state of an address change made inside a screen: ScrollToTop leaves the reader where they are. */
const KEEP_SCROLL = { keepScroll: true } as const;

/** Whether a history entry's state says it was a change inside the screen (a sort, a tab, More), not a new page. */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
}

/** A change of the address's parameters: a value sets one, `undefined` removes it (the screen's default). */
export type AddressChanges = Record<string, string | undefined>;

/**
 * A screen's own state kept in the address's query (a sort, a chosen category, a tab, an expanded list), so that
 * Back, a reload and a shared link restore it; the server renders from the same address, so the HTML and the
 * hydrated page agree. A value at its default is left out, which keeps the plain address of the screen. A change
 * keeps the other parameters and the scroll position; it adds a history entry (Back undoes it) unless `replace`.
 */
export function useAddressState(): [
  params: URLSearchParams,
  change: (changes: AddressChanges, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  function change(changes: AddressChanges, { replace = false } = {}) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    if (next.toString() === params.toString()) return;
    setParams(next, { replace, state: KEEP_SCROLL });
  }
  return [params, change];
}
