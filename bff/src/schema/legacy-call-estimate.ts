import {
  GraphQLError,
  Kind,
  getArgumentValues,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { FieldComplexity } from '@pothos/plugin-complexity';
import { DEFAULT_LIST_SIZE } from './field-cost';

/** At most this many legacy calls may one operation need, as estimated before it runs. */
export const MAX_ESTIMATED_LEGACY_CALLS = 60;

function isList(definition: GraphQLField<unknown, unknown>): boolean {
  return isListType(isNonNullType(definition.type) ? definition.type.ofType : definition.type);
}

/** The arguments written in the document; a variable's value is not known yet and counts as absent. */
function writtenArguments(
  definition: GraphQLField<unknown, unknown>,
  field: FieldNode,
): Record<string, unknown> {
  try {
    return getArgumentValues(definition, field, {});
  } catch {
    return {};
  }
}

/**
 * What one selection of a field costs, from the `complexity` declared beside the field (see `field-cost.ts`): its
 * own legacy calls, and how many times its selections are repeated (the most items of a list, else 1).
 */
function costOf(
  definition: GraphQLField<unknown, unknown>,
  field: FieldNode,
): { calls: number; repeat: number } {
  const declared = definition.extensions.complexity as
    FieldComplexity<object, Record<string, unknown>> | undefined;
  const value =
    typeof declared === 'function' ? declared(writtenArguments(definition, field), {}, definition) : declared;
  const fallbackRepeat = isList(definition) ? DEFAULT_LIST_SIZE : 1;
  if (typeof value === 'number') return { calls: value, repeat: fallbackRepeat };
  return { calls: value?.field ?? 0, repeat: Math.max(0, value?.multiplier ?? fallbackRepeat) };
}

/**
 * Estimates the legacy calls an operation would make: each field's declared calls, multiplied by the sizes of the
 * lists it sits in. Depth, alias and cost limits do not see that a page of designers each asking for their own page
 * of portfolios fans out into hundreds of calls; this does.
 */
export const legacyCallEstimateRule: ValidationRule = (context: ValidationContext) => {
  function estimate(
    selectionSet: SelectionSetNode,
    parent: GraphQLObjectType,
    multiplier: number,
    seen: Set<string>,
  ): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = context.getFragment(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const type = context.getSchema().getType(fragment.typeCondition.name.value);
        if (isObjectType(type))
          total += estimate(fragment.selectionSet, type, multiplier, new Set([...seen, fragment.name.value]));
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? context.getSchema().getType(selection.typeCondition.name.value)
          : parent;
        if (isObjectType(type)) total += estimate(selection.selectionSet, type, multiplier, seen);
        continue;
      }
      const definition = parent.getFields()[selection.name.value];
      if (!definition) continue;
      const cost = costOf(definition, selection);
      total += multiplier * cost.calls;
      const named = getNamedType(definition.type);
      if (selection.selectionSet && isObjectType(named))
        total += estimate(selection.selectionSet, named, multiplier * cost.repeat, seen);
    }
    return total;
  }

  return {
    OperationDefinition(operation) {
      const root =
        operation.operation === 'query'
          ? context.getSchema().getQueryType()
          : context.getSchema().getMutationType();
      if (!root) return;
      const calls = estimate(operation.selectionSet, root, 1, new Set());
      if (calls > MAX_ESTIMATED_LEGACY_CALLS) {
        context.reportError(
          new GraphQLError(
            `Query cost limit exceeded: this query would need about ${Math.round(calls)} calls to the portfolio service (at most ${MAX_ESTIMATED_LEGACY_CALLS}). Ask for fewer nested lists.`,
            { nodes: [operation] },
          ),
        );
      }
    },
  };
};
