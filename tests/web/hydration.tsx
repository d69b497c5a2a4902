import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { createCache } from '../../web/src/lib/apollo-client';
import { useLocale } from '../../web/src/i18n/locale';

// Rendering and hydrating by hand (not through Testing Library): React is told this is a test's act() environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Whether React has hydrated the element (it owns an `__reactProps$…` property from then on). */
export const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** A client that asks nothing: the pages of these tests hold their data in props. */
export function offlineClient(): ApolloClient {
  return new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
}

/** The server's HTML of `page`, in a container of the document: what the browser has before it hydrates. */
export function serverRendered(page: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** Hydrates the server's HTML in `container` with `page`, as the browser does; React's recoverable errors (a
 * mismatch that threw the server's HTML away) go to `onRecoverableError`. */
export async function hydrate(
  container: HTMLElement,
  page: ReactElement,
  onRecoverableError?: (error: unknown) => void,
): Promise<Root> {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, onRecoverableError ? { onRecoverableError } : {});
  });
  return root!;
}

/** A button (`#english`) that switches the page to English, as the header's TH/EN does. */
export function SwitchToEnglish() {
  const { setLocale } = useLocale();
  return (
    <button type="button" id="english" onClick={() => setLocale('en')}>
      EN
    </button>
  );
}
