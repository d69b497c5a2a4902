import type { NormalizedCacheObject } from '@apollo/client';
import type { Locale } from '../i18n/locale';

/** The id of the data block the server writes after the rendered page. */
const SERVER_STATE_ID = 'server-state';

/** What the server hands the browser with the HTML: the language it rendered in and the answers it used. */
export interface ServerState {
  locale: Locale;
  /** Apollo's cache after the server's render: hydrating asks nothing again. */
  apollo: NormalizedCacheObject;
  /** The titles the render cut, by `over,at,title` (`components/cut-title.tsx`): hydrating cuts nothing again. */
  cuts?: Record<string, string>;
}

/**
 * The state as a JSON data block: not a script that runs, so the Content-Security-Policy stays 'self'. `<` is
 * escaped so that no text in it (a portfolio title with `</script>`) can end the block.
 */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The state the server wrote, or undefined for a page the server did not render (it sent the bare shell). */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
