import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useHeaderViewer, type HeaderViewer } from '../layout/header-viewer';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The signed-in member's own state on a public page (does the member appreciate this work, follow this designer):
 * asked in the browser once the page has started, for members only. A shared page never holds it (the server renders
 * a visitor's page for everyone), and the buttons read it from the cache (`useFragment`). Answers who is signed in
 * (null for a visitor) and whether that is known yet.
 */
export function useMemberState<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): { viewer: HeaderViewer | null; known: boolean } {
  const hydrated = useHydrated();
  const { viewer, pending } = useHeaderViewer();
  const skip = !hydrated || !viewer;
  const state = useQuery(query as TypedDocumentNode<Data, OperationVariables>, {
    variables,
    skip,
    fetchPolicy: 'cache-and-network',
  });
  return { viewer, known: hydrated && !pending && (!viewer || state.data !== undefined) };
}
