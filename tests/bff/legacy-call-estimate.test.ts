import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { schema } from '../../bff/src/schema';
import { MAX_ESTIMATED_LEGACY_CALLS, legacyCallEstimateRule } from '../../bff/src/graphql/query-cost';

type Field = GraphQLField<unknown, unknown>;

/** What the field's author wrote for `complexity` (the plugin fills a default in the extensions otherwise). */
function declared(field: Field): unknown {
  const options = field.extensions.pothosOptions as { complexity?: unknown } | undefined;
  return options?.complexity;
}

/** The calls a field declares, with no arguments written. */
function declaredCalls(field: Field): number {
  const value = declared(field);
  const cost = typeof value === 'function' ? value({}, {}, field) : value;
  return typeof cost === 'number' ? cost : ((cost as { field?: number } | undefined)?.field ?? 0);
}

/** A resolver given the request context can reach the legacy client; one that reads only its parent cannot. */
function readsContext(field: Field): boolean {
  const options = field.extensions.pothosOptions as { resolve?: (...args: unknown[]) => unknown } | undefined;
  return typeof options?.resolve === 'function' && options.resolve.length >= 3;
}

function objectTypes(): GraphQLObjectType[] {
  return Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
  );
}

const isRoot = (type: GraphQLObjectType) => type.name === 'Query' || type.name === 'Mutation';

/** Whether selections under this type can reach a field that declares a legacy call. */
function leadsToCalls(type: GraphQLObjectType, visiting = new Set<string>()): boolean {
  if (visiting.has(type.name)) return false;
  visiting.add(type.name);
  return Object.values(type.getFields()).some((field) => {
    if (declaredCalls(field) > 0) return true;
    const named = getNamedType(field.type);
    return isObjectType(named) && leadsToCalls(named, visiting);
  });
}

function estimateErrors(document: string): string[] {
  return validate(schema, parse(document), [legacyCallEstimateRule]).map((error) => error.message);
}

describe('the legacy call estimate', () => {
  it('has a cost declared beside every field that can call the legacy API (a root field, or a resolver reading the context)', () => {
    const missing: string[] = [];
    for (const type of objectTypes()) {
      for (const field of Object.values(type.getFields())) {
        if ((isRoot(type) || readsContext(field)) && declared(field) === undefined)
          missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a size declared on every list whose items lead to a legacy call', () => {
    const missing: string[] = [];
    for (const type of objectTypes()) {
      for (const field of Object.values(type.getFields())) {
        const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
        const items = getNamedType(field.type);
        if (!list || !isObjectType(items) || !leadsToCalls(items)) continue;
        const value = declared(field);
        const sized =
          typeof value === 'function' ||
          (typeof value === 'object' && value !== null && 'multiplier' in value);
        if (!sized) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('accepts every document the site sends', () => {
    const documents = JSON.parse(
      fs.readFileSync('web/src/graphql/generated/persisted-documents.json', 'utf8'),
    ) as Record<string, string>;
    expect(Object.values(documents).flatMap(estimateErrors)).toEqual([]);
  });

  it('multiplies each declared call by the sizes of the lists it sits in', () => {
    // 1 (portfolios) + 12 portfolios × (1 designer profile + 1 page of the designer's portfolios) = 25: accepted.
    expect(
      estimateErrors('{ portfolios { items { designer { profile { id } portfolios { items { id } } } } } }'),
    ).toEqual([]);
    // 1 + 50 places × 1 designer profile = 51, within the limit; 3 such lists are not.
    const topRank = (alias: string) =>
      `${alias}: topRank { entries { portfolio { designer { profile { id } } } } }`;
    expect(estimateErrors(`{ ${topRank('a')} }`)).toEqual([]);
    expect(estimateErrors(`{ ${topRank('a')} ${topRank('b')} }`)).toEqual([
      `Query cost limit exceeded: this query would need about 102 calls to the portfolio service (at most ${MAX_ESTIMATED_LEGACY_CALLS}). Ask for fewer nested lists.`,
    ]);
    // `first` written in the document lowers a list's size; a variable's value is not known and counts as the most.
    expect(
      estimateErrors(
        `{ ${['a', 'b', 'c'].map((alias) => `${alias}: topRank { entries(first: 5) { portfolio { designer { profile { id } } } } }`).join(' ')} }`,
      ),
    ).toEqual([]);
    expect(
      estimateErrors(
        `query ($n: Int) { a: topRank { entries(first: $n) { portfolio { designer { hasProfile } } } } b: topRank { entries(first: $n) { portfolio { designer { hasProfile } } } } }`,
      ),
    ).toHaveLength(1);
  });
});
