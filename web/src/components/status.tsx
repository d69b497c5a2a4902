import type { ReactNode } from 'react';
import styled from 'styled-components';
import { spinnerRing } from './spinner';
import type { MessageId } from '../i18n/catalog';
import { useText } from '../i18n/use-text';
import { NotFoundPage } from './not-found-page';
import { useHydrated } from '../lib/use-hydrated';

const Overlay = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
  gap: 12px;
  color: ${({ theme }) => theme.colors.muted};
  &::before {
    content: '';
    ${spinnerRing(28)}
  }
`;

/** Shown while a page's data loads. */
export function LoadingOverlay() {
  const text = useText();
  return (
    <Overlay role="status" aria-live="polite">
      {text('common.loading')}
    </Overlay>
  );
}

const Message = styled.p`
  text-align: center;
  padding: 56px 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
`;

/** An empty list: 'ยังไม่มีผลงาน' by default, or another catalogue message. */
export function EmptyState({ messageId = 'common.noData' }: { messageId?: MessageId }) {
  const text = useText();
  return <Message role="status">{text(messageId)}</Message>;
}

/** A failed load, with a retry. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const text = useText();
  return (
    <Message role="alert">
      {text('common.error')}{' '}
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {text('common.retry')}
        </button>
      ) : null}
    </Message>
  );
}

/** What `QueryState` needs of an Apollo query result. */
export interface QueryProgress {
  loading: boolean;
  error?: unknown;
  /** The answer shown (a page that keeps the previous variables' answer on screen passes that one). */
  data?: unknown;
  refetch(): unknown;
}

/**
 * A page's data states in one place: the loading overlay until the first answer, a failed first load with a
 * retry (in the browser: the server renders a failure as loading, and the browser asks again), an empty state when `empty` (the not-found message with `emptyMessageId`), the not-found page (a 404)
 * when `missing` (a portfolio or designer that is not there), otherwise the children. Data already shown stays
 * shown while a refetch runs or fails.
 */
export function QueryState({
  query,
  empty = false,
  emptyMessageId,
  missing,
  children,
}: {
  query: QueryProgress;
  empty?: boolean;
  emptyMessageId?: MessageId;
  /** The page's one object is not there: the not-found page's heading says which. */
  missing?: { when: boolean; titleId: MessageId };
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  // A query that failed on the server is rendered as still loading: the browser has no copy of the error, so its
  // first render shows loading and asks again. Rendering the error here made React throw the server's page away
  // when it took it over (a hydration mismatch, #418), seen on search when the server was busy.
  if (query.data === undefined && (query.loading || (query.error && !hydrated))) return <LoadingOverlay />;
  if (query.data === undefined && query.error) return <ErrorState onRetry={() => void query.refetch()} />;
  if (missing?.when) return <NotFoundPage titleId={missing.titleId} />;
  if (empty) return <EmptyState messageId={emptyMessageId} />;
  return <>{children}</>;
}
