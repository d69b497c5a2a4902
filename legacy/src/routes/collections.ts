import Type from 'typebox';
import type { Database } from '../db/database';
import type { Input } from '../http/input';
import { HttpError } from '../http/http-error';
import { omittedFields } from '../portfolios/portfolio-json';
import type { LegacyApp, LegacyRouter } from '../app';
import { groupBy } from '../db/sql';
import { designersJson } from '../portfolios/designers';
import { idFromPath } from '../http/input';
import { Validator } from '../http/validation';
import { formatTimestamp } from '../clock';
import { portfoliosJson } from '../portfolios/portfolio-json';
import { portfoliosInOrder, unpublishedPortfolioIds } from '../portfolios/portfolios';
import { storedImageName } from '../images/folders';
import { requireStaffRole } from '../staff/roles';
import { auditedChange } from '../staff/audit-log';
import {
  collectionCount,
  collectionMemberIds,
  collectionPortfolioIds,
  deleteCollection,
  deleteCollectionCategory,
  insertCollection,
  insertCollectionCategory,
  setCollectionDesigners,
  setCollectionPortfolios,
  unknownMembers,
  updateCollection,
  updateCollectionCategory,
  type CollectionCategoryContent,
  type CollectionContent,
  collectionDesignerPage,
  collectionPage,
  collectionPortfolioPage,
  findCollection,
  findCollectionCategory,
  listCollectionCategories,
  listCollections,
  type CollectionCategoryRow,
  type CollectionRow,
} from '../collections/collections';
import { Data, IdText, idParams, Message } from '../contract/common';
import {
  CollectionBody,
  CollectionCategory,
  CollectionCategoryBody,
  CollectionCategoryWithCollections,
  CollectionDesignerIds,
  CollectionDetail,
  CollectionPortfolioIds,
  StaffCollection,
} from '../contract/collections';
import { CollectionItems, Collections, IdOrAllText, listQuery, PageText } from '../contract/lists';

export const COLLECTIONS_PER_PAGE = 6;
export const COLLECTION_DESIGNERS_PER_PAGE = 8;
/** A collection lists at most this many portfolios, and as many designers. */
export const MAX_COLLECTION_ITEMS = 200;

const thaiDate = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function collectionJson(row: CollectionRow) {
  const date = new Date(`${row.published_on}T00:00:00Z`);
  return {
    id: row.id,
    collection_id: row.id,
    collection_category_id: row.collection_category_id,
    collection_name_th: row.name_th,
    collection_name_en: row.name_en,
    description_th: row.description_th,
    description_en: row.description_en,
    cover_path: row.cover_path,
    published_on: row.published_on,
    // Thai dates use the Buddhist era, as the site's date locale does.
    date_th: thaiDate.format(date),
    date_en: englishDate.format(date),
  };
}

function collectionCategoryJson(row: CollectionCategoryRow) {
  return {
    id: row.id,
    category_collection_name_th: row.name_th,
    category_collection_name_en: row.name_en,
    about_category_collection_th: row.about_th,
    about_category_collection_en: row.about_en,
  };
}

/** The collection with this id; 404 when there is none (or no id). */
function requireCollection(db: Database, id: number | undefined): CollectionRow {
  const row = id === undefined ? undefined : findCollection(db, id);
  if (!row) throw new HttpError(404, 'Collection not found.');
  return row;
}

/** The collection category with this id; 404 when there is none (or no id). */
function requireCollectionCategory(db: Database, id: number | undefined): CollectionCategoryRow {
  const row = id === undefined ? undefined : findCollectionCategory(db, id);
  if (!row) throw new HttpError(404, 'Collection category not found.');
  return row;
}

/** A collection with its category, as `api/get-collection-by-id` answers it. */
function collectionDetailJson(db: Database, row: CollectionRow) {
  const category = findCollectionCategory(db, row.collection_category_id);
  return { ...collectionJson(row), category_collection: category ? collectionCategoryJson(category) : null };
}

