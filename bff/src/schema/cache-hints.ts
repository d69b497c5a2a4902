import {
  DirectiveLocation,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLInt,
  getNamedType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';

/**
 * How long answers may be reused, and by whom: Apollo's `@cacheControl` hints, declared on every type (and on the
 * root fields that return plain values) beside its definition. The shared response cache, browsers and CDNs read
 * them: an answer lives as long as the shortest hint of the fields it holds, and a `PRIVATE` field keeps it out of
 * every shared cache. The figures are stated in the README for integrators.
 */
export const CACHE_SECONDS = {
  /** Portfolios, designers, collections and their lists: an edit through the site replaces them at once anyway. */
  catalogue: 60,
  /** View counts and the rankings made from them: a view through the site replaces its portfolio's answers. */
  audience: 30,
  /** Categories, subcategories, tags, degrees, the CMS pages and the site's settings: they change rarely. */
  reference: 300,
} as const;

export const CacheControlScope = new GraphQLEnumType({
  name: 'CacheControlScope',
  description: 'Who may reuse an answer: anyone (`PUBLIC`) or only the viewer it was made for (`PRIVATE`).',
  values: {
    PUBLIC: { description: 'The same for every visitor: shared caches may keep it.' },
    PRIVATE: { description: 'Depends on the viewer: never kept by a shared cache.' },
  },
});

/** Apollo Server's cache-control directive, as its cache-control plugin reads it. */
export const CacheControlDirective = new GraphQLDirective({
  name: 'cacheControl',
  description:
    'How long an answer holding this type or field may be reused (`maxAge`, seconds) and by whom (`scope`). An answer lives as long as its shortest hint; `inheritMaxAge` takes the parent field’s.',
  locations: [
    DirectiveLocation.FIELD_DEFINITION,
    DirectiveLocation.OBJECT,
    DirectiveLocation.INTERFACE,
    DirectiveLocation.UNION,
  ],
  args: {
    maxAge: { type: GraphQLInt, description: 'Seconds the answer may be reused.' },
    scope: { type: CacheControlScope, description: 'Who may reuse it (default `PUBLIC`).' },
    inheritMaxAge: { type: GraphQLBoolean, description: 'Take the maxAge of the field that returned this.' },
  },
});

// A type alias, not an interface: Pothos wants directive arguments assignable to a record.
export type CacheControlArgs = {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
  inheritMaxAge?: boolean;
};

/** The `directives` option of a Pothos type or field carrying one hint. */
const hint = (args: CacheControlArgs) => ({ cacheControl: args });

/** The hints the schema uses; every type and every root field that returns a plain value takes one. */
export const CACHE = {
  catalogue: hint({ maxAge: CACHE_SECONDS.catalogue }),
  audience: hint({ maxAge: CACHE_SECONDS.audience }),
  reference: hint({ maxAge: CACHE_SECONDS.reference }),
  /** Parts of a larger answer (texts, images, page info, list pages): as long as the field that holds them. */
  inherit: hint({ inheritMaxAge: true }),
  /** Depends on who asks (the signed-in member): never shared, never reused. */
  viewer: hint({ maxAge: 0, scope: 'PRIVATE' }),
  /** Answers of mutations and checks that must be asked each time. */
  never: hint({ maxAge: 0 }),
} as const;

/**
 * The `extensions` of a type whose objects writes invalidate: an answer holding one is tagged `<Type>:<id>`, and a
 * write through the BFF drops the cached answers with the tags it names (see `responseCacheTags`).
 */
export function cacheEntity<Source>(idOf: (source: Source) => string | number) {
  return { cacheEntityId: idOf };
}

/** Whether answers holding objects of `type` are tagged with them (`cacheEntity` in its definition). */
export function isCacheEntity(type: GraphQLObjectType): boolean {
  return typeof type.extensions.cacheEntityId === 'function';
}

/** The tag of an object of `type` in the cached answers that hold it, or undefined when the type is not an entity. */
export function cacheTagOf(type: GraphQLObjectType, source: unknown): string | undefined {
  const idOf = type.extensions.cacheEntityId as ((source: unknown) => string | number) | undefined;
  if (!idOf || source === null || typeof source !== 'object') return undefined;
  return `${type.name}:${idOf(source)}`;
}

/**
 * The tag of the object a root field was asked for by its `id` argument (`portfolio(id: 12)`: `Portfolio:12`), found
 * or not: a cached "not found" (null) answer is dropped by the write that creates or publishes the object, as an
 * answer holding it would be. Undefined when the field returns no entity or takes no id.
 */
export function askedObjectTag(
  returnType: GraphQLOutputType,
  args: Record<string, unknown>,
): string | undefined {
  const type = getNamedType(returnType);
  const id = args.id;
  if (!isObjectType(type) || !isCacheEntity(type) || (typeof id !== 'string' && typeof id !== 'number'))
    return undefined;
  // Spelled as the object's own id is (`12`), whichever way the number was written (`"012"`).
  const number = Number(id);
  return `${type.name}:${Number.isInteger(number) ? number : id}`;
}

/** The tags writes name: `Portfolio:12`, `Designer:4`, or a root list such as `Query.tags`. */
export const responseCacheTags = {
  portfolio: (id: number | string) => `Portfolio:${id}`,
  designer: (memberId: number | string) => `Designer:${memberId}`,
  rootField: (fieldName: string) => `Query.${fieldName}`,
};
