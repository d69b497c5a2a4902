import { builder } from './builder';
import { legacyCost } from './field-cost';
import { operatorCall } from './field-access';
import { CACHE, responseCacheTags } from './cache-hints';
import { LocalizedText, LocalizedTextInput, idOf, idsOf, LOOKUP_ID_RULE } from './shared';
import { attempt, orNull, type WriteOutcome } from './errors';
import { deletionPayloadOf, deletionPayloadType, recordPayloadOf, recordPayloadType } from './payloads';
import { Collection, CollectionCategory } from './collection';
import { Portfolio } from './portfolio';
import { Designer, designerFromDto } from './designer';
import type { GraphQLContext } from '../context';
import type { CollectionCategoryDto, StaffCollectionDto } from '../legacy/legacy-types';

/**
 * Operators curate the collections (issue 16): collection categories and collections with their names, texts,
 * cover and date, and the portfolios and designers each lists, in order. Operators only; each write is in the audit
 * log, and visitors see it on their next load (the shared answers of the collection fields are dropped).
 */

/** The legacy fields a refusal names, as this file's inputs name them. */
const COLLECTION_FIELDS = {
  collection_category_id: 'categoryId',
  collection_name_th: 'name.th',
  collection_name_en: 'name.en',
  description_th: 'description.th',
  description_en: 'description.en',
  cover_path: 'coverFileName',
  published_on: 'publishedOn',
  portfolio_ids: 'portfolioIds',
  member_ids: 'designerIds',
};
const CATEGORY_FIELDS = {
  category_collection_name_th: 'name.th',
  category_collection_name_en: 'name.en',
  about_category_collection_th: 'about.th',
  about_category_collection_en: 'about.en',
};

/** After a write, visitors' cached collection pages and lists are asked again. */
function dropPublicCollections(context: GraphQLContext) {
  return context.publicAnswers.invalidate(
    ['collection', 'collections', 'collectionCategories'].map((field) => responseCacheTags.rootField(field)),
  );
}

const StaffCollection = builder.objectRef<StaffCollectionDto>('StaffCollection').implement({
  directives: CACHE.viewer,
  description:
    'A collection as operators edit it: its public fields, and every portfolio and designer it lists, in order (a portfolio taken offline since stays listed here and hidden from visitors).',
  fields: (t) => ({
    collection: t.field({
      type: Collection,
      description: 'The collection as visitors see it.',
      resolve: (dto) => dto,
    }),
    nameAsWritten: t.field({
      type: LocalizedText,
      description:
        'Its name as stored, to edit: `en` is empty when no English was written (no Thai fallback).',
      resolve: (dto) => ({ th: dto.collection_name_th, en: dto.collection_name_en }),
    }),
    descriptionAsWritten: t.field({
      type: LocalizedText,
      description: 'Its description as stored, to edit: `en` is empty when no English was written.',
      resolve: (dto) => ({ th: dto.description_th, en: dto.description_en }),
    }),
    category: t.expose('category_collection', {
      type: CollectionCategory,
      nullable: true,
      description: 'The collection category it belongs to.',
    }),
    portfolios: t.field({
      type: [Portfolio],
      complexity: legacyCost({ calls: 0, items: 50 }),
      description: 'Every portfolio it lists, in the curated order.',
      resolve: (dto) => dto.portfolios,
    }),
    designers: t.field({
      type: [Designer],
      complexity: legacyCost({ calls: 0, items: 20 }),
      description: 'Every designer it lists, in the curated order.',
      resolve: (dto) => dto.designers.map(designerFromDto),
    }),
  }),
});

const CollectionInput = builder.inputType('CollectionInput', {
  description: 'A collection’s public fields.',
  fields: (t) => ({
    categoryId: t.id({ description: 'The collection category it belongs to.' }),
    name: t.field({ type: LocalizedTextInput, description: 'Its name (at most 200 characters each).' }),
    description: t.field({
      type: LocalizedTextInput,
      description: 'What it is about, as plain text (at most 5,000 characters each; may be empty).',
    }),
    coverFileName: t.string({
      required: false,
      description:
        'Its cover: the file name `POST /upload` answered for type `collection-cover`; empty or absent for none.',
    }),
    publishedOn: t.string({
      description: 'Its publication date, `YYYY-MM-DD` (lists show the newest first).',
    }),
  }),
});

