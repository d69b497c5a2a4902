import { useCallback } from 'react';
import type { MessageId } from './catalog';
import { useText } from './use-text';
import { messages as serverMessages } from './server-messages';

/** A message as the server gave it: its English text, its code when the BFF knows it, the limit it names. */
export interface ServerSaid {
  message?: string | null;
  /** `code` of a user error, `messageCode` of a payload. */
  code?: string | null;
  messageCode?: string | null;
  limit?: number | null;
}

const KNOWN = new Set(Object.keys(serverMessages.th));

/**
 * The site's words for a server message in the reader's language: the catalogue's text for its code, the server's
 * own text only for a message without a code the site knows (a newer server's), else `fallback`.
 */
export function useServerText(): (said: ServerSaid | null | undefined, fallback?: string) => string {
  const text = useText();
  return useCallback(
    (said, fallback = '') => {
      const code = said?.code ?? said?.messageCode;
      const id = `server.${code}`;
      if (code && KNOWN.has(id)) return text(id as MessageId, { limit: said?.limit ?? 0 });
      return said?.message || fallback;
    },
    [text],
  );
}
