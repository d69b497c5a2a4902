import { readServerState } from './app/server-state';
import { FIRST_FORMATTERS } from './i18n/first-formatters';
import { INTL_LOCALE } from './i18n/intl-locale';
import { intlWarmedUp } from './lib/intl-warm-up';
import { nextTask } from './lib/next-task';

/**
 * Makes the browser open its storage now, in a task of its own, rather than inside the router's creation (its first
 * use costs a phone 5–50 ms), and waits for the Intl data the boot script is building on a worker
 * (`lib/intl-warm-up.ts`): the first formatters cost the main thread nothing then. Made here, in tasks of their own,
 * they cost what is left if the worker could not do it.
 */
async function openBrowserData(locale: string): Promise<void> {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage refused (private browsing): the router does without it.
  }
  await intlWarmedUp();
  for (const make of FIRST_FORMATTERS) {
    await nextTask();
    make(locale);
  }
}

/**
 * Starts the app the boot script imports once the page has painted, in steps that are each a task of their own, so
 * that a phone stays responsive meanwhile (decision 031): the server's state, the browser's data, React's
 * evaluation, the other libraries', then the app's modules and the app (`app/browser-app.tsx`).
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const serverState = readServerState();
  await nextTask();
  await openBrowserData(INTL_LOCALE[serverState?.locale ?? 'th']);
  await nextTask();
  // React's own evaluation, before the app's: the largest library, and the one every other module needs.
  await import('react-dom/client');
  await nextTask();
  // Then the other libraries' chunk (Apollo, styled-components, react-intl: web/vite.config.ts), whose evaluation was
  // one task with the app's. Importing any module of that chunk evaluates all of it; this one, because its few
  // exports are in the chunk anyway (importing `@apollo/client` itself kept every export of Apollo's: 37 kB more).
  await import('@apollo/client/link/persisted-queries');
  await nextTask();
  const { startApp } = await import('./app/browser-app');
  await nextTask();
  await startApp(root, serverState);
}

void start();
