import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { schema } from '../../bff/src/schema';
import { positiveIdOf } from '../../bff/src/protocol/record-id';
import { startStack, type Browser, type GraphQLAnswer, type Stack } from './bff-harness';
import { designerWithWork } from './designer-accounts';
import { idPositionsOf, problemsOf, requestOf, type Coordinate } from './id-arguments';

const DEMO = { email: 'demo@portfolio.example', password: 'Demo1234!' };

const APPRECIATE = `mutation ($id: ID!) { appreciatePortfolio(id: $id) { portfolio { id } errors { field code } } }`;
const WITHDRAW = `mutation ($id: ID!) { withdrawAppreciation(id: $id) { portfolio { id } errors { field code } } }`;
const FOLLOW = `mutation ($id: ID!) { followDesigner(id: $id) { designer { id } errors { field code } } }`;
const UNFOLLOW = `mutation ($id: ID!) { unfollowDesigner(id: $id) { designer { id } errors { field code } } }`;
const RECORD_VIEW = `mutation ($id: ID!) { recordPortfolioView(id: $id) { counted viewCount errors { field code } } }`;
const SEND_ENQUIRY = `mutation ($input: DesignerEnquiryInput!) { sendDesignerEnquiry(input: $input) {
  sent errors { field code } } }`;
const UPDATE_ENQUIRY = `mutation ($id: ID!) { updateDesignerEnquiry(id: $id, read: true) { enquiry { id } errors { field code } } }`;

/**
 * Ways of writing `id` that Number() reads as `id` (or, for the exponent, as another record's), and that are no id
 * (issue 42, S8: `0x10` appreciated portfolio 16, `1e1` followed member 10).
 */
function looseFormsOf(id: number): string[] {
  return [
    `0x${id.toString(16)}`,
    `0o${id.toString(8)}`,
    `0b${id.toString(2)}`,
    id % 10 === 0 ? `${id / 10}e1` : `${id}e0`,
    ` ${id}`,
    `${id} `,
    `${id}\n`,
    `${id}.0`,
    `+${id}`,
    `0${id}`,
  ];
}