const CollectionCategoryInput = builder.inputType('CollectionCategoryInput', {
  description: 'A collection category’s names and text.',
  fields: (t) => ({
    name: t.field({ type: LocalizedTextInput, description: 'Its name (at most 200 characters each).' }),
    about: t.field({
      type: LocalizedTextInput,
      description: 'What the group is about, as plain text (at most 5,000 characters each; may be empty).',
    }),
  }),
});

const StaffCollectionPayload = recordPayloadType('StaffCollectionPayload', {
  description: 'A collection as stored, or why it was refused.',
  record: {
    collection: { type: StaffCollection, description: 'The collection with its lists; null when refused.' },
  },
  errors:
    'Why nothing changed (a field missing or too long, a date that is none, a portfolio not published, the same item twice); empty otherwise.',
});

const CollectionCategoryPayload = recordPayloadType('CollectionCategoryPayload', {
  description: 'A collection category as stored, or why it was refused.',
  record: { category: { type: CollectionCategory, description: 'The category; null when refused.' } },
  errors: 'Why nothing changed (a name missing or too long); empty otherwise.',
});

const DeletePayload = deletionPayloadType('DeletePayload', {
  description: 'What a deletion removed, or why it was refused.',
  deleted: 'The id of what was deleted; null when refused.',
  errors: 'Why nothing was deleted (a collection category that still holds collections); empty otherwise.',
});

function collectionBody(input: typeof CollectionInput.$inferInput) {
  return {
    collection_category_id: idOf(input.categoryId, 'categoryId'),
    collection_name_th: input.name.th,
    collection_name_en: input.name.en,
    description_th: input.description.th,
    description_en: input.description.en,
    cover_path: input.coverFileName ?? '',
    published_on: input.publishedOn,
  };
}

function categoryBody(input: typeof CollectionCategoryInput.$inferInput) {
  return {
    category_collection_name_th: input.name.th,
    category_collection_name_en: input.name.en,
    about_category_collection_th: input.about.th,
    about_category_collection_en: input.about.en,
  };
}

/**
 * Runs an operator's write; once it succeeded the public collection answers are dropped. A refusal the operator can
 * fix comes back as user errors, field names mapped by `fields`.
 */
async function collectionsWrite<T>(
  context: GraphQLContext,
  write: () => Promise<T>,
  fields: Record<string, string> = {},
): Promise<WriteOutcome<T>> {
  const outcome = await attempt(write, fields);
  if (outcome.errors.length === 0) await dropPublicCollections(context);
  return outcome;
}

async function collectionWrite(context: GraphQLContext, write: () => Promise<{ data: StaffCollectionDto }>) {
  return recordPayloadOf('collection', await collectionsWrite(context, write, COLLECTION_FIELDS));
}

async function categoryWrite(context: GraphQLContext, write: () => Promise<{ data: CollectionCategoryDto }>) {
  return recordPayloadOf('category', await collectionsWrite(context, write, CATEGORY_FIELDS));
}

async function deletion(context: GraphQLContext, id: string, remove: () => Promise<unknown>) {
  return deletionPayloadOf(id, await collectionsWrite(context, remove));
}

builder.queryField('staffCollection', (t) =>
  t.field({
    ...operatorCall,
    type: StaffCollection,
    nullable: true,
    directives: CACHE.viewer,
    description: `One collection with every portfolio and designer it lists, to edit; null when none. Operators only. ${LOOKUP_ID_RULE}`,
    args: { id: t.arg.id({ description: 'The collection.' }) },
    resolve: async (_root, args, context) =>
      (await orNull(context.legacy.staffCollection(idOf(args.id, 'id'))))?.data ?? null,
  }),
);

