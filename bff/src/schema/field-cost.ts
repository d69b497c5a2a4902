/**
 * A field's cost, declared beside the field as its `complexity` (@pothos/plugin-complexity): the calls to the legacy
 * API it makes each time it resolves and, for a list, the most items it holds (each item's selections cost what they
 * cost, that many times). The validation rule in `graphql/query-cost.ts` adds these up before a query runs. A test
 * fails on a field that can make a call (a root field, or a resolver that reads the request context) without a
 * declared cost, and on a list without a declared size whose items lead to a field that calls.
 */
/** How many items a list that declares no size is taken to hold. */
export const DEFAULT_LIST_SIZE = 10;

export function legacyCost({ calls, items }: { calls: 0 | 1; items?: number }):
  | number
  | {
      field: number;
      multiplier: number;
    } {
  return items === undefined ? calls : { field: calls, multiplier: Math.max(0, items) };
}
