import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  isObjectType,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/** False for a selection that `@skip(if: true)` or `@include(if: false)` leaves out. */
function included(selection: SelectionNode, variables: GraphQLResolveInfo['variableValues']): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}

/**
 * The arguments of each `fieldName` asked directly inside the field being resolved (fragments included), as its
 * resolver will get them. A resolver uses it to start a nested field's legacy call together with its own, when the
 * nested call does not need its answer: GraphQL would otherwise wait for the parent before resolving the child.
 */
export function argumentsOfSelected(info: GraphQLResolveInfo, fieldName: string): Record<string, unknown>[] {
  const type = getNamedType(info.returnType);
  const definition = isObjectType(type) ? type.getFields()[fieldName] : undefined;
  if (!definition) return [];
  const found: Record<string, unknown>[] = [];
  const visit = (selectionSet: SelectionSetNode | undefined, fragmentsSeen: Set<string>) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (!included(selection, info.variableValues)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === fieldName)
          found.push(getArgumentValues(definition, selection, info.variableValues));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, fragmentsSeen);
      } else if (!fragmentsSeen.has(selection.name.value)) {
        fragmentsSeen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet, fragmentsSeen);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, new Set());
  return found;
}