/** The editors' collections and their portfolios or designers; operators write them (issue 16). */
export function registerCollectionRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;
  registerStaffCollectionRoutes(router, app);

  router.get(
    '/api/category-collection',
    {
      session: 'none',
      contract: {
        tag: 'collections',
        summary: 'Every collection category with its collections.',
        answer: Data(Type.Array(CollectionCategoryWithCollections)),
      },
    },
    () => {
      const collections = groupBy(listCollections(db), (row) => row.collection_category_id);
      const data = listCollectionCategories(db).map((category) => ({
        ...collectionCategoryJson(category),
        collections: (collections.get(category.id) ?? []).map(collectionJson),
      }));
      return { json: { status: 200, data } };
    },
  );

  function collectionsPage({ input }: { input: Input }) {
    const categoryId = input.integer('category_collection_id') ?? input.integer('id') ?? 0;
    const { meta, rows } = collectionPage(db, {
      categoryId,
      page: input.page(),
      perPage: COLLECTIONS_PER_PAGE,
    });
    return {
      json: {
        status: 200,
        ...meta,
        data: rows.map(collectionJson),
        count_item: meta.total,
        category_collections: listCollectionCategories(db).map(collectionCategoryJson),
      },
    };
  }
  const collectionsContract = {
    tag: 'collections',
    summary: `A page of collections (${COLLECTIONS_PER_PAGE} a page), newest first, of a category or all.`,
    description: 'Two addresses, one behaviour. `id` is another name for `category_collection_id`.',
    query: Type.Object({
      category_collection_id: Type.Optional(IdOrAllText),
      id: Type.Optional(IdOrAllText),
      page: Type.Optional(PageText),
    }),
    answer: Collections,
  };
  router.get('/api/collections', { session: 'none', contract: collectionsContract }, collectionsPage);
  router.get('/api/get-collection-more', { session: 'none', contract: collectionsContract }, collectionsPage);

  /** A collection's portfolios (type 1) or designers (type 2), a page at a time. */
  function collectionItems({ input }: { input: Input }) {
    const collection = requireCollection(db, input.integer('id'));
    const type = input.integer('type') ?? 1;
    if (type === 1) {
      const result = collectionPortfolioPage(db, {
        collectionId: collection.id,
        page: input.page(),
        omit: omittedFields(input),
      });
      return {
        json: {
          status: 200,
          type,
          collection: collectionJson(collection),
          ...result,
          count_item: result.total,
        },
      };
    }
    if (type === 2) {
      const { meta, memberIds } = collectionDesignerPage(db, {
        collectionId: collection.id,
        page: input.page(),
        perPage: COLLECTION_DESIGNERS_PER_PAGE,
      });
      const data = designersJson(db, memberIds);
      return {
        json: {
          status: 200,
          type,
          collection: collectionJson(collection),
          ...meta,
          data,
          count_item: meta.total,
        },
      };
    }
    throw new HttpError(422, 'The type must be 1 (portfolios) or 2 (designers).', {
      type: ['The selected type is invalid.'],
    });
  }
  const collectionItemsContract = {
    tag: 'collections',
    summary: 'A page of a collection’s approved portfolios (`type` 1) or designers (`type` 2), in its order.',
    description:
      'Two addresses, one behaviour. Portfolios 12 a page, designers ' +
      `${COLLECTION_DESIGNERS_PER_PAGE} a page. \`omit=\` leaves heavy fields out of every portfolio. ` +
      '404 `Collection not found.`; 422 for another type.',
    query: Type.Object({
      id: Type.Optional(IdText),
      type: Type.Optional(Type.String({ description: '1 portfolios (the default), 2 designers.' })),
      ...listQuery,
    }),
    answer: CollectionItems,
  };
  router.get(
    '/api/collection-portfolio',
    { session: 'none', contract: collectionItemsContract },
    collectionItems,
  );
  router.get(
    '/api/get-more-collection-portfolio',
    { session: 'none', contract: collectionItemsContract },
    collectionItems,
  );

  router.get(
    '/api/get-collection-by-id',
    {
      session: 'none',
      contract: {
        tag: 'collections',
        summary: 'A collection with its category.',
        description: '404 `Collection not found.`',
        query: Type.Object({ id: Type.Optional(IdText) }),
        answer: Data(CollectionDetail),
      },
    },
    ({ input }) => {
      const collection = requireCollection(db, input.integer('id'));
      return { json: { status: 200, data: collectionDetailJson(db, collection) } };
    },
  );
}

/** A collection as the staff's screen reads it: every portfolio (published or not) and designer, in order. */
function staffCollectionJson(db: Database, row: CollectionRow) {
  return {
    ...collectionDetailJson(db, row),
    portfolios: portfoliosJson(
      db,
      portfoliosInOrder(db, collectionPortfolioIds(db, row.id)),
      new Set(['detail']),
    ),
    designers: designersJson(db, collectionMemberIds(db, row.id)),
  };
}

