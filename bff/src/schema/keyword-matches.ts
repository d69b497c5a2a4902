/**
 * The root fields suggesting what a keyword names (the search box's designers and tags): the best matches first,
 * `first` of them at most, from one legacy search. Thai is matched as the legacy search matches it.
 */
import type { ObjectRef } from '@pothos/core';
import type { GraphQLContext } from '../context';
import { type SchemaTypes } from './builder';
import { CACHE } from './cache-hints';
import { orNull } from './errors';
import { legacyCost } from './field-cost';

export function keywordMatchesField<Item>(
  t: PothosSchemaTypes.QueryFieldBuilder<SchemaTypes, SchemaTypes['Root']>,
  itemType: ObjectRef<SchemaTypes, Item>,
  options: {
    description: string;
    /** The most matches answered, and how many unless `first` says fewer. */
    max: number;
    search: (context: GraphQLContext, keyword: string) => Promise<Item[]>;
  },
) {
  const { max } = options;
  const countOf = (first: number | null | undefined) => Math.max(0, Math.min(first ?? max, max));
  return t.field({
    complexity: ({ first }) => legacyCost({ calls: 1, items: Math.min(first ?? max, max) }),
    type: [itemType],
    nullable: true,
    directives: CACHE.catalogue,
    description: options.description,
    args: {
      keyword: t.arg.string({ description: 'What to look for; empty finds nothing.' }),
      first: t.arg.int({ required: false, defaultValue: max, description: `How many at most (1–${max}).` }),
    },
    resolve: async (_root, args, context) => {
      const keyword = args.keyword.trim();
      if (keyword === '') return [];
      // A legacy API older than this search answers 404: no matches rather than an error.
      const found = (await orNull(options.search(context, keyword))) ?? [];
      // Pothos cannot relate a generic shape to the result it expects of `itemType`: the matches are that shape.
      return found.slice(0, countOf(args.first)) as never;
    },
  });
}
