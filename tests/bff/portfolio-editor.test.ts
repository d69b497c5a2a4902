import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Browser, type Stack } from './bff-harness';

/** What the portfolio form needs of the BFF beyond the shared writes: tag outcomes and the detail it reloads. */
describe('the portfolio editor’s BFF fields', () => {
  let stack: Stack;
  let member: Browser;

  beforeAll(async () => {
    stack = await startStack();
    member = stack.browser();
    const login = await member.graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { errors { message } } }',
      { input: { email: 'demo@portfolio.example', password: 'Demo1234!' } },
    );
    expect(login.data.login.errors).toEqual([]);
  });
  afterAll(async () => {
    await stack.stop();
  });

  const CREATE_TAG =
    'mutation ($name: String!, $type: TagType) { createTag(name: $name, type: $type) { status tag { id name type } message errors { field message } } }';

  it('tells how adding a tag ended: ADDED (200), ALREADY_EXISTS (409) or FAILED', async () => {
    const added = await member.graphql(CREATE_TAG, { name: 'ผ้าทอมือ ร่วมสมัย' });
    expect(added.data.createTag).toMatchObject({
      status: 'ADDED',
      message: 'Tag has been added!',
      tag: { name: 'ผ้าทอมือ ร่วมสมัย', type: 'NORMAL' },
      errors: [],
    });
    const again = await member.graphql(CREATE_TAG, { name: 'ผ้าทอมือ ร่วมสมัย' });
    expect(again.data.createTag).toMatchObject({
      status: 'ALREADY_EXISTS',
      tag: null,
      message: 'Tag already exist!',
    });
    const empty = await member.graphql(CREATE_TAG, { name: '   ' });
    expect(empty.data.createTag).toMatchObject({
      status: 'FAILED',
      tag: null,
      errors: [{ field: 'name', message: 'The name field is required.' }],
    });
    const tooLong = await member.graphql(CREATE_TAG, { name: 'ก'.repeat(101) });
    expect(tooLong.data.createTag.status).toBe('FAILED');
    expect(tooLong.data.createTag.errors.length).toBeGreaterThan(0);
  });

  it('offers a new tag in `tags(type: NORMAL)` at once, though the list is kept across requests', async () => {
    const before = await member.graphql('{ tags(type: NORMAL) { name } }');
    expect(before.data.tags.map((tag: { name: string }) => tag.name)).not.toContain('เครื่องเคลือบดินเผา');
    await member.graphql(CREATE_TAG, { name: 'เครื่องเคลือบดินเผา' });
    const { data } = await member.graphql(
      '{ tags(type: NORMAL) { name } awards: tags(type: AWARD) { name } }',
    );
    expect(data.tags.map((tag: { name: string }) => tag.name)).toContain('เครื่องเคลือบดินเผา');
    expect(data.awards.map((tag: { name: string }) => tag.name)).not.toContain('เครื่องเคลือบดินเผา');
  });

  it('is refused without a session', async () => {
    const visitor = stack.browser();
    const answer = await visitor.graphql(CREATE_TAG, { name: 'ไม่มีสิทธิ์' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores the editor’s HTML and hands back the sanitised detail the form reloads', async () => {
    const { data } = await member.graphql('{ categories { id subcategories { id } } }');
    const category = data.categories[0];
    const editorHtml =
      '<h2>แนวคิด</h2><p>งาน<em>จักสาน</em> <u>ไม้ไผ่</u> <s>เดิม</s><br>ใหม่</p><ol start="3"><li><p>สาม</p></li></ol>' +
      '<blockquote><p>คำพูด</p></blockquote><hr><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">ลิงก์</a></p>';
    const created = await member.graphql(
      'mutation ($input: PortfolioInput!) { createPortfolio(input: $input) { portfolio { id detailHtml } errors { message } } }',
      {
        input: {
          categoryId: category.id,
          subcategoryId: category.subcategories[0].id,
          title: 'ตะกร้าไม้ไผ่',
          brief: 'จักสาน',
          detailHtml: `${editorHtml}<script>alert(1)</script><p onclick="x()"><code>code</code></p>`,
        },
      },
    );
    expect(created.data.createPortfolio.errors).toEqual([]);
    const detail: string = created.data.createPortfolio.portfolio.detailHtml;
    expect(detail).not.toMatch(/script|onclick|<code/);
    expect(detail.replace(/ \/>/g, '>')).toBe(`${editorHtml}<p>code</p>`);
  });

  it('stores a portfolio whole or not at all: an unknown tag id stores nothing', async () => {
    const CREATE =
      'mutation ($input: PortfolioInput!) { createPortfolio(input: $input) { portfolio { id tags { id } } errors { field message } } }';
    const count = () =>
      (stack.legacy.app.db.prepare('SELECT COUNT(*) AS n FROM portfolios').get() as { n: number }).n;
    const subcategory = stack.legacy.app.db
      .prepare('SELECT id, category_id FROM subcategories ORDER BY id LIMIT 1')
      .get() as { id: number; category_id: number };
    const tag = stack.legacy.app.db.prepare('SELECT id FROM tags ORDER BY id LIMIT 1').get() as {
      id: number;
    };
    const input = {
      categoryId: String(subcategory.category_id),
      subcategoryId: String(subcategory.id),
      title: 'ผ้าทอลายใหม่',
      brief: 'สรุปงาน',
      detailHtml: '<p>รายละเอียด</p>',
    };
    const before = count();
    const refused = await member.graphql(CREATE, { input: { ...input, tagIds: [String(tag.id), '999999'] } });
    expect(refused.data.createPortfolio.portfolio).toBeNull();
    expect(refused.data.createPortfolio.errors).toEqual([
      { field: 'tagIds', message: 'The selected tags are invalid.' },
    ]);
    expect(count()).toBe(before);

    const stored = await member.graphql(CREATE, { input: { ...input, tagIds: [String(tag.id)] } });
    expect(stored.data.createPortfolio.errors).toEqual([]);
    expect(stored.data.createPortfolio.portfolio.tags).toEqual([{ id: String(tag.id) }]);
    expect(count()).toBe(before + 1);
    // One legacy write, not a create followed by a second call for the tags.
    expect(stack.calls.filter((call) => call.path === 'api/tagport')).toEqual([]);
  });
});