/** The operators' writes: collections (fields, portfolios, designers) and collection categories, each logged. */
function registerStaffCollectionRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;
  const staff = (memberId: number) => {
    requireStaffRole(db, memberId, ['operator']);
    return { memberId, now: app.clock() };
  };

  /** The fields of a collection from the body, checked; 422 naming each wrong field. */
  function collectionContent(input: Input): CollectionContent {
    const validator = new Validator(input)
      .required('collection_category_id', 'collection_name_th', 'collection_name_en', 'published_on')
      .maxLength('collection_name_th', 200)
      .maxLength('collection_name_en', 200)
      .maxLength('description_th', 5000)
      .maxLength('description_en', 5000)
      .date('published_on');
    const categoryId = input.integer('collection_category_id');
    if (input.has('collection_category_id') && !(categoryId && findCollectionCategory(db, categoryId)))
      validator.fail('collection_category_id', 'The collection category does not exist.');
    validator.check();
    return {
      collection_category_id: categoryId!,
      name_th: input.string('collection_name_th'),
      name_en: input.string('collection_name_en'),
      description_th: input.string('description_th'),
      description_en: input.string('description_en'),
      cover_path: storedImageName(db, 'cover_path', input.string('cover_path'), 'collection'),
      published_on: input.string('published_on'),
    };
  }

  const operatorsOnly =
    'Operators only: 403 `Only operators may do this.` for anyone else. The change is logged in the audit log.';

  router.get(
    '/api/staff/collections/{id}',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary:
          'A collection as operators edit it: every portfolio (published or not) and designer, in order.',
        description: 'Operators only: 403 `Only operators may do this.` for anyone else. 404.',
        params: idParams('id'),
        answer: Data(StaffCollection),
      },
    },
    ({ params, session }) => {
      staff(session.memberId);
      return {
        json: { status: 200, data: staffCollectionJson(db, requireCollection(db, idFromPath(params.id))) },
      };
    },
  );

  router.post(
    '/api/staff/collections',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Creates a collection.',
        description: `${operatorsOnly} 422 naming each wrong field.`,
        body: CollectionBody,
        answer: Data(StaffCollection),
      },
    },
    ({ input, session }) => {
      const who = staff(session.memberId);
      const content = collectionContent(input);
      const id = auditedChange(db, who, () => {
        const created = insertCollection(db, content, formatTimestamp(who.now));
        return {
          result: created,
          entry: {
            action: 'collection.create',
            targetType: 'collection',
            targetId: created,
            detail: { name_th: content.name_th },
          },
        };
      });
      return { json: { status: 200, data: staffCollectionJson(db, findCollection(db, id)!) } };
    },
  );

  router.put(
    '/api/staff/collections/{id}',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Changes a collection’s fields.',
        description: `${operatorsOnly} 404; 422 naming each wrong field.`,
        params: idParams('id'),
        body: CollectionBody,
        answer: Data(StaffCollection),
      },
    },
    ({ input, params, session }) => {
      const who = staff(session.memberId);
      const collection = requireCollection(db, idFromPath(params.id));
      const content = collectionContent(input);
      auditedChange(db, who, () => ({
        result: updateCollection(db, collection.id, content),
        entry: {
          action: 'collection.update',
          targetType: 'collection',
          targetId: collection.id,
          detail: { name_th: content.name_th },
        },
      }));
      return { json: { status: 200, data: staffCollectionJson(db, findCollection(db, collection.id)!) } };
    },
  );

  router.delete(
    '/api/staff/collections/{id}',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Deletes a collection and its lists (the portfolios and designers stay).',
        description: `${operatorsOnly} 404.`,
        params: idParams('id'),
        answer: Message,
      },
    },
    ({ params, session }) => {
      const who = staff(session.memberId);
      const collection = requireCollection(db, idFromPath(params.id));
      auditedChange(db, who, () => ({
        result: deleteCollection(db, collection.id),
        entry: {
          action: 'collection.delete',
          targetType: 'collection',
          targetId: collection.id,
          detail: { name_th: collection.name_th },
        },
      }));
      return { json: { status: 200, message: 'Collection deleted.' } };
    },
  );

  router.put(
    '/api/staff/collections/{id}/portfolios',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Sets a collection’s portfolios, in order.',
        description: `${operatorsOnly} 404; 422 unless they are different published portfolios, at most ${MAX_COLLECTION_ITEMS}.`,
        params: idParams('id'),
        body: CollectionPortfolioIds,
        answer: Data(StaffCollection),
      },
    },
    ({ input, params, session }) => {
      const who = staff(session.memberId);
      const collection = requireCollection(db, idFromPath(params.id));
      const validator = new Validator(input);
      const ids = validator.idList('portfolio_ids', MAX_COLLECTION_ITEMS, {
        invalid: 'Each portfolio must be a different portfolio id.',
        tooMany: `A collection holds at most ${MAX_COLLECTION_ITEMS} portfolios.`,
      });
      if (unpublishedPortfolioIds(db, ids).length > 0)
        validator.fail('portfolio_ids', 'Only published portfolios can be added to a collection.');
      validator.check();
      auditedChange(db, who, () => {
        setCollectionPortfolios(db, collection.id, ids);
        return {
          result: null,
          entry: {
            action: 'collection.portfolios',
            targetType: 'collection',
            targetId: collection.id,
            detail: { name_th: collection.name_th, portfolio_ids: ids },
          },
        };
      });
      return { json: { status: 200, data: staffCollectionJson(db, collection) } };
    },
  );

  router.put(
    '/api/staff/collections/{id}/designers',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Sets a collection’s designers, in order.',
        description: `${operatorsOnly} 404; 422 unless they are different members, at most ${MAX_COLLECTION_ITEMS}.`,
        params: idParams('id'),
        body: CollectionDesignerIds,
        answer: Data(StaffCollection),
      },
    },
    ({ input, params, session }) => {
      const who = staff(session.memberId);
      const collection = requireCollection(db, idFromPath(params.id));
      const validator = new Validator(input);
      const ids = validator.idList('member_ids', MAX_COLLECTION_ITEMS, {
        invalid: 'Each designer must be a different member id.',
        tooMany: `A collection holds at most ${MAX_COLLECTION_ITEMS} designers.`,
      });
      if (unknownMembers(db, ids).length > 0) validator.fail('member_ids', 'No designer has this id.');
      validator.check();
      auditedChange(db, who, () => {
        setCollectionDesigners(db, collection.id, ids);
        return {
          result: null,
          entry: {
            action: 'collection.designers',
            targetType: 'collection',
            targetId: collection.id,
            detail: { name_th: collection.name_th, member_ids: ids },
          },
        };
      });
      return { json: { status: 200, data: staffCollectionJson(db, collection) } };
    },
  );

  /** The names and texts of a collection category from the body, checked. */
  function categoryContent(input: Input): CollectionCategoryContent {
    new Validator(input)
      .required('category_collection_name_th', 'category_collection_name_en')
      .maxLength('category_collection_name_th', 200)
      .maxLength('category_collection_name_en', 200)
      .maxLength('about_category_collection_th', 5000)
      .maxLength('about_category_collection_en', 5000)
      .check();
    return {
      name_th: input.string('category_collection_name_th'),
      name_en: input.string('category_collection_name_en'),
      about_th: input.string('about_category_collection_th'),
      about_en: input.string('about_category_collection_en'),
    };
  }

  router.post(
    '/api/staff/collection-categories',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Creates a collection category, shown after the others.',
        description: `${operatorsOnly} 422 naming each wrong field.`,
        body: CollectionCategoryBody,
        answer: Data(CollectionCategory),
      },
    },
    ({ input, session }) => {
      const who = staff(session.memberId);
      const content = categoryContent(input);
      const id = auditedChange(db, who, () => {
        const created = insertCollectionCategory(db, content);
        return {
          result: created,
          entry: {
            action: 'collection-category.create',
            targetType: 'collection_category',
            targetId: created,
            detail: { name_th: content.name_th },
          },
        };
      });
      return { json: { status: 200, data: collectionCategoryJson(findCollectionCategory(db, id)!) } };
    },
  );

  router.put(
    '/api/staff/collection-categories/{id}',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Changes a collection category’s names and texts.',
        description: `${operatorsOnly} 404; 422 naming each wrong field.`,
        params: idParams('id'),
        body: CollectionCategoryBody,
        answer: Data(CollectionCategory),
      },
    },
    ({ input, params, session }) => {
      const who = staff(session.memberId);
      const category = requireCollectionCategory(db, idFromPath(params.id));
      const content = categoryContent(input);
      auditedChange(db, who, () => ({
        result: updateCollectionCategory(db, category.id, content),
        entry: {
          action: 'collection-category.update',
          targetType: 'collection_category',
          targetId: category.id,
          detail: { name_th: content.name_th },
        },
      }));
      return {
        json: { status: 200, data: collectionCategoryJson(findCollectionCategory(db, category.id)!) },
      };
    },
  );

  router.delete(
    '/api/staff/collection-categories/{id}',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Deletes an empty collection category.',
        description: `${operatorsOnly} 404; 409 while it holds collections.`,
        params: idParams('id'),
        answer: Message,
      },
    },
    ({ params, session }) => {
      const who = staff(session.memberId);
      const category = requireCollectionCategory(db, idFromPath(params.id));
      if (collectionCount(db, category.id) > 0)
        throw new HttpError(
          409,
          'Only an empty collection category can be deleted: move or delete its collections first.',
        );
      auditedChange(db, who, () => ({
        result: deleteCollectionCategory(db, category.id),
        entry: {
          action: 'collection-category.delete',
          targetType: 'collection_category',
          targetId: category.id,
          detail: { name_th: category.name_th },
        },
      }));
      return { json: { status: 200, message: 'Collection category deleted.' } };
    },
  );
}
