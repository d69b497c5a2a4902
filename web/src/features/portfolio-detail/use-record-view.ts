import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { SHARED_PARAM, SHARED_VALUE, viewSourceNow } from '../../lib/view-source';

const RecordPortfolioViewMutation = graphql(`
  mutation RecordPortfolioViewMutation($id: ID!, $source: ViewSourceInput) {
    recordPortfolioView(id: $id, source: $source) {
      viewCount
      errors {
        message
      }
    }
  }
`);

/**
 * Records one view per portfolio opened, with where the reader came from (`lib/view-source.ts`); the ref keeps
 * StrictMode's second effect from counting twice. The share buttons' mark leaves the address once counted, so that
 * a reader who copies it passes on the work's plain address. Nothing is recorded without an id (`id` null).
 */
export function useRecordView(id: string | null) {
  const [record] = useMutation(RecordPortfolioViewMutation);
  const [params, setParams] = useSearchParams();
  const shared = params.get(SHARED_PARAM) === SHARED_VALUE;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    record({ variables: { id, source: viewSourceNow(shared) } }).catch(() => {
      // A lost view is not worth bothering the visitor with.
    });
    if (shared)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SHARED_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [id, record, shared, setParams]);
}
