import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacy, type LegacyHarness } from './legacy-harness';

describe('collections', () => {
  let legacy: LegacyHarness;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('lists collection categories with their collections', async () => {
    const data = (await legacy.call('GET', '/api/category-collection')).body.data;
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data[0]).toMatchObject({
      id: expect.any(Number),
      category_collection_name_th: expect.any(String),
      category_collection_name_en: expect.any(String),
      about_category_collection_th: expect.any(String),
      about_category_collection_en: expect.any(String),
    });
    expect(data[0].collections[0]).toMatchObject({
      collection_id: expect.any(Number),
      collection_name_th: expect.any(String),
      collection_name_en: expect.any(String),
      description_th: expect.any(String),
      cover_path: expect.any(String),
      date_th: expect.stringMatching(/25\d\d$/),
      date_en: expect.stringMatching(/20\d\d$/),
    });
  });

  it('pages collections of all categories (0) or one, under both paths', async () => {
    const all = await legacy.call('GET', '/api/collections', {
      query: { page: 1, category_collection_id: 0 },
    });
    expect(all.body).toMatchObject({ current_page: 1, per_page: 6 });
    expect(all.body.total).toBeGreaterThanOrEqual(12);
    expect(all.body.category_collections.length).toBeGreaterThanOrEqual(3);
    const more = await legacy.call('GET', '/api/get-collection-more', {
      query: { page: 2, category_collection_id: 0 },
    });
    expect(more.body.current_page).toBe(2);
    const firstIds = all.body.data.map((c: { id: number }) => c.id);
    for (const collection of more.body.data) expect(firstIds).not.toContain(collection.id);
    const categoryId = all.body.category_collections[0].id;
    const one = await legacy.call('GET', '/api/collections', {
      query: { page: 1, category_collection_id: categoryId },
    });
    for (const collection of one.body.data) expect(collection.collection_category_id).toBe(categoryId);
  });

  it('pages a collection’s portfolios (type 1) and designers (type 2)', async () => {
    const collection = (await legacy.call('GET', '/api/collections', { query: { page: 1 } })).body.data[0];
    const portfolios = await legacy.call('GET', '/api/collection-portfolio', {
      query: { id: collection.id, type: 1, page: 1 },
    });
    expect(portfolios.body).toMatchObject({ type: 1, collection: { id: collection.id } });
    expect(portfolios.body.data.length).toBeGreaterThan(0);
    expect(portfolios.body.data[0]).toHaveProperty('project_title');
    const designers = await legacy.call('GET', '/api/get-more-collection-portfolio', {
      query: { id: collection.id, type: 2, page: 1 },
    });
    expect(designers.body).toMatchObject({ type: 2, per_page: 8 });
    expect(designers.body.data[0]).toMatchObject({
      member_id: expect.any(Number),
      profile: expect.any(Object),
    });
    expect(
      (await legacy.call('GET', '/api/collection-portfolio', { query: { id: collection.id, type: 3 } }))
        .status,
    ).toBe(422);
    expect(
      (await legacy.call('GET', '/api/collection-portfolio', { query: { id: 999999, type: 1 } })).status,
    ).toBe(404);
  });

  it('reads one collection by id with its category', async () => {
    const collection = (await legacy.call('GET', '/api/collections', { query: { page: 1 } })).body.data[0];
    const one = await legacy.call('GET', '/api/get-collection-by-id', { query: { id: collection.id } });
    expect(one.body.data).toMatchObject({
      ...collection,
      category_collection: { id: collection.collection_category_id },
    });
    expect((await legacy.call('GET', '/api/get-collection-by-id', { query: { id: 999999 } })).status).toBe(
      404,
    );
  });
});
