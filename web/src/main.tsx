import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/fonts.css';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { readServerState } from './app/server-state';
import { createApolloClient, endServerStateGrace } from './lib/apollo-client';
import type { ApolloClient } from '@apollo/client';

/** Renders its children, and ends the server state's grace once they have hydrated (its effect runs after theirs). */
function Hydrated({ client, children }: { client: ApolloClient; children: ReactNode }) {
  useEffect(() => endServerStateGrace(client), [client]);
  return children;
}

/**
 * Takes over the page the BFF rendered (hydrating it from the data it was rendered with, asking nothing again), or
 * renders the bare shell the BFF sends when it could not render.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const serverState = readServerState();
  const router = await createRouter();
  const client = createApolloClient({ serverState: serverState?.apollo });
  const app = (
    <StrictMode>
      <Hydrated client={client}>
        <AppProviders client={client} locale={serverState?.locale}>
          <RouterProvider router={router} />
        </AppProviders>
      </Hydrated>
    </StrictMode>
  );
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
