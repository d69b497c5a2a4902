import { createContext, useContext } from 'react';

/**
 * The site's origin (`https://host`): the browser's own, or on the server the public address the BFF is reached at.
 * Pictures the BFF serves are recognised by it, to offer their resized copies.
 */
const SiteOriginContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);

/** Given by the server rendering; the browser's default is its own origin. */
export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
