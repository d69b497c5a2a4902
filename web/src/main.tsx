import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/fonts.css';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { readServerState } from './app/server-state';
import { createApolloClient } from './lib/apollo-client';

/**
 * Takes over the page the BFF rendered (hydrating it from the data it was rendered with, asking nothing again), or
 * renders the bare shell the BFF sends when it could not render.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const serverState = readServerState();
  const router = await createRouter();
  const app = (
    <StrictMode>
      <AppProviders
        client={createApolloClient({ serverState: serverState?.apollo })}
        locale={serverState?.locale}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
