import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import DirectivesPlugin from '@pothos/plugin-directives';
import ComplexityPlugin from '@pothos/plugin-complexity';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context';
import { currentViewer } from './current-viewer';
import type { CacheControlArgs } from './cache-hints';
import { DEFAULT_LIST_SIZE } from './field-cost';

/** The signed-in member's staff role ('moderator' or 'operator'), or null for a designer or a visitor. */
async function staffRoleOf(context: GraphQLContext): Promise<string | null> {
  return (await currentViewer(context))?.user.staff_role ?? null;
}

/** The scopes a refusal names, and the error of a scope that could not be checked, if any. */
function failureOf(failure: AuthFailure): { scopes: string[]; error: Error | null } {
  if ('failures' in failure) {
    const parts = failure.failures.map(failureOf);
    return {
      scopes: parts.flatMap((part) => part.scopes),
      error: parts.find((part) => part.error)?.error ?? null,
    };
  }
  return {
    scopes: 'scope' in failure ? [failure.scope] : [],
    error: 'error' in failure ? failure.error : null,
  };
}

/** The one Pothos builder: plugins and scalars only. Types live one file each beside it. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  /** `member`: signed in; `staff`: a moderator or an operator; `operator`: an operator (issue 16). */
  AuthScopes: { member: boolean; staff: boolean; operator: boolean };
  Scalars: {
    DateTime: { Input: string; Output: string };
    Date: { Input: string; Output: string };
  };
  DefaultInputFieldRequiredness: true;
  DefaultFieldNullability: false;
  Directives: {
    cacheControl: {
      locations: 'OBJECT' | 'FIELD_DEFINITION' | 'INTERFACE' | 'UNION';
      args: CacheControlArgs;
    };
  };
}>({
  plugins: [ScopeAuthPlugin, DataloaderPlugin, SimpleObjectsPlugin, DirectivesPlugin, ComplexityPlugin],
  // Each field's `complexity` is its cost in legacy calls (see field-cost.ts). The rule in graphql/query-cost.ts
  // checks it while validating, so a costly query is refused with 400 before anything runs; the plugin's own
  // check at execution stays off. A field that only reads its parent costs nothing.
  complexity: { disabled: true, defaultComplexity: 0, defaultListMultiplier: DEFAULT_LIST_SIZE },
  defaultInputFieldRequiredness: true,
  // Keyed by name, the form @graphql-tools' printer reads: the printed schema shows each `@cacheControl` once.
  directives: { useGraphQLToolsUnorderedDirectives: true },
  // Fields say when they may be null (`nullable: true`): a missing value is a decision, not a default.
  defaultFieldNullability: false,
  scopeAuth: {
    // The staff scopes ask the legacy API who the member is (once per request), only when a field needs them.
    authScopes: (context) => ({
      member: context.token !== undefined,
      staff: async () => (await staffRoleOf(context)) !== null,
      operator: async () => (await staffRoleOf(context)) === 'operator',
    }),
    unauthorizedError: (_parent, context, _info, result) => {
      if (context.token === undefined)
        return new GraphQLError('No access token.', { extensions: { code: 'UNAUTHENTICATED' } });
      // A scope that could not be checked (the legacy API failed) is that failure, not a refusal.
      const failure = failureOf(result.failure);
      if (failure.error) return failure.error;
      return new GraphQLError(
        failure.scopes.includes('staff')
          ? 'Only the design centre’s staff may do this.'
          : 'Only operators may do this.',
        { extensions: { code: 'FORBIDDEN' } },
      );
    },
  },
});

builder.queryType({ description: 'Everything a visitor or a signed-in designer can read.' });
builder.mutationType({
  description: 'Everything that changes data: sessions, profiles, portfolios, tags, views, contact.',
});

builder.scalarType('DateTime', {
  description: 'An instant in ISO 8601 with a time zone, e.g. `2026-11-21T09:30:00.000Z`.',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
      throw new GraphQLError('DateTime must be ISO 8601.');
    return value;
  },
});

builder.scalarType('Date', {
  description: 'A calendar day, `YYYY-MM-DD` (the insights count Bangkok days, UTC+7).',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !isCalendarDay(value))
      throw new GraphQLError('Date must be YYYY-MM-DD.');
    return value;
  },
});

/** The builder's types, for helpers typed by them (`ObjectRef<SchemaTypes, …>`, a field builder). */
export type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** Whether `value` is a real day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
