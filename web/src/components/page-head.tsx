import { createContext, useContext, useEffect } from 'react';
import type { MessageId } from '../i18n/catalog';
import { useText } from '../i18n/use-text';

/** What a page says of itself in the document's head, and the status it answers with. */
export interface PageHead {
  /** The page's own title in the reader's language; the site's name follows it in the tab and in previews. */
  title: string;
  /** One or two sentences for search results and link previews; the site's tagline when absent. */
  description?: string;
  /** The picture of a link preview (absolute URL; the BFF's `?card` copy is 1200×630). */
  image?: string | null;
  /** Open Graph's kind of page. */
  type?: 'website' | 'article' | 'profile';
  /** The HTTP status of the page: 404 for an unknown address or a portfolio or designer that is not there. */
  status?: number;
  /** Pages of one member (their forms, the sign-in screens) are kept out of search engines. */
  noindex?: boolean;
}

/** The head of the page being rendered on the server, with its title already completed. */
export interface RenderedHead extends PageHead {
  documentTitle: string;
  description: string;
}

/** Where the server rendering collects the head of the page; there is none in the browser. */
export interface PageHeadCollector {
  head?: RenderedHead;
}

const PageHeadCollectorContext = createContext<PageHeadCollector | null>(null);

/** Given by the server rendering around the app. */
export const PageHeadCollectorProvider = PageHeadCollectorContext.Provider;

/**
 * Declares the page's title, description and preview. Every route calls it once. On the server the last call of a
 * render wins (the route's, below the layout's), and the BFF writes it into the head before the first byte; in the
 * browser the tab's title and the description follow in-app navigation.
 */
export function usePageHead(head: PageHead): void {
  const text = useText();
  const documentTitle = text('head.title', { title: head.title });
  const description = head.description || text('head.description');
  const collector = useContext(PageHeadCollectorContext);
  // Rendering on the server has no effects: the head is written down while rendering, the only time it can be.
  if (collector) collector.head = { ...head, documentTitle, description };
  useEffect(() => {
    document.title = documentTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [documentTitle, description]);
}

/**
 * The head of a page kept out of search engines (a member's own screens, the staff's, the sign-in forms): its title
 * and description by their catalogue ids.
 */
export function useUnlistedPageHead(title: MessageId, description?: MessageId): void {
  const text = useText();
  usePageHead({ title: text(title), description: description && text(description), noindex: true });
}
