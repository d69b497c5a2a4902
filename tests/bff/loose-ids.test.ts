import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positiveIdOf } from '../../bff/src/schema/shared';
import { startStack, type Browser, type Stack } from './bff-harness';
import { designerWithWork } from './designer-accounts';

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
    expect(positiveIdOf(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    for (const loose of [
      ...looseFormsOf(16),
      ...looseFormsOf(10),
      '0',
      '-16',
      '',
      '16a',
      '9007199254740993',
      'Infinity',
    ])
      expect(positiveIdOf(loose), JSON.stringify(loose)).toBeNull();
    for (const number of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
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

  it('a portfolio or designer asked by a loose id is not there', async () => {
    for (const loose of looseFormsOf(portfolioId)) {
      const answer = await member.graphql('query ($id: ID!) { portfolio(id: $id) { id } }', { id: loose });
      expect(answer.data.portfolio, JSON.stringify(loose)).toBeNull();
    }
    for (const loose of looseFormsOf(designerId)) {
      const answer = await member.graphql('query ($id: ID!) { designer(id: $id) { id } }', { id: loose });
      expect(answer.data.designer, JSON.stringify(loose)).toBeNull();
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
