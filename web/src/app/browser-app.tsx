import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApolloClient, endServerStateGrace, readAhead } from '../lib/apollo-client';
import { openEveryGate, startHydration } from '../lib/hydration-gates';
import { nextTask } from '../lib/next-task';
import { followNavigations } from '../lib/view-source';
import { TitleCutsProvider } from '../components/cut-title';
import { AppProviders } from './providers';
import { createRouter, firstScreenQueries } from './router';
import type { ServerState } from './server-state';

/** Renders its children, and calls `onHydrated` once they have hydrated (its effect runs after theirs). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * The app in the browser: takes over the page the BFF rendered (hydrating it from the data it was rendered with,
 * asking nothing again), or renders the bare shell the BFF sends when it could not render. The router (with the
 * screen's chunk), the client and the first render are tasks of their own (decision 031).
 */
export async function startApp(root: HTMLElement, serverState: ServerState | undefined): Promise<void> {
  const router = await createRouter();
  followNavigations(router);
  // Subscribed before the app is: a navigation opens the gates of the parts not yet hydrated before it reaches them.
  const unsubscribe = router.subscribe(() => {
    openEveryGate();
    unsubscribe();
  });
  await nextTask();
  const client = createApolloClient({ serverState: serverState?.apollo });
  if (serverState) {
    // The first screen's answers, read from the server's state a query per task (see readAhead).
    const searchParams = new URLSearchParams(window.location.search);
    for (const query of firstScreenQueries(router.state.matches, searchParams)) {
      await nextTask();
      readAhead(client, query);
    }
  }
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
    // As a transition, hydrating yields to the browser every few milliseconds instead of holding the main thread
    // until the whole page is done (decision 041); the server's HTML is on screen meanwhile, and a reader's input
    // hydrates the part it reaches first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
