import type { OperationVariables, TypedDocumentNode } from '@apollo/client';

/** One query a screen asks on its first render, with exactly the variables it asks it with. */
export interface RouteQuery {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables?: OperationVariables;
}

/**
 * The queries a screen asks on its first render at an address, exported by its module as `routeQueries`. The server
 * asks them before it renders the page, so that its first render finds every answer in the cache and is its only
 * render (`passes` of `entry-server.tsx`). The screen computes its variables with the same function it gives here: a
 * screen whose list is wrong is rendered twice on the server, never wrongly.
 */
export type RouteQueries = (params: URLSearchParams) => RouteQuery[];

/** A route's query with its variables, typed against each other. */
export function routeQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  ...variables: Record<string, never> extends TVariables ? [TVariables?] : [TVariables]
): RouteQuery {
  return { query: query as TypedDocumentNode<unknown, OperationVariables>, variables: variables[0] };
}
