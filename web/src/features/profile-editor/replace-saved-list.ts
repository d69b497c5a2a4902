import type { ApolloCache } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * Writes a saved education or work list over the cached one. A list that shrank (a row removed, an empty row
 * dropped) would make Apollo warn about lost cache data while merging arrays (the cache has no type policy
 * for these lists), so the mutation skips the cache and this evicts the old list, then writes the new one.
 */
export function replaceSavedList<Data extends { id: string }>(
  cache: ApolloCache,
  field: 'educations' | 'works',
  fragment: TypedDocumentNode<Data, unknown>,
  saved: Data | null | undefined,
) {
  if (!saved) return;
  const id = cache.identify({ __typename: 'Profile', id: saved.id });
  cache.evict({ id, fieldName: field });
  cache.writeFragment({ id, fragment, data: saved });
}
