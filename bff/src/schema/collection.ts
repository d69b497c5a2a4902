import { builder } from './builder';
import { legacyCost } from './field-cost';
import { openCall } from './field-access';
import { CACHE } from './cache-hints';
import {
  LocalizedText,
  eachKey,
  idOf,
  optionalIdOf,
  localizedField,
  imageField,
  LOOKUP_ID_RULE,
} from './shared';
import { orNull } from './errors';
import { PortfolioPage, implementPage, pageArg, pageField, pageOf, type PageShape } from './paged-list';
import { DesignerPage, designerFromDto } from './designer';
import { argumentsOfSelected } from './selection';
import type { GraphQLContext } from '../context';
import type {
  CollectionCategoryDto,
  CollectionDto,
  CollectionItemsDto,
  DesignerDto,
  PortfolioDto,
} from '../legacy/legacy-types';

/** A page of a collection's portfolios (type 1) or designers (type 2), asked once per request. */
function collectionItems(
  context: GraphQLContext,
  id: number,
  type: 1,
  page: number,
): Promise<CollectionItemsDto<PortfolioDto>>;
function collectionItems(
  context: GraphQLContext,
  id: number,
  type: 2,
  page: number,
): Promise<CollectionItemsDto<DesignerDto>>;
function collectionItems(context: GraphQLContext, id: number, type: 1 | 2, page: number) {
  return context.once<CollectionItemsDto<PortfolioDto> | CollectionItemsDto<DesignerDto>>(
    `collection-items:${id}:${type}:${page}`,
    () =>
      type === 1 ? context.legacy.collectionItems(id, 1, page) : context.legacy.collectionItems(id, 2, page),
  );
}

export const CollectionCategory = builder.objectRef<CollectionCategoryDto>('CollectionCategory');
export const Collection = builder.loadableObject('Collection', {
  directives: CACHE.catalogue,
  description: 'A curated collection of portfolios and designers (the creator pages).',
  load: (ids: number[], context) => eachKey(ids, (id) => orNull(context.legacy.collection(id))),
  toKey: (collection: CollectionDto) => collection.id,
  cacheResolved: true,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the collection.' }),
    name: localizedField(
      t,
      'collection_name_th',
      'collection_name_en',
      'The collection’s name in Thai and English.',
    ),
    description: localizedField(
      t,
      'description_th',
      'description_en',
      'What the collection is about, in Thai and English.',
    ),
    cover: imageField(t, 'collection', 'cover_path', 'The collection’s cover image; null when none.'),
    date: localizedField(
      t,
      'date_th',
      'date_en',
      'Publication date as the legacy API words it: Thai (Buddhist era) and English.',
    ),
    publishedOn: t.exposeString('published_on', { description: 'Publication date, `YYYY-MM-DD`.' }),
    portfolios: pageField(t, PortfolioPage, {
      nullable: true,
      description: 'The collection’s portfolios in curated order, 12 a page.',
      load: async (collection, page, context) =>
        pageOf(await collectionItems(context, collection.id, 1, page)),
    }),
    designers: pageField(t, DesignerPage, {
      nullable: true,
      description: 'The collection’s designers in curated order, 8 a page.',
      load: async (collection, page, context) =>
        pageOf(await collectionItems(context, collection.id, 2, page), designerFromDto),
    }),
  }),
});

CollectionCategory.implement({
  directives: CACHE.catalogue,
  description: 'A group of curated collections.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the collection category.' }),
    name: localizedField(
      t,
      'category_collection_name_th',
      'category_collection_name_en',
      'Name in Thai and English.',
    ),
    about: localizedField(
      t,
      'about_category_collection_th',
      'about_category_collection_en',
      'What the group is about, in Thai and English.',
    ),
    nameAsWritten: t.field({
      type: LocalizedText,
      description:
        'The name as stored, for editors: `en` is empty when no English was written (no Thai fallback).',
      resolve: (category) => ({
        th: category.category_collection_name_th,
        en: category.category_collection_name_en,
      }),
    }),
    aboutAsWritten: t.field({
      type: LocalizedText,
      description:
        'What the group is about as stored, for editors: `en` is empty when no English was written.',
      resolve: (category) => ({
        th: category.about_category_collection_th,
        en: category.about_category_collection_en,
      }),
    }),
    collections: pageField(t, CollectionPage, {
      nullable: true,
      description: 'The group’s collections, newest first, 6 a page.',
      load: async (category, page, context) => pageOf(await context.legacy.collections(category.id, page)),
    }),
  }),
});

const CollectionPage = builder.objectRef<PageShape<CollectionDto>>('CollectionPage');
implementPage(CollectionPage, Collection, { listed: 'collections', perPage: 6 });

builder.queryFields((t) => ({
  collectionCategories: t.field({
    complexity: legacyCost({ calls: 1, items: 10 }),
    type: [CollectionCategory],
    nullable: true,
    description: 'Every collection category, in display order.',
    resolve: (_root, _args, context) => context.legacy.collectionCategories(),
  }),
  collections: t.field({
    ...openCall,
    directives: CACHE.catalogue,
    type: CollectionPage,
    nullable: true,
    description: 'Collections of one category (absent or 0 = all), newest first, 6 a page.',
    args: {
      categoryId: t.arg.id({ required: false, description: 'Collection category id; absent or 0 for all.' }),
      page: t.arg.int(pageArg),
    },
    resolve: async (_root, args, context) => {
      const answer = await context.legacy.collections(
        optionalIdOf(args.categoryId, 'categoryId'),
        args.page ?? 1,
      );
      return pageOf(answer);
    },
  }),
  collection: t.field({
    ...openCall,
    type: Collection,
    nullable: true,
    description: `One collection by id; null when there is none. ${LOOKUP_ID_RULE}`,
    args: { id: t.arg.id({ description: 'The collection’s id.' }) },
    resolve: (_root, args, context, info) => {
      const id = idOf(args.id, 'id');
      // Its portfolios and designers do not need the collection's record: all the calls start now.
      for (const asked of argumentsOfSelected(info, 'portfolios'))
        collectionItems(context, id, 1, Number(asked.page ?? 1)).catch(() => undefined);
      for (const asked of argumentsOfSelected(info, 'designers'))
        collectionItems(context, id, 2, Number(asked.page ?? 1)).catch(() => undefined);
      return id;
    },
  }),
}));