builder.mutationFields((t) => ({
  createCollection: t.field({
    ...operatorCall,
    type: StaffCollectionPayload,
    description: 'Creates a collection, listing nothing yet. Logged. Operators only.',
    args: { input: t.arg({ type: CollectionInput, description: 'Its fields.' }) },
    resolve: (_root, { input }, context) =>
      collectionWrite(context, () => context.legacy.createCollection(collectionBody(input))),
  }),
  updateCollection: t.field({
    ...operatorCall,
    type: StaffCollectionPayload,
    description: 'Rewrites a collection’s fields (its lists stay). Logged. Operators only.',
    args: {
      id: t.arg.id({ description: 'The collection.' }),
      input: t.arg({ type: CollectionInput, description: 'Its fields.' }),
    },
    resolve: (_root, { id, input }, context) =>
      collectionWrite(context, () => context.legacy.updateCollection(idOf(id, 'id'), collectionBody(input))),
  }),
  deleteCollection: t.field({
    ...operatorCall,
    type: DeletePayload,
    description:
      'Deletes a collection (its portfolios and designers stay on the site). Logged. Operators only.',
    args: { id: t.arg.id({ description: 'The collection.' }) },
    resolve: (_root, { id }, context) =>
      deletion(context, String(id), () => context.legacy.deleteCollection(idOf(id, 'id'))),
  }),
  setCollectionPortfolios: t.field({
    ...operatorCall,
    type: StaffCollectionPayload,
    description:
      'Makes these published portfolios, in this order, the collection’s portfolios (at most 200; none empties the list). Logged. Operators only.',
    args: {
      id: t.arg.id({ description: 'The collection.' }),
      portfolioIds: t.arg.idList({ description: 'The portfolios, in the order visitors see them.' }),
    },
    resolve: (_root, args, context) =>
      collectionWrite(context, () =>
        context.legacy.setCollectionPortfolios(idOf(args.id, 'id'), idsOf(args.portfolioIds, 'portfolioIds')),
      ),
  }),
  setCollectionDesigners: t.field({
    ...operatorCall,
    type: StaffCollectionPayload,
    description:
      'Makes these designers, in this order, the collection’s designers (at most 200; none empties the list). Logged. Operators only.',
    args: {
      id: t.arg.id({ description: 'The collection.' }),
      designerIds: t.arg.idList({
        description: 'The designers (`Designer.id`), in the order visitors see them.',
      }),
    },
    resolve: (_root, args, context) =>
      collectionWrite(context, () =>
        context.legacy.setCollectionDesigners(idOf(args.id, 'id'), idsOf(args.designerIds, 'designerIds')),
      ),
  }),
  createCollectionCategory: t.field({
    ...operatorCall,
    type: CollectionCategoryPayload,
    description: 'Creates a collection category, shown after the others. Logged. Operators only.',
    args: { input: t.arg({ type: CollectionCategoryInput, description: 'Its names and text.' }) },
    resolve: (_root, { input }, context) =>
      categoryWrite(context, () => context.legacy.createCollectionCategory(categoryBody(input))),
  }),
  updateCollectionCategory: t.field({
    ...operatorCall,
    type: CollectionCategoryPayload,
    description: 'Rewrites a collection category’s names and text. Logged. Operators only.',
    args: {
      id: t.arg.id({ description: 'The collection category.' }),
      input: t.arg({ type: CollectionCategoryInput, description: 'Its names and text.' }),
    },
    resolve: (_root, { id, input }, context) =>
      categoryWrite(context, () =>
        context.legacy.updateCollectionCategory(idOf(id, 'id'), categoryBody(input)),
      ),
  }),
  deleteCollectionCategory: t.field({
    ...operatorCall,
    type: DeletePayload,
    description:
      'Deletes an empty collection category (refused while it holds collections). Logged. Operators only.',
    args: { id: t.arg.id({ description: 'The collection category.' }) },
    resolve: (_root, { id }, context) =>
      deletion(context, String(id), () => context.legacy.deleteCollectionCategory(idOf(id, 'id'))),
  }),
}));
