/**
 * What a query costs, read from its document by one walk: its size (depth, aliases and an estimated cost, before the
 * document is validated: document-limits.ts) and the calls to the legacy API it would make (from the costs declared
 * beside the fields, while it is validated).
 */
import {
  GraphQLError,
  Kind,
  getArgumentValues,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type NamedTypeNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { FieldComplexity } from '@pothos/plugin-complexity';
import { DEFAULT_LIST_SIZE } from '../schema/field-cost';

/** How a walk adds up what the fields of a selection set cost, and what it knows while inside them. */
interface CostWalk<Scope, Cost> {
  none: Cost;
  add(total: Cost, more: Cost): Cost;
  fragment(name: string): FragmentDefinitionNode | undefined;
  /** The scope inside a fragment's or inline fragment's type condition; undefined leaves the fragment out. */
  within(scope: Scope, typeCondition: NamedTypeNode | undefined): Scope | undefined;
  /** What one field costs; `inside` walks a selection set below it. */
  field(field: FieldNode, scope: Scope, inside: (selectionSet: SelectionSetNode, scope: Scope) => Cost): Cost;
}

/**
 * The one walk of a selection set: each field in document order, fragments spread where they are used. A fragment
 * met again inside itself, or unknown, is left out (validation names it).
 */
function walk<Scope, Cost>(
  selectionSet: SelectionSetNode,
  scope: Scope,
  costs: CostWalk<Scope, Cost>,
  fragmentsOpen: ReadonlySet<string> = new Set(),
): Cost {
  const inside = (set: SelectionSetNode, innerScope: Scope) => walk(set, innerScope, costs, fragmentsOpen);
  let total = costs.none;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total = costs.add(total, costs.field(selection, scope, inside));
      continue;
    }
    const spread = selection.kind === Kind.FRAGMENT_SPREAD;
    const fragment = spread ? costs.fragment(selection.name.value) : selection;
    if (!fragment || (spread && fragmentsOpen.has(selection.name.value))) continue;
    const innerScope = costs.within(scope, fragment.typeCondition);
    if (innerScope === undefined) continue;
    const open = spread ? new Set([...fragmentsOpen, selection.name.value]) : fragmentsOpen;
    total = costs.add(total, walk(fragment.selectionSet, innerScope, costs, open));
  }
  return total;
}

/** The size of a document's operation, as DOCUMENT_LIMITS bound it. */
export interface DocumentSize {
  depth: number;
  /** Depth inside `__schema`/`__type`, counted apart. */
  introspectionDepth: number;
  aliases: number;
  /** Objects 2, scalars 1, ×1.5 a level, lists × their `first` argument; introspection costs nothing. */
  cost: number;
}

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_COST_FACTOR = 1.5;
const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

function firstArgument(node: FieldNode): number {
  const first = node.arguments?.find((argument) => argument.name.value === 'first');
  return first?.value.kind === Kind.INT ? Math.max(1, Number(first.value.value)) : 1;
}

/** The size of an operation's selections, read without the schema. */
export function documentSizeOf(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): DocumentSize {
  const none: DocumentSize = { depth: 0, introspectionDepth: 0, aliases: 0, cost: 0 };
  return walk<boolean, DocumentSize>(selectionSet, false, {
    none,
    add: (total, more) => ({
      depth: Math.max(total.depth, more.depth),
      introspectionDepth: Math.max(total.introspectionDepth, more.introspectionDepth),
      aliases: total.aliases + more.aliases,
      cost: total.cost + more.cost,
    }),
    fragment: (name) => fragments.get(name),
    within: (introspection) => introspection,
    field(field, introspection, inside) {
      const aliases = field.alias ? 1 : 0;
      const inIntrospection = introspection || INTROSPECTION_ROOTS.has(field.name.value);
      const inner = field.selectionSet ? inside(field.selectionSet, inIntrospection) : none;
      if (inIntrospection) {
        return {
          ...none,
          introspectionDepth: inner.introspectionDepth + 1,
          aliases: aliases + inner.aliases,
        };
      }
      return {
        depth: inner.depth + 1,
        introspectionDepth: inner.introspectionDepth,
        aliases: aliases + inner.aliases,
        cost: field.selectionSet
          ? (OBJECT_COST + DEPTH_COST_FACTOR * inner.cost) * firstArgument(field)
          : SCALAR_COST,
      };
    },
  });
}

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
function declaredCostOf(
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
  interface Scope {
    parent: GraphQLObjectType;
    /** The sizes of the lists the selections sit in, multiplied. */
    multiplier: number;
  }
  const schema = context.getSchema();
  const estimate = (selectionSet: SelectionSetNode, root: GraphQLObjectType) =>
    walk<Scope, number>(
      selectionSet,
      { parent: root, multiplier: 1 },
      {
        none: 0,
        add: (total, more) => total + more,
        fragment: (name) => context.getFragment(name) ?? undefined,
        within(scope, typeCondition) {
          const type = typeCondition ? schema.getType(typeCondition.name.value) : scope.parent;
          return isObjectType(type) ? { ...scope, parent: type } : undefined;
        },
        field(field, { parent, multiplier }, inside) {
          const definition = parent.getFields()[field.name.value];
          if (!definition) return 0;
          const cost = declaredCostOf(definition, field);
          const named = getNamedType(definition.type);
          const below =
            field.selectionSet && isObjectType(named)
              ? inside(field.selectionSet, { parent: named, multiplier: multiplier * cost.repeat })
              : 0;
          return multiplier * cost.calls + below;
        },
      },
    );

  return {
    OperationDefinition(operation) {
      const root = operation.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
      if (!root) return;
      const calls = estimate(operation.selectionSet, root);
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
