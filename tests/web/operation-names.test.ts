import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import manifest from '../../web/src/graphql/generated/persisted-documents.json';

/**
 * The site's documents follow one naming rule, so that an operation in the BFF's access log, in the browser's
 * network panel or in the persisted-documents manifest names where it lives:
 * - a query is `<Piece>Query`, after the route or component that runs it;
 * - a mutation is its root field in Pascal case plus `Mutation` (`login` → `LoginMutation`);
 * - a fragment is `<Component>_<prop>`, after the component and the prop that receive it; the one exception is
 *   `UserErrors`, the refusals every write's payload carries, which `useWrite` reads for all of them.
 */
const documents = Object.values(manifest as Record<string, string>).map((text) => parse(text));
const operations = documents.flatMap((document) =>
  document.definitions.filter(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  ),
);
const fragmentNames = new Set(
  documents.flatMap((document) =>
    document.definitions.flatMap((node) => (node.kind === Kind.FRAGMENT_DEFINITION ? [node.name.value] : [])),
  ),
);

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

describe('the names of the site’s GraphQL documents', () => {
  it('gives every query a name ending in Query', () => {
    const queries = operations.filter((operation) => operation.operation === 'query');
    expect(queries.length).toBeGreaterThan(10);
    expect(
      queries.map((query) => query.name?.value).filter((name) => !/^[A-Z][A-Za-z]+Query$/.test(name ?? '')),
    ).toEqual([]);
  });

  it('names every mutation after the one root field it calls', () => {
    const mutations = operations.filter((operation) => operation.operation === 'mutation');
    expect(mutations.length).toBeGreaterThan(10);
    const misnamed = mutations.flatMap((mutation) => {
      const fields = mutation.selectionSet.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD && selection.name.value !== '__typename' ? [selection.name.value] : [],
      );
      const expected = fields.length === 1 ? `${pascal(fields[0]!)}Mutation` : '(one root field)';
      return mutation.name?.value === expected
        ? []
        : [`${mutation.name?.value ?? '(anonymous)'} → ${expected}`];
    });
    expect(misnamed).toEqual([]);
  });

  it('names every fragment <Component>_<prop>, but the refusals every write shares', () => {
    expect(fragmentNames.has('UserErrors')).toBe(true);
    expect(
      [...fragmentNames].filter(
        (name) => name !== 'UserErrors' && !/^[A-Z][A-Za-z]+_[a-z][A-Za-z]*$/.test(name),
      ),
    ).toEqual([]);
  });

  it('uses each operation name once', () => {
    const names = operations.map((operation) => operation.name?.value);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
