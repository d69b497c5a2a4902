import type { Input } from '../http/input';
import { HttpError } from '../http/http-error';
import type { LegacyApp, LegacyRouter } from '../app';
import { groupBy } from '../db/sql';
import { omittedFields } from '../portfolios/portfolio-json';
import { designersJson } from '../members/designers';
import {
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

export const COLLECTIONS_PER_PAGE = 6;
export const COLLECTION_DESIGNERS_PER_PAGE = 8;

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

/** The editors' collections and their portfolios or designers. */
export function registerCollectionRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  router.get('/api/category-collection', { session: 'none' }, () => {
    const collections = groupBy(listCollections(db), (row) => row.collection_category_id);
    const data = listCollectionCategories(db).map((category) => ({
      ...collectionCategoryJson(category),
      collections: (collections.get(category.id) ?? []).map(collectionJson),
    }));
    return { json: { status: 200, data } };
  });

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
  router.get('/api/collections', { session: 'none' }, collectionsPage);
  router.get('/api/get-collection-more', { session: 'none' }, collectionsPage);

  function requireCollection(id: number | undefined): CollectionRow {
    const row = id === undefined ? undefined : findCollection(db, id);
    if (!row) throw new HttpError(404, 'Collection not found.');
    return row;
  }

  /** A collection's portfolios (type 1) or designers (type 2), a page at a time. */
  function collectionItems({ input }: { input: Input }) {
    const collection = requireCollection(input.integer('id'));
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
  router.get('/api/collection-portfolio', { session: 'none' }, collectionItems);
  router.get('/api/get-more-collection-portfolio', { session: 'none' }, collectionItems);

  router.get('/api/get-collection-by-id', { session: 'none' }, ({ input }) => {
    const collection = requireCollection(input.integer('id'));
    const category = findCollectionCategory(db, collection.collection_category_id);
    return {
      json: {
        status: 200,
        data: {
          ...collectionJson(collection),
          category_collection: category ? collectionCategoryJson(category) : null,
        },
      },
    };
  });
}
