import {
  GraphQLError,
  Kind,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type FieldNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** At most this many legacy calls may one operation need, as estimated before it runs. */
export const MAX_ESTIMATED_LEGACY_CALLS = 60;

/** Fields below the root that cost a legacy call each time they resolve. */
const LEGACY_BACKED = new Set([
  'Designer.profile',
  'Designer.portfolioCount',
  'Designer.hasProfile',
  'Designer.portfolios',
  'Tag.portfolios',
  'Collection.portfolios',
  'Collection.designers',
  'CollectionCategory.collections',
  'Viewer.profile',
  'Viewer.portfolios',
  'Viewer.picture',
]);

/** How many items a list field holds at most (page sizes and section sizes of the legacy API). */
const LIST_SIZES: Record<string, number> = {
  'PortfolioPage.items': 12,
  'DesignerPage.items': 8,
  'CollectionPage.items': 6,
  'TopRank.entries': 50,
  'Query.newPortfolios': 12,
  'Query.mostViewedPortfolios': 12,
  'Query.highlightedPortfolios': 6,
  'Query.featuredDesigners': 12,
};
const DEFAULT_LIST_SIZE = 10;

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function listSize(parent: GraphQLObjectType, field: FieldNode): number {
  const key = `${parent.name}.${field.name.value}`;
  const first = field.arguments?.find((argument) => argument.name.value === 'first');
  if (first?.value.kind === Kind.INT)
    return Math.min(Number(first.value.value), LIST_SIZES[key] ?? DEFAULT_LIST_SIZE);
  return LIST_SIZES[key] ?? DEFAULT_LIST_SIZE;
}

/**
 * Estimates the legacy calls an operation would make: every root field and every legacy-backed field,
 * multiplied by the sizes of the lists it sits in. Depth, alias and cost limits do not see that a page of
 * designers each asking for their own page of portfolios fans out into hundreds of calls; this does.
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
      const key = `${parent.name}.${selection.name.value}`;
      if (parent.name === 'Query' || parent.name === 'Mutation' || LEGACY_BACKED.has(key))
        total += multiplier;
      const named = getNamedType(definition.type);
      if (selection.selectionSet && isObjectType(named)) {
        const inner = isList(definition.type) ? multiplier * listSize(parent, selection) : multiplier;
        total += estimate(selection.selectionSet, named, inner, seen);
      }
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
