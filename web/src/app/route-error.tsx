import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PrimaryButton } from '../components/button';
import { PageSubtitle, PageTitle } from '../components/layout/container';
import { MessagePage, NotFoundPage } from '../components/not-found-page';
import { usePageHead } from '../components/page-head';
import { useText } from '../i18n/use-text';

/**
 * A screen's code that could not be fetched (a flaky phone network, or a tab left open across a release whose old
 * chunks are gone), as Chromium, Firefox, Safari and Vite's preloader word it.
 */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch/i;

function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

function FailedPage({ chunk }: { chunk: boolean }) {
  const text = useText();
  usePageHead({ title: text('appError.title'), status: 500, noindex: true });
  return (
    <MessagePage role="alert">
      <PageTitle>{text('appError.title')}</PageTitle>
      <PageSubtitle>{text(chunk ? 'appError.chunk' : 'appError.unexpected')}</PageSubtitle>
      <PrimaryButton type="button" onClick={() => window.location.reload()}>
        {text('appError.reload')}
      </PrimaryButton>
    </MessagePage>
  );
}

/**
 * What a route shows when it fails instead of React Router's developer page: the not-found page for a 404, else a
 * plain message and a reload button (which fetches the current release's chunks).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <FailedPage chunk={isChunkLoadFailure(error)} />;
}
