import { StrictMode, useEffect, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { readServerState } from './app/server-state';
import { nextTask } from './lib/next-task';
import { INTL_LOCALE } from './i18n/intl-locale';
import { openEveryGate, startHydration } from './lib/hydration-gates';

/** Renders its children, and ends the server state's grace once they have hydrated (its effect runs after theirs). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

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
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Bangkok' }).format(0);
  new Intl.PluralRules(locale);
}

/**
 * Takes over the page the BFF rendered (hydrating it from the data it was rendered with, asking nothing again), or
 * renders the bare shell the BFF sends when it could not render. Each step is a task of its own, so that a phone
 * stays responsive while the app starts: no step blocks it for long (decision 031).
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const serverState = readServerState();
  await nextTask();
  await openBrowserData(INTL_LOCALE[serverState?.locale ?? 'th']);
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { createApolloClient, endServerStateGrace } = await import('./lib/apollo-client');
  await nextTask();
  const { AppProviders } = await import('./app/providers');
  const { TitleCutsProvider } = await import('./components/cut-title');
  await nextTask();
  const { createRouter, RouterProvider } = await import('./app/router');
  await nextTask();
  const router = await createRouter();
  // Subscribed before the app is: a navigation opens the gates of the parts not yet hydrated before it reaches them.
  const unsubscribe = router.subscribe(() => {
    openEveryGate();
    unsubscribe();
  });
  await nextTask();
  const client: ApolloClient = createApolloClient({ serverState: serverState?.apollo });
  await nextTask();
  const app = (
    <StrictMode>
      <Hydrated onHydrated={() => endServerStateGrace(client)}>
        <TitleCutsProvider value={new Map(Object.entries(serverState?.cuts ?? {}))}>
          <AppProviders client={client} locale={serverState?.locale}>
            <RouterProvider router={router} />
          </AppProviders>
        </TitleCutsProvider>
      </Hydrated>
    </StrictMode>
  );
  if (serverState) {
    startHydration();
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

void start();
