import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useHeaderViewer, type HeaderViewer } from '../layout/header-viewer';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The signed-in member's own state on a public page (does the member appreciate this work, follow this designer):
 * asked in the browser once the page has started, for members only. A shared page never holds it (the server renders
 * a visitor's page for everyone); a write's payload updates it through the cache. Answers who is signed in (null for a
 * visitor), whether their state is known yet, and the state. With `variables` null (the address names no record)
 * nothing is asked.
 */
export function useMemberState<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables | null,
): { viewer: HeaderViewer | null; known: boolean; data: Data | undefined } {
  const hydrated = useHydrated();
  const { viewer, pending } = useHeaderViewer();
  const skip = !hydrated || !viewer || variables === null;
  const state = useQuery(query as TypedDocumentNode<Data, OperationVariables>, {
    variables: variables ?? undefined,
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const data = skip ? undefined : state.data;
  return { viewer, known: hydrated && !pending && (!viewer || data !== undefined), data };
}