/** Loose ids of portfolios and designers, through every mutation that takes one (issue 42, S8). */
describe('ids are only canonical positive decimal integers', () => {
  let stack: Stack;
  let member: Browser;
  let designer: Awaited<ReturnType<typeof designerWithWork>>;
  let portfolioId: number;
  let designerId: number;
  let enquiryId: number;

  /** What a refused call must leave as it was. */
  const stored = () => {
    const db = stack.legacy.app.db;
    const rows = (sql: string) => db.prepare(sql).all();
    return {
      appreciations: rows('SELECT * FROM appreciations ORDER BY rowid'),
      follows: rows('SELECT * FROM follows ORDER BY rowid'),
      enquiries: rows('SELECT * FROM designer_enquiries ORDER BY rowid'),
      notifications: rows('SELECT * FROM notifications ORDER BY rowid'),
      views: rows('SELECT id, view_count, appreciation_count FROM portfolios ORDER BY id'),
      viewRows: rows('SELECT COUNT(*) AS n FROM portfolio_views'),
    };
  };

  /** Each loose form of `id` is refused by `query` with `code` on `field`, and nothing changes. */
  async function expectRefused(
    browser: Browser,
    query: string,
    payload: string,
    id: number,
    expected: { field: string; code: string },
    variables: (loose: string) => Record<string, unknown> = (loose) => ({ id: loose }),
  ) {
    const before = stored();
    for (const loose of looseFormsOf(id)) {
      const answer = await browser.graphql(query, variables(loose));
      expect(answer.errors, JSON.stringify(loose)).toBeUndefined();
      expect(answer.data[payload].errors, `${payload}(${JSON.stringify(loose)})`).toEqual([expected]);
    }
    await stack.legacy.backgroundWorkDone();
    expect(stored()).toEqual(before);
  }

  beforeAll(async () => {
    stack = await startStack();
    member = stack.browser();
    await member.signIn(DEMO.email, DEMO.password);
    designer = await designerWithWork(stack, 2);
    designerId = Number(designer.memberId);
    portfolioId = Number(designer.portfolioId);
    // An enquiry in the designer's inbox, unread.
    const sent = await stack.browser().graphql(SEND_ENQUIRY, {
      input: {
        designerId: String(designerId),
        name: 'ลูกค้า',
        email: 'customer@example.com',
        workType: 'โลโก้',
        message: 'สนใจ',
      },
    });
    expect(sent.data.sendDesignerEnquiry).toEqual({ sent: true, errors: [] });
    enquiryId = (
      stack.legacy.app.db
        .prepare('SELECT id FROM designer_enquiries WHERE designer_id = ? ORDER BY id DESC LIMIT 1')
        .get(designerId) as { id: number }
    ).id;
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('the one parser takes canonical ids only', () => {
    expect(positiveIdOf('16')).toBe(16);
    expect(positiveIdOf(16)).toBe(16);
    // The largest id the legacy API stores (15 digits); one digit more is no id in either program.
    expect(positiveIdOf('999999999999999')).toBe(999_999_999_999_999);
    expect(positiveIdOf(999_999_999_999_999)).toBe(999_999_999_999_999);
    for (const loose of [
      ...looseFormsOf(16),
      ...looseFormsOf(10),
      '0',
      '-16',
      '',
      '16a',
      '1000000000000000',
      '9007199254740993',
      'Infinity',
    ])
      expect(positiveIdOf(loose), JSON.stringify(loose)).toBeNull();
    for (const number of [0, -1, 1.5, Number.NaN, 1_000_000_000_000_000, Number.MAX_SAFE_INTEGER + 1])
      expect(positiveIdOf(number)).toBeNull();
  });

  it('appreciatePortfolio and withdrawAppreciation refuse loose ids as PORTFOLIO_NOT_FOUND, changing nothing', async () => {
    const notFound = { field: 'id', code: 'PORTFOLIO_NOT_FOUND' };
    await expectRefused(member, APPRECIATE, 'appreciatePortfolio', portfolioId, notFound);
    const made = await member.graphql(APPRECIATE, { id: String(portfolioId) });
    expect(made.data.appreciatePortfolio).toEqual({ portfolio: { id: String(portfolioId) }, errors: [] });
    await expectRefused(member, WITHDRAW, 'withdrawAppreciation', portfolioId, notFound);
  });

  it('followDesigner and unfollowDesigner refuse loose ids as DESIGNER_NOT_FOUND, changing nothing', async () => {
    const notFound = { field: 'id', code: 'DESIGNER_NOT_FOUND' };
    await expectRefused(member, FOLLOW, 'followDesigner', designerId, notFound);
    const made = await member.graphql(FOLLOW, { id: String(designerId) });
    expect(made.data.followDesigner).toEqual({ designer: { id: String(designerId) }, errors: [] });
    await expectRefused(member, UNFOLLOW, 'unfollowDesigner', designerId, notFound);
  });

  it('recordPortfolioView refuses loose ids as PORTFOLIO_NOT_FOUND, counting no view', async () => {
    await expectRefused(stack.browser(), RECORD_VIEW, 'recordPortfolioView', portfolioId, {
      field: 'id',
      code: 'PORTFOLIO_NOT_FOUND',
    });
  });

  it('sendDesignerEnquiry refuses a loose designer or portfolio id, sending nothing', async () => {
    const input = { name: 'ลูกค้า', email: 'customer@example.com', workType: 'โลโก้', message: 'สนใจ' };
    await expectRefused(
      member,
      SEND_ENQUIRY,
      'sendDesignerEnquiry',
      designerId,
      { field: 'designerId', code: 'DESIGNER_NOT_FOUND' },
      (loose) => ({ input: { ...input, designerId: loose } }),
    );
    await expectRefused(
      member,
      SEND_ENQUIRY,
      'sendDesignerEnquiry',
      portfolioId,
      { field: 'portfolioId', code: 'ENQUIRY_PORTFOLIO_INVALID' },
      (loose) => ({ input: { ...input, designerId: String(designerId), portfolioId: loose } }),
    );
  });

  it('updateDesignerEnquiry refuses a loose enquiry id as ENQUIRY_NOT_FOUND, leaving it unread', async () => {
    await expectRefused(designer.member, UPDATE_ENQUIRY, 'updateDesignerEnquiry', enquiryId, {
      field: 'id',
      code: 'ENQUIRY_NOT_FOUND',
    });
  });

  it('a portfolio or designer asked by a loose id is refused with BAD_USER_INPUT, not answered', async () => {
    for (const [field, id] of [
      ['portfolio', portfolioId],
      ['designer', designerId],
    ] as const) {
      for (const loose of looseFormsOf(id)) {
        const answer = await member.graphql(`query ($id: ID!) { ${field}(id: $id) { id } }`, { id: loose });
        expect(answer.data[field], `${field}(${JSON.stringify(loose)})`).toBeNull();
        expect(answer.errors?.map((error) => [error.extensions?.code, error.extensions?.argument])).toEqual([
          ['BAD_USER_INPUT', 'id'],
        ]);
      }
      // A well-formed id that names no record is still no record, without an error.
      const none = await member.graphql(`query { ${field}(id: "999999") { id } }`);
      expect(none).toMatchObject({ data: { [field]: null }, errors: undefined });
    }
  });

  it('the owner’s and staff’s writes refuse a loose id with BAD_USER_INPUT, deleting or deciding nothing', async () => {
    const before = stack.legacy.app.db.prepare('SELECT id, is_approve FROM portfolios ORDER BY id').all();
    for (const loose of looseFormsOf(portfolioId)) {
      const deleted = await designer.member.graphql(
        'mutation ($id: ID!) { deletePortfolio(id: $id) { deletedId } }',
        { id: loose },
      );
      expect(deleted.errors?.[0]?.extensions?.code, JSON.stringify(loose)).toBe('BAD_USER_INPUT');
    }
    expect(stack.legacy.app.db.prepare('SELECT id, is_approve FROM portfolios ORDER BY id').all()).toEqual(
      before,
    );
  });
});

/**
 * The loose forms the sweep sends: the (read as numbers: 16, 10, 200, 5, 5 and -1), then the kinds of
 * `looseFormsOf` they lack (octal, binary, a trailing space or line break, a plus sign, a leading zero: each 16).
 */
const SWEPT_FORMS = ['0x10', '1e1', '2e2', ' 5', '5.0', '-1', '0o20', '0b10000', '16 ', '16\n', '+16', '016'];

/**
 * The id positions the sweep found when it was written (it finds every one: a field added since is swept too).
 * Query fields answer a record, a page or nothing; Designer and Viewer fields are reached through `designer` and
 * `viewer`.
 */
const SWEPT_WHEN_WRITTEN = `
  Query.category(id) Query.collection(id) Query.collections(categoryId) Query.designer(id) Query.portfolio(id)
  Query.portfolioSearch(filter.awardId) Query.portfolioSearch(filter.categoryId)
  Query.portfolioSearch(filter.subcategoryId) Query.portfolios(categoryId) Query.portfolios(subcategoryId)
  Query.profile(id) Query.staffCollection(id) Query.tag(id)
  Designer.portfolios(categoryId) Designer.portfolios(subcategoryId) Viewer.insights(portfolioId)
  Mutation.appreciatePortfolio(id) Mutation.withdrawAppreciation(id) Mutation.followDesigner(id)
  Mutation.unfollowDesigner(id) Mutation.recordPortfolioView(id) Mutation.markNotificationsRead(ids)
  Mutation.sendDesignerEnquiry(input.designerId) Mutation.sendDesignerEnquiry(input.portfolioId)
  Mutation.updateDesignerEnquiry(id) Mutation.markEnquiryRead(id)
  Mutation.createPortfolio(input.categoryId) Mutation.createPortfolio(input.subcategoryId)
  Mutation.createPortfolio(input.tagIds) Mutation.updatePortfolio(id) Mutation.updatePortfolio(input.categoryId)
  Mutation.updatePortfolio(input.subcategoryId) Mutation.updatePortfolio(input.tagIds) Mutation.deletePortfolio(id)
  Mutation.updateProfile(id) Mutation.updateEducations(profileId) Mutation.updateEducations(educations.degreeId)
  Mutation.updateWorks(profileId) Mutation.decidePortfolios(input.portfolioIds) Mutation.setHighlights(portfolioIds)
  Mutation.createCollection(input.categoryId) Mutation.updateCollection(id) Mutation.updateCollection(input.categoryId)
  Mutation.deleteCollection(id) Mutation.setCollectionDesigners(id) Mutation.setCollectionDesigners(designerIds)
  Mutation.setCollectionPortfolios(id) Mutation.setCollectionPortfolios(portfolioIds)
  Mutation.updateCollectionCategory(id) Mutation.deleteCollectionCategory(id)
`
  .split(/\s+/)
  .filter(Boolean);

/** Every table's rows (sessions aside), hashed per table: what a refused call must leave as it was. */
function everyTable(db: Stack['legacy']['app']['db']): Record<string, string> {
  const tables = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'access_tokens'
         AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name`,
    )
    .all() as { name: string }[];
  const textOf = (row: unknown) =>
    JSON.stringify(row, (_key, value: unknown) =>
      Buffer.isBuffer(value) ? value.toString('base64') : value,
    );
  return Object.fromEntries(
    tables.map(({ name }) => {
      const rows = db.prepare(`SELECT * FROM "${name}"`).all().map(textOf).sort();
      return [name, crypto.createHash('sha256').update(rows.join('\n')).digest('hex')];
    }),
  );
}

/** Runs `work` on each item, `width` at a time. */
async function eachAtMost<Item>(width: number, items: readonly Item[], work: (item: Item) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Whether `answer` refuses the id named `name` (the last part of its position): a BAD_USER_INPUT error naming it, or a
 * payload whose `errors` name it; and, at a Query position, answers no record (nor page).
 */
function refuses(answer: GraphQLAnswer, answered: unknown, name: string, query: boolean): boolean {
  const badInput = (answer.errors ?? []).some(
    (error) =>
      error.extensions?.code === 'BAD_USER_INPUT' &&
      (error.extensions.argument === name || error.message.includes(name)),
  );
  const payloadErrors =
    (answered as { errors?: { field: string | null }[] } | null | undefined)?.errors ?? [];
  const refused = badInput || payloadErrors.some((error) => error.field === name);
  return refused && !(query && answered !== null && answered !== undefined);
}

/**
 * Every argument and input field of type ID of every Query and Mutation field (and of the fields of the records they
 * answer), found in the schema, gets each loose form, the other required arguments plausible values (issue 43).
 * One operator with work of their own calls them all: no field that takes an id is for visitors alone.
 */
describe('every id the schema takes refuses loose forms', () => {
  let stack: Stack;
  let operator: Browser;
  /** The real ids a request needs besides the one swept, by the argument's or input field's coordinate; else "1". */
  let realIds: Record<Coordinate, string>;

  beforeAll(async () => {
    stack = await startStack();
    const db = stack.legacy.app.db;
    // A designer with work and a profile, made an operator: every field is theirs to call.
    const designer = await designerWithWork(stack, 1);
    setStaffRole(db, Number(designer.memberId), 'operator');
    operator = designer.member;
    // Unread notifications of theirs bearing the ids the loose forms read as: one read as a number gets marked.
    const insert = db.prepare(
      `INSERT INTO notifications (id, member_id, kind, created_at, updated_at)
       VALUES (?, ?, 'follower', '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
    );
    for (const id of [5, 10, 16, 200]) insert.run(id, designer.memberId);
    const row = <Row>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Row;
    const own = row<{ category_id: number; subcategory_id: number }>(
      'SELECT category_id, subcategory_id FROM portfolios WHERE id = ?',
      designer.portfolioId,
    );
    const other = row<{ id: number }>("SELECT id FROM members WHERE email = 'designer02@portfolio.example'");
    const published = row<{ id: number }>(
      'SELECT id FROM portfolios WHERE is_approve = 1 AND member_id <> ? ORDER BY id LIMIT 1',
      designer.memberId,
    );
    const collection = row<{ id: number; collection_category_id: number }>(
      'SELECT id, collection_category_id FROM collections ORDER BY id LIMIT 1',
    );
    realIds = {
      'Query.designer(id:)': String(other.id),
      'Mutation.updatePortfolio(id:)': designer.portfolioId,
      'PortfolioInput.categoryId': String(own.category_id),
      'PortfolioInput.subcategoryId': String(own.subcategory_id),
      'Mutation.updateProfile(id:)': designer.profile.id,
      'Mutation.updateEducations(profileId:)': designer.profile.id,
      'DesignerEnquiryInput.designerId': String(other.id),
      'Mutation.updateCollection(id:)': String(collection.id),
      'CollectionInput.categoryId': String(collection.collection_category_id),
      'Mutation.setCollectionDesigners(id:)': String(collection.id),
      'Mutation.setCollectionDesigners(designerIds:)': String(other.id),
      'Mutation.setCollectionPortfolios(id:)': String(collection.id),
      'Mutation.setCollectionPortfolios(portfolioIds:)': String(published.id),
    };
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('refuses each loose form with BAD_USER_INPUT or a payload error on that id, answering and changing nothing', async () => {
    const { positions, unreached } = idPositionsOf(schema);
    expect(unreached).toEqual([]);
    expect(positions.map((position) => position.name)).toEqual(expect.arrayContaining(SWEPT_WHEN_WRITTEN));
    // With a canonical id in place each request is valid, every value it sends taken: a refusal is the loose id's.
    const invalid = positions.flatMap((position) =>
      problemsOf(schema, requestOf(position, '1', realIds)).map((problem) => `${position.name}: ${problem}`),
    );
    expect(invalid).toEqual([]);
    const before = everyTable(stack.legacy.app.db);
    /** What each position answered that is no refusal: the answer, and the forms that got it. */
    const wrong = new Map<string, string[]>();
    const calls = positions.flatMap((position) => SWEPT_FORMS.map((loose) => ({ position, loose })));
    await eachAtMost(4, calls, async ({ position, loose }) => {
      const request = requestOf(position, loose, realIds);
      const answer = await operator.graphql(request.query, request.variables);
      const answered: unknown = request.answerPath.reduce((data, key) => data?.[key], answer.data);
      const query = (position.via?.parent ?? position.parent).name === 'Query';
      if (refuses(answer, answered, position.path.at(-1)!, query)) return;
      const errors = answer.errors?.map((error) => ({
        message: error.message,
        code: error.extensions?.code,
      }));
      const key = `${position.name} → ${JSON.stringify({ errors, answered })}`;
      wrong.set(key, [...(wrong.get(key) ?? []), loose]);
    });
    const formsOf = (forms: string[]) =>
      forms.length === SWEPT_FORMS.length
        ? 'every form'
        : JSON.stringify(SWEPT_FORMS.filter((form) => forms.includes(form)));
    expect.soft([...wrong].map(([answer, forms]) => `${answer} for ${formsOf(forms)}`).sort()).toEqual([]);
    await stack.legacy.backgroundWorkDone();
    const after = everyTable(stack.legacy.app.db);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  });
});
