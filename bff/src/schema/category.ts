import { builder } from './builder';
import { legacyCost } from './field-cost';
import { openCall } from './field-access';
import { CACHE } from './cache-hints';
import { idOf, localizedField, LOOKUP_ID_RULE } from './shared';
import { argumentsOfSelected } from './selection';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context';
import type { CategoryDto, SubcategoryDto } from '../legacy/legacy-types';

/** Reference data: kept across requests for a short time, and the same list throughout one request. */
export function allCategories(context: GraphQLContext): Promise<CategoryDto[]> {
  return context.once('categories', () =>
    context.referenceData.get('categories', () => context.legacy.categories()),
  );
}

export function allSubcategories(context: GraphQLContext): Promise<SubcategoryDto[]> {
  return context.once('subcategories', () =>
    context.referenceData.get('subcategories', () => context.legacy.subcategories()),
  );
}

/** Subcategories do not need the categories: a query asking for both starts both loads at once. */
function startSubcategoriesIfAsked(context: GraphQLContext, info: GraphQLResolveInfo): void {
  if (argumentsOfSelected(info, 'subcategories').length > 0) allSubcategories(context).catch(() => undefined);
}

export const Category = builder.objectRef<CategoryDto>('Category');
export const Subcategory = builder.objectRef<SubcategoryDto>('Subcategory');

Category.implement({
  directives: CACHE.reference,
  description: 'A field of creative work (craft, music, film, design …). Portfolios belong to one.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the category.' }),
    name: localizedField(t, 'name_th', 'name_en', 'The category’s name in Thai and English.'),
    icon: t.exposeString('icon', {
      description: 'Icon key, e.g. `performing-arts`; the site maps it to its own icon.',
    }),
    subcategories: t.field({
      complexity: legacyCost({ calls: 0 }),
      type: [Subcategory],
      description: 'The category’s subcategories, in display order.',
      resolve: async (category, _args, context) =>
        (await allSubcategories(context)).filter((subcategory) => subcategory.category_id === category.id),
    }),
  }),
});

Subcategory.implement({
  directives: CACHE.reference,
  description: 'A narrower field inside a category, e.g. “packaging” inside design.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the subcategory.' }),
    name: localizedField(t, 'name_th', 'name_en', 'The subcategory’s name in Thai and English.'),
    category: t.field({
      complexity: legacyCost({ calls: 0 }),
      type: Category,
      nullable: true,
      description: 'The category it belongs to.',
      resolve: async (subcategory, _args, context) =>
        (await allCategories(context)).find((category) => category.id === subcategory.category_id) ?? null,
    }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({
    ...openCall,
    type: [Category],
    nullable: true,
    description: 'Every category, in display order. The site adds its own “All” entry (id 0) for lists.',
    resolve: (_root, _args, context, info) => {
      startSubcategoriesIfAsked(context, info);
      return allCategories(context);
    },
  }),
  category: t.field({
    ...openCall,
    type: Category,
    nullable: true,
    description: `One category by id; null when there is none. ${LOOKUP_ID_RULE}`,
    args: { id: t.arg.id({ description: 'The category’s id.' }) },
    resolve: async (_root, args, context, info) => {
      const id = idOf(args.id, 'id');
      startSubcategoriesIfAsked(context, info);
      return (await allCategories(context)).find((category) => category.id === id) ?? null;
    },
  }),
}));
