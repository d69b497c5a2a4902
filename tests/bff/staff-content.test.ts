import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { startStack, type Browser, type Stack } from './bff-harness';

const PUBLIC_COLLECTION = `query ($id: ID!) {
  collection(id: $id) { name { th en } portfolios { items { id } } designers { items { id } } }
}`;
const SET_PORTFOLIOS = `mutation ($id: ID!, $ids: [ID!]!) {
  setCollectionPortfolios(id: $id, portfolioIds: $ids) {
    collection { portfolios { id } } errors { field message code }
  }
}`;
const FAQ = '{ page(slug: FAQS) { title { th en } bodyHtml { th en } } }';
const UPDATE_PAGE = `mutation ($input: PageInput!) {
  updatePage(slug: FAQS, input: $input) { page { bodyHtml { th } sourceHtml { th } } errors { field code } }
}`;

/** Operators curate collections and rewrite the CMS pages through the schema (issue 16). */
describe('collections and pages edited through the GraphQL schema', () => {
  let stack: Stack;
  let designer: Browser;
  let operator: Browser;
  let visitor: Browser;

  beforeAll(async () => {
    // The shared answer cache stays on: visitors must see an operator's change on their next load.
    stack = await startStack();
    [designer, operator, visitor] = [stack.browser(), stack.browser(), stack.browser()];
    const { id } = stack.legacy.app.db
      .prepare('SELECT id FROM members WHERE email = ?')
      .get('designer01@portfolio.example') as { id: number };
    setStaffRole(stack.legacy.app.db, id, 'operator');
    await designer.signIn('demo@portfolio.example', 'Demo1234!');
    await operator.signIn('designer01@portfolio.example', 'Designer1234!');
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('creates a collection, orders its portfolios, and visitors see the order at once', async () => {
    const categories = await operator.graphql('{ collectionCategories { id } }');
    const categoryId = categories.data.collectionCategories[0].id as string;
    const created = await operator.graphql(
      `mutation ($input: CollectionInput!) {
        createCollection(input: $input) { collection { collection { id name { th en } description { en } date { en } } descriptionAsWritten { th en } category { id } portfolios { id } } errors { field } }
      }`,
      {
        input: {
          categoryId,
          name: { th: 'โคมไฟจากผ้าทอ', en: 'Woven lamps' },
          description: { th: 'โคมไฟ', en: '' },
          publishedOn: '2026-11-20',
        },
      },
    );
    expect(created.data.createCollection.errors).toEqual([]);
    const collection = created.data.createCollection.collection;
    expect(collection).toMatchObject({
      // Readers of English get the Thai description; the editor gets what was written.
      collection: {
        name: { th: 'โคมไฟจากผ้าทอ', en: 'Woven lamps' },
        description: { en: 'โคมไฟ' },
        date: { en: '20 November 2026' },
      },
      descriptionAsWritten: { th: 'โคมไฟ', en: '' },
      category: { id: categoryId },
      portfolios: [],
    });
    const id = collection.collection.id as string;

    const before = await visitor.graphql(PUBLIC_COLLECTION, { id });
    expect(before.data.collection.portfolios.items).toEqual([]);

    const newest = await visitor.graphql('{ newPortfolios { id } }');
    const ids = (newest.data.newPortfolios as { id: string }[]).slice(0, 3).map((p) => p.id);
    const set = await operator.graphql(SET_PORTFOLIOS, { id, ids: [...ids].reverse() });
    expect(set.data.setCollectionPortfolios).toEqual({
      collection: { portfolios: [...ids].reverse().map((p) => ({ id: p })) },
      errors: [],
    });
    const after = await visitor.graphql(PUBLIC_COLLECTION, { id });
    expect(after.data.collection.portfolios.items).toEqual([...ids].reverse().map((p) => ({ id: p })));

    const designers = await operator.graphql(
      `mutation ($id: ID!) { setCollectionDesigners(id: $id, designerIds: ["1", "2"]) { collection { designers { id } } errors { message } } }`,
      { id },
    );
    expect(designers.data.setCollectionDesigners.collection.designers).toEqual([{ id: '1' }, { id: '2' }]);
    const staffView = await operator.graphql(
      `query ($id: ID!) { staffCollection(id: $id) { portfolios { id } designers { id } } }`,
      { id },
    );
    expect(staffView.data.staffCollection.designers).toHaveLength(2);

    const deleted = await operator.graphql(
      'mutation ($id: ID!) { deleteCollection(id: $id) { deletedId errors { message } } }',
      { id },
    );
    expect(deleted.data.deleteCollection).toEqual({ deletedId: id, errors: [] });
    expect((await visitor.graphql(PUBLIC_COLLECTION, { id })).data.collection).toBeNull();
  });

  it('names the input field at fault, with a code the site words in Thai', async () => {
    const refused = await operator.graphql(
      `mutation ($input: CollectionInput!) { createCollection(input: $input) { collection { collection { id } } errors { field code } } }`,
      {
        input: {
          categoryId: '99999',
          name: { th: 'ก', en: '' },
          description: { th: '', en: '' },
          publishedOn: '2026-13-01',
        },
      },
    );
    expect(refused.data.createCollection.collection).toBeNull();
    expect(refused.data.createCollection.errors).toEqual(
      expect.arrayContaining([
        { field: 'name.en', code: 'FIELD_REQUIRED' },
        { field: 'publishedOn', code: 'DATE_INVALID' },
        { field: 'categoryId', code: 'COLLECTION_CATEGORY_NOT_FOUND' },
      ]),
    );
    const collections = await visitor.graphql('{ collections { items { id } } }');
    const id = collections.data.collections.items[0].id;
    const twice = await operator.graphql(SET_PORTFOLIOS, { id, ids: ['1', '1'] });
    expect(twice.data.setCollectionPortfolios.errors).toEqual([
      {
        field: 'portfolioIds',
        message: 'Each portfolio must be a different portfolio id.',
        code: 'COLLECTION_ITEMS_INVALID',
      },
    ]);
  });

  it('rewrites the FAQ in Thai; visitors get it sanitised, the editor gets what was written', async () => {
    const before = (await visitor.graphql(FAQ)).data.page;
    const written =
      '<h3>ส่งผลงานอย่างไร</h3><p onclick="steal()">กดปุ่ม <a href="javascript:alert(1)">สร้าง</a></p><script>steal()</script><p>{{maxUploadSize}}</p>';
    const saved = await operator.graphql(UPDATE_PAGE, {
      input: { title: before.title, bodyHtml: { th: written, en: before.bodyHtml.en } },
    });
    expect(saved.data.updatePage.errors).toEqual([]);
    expect(saved.data.updatePage.page.sourceHtml.th).toBe(written);

    const after = (await visitor.graphql(FAQ)).data.page;
    expect(after.bodyHtml.th).toContain('<h3>ส่งผลงานอย่างไร</h3>');
    expect(after.bodyHtml.th).not.toMatch(/script|onclick|javascript:/);
    // The upload limit placeholder is filled for readers.
    expect(after.bodyHtml.th).not.toContain('{{');
    expect(after.bodyHtml.en).toBe(before.bodyHtml.en);

    const empty = await operator.graphql(UPDATE_PAGE, {
      input: { title: before.title, bodyHtml: { th: '', en: before.bodyHtml.en } },
    });
    expect(empty.data.updatePage).toEqual({
      page: null,
      errors: [{ field: 'bodyHtml.th', code: 'FIELD_REQUIRED' }],
    });
    expect(
      (await visitor.graphql('{ page(slug: FAQS) { sourceHtml { th } } }')).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('refuses a designer every collection and page write', async () => {
    for (const mutation of [
      'mutation { updatePage(slug: TERM, input: { title: { th: "ก", en: "a" }, bodyHtml: { th: "<p>ก</p>", en: "<p>a</p>" } }) { errors { message } } }',
      'mutation { setCollectionPortfolios(id: "1", portfolioIds: []) { errors { message } } }',
      'mutation { createCollectionCategory(input: { name: { th: "ก", en: "a" }, about: { th: "", en: "" } }) { errors { message } } }',
      'mutation { deleteCollection(id: "1") { deletedId } }',
    ]) {
      const answer = await designer.graphql(mutation);
      expect(answer.errors?.[0], mutation).toMatchObject({
        message: 'Only operators may do this.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(
      (await visitor.graphql(PUBLIC_COLLECTION, { id: '1' })).data.collection.portfolios.items.length,
    ).toBeGreaterThan(0);
  });
});
