import { legacyCost } from './field-cost';

/*
 * Who may ask a root field (a query or a mutation) that makes one legacy call, with that cost, spread into the
 * field: `t.field({ ...memberCall, … })`, so that every root field says who it is for. The scope is checked before the
 * resolver runs (builder.ts: UNAUTHENTICATED, FORBIDDEN) and the legacy API checks it again; the cost is what the
 * query-cost rule counts (field-cost.ts).
 */

/** Anyone, visitors included. */
export const openCall = { complexity: legacyCost({ calls: 1 }) } as const;

/** Signed-in members only. */
export const memberCall = { ...openCall, authScopes: { member: true } } as const;

/** The design centre's staff only: moderators and operators. */
export const staffCall = { ...openCall, authScopes: { staff: true } } as const;

/** Operators only. */
export const operatorCall = { ...openCall, authScopes: { operator: true } } as const;
