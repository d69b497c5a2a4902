import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacy, type LegacyHarness } from './legacy-harness';

interface Listed {
  id: number;
  project_title: string;
  project_brief: string;
  category_id: number;
  subcategory_id: number;
  member_id: number;
  is_approve: number;
  tag_port: { tag: { name: string } }[];
  profile: { firstname_th: string; lastname_th: string; firstname_en: string; lastname_en: string };
}

describe('category, designer and search lists', () => {
  let legacy: LegacyHarness;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('answers categories and subcategories in Thai and English', async () => {
    const categories = (await legacy.call('GET', '/api/category')).body.data;
    expect(categories).toHaveLength(10);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      name_th: expect.any(String),
      name_en: expect.any(String),
      icon: expect.any(String),
    });
    const subcategories = (await legacy.call('GET', '/api/subcategory')).body.data;
    expect(subcategories.length).toBeGreaterThanOrEqual(30);
    expect(subcategories[0]).toEqual({
      id: expect.any(Number),
      category_id: expect.any(Number),
      name_th: expect.any(String),
      name_en: expect.any(String),
    });
  });

  it('pages through all approved portfolios (category 0) in Laravel’s paginator shape', async () => {
    const page1 = await legacy.call('GET', '/api/get-portfolio-by-id-category', {
      query: { id: 0, page: 1 },
    });
    expect(page1.body).toMatchObject({
      status: 200,
      current_page: 1,
      per_page: 12,
      from: 1,
      to: 12,
      subCategorys: [],
    });
    expect(page1.body.total).toBeGreaterThanOrEqual(200);
    expect(page1.body.count_item).toBe(page1.body.total);
    expect(page1.body.last_page).toBe(Math.ceil(page1.body.total / 12));
    const last = await legacy.call('GET', '/api/get-portfolio-by-id-category', {
      query: { id: 0, page: page1.body.last_page },
    });
    expect(last.body.to).toBe(page1.body.total);
    const beyond = await legacy.call('GET', '/api/get-portfolio-by-id-category', {
      query: { id: 0, page: 9999 },
    });
    expect(beyond.body).toMatchObject({ data: [], from: null, to: null });
    const ids = new Set([...page1.body.data, ...last.body.data].map((p: Listed) => p.id));
    expect(ids.size).toBe(page1.body.data.length + last.body.data.length);
  });

  it('filters by category with its subcategories, and by subcategory', async () => {
    const category = (await legacy.call('GET', '/api/category')).body.data[2];
    const inCategory = await legacy.call('GET', '/api/get-portfolio-by-id-category', {
      query: { id: category.id, page: 1 },
    });
    expect(inCategory.body.subCategorys.length).toBeGreaterThan(0);
    for (const portfolio of inCategory.body.data as Listed[]) expect(portfolio.category_id).toBe(category.id);
    const subcategory = inCategory.body.subCategorys[0];
    expect(subcategory.category_id).toBe(category.id);
    const inSub = await legacy.call('GET', '/api/get-portfolio-by-id-subcategory', {
      query: { category_id: category.id, subcategory_id: subcategory.id },
    });
    for (const portfolio of inSub.body.data as Listed[])
      expect(portfolio.subcategory_id).toBe(subcategory.id);
  });

  it('lists a designer’s portfolios with the designer and portfolio amount, under all four paths', async () => {
    const designer = (await legacy.call('GET', '/api/get-most-design-portfolio')).body.data[0];
    const all = await legacy.call('GET', '/api/get-portfolio-design', {
      query: { member_id: designer.member_id, page: 1 },
    });
    expect(all.body.portfolio_amount).toBe(designer.portfolio_amount);
    expect(all.body.designer.profile.member_id).toBe(designer.member_id);
    const first = all.body.data[0] as Listed;
    for (const path of [
      '/api/get-portfolio-by-categoryid-memberid',
      '/api/get-portfolio-by-subcategoryid-memberid',
      '/api/get-portfolio-by-design',
    ]) {
      const filtered = await legacy.call('GET', path, {
        query: {
          member_id: designer.member_id,
          category_id: first.category_id,
          subcategory_id: first.subcategory_id,
          page: 1,
        },
      });
      expect(filtered.body.data.length).toBeGreaterThan(0);
      for (const portfolio of filtered.body.data as Listed[]) {
        expect(portfolio.member_id).toBe(designer.member_id);
        expect(portfolio.subcategory_id).toBe(first.subcategory_id);
      }
    }
    expect(
      (await legacy.call('GET', '/api/get-portfolio-design', { query: { member_id: 999999 } })).status,
    ).toBe(404);
  });

  describe('search', () => {
    async function search(keyword: string, page = 1) {
      return (await legacy.call('GET', '/api/search', { query: { keyword, page } })).body;
    }

    it('finds a Thai word inside a longer Thai title', async () => {
      const sample = legacy.app.db
        .prepare(
          `SELECT id, project_title FROM portfolios WHERE is_approve = 1 AND project_title GLOB '*[ก-ฮ]*' LIMIT 1`,
        )
        .get() as { id: number; project_title: string };
      // A piece from the middle of the longest word: Thai words are not separated by spaces.
      const longest = sample.project_title.split(/\s+/).sort((a, b) => b.length - a.length)[0] as string;
      const word = longest.slice(1, 5);
      const result = await search(word);
      expect(result.data.map((p: Listed) => p.id)).toContain(sample.id);
      for (const portfolio of result.data as Listed[]) expect(portfolio.is_approve).toBe(1);
    });

    it('finds designers by Thai and by English name', async () => {
      const designer = (await legacy.call('GET', '/api/get-most-design-portfolio')).body.data[0];
      const byThai = await search(designer.profile.firstname_th);
      expect(byThai.total).toBeGreaterThanOrEqual(designer.portfolio_amount);
      const byEnglish = await search(designer.profile.firstname_en.toUpperCase());
      expect(byEnglish.data.some((p: Listed) => p.member_id === designer.member_id)).toBe(true);
    });

    it('finds by tag name', async () => {
      const tag = legacy.app.db
        .prepare(
          `SELECT t.name FROM tags t JOIN portfolio_tags pt ON pt.tag_id = t.id JOIN portfolios p ON p.id = pt.portfolio_id
           WHERE p.is_approve = 1 GROUP BY t.id ORDER BY COUNT(*) DESC LIMIT 1`,
        )
        .get() as { name: string };
      const result = await search(tag.name);
      expect(result.total).toBeGreaterThan(0);
    });

    it.each(['%', '_', "' OR 1=1 --", '"; DROP TABLE portfolios; --', '\\', '%%__'])(
      'treats %j as plain text',
      async (keyword) => {
        const result = await search(keyword);
        expect(result.status).toBe(200);
        expect(result.total).toBe(0);
      },
    );

    it('answers an empty keyword with no results, and pages like every list', async () => {
      expect((await search('')).total).toBe(0);
      const broad = await search('a');
      expect(broad).toMatchObject({ current_page: 1, per_page: 12 });
      expect(broad.total).toBeGreaterThan(12);
      const tables = legacy.app.db
        .prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'portfolios'")
        .get() as { n: number };
      expect(tables.n).toBe(1);
    });
  });
});
