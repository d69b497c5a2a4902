import {
  GraphQLError,
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { documentSizeOf } from './query-cost';

/**
 * What one GraphQL document may ask for. The site's largest route query stays well inside each; a document
 * past one of them is refused before it is validated or run, with one error and HTTP 400.
 */
export const DOCUMENT_LIMITS = {
  /** Lexical tokens; enforced by graphql-js while parsing (`parseOptions.maxTokens`). */
  maxTokens: 3000,
  /** Nested fields, with fragments spread where they are used. */
  maxDepth: 12,
  /** Aliases of any field, `__typename` included: aliases multiply work without making the document longer. */
  maxAliases: 15,
  /** Directives in the whole document. */
  maxDirectives: 20,
  /** The same field (response name) written more than this often in one selection set. */
  maxRepeatedField: 3,
  /** Estimated cost: objects 2, scalars 1, ×1.5 a level, lists × their `first` argument. */
  maxCost: 8000,
  /** Depth inside `__schema`/`__type`, whose type references nest deeper than data (tools ask for ~9). */
  maxIntrospectionDepth: 16,
} as const;

export type DocumentLimits = typeof DOCUMENT_LIMITS;

/** Variables nested deeper than this are refused: no input of this API nests more than a few levels. */
export const MAX_VARIABLES_DEPTH = 32;

/** Text holding a lone UTF-16 surrogate cannot be sent on (as a URL, to SQLite) and is no one's real input. */
function illFormedText(): GraphQLError {
  return new GraphQLError('Text must be valid Unicode: a lone surrogate (such as \\ud800) was sent.', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * Checks a request's variables before Apollo reads them (without recursion, so any depth is safe to look at):
 * refuses nesting past MAX_VARIABLES_DEPTH and text that is not well-formed Unicode, as 400 BAD_USER_INPUT.
 */
export function refusalOfVariables(variables: unknown): GraphQLError | undefined {
  const pending: [unknown, number][] = [[variables, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return illFormedText();
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_VARIABLES_DEPTH) {
      return new GraphQLError(`Variables may nest at most ${MAX_VARIABLES_DEPTH} levels deep.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    for (const [key, child] of Object.entries(value)) {
      if (!key.isWellFormed()) return illFormedText();
      pending.push([child, depth + 1]);
    }
  }
  return undefined;
}

function refusal(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

/** Refuses a directive written twice at one place, and counts every directive of the document. */
function checkDirectives(document: DocumentNode, limits: DocumentLimits): void {
  let total = 0;
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const record = node as Record<string, unknown>;
    const directives = record.directives as { name: { value: string } }[] | undefined;
    if (directives && directives.length > 0) {
      total += directives.length;
      if (total > limits.maxDirectives) {
        throw refusal(`Directives limit of ${limits.maxDirectives} exceeded.`);
      }
      const seen = new Set<string>();
      for (const directive of directives) {
        if (seen.has(directive.name.value)) {
          throw refusal(`The directive @${directive.name.value} is repeated at one place.`);
        }
        seen.add(directive.name.value);
      }
    }
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'loc' && key !== 'directives' && typeof value === 'object') visit(value);
    }
  };
  visit(document.definitions);
}

/** Refuses a selection set that names one field more than `maxRepeatedField` times (field duplication). */
function checkRepeatedFields(selectionSet: SelectionSetNode, limits: DocumentLimits): void {
  const counts = new Map<string, number>();
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const count = (counts.get(key) ?? 0) + 1;
      if (count > limits.maxRepeatedField) {
        throw refusal(`The field "${key}" is asked for ${count} times in one selection.`);
      }
      counts.set(key, count);
    }
    if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) {
      checkRepeatedFields(selection.selectionSet, limits);
    }
  }
}

/**
 * Checks a parsed document against the limits; throws one GraphQLError for the first limit passed.
 * graphql-cop's checks (alias, directive and field overloading) and deep or costly queries end here.
 */
export function checkDocumentLimits(document: DocumentNode, limits: DocumentLimits = DOCUMENT_LIMITS): void {
  checkDirectives(document, limits);

  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions as readonly DefinitionNode[]) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    if ('selectionSet' in definition && definition.selectionSet) {
      checkRepeatedFields(definition.selectionSet, limits);
    }
  }
  for (const operation of operations) {
    // The schema has no Subscription type: graphql-js would only fail while running it (an internal error).
    if (operation.operation === 'subscription') throw refusal('This API has no subscriptions.');
    const found = documentSizeOf(operation.selectionSet, fragments);
    if (found.depth > limits.maxDepth) {
      throw refusal(`Query depth limit of ${limits.maxDepth} exceeded, found ${found.depth}.`);
    }
    if (found.introspectionDepth > limits.maxIntrospectionDepth) {
      throw refusal(
        `Introspection depth limit of ${limits.maxIntrospectionDepth} exceeded, found ${found.introspectionDepth}.`,
      );
    }
    if (found.aliases > limits.maxAliases) {
      throw refusal(`Aliases limit of ${limits.maxAliases} exceeded, found ${found.aliases}.`);
    }
    if (found.cost > limits.maxCost) {
      throw refusal(`Query cost limit of ${limits.maxCost} exceeded, found ${Math.round(found.cost)}.`);
    }
  }
}

/** Documents that passed, by their text, so a page's query is parsed here once, not on every request. */
const ACCEPTED_DOCUMENTS = new LRUCache<string, true>({
  max: 2000,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (_value, key) => key.length || 1,
});

/**
 * Checks a document's text before Apollo sees it: the refusal of one past a limit is one error (not one per
 * repeated directive) and costs no validation. Text that does not parse is left to Apollo, which names the syntax
 * error. Answers the refusal, or undefined when the document may go on.
 */
export function refusalOf(
  query: unknown,
  limits: DocumentLimits = DOCUMENT_LIMITS,
): GraphQLError | undefined {
  if (typeof query !== 'string' || ACCEPTED_DOCUMENTS.has(query)) return undefined;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: limits.maxTokens, noLocation: true });
  } catch {
    return undefined;
  }
  try {
    checkDocumentLimits(document, limits);
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  ACCEPTED_DOCUMENTS.set(query, true);
  return undefined;
}
