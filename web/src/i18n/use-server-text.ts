import { useCallback } from 'react';
import type { MessageId } from './catalog';
import { useText } from './use-text';
import { messages as serverMessages } from './server-messages';
import { addCatalog } from './messages-store';

// The server's messages arrive with the screens that can show one, not with every page (a visitor's pages show none).
addCatalog(serverMessages);

/** A message as the server gave it: its English text, its code when the BFF knows it, the limit it names. */
export interface ServerSaid {
  message?: string | null;
  /** `code` of a user error, `messageCode` of a payload. */
  code?: string | null;
  messageCode?: string | null;
  limit?: number | null;
}

const KNOWN = new Set(Object.keys(serverMessages.th));

/** What `useServerText` answers: one server message, or a list of them, in the reader's words. */
export type ServerText = (
  said: ServerSaid | readonly ServerSaid[] | null | undefined,
  fallback?: string,
) => string;

/** A catalogue message in the current language (`useText`'s answer). */
type Text = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * The site's words for a server message in the reader's language, with `text` of `useText`: the catalogue's text for
 * its code, the server's own text only for a message without a code the site knows (a newer server's), else
 * `fallback`. A list (a payload's `errors`) is said message after message, or `fallback` when it holds none. For code
 * outside a component (a write loaded on demand); components call `useServerText`.
 */
export function serverTextOf(
  text: Text,
  said: ServerSaid | readonly ServerSaid[] | null | undefined,
  fallback = '',
): string {
  const one = (each: ServerSaid | null | undefined) => {
    const code = each?.code ?? each?.messageCode;
    const id = `server.${code}`;
    if (code && KNOWN.has(id)) return text(id as MessageId, { limit: each?.limit ?? 0 });
    return each?.message || fallback;
  };
  if (!isList(said)) return one(said);
  return said.map(one).join(' ') || fallback;
}

/** `serverTextOf` in the reader's language, for a component. Call it `serverText`. */
export function useServerText(): ServerText {
  const text = useText();
  return useCallback((said, fallback = '') => serverTextOf(text, said, fallback), [text]);
}

function isList(said: ServerSaid | readonly ServerSaid[] | null | undefined): said is readonly ServerSaid[] {
  return Array.isArray(said);
}
