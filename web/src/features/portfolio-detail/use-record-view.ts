import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';

const RecordPortfolioViewMutation = graphql(`
  mutation RecordPortfolioViewMutation($id: ID!) {
    recordPortfolioView(id: $id) {
      viewCount
      errors {
        message
      }
    }
  }
`);

/** Records one view per portfolio opened; the ref keeps StrictMode's second effect from counting twice. */
export function useRecordView(id: string) {
  const [record] = useMutation(RecordPortfolioViewMutation);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    record({ variables: { id } }).catch(() => {
      // A lost view is not worth bothering the visitor with.
    });
  }, [id, record]);
}
