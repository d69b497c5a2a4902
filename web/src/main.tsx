import { readServerState } from './app/server-state';
import { INTL_LOCALE } from './i18n/intl-locale';
import { nextTask } from './lib/next-task';

/**
 * Makes the browser open its storage and load the reader's language's Intl data now, each in a task of its own,
 * rather than inside the router's creation and the first render: the first use of each costs a phone 5–50 ms (the
 * first Thai number format loads the Thai locale data: 25–30 ms on this machine's desktop CPU).
 */
async function openBrowserData(locale: string): Promise<void> {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage refused (private browsing): the router does without it.
  }
  await nextTask();
  new Intl.NumberFormat(locale);
  await nextTask();
  // The time zone's data and the plural rules were one task of 184 ms in a trace slowed 4×: each is now its own.
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Bangkok' }).format(0);
  await nextTask();
  new Intl.PluralRules(locale);
}

/**
 * Starts the app the boot script imports once the page has painted, in steps that are each a task of their own, so
 * that a phone stays responsive meanwhile (decision 031): the server's state, the browser's data, React's
 * evaluation, then the app's modules and the app (`app/browser-app.tsx`).
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
  const { startApp } = await import('./app/browser-app');
  await nextTask();
  await startApp(root, serverState);
}

void start();
