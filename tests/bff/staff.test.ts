import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { startStack, type Browser, type Stack } from './bff-harness';

const QUEUE = `{ moderationQueue { total items { portfolioId kind submittedAt portfolio { id title } published { title } } } }`;
const DECIDE = `
  mutation ($input: DecidePortfoliosInput!) {
    decidePortfolios(input: $input) { results { portfolioId decided message messageCode mailed } errors { field message } }
  }`;

/** The staff's part of the schema (issue 16): who may do what, the queue, decisions, roles and the log. */
describe('staff through the GraphQL schema', () => {
  let stack: Stack;
  let designer: Browser;
  let operator: Browser;
  let moderator: Browser;

  const memberId = (email: string) =>
    (stack.legacy.app.db.prepare('SELECT id FROM members WHERE email = ?').get(email) as { id: number }).id;

  beforeAll(async () => {
    stack = await startStack({ config: { responseCache: false } });
    [designer, operator, moderator] = [stack.browser(), stack.browser(), stack.browser()];
    setStaffRole(stack.legacy.app.db, memberId('designer01@portfolio.example'), 'operator');
    await designer.signIn('demo@portfolio.example', 'Demo1234!');
    await operator.signIn('designer01@portfolio.example', 'Designer1234!');
    await moderator.signIn('designer02@portfolio.example', 'Designer1234!');
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('refuses a visitor and a designer every staff field', async () => {
    const visitor = await stack.browser().graphql(QUEUE);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asDesigner = await designer.graphql(QUEUE);
    expect(asDesigner.errors?.[0]).toMatchObject({
      message: 'Only the design centre’s staff may do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    const decide = await designer.graphql(DECIDE, { input: { portfolioIds: ['1'], decision: 'APPROVE' } });
    expect(decide.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const grant = await designer.graphql(
      'mutation { setStaffRole(email: "demo@portfolio.example", role: OPERATOR) { role } }',
    );
    expect(grant.errors?.[0]?.message).toBe('Only operators may do this.');
    expect((await designer.graphql('{ viewer { staffRole } }')).data.viewer.staffRole).toBeNull();
  });

  it('lets an operator grant roles; a moderator decides but does not read the log', async () => {
    expect((await operator.graphql('{ viewer { staffRole } }')).data.viewer.staffRole).toBe('OPERATOR');
    const granted = await operator.graphql(
      'mutation { setStaffRole(email: "designer02@portfolio.example", role: MODERATOR) { email role errors { message } } }',
    );
    expect(granted.data.setStaffRole).toEqual({
      email: 'designer02@portfolio.example',
      role: 'MODERATOR',
      errors: [],
    });
    const unknown = await operator.graphql(
      'mutation { setStaffRole(email: "nobody@example.com", role: MODERATOR) { role errors { message } } }',
    );
    expect(unknown.data.setStaffRole.errors).toEqual([{ message: 'No member has this e-mail.' }]);
    expect((await moderator.graphql('{ viewer { staffRole } }')).data.viewer.staffRole).toBe('MODERATOR');
    const log = await moderator.graphql('{ auditLog { items { action } } }');
    expect(log.errors?.[0]?.message).toBe('Only operators may do this.');
  });

  it('gives staff the queue, and decides with a reason the designer gets', async () => {
    const queue = await moderator.graphql(QUEUE);
    const items = queue.data.moderationQueue.items as {
      portfolioId: string;
      kind: string;
      portfolio: { id: string; title: string };
    }[];
    expect(queue.data.moderationQueue.total).toBe(items.length);
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((item) => item.kind === 'NEW' && item.portfolio.id === item.portfolioId)).toBe(true);
    const [first, second] = items;
    const noReason = await moderator.graphql(DECIDE, {
      input: { portfolioIds: [first!.portfolioId], decision: 'REJECT' },
    });
    expect(noReason.data.decidePortfolios.errors).toEqual([
      { field: 'reason', message: 'Give the designer a reason for the refusal.' },
    ]);
    const refused = await moderator.graphql(DECIDE, {
      input: { portfolioIds: [first!.portfolioId], decision: 'REJECT', reason: 'ภาพไม่ชัด' },
    });
    expect(refused.data.decidePortfolios.results).toMatchObject([
      { portfolioId: first!.portfolioId, decided: true, mailed: true, messageCode: 'PORTFOLIO_REJECTED' },
    ]);
    expect(stack.legacy.outbox().at(-1)?.text).toContain('ภาพไม่ชัด');
    // Its link leads to this site (the BFF's address), not to the legacy API's SITE_URL.
    expect(stack.legacy.outbox().at(-1)?.text).toContain(`${stack.bff.url}/profile-portfolio\n`);
    const approved = await moderator.graphql(DECIDE, {
      input: { portfolioIds: [second!.portfolioId, first!.portfolioId], decision: 'APPROVE' },
    });
    expect(
      approved.data.decidePortfolios.results.map((result: { decided: boolean; messageCode: string }) => [
        result.decided,
        result.messageCode,
      ]),
    ).toEqual([
      [true, 'PORTFOLIO_APPROVED'],
      [false, 'NOT_WAITING'],
    ]);
    expect(approved.data.decidePortfolios.results[0].mailed).toBe(true);
    const approval = stack.legacy.outbox().at(-1);
    expect(approval?.subject).toBe('ผลงานได้รับการอนุมัติแล้ว / Your portfolio was approved');
    expect(approval?.text).toContain(`${stack.bff.url}/detail-portfolio?id=${second!.portfolioId}\n`);
    const seen = await stack.browser().graphql('query ($id: ID!) { portfolio(id: $id) { title } }', {
      id: second!.portfolioId,
    });
    expect(seen.data.portfolio.title).toBe(second!.portfolio.title);
  });

  it('lists who holds which staff role to operators, and refuses the list to moderators', async () => {
    const { data } = await operator.graphql('{ staffMembers { id email name role } }');
    expect(data.staffMembers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'designer01@portfolio.example', role: 'OPERATOR' }),
        expect.objectContaining({ email: 'designer02@portfolio.example', role: 'MODERATOR' }),
      ]),
    );
    expect(data.staffMembers[0].role).toBe('OPERATOR');
    expect(data.staffMembers.every((member: { name: string }) => member.name !== '')).toBe(true);
    const refused = await moderator.graphql('{ staffMembers { email } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows operators every staff action with who did it', async () => {
    const { data } = await operator.graphql(
      '{ auditLog { items { action reason staffEmail at } pageInfo { total } } }',
    );
    expect(data.auditLog.items.slice(0, 3)).toMatchObject([
      { action: 'portfolio.approve', staffEmail: 'designer02@portfolio.example' },
      { action: 'portfolio.reject', reason: 'ภาพไม่ชัด', staffEmail: 'designer02@portfolio.example' },
      { action: 'role.grant', staffEmail: 'designer01@portfolio.example' },
    ]);
  });

  it('lets an operator order the home highlights, which visitors then see in that order', async () => {
    const home = '{ highlightedPortfolios { id } }';
    const before = (await stack.browser().graphql(home)).data.highlightedPortfolios as { id: string }[];
    const { data } = await stack.browser().graphql('{ portfolios(categoryId: 0, page: 1) { items { id } } }');
    const chosen = (data.portfolios.items as { id: string }[])
      .slice(0, 3)
      .map((item) => item.id)
      .reverse();
    const SET = `mutation ($ids: [ID!]!) { setHighlights(portfolioIds: $ids) { portfolios { id } errors { field message code } } }`;
    const set = await operator.graphql(SET, { ids: chosen });
    expect(set.data.setHighlights).toEqual({ portfolios: chosen.map((id) => ({ id })), errors: [] });
    const after = (await stack.browser().graphql(home)).data.highlightedPortfolios as { id: string }[];
    expect(after.map((item) => item.id)).toEqual(chosen);
    expect(before.map((item) => item.id)).not.toEqual(chosen);
    const tooMany = await operator.graphql(SET, { ids: ['1', '2', '3', '4', '5', '6', '7'] });
    expect(tooMany.data.setHighlights.errors).toEqual([
      {
        field: 'portfolioIds',
        message: 'At most 6 portfolios can be highlighted.',
        code: 'HIGHLIGHTS_INVALID',
      },
    ]);
    const byModerator = await moderator.graphql(SET, { ids: [] });
    expect(byModerator.errors?.[0]?.message).toBe('Only operators may do this.');
  });

  it('gives operators the enquiries, unread first counted, and marks them read', async () => {
    await stack
      .browser()
      .graphql(
        'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { errors { message } } }',
        { input: { name: 'มาลี', email: 'malee@example.com', detail: 'สอบถามการส่งผลงานเข้าร่วมนิทรรศการ' } },
      );
    const ENQUIRIES = '{ enquiries { unread items { id name email detail readAt } } }';
    const page = (await operator.graphql(ENQUIRIES)).data.enquiries;
    expect(page.items[0]).toMatchObject({ name: 'มาลี', email: 'malee@example.com', readAt: null });
    const marked = await operator.graphql(
      'mutation ($id: ID!) { markEnquiryRead(id: $id) { enquiry { readAt } errors { message } } }',
      { id: page.items[0].id },
    );
    expect(marked.data.markEnquiryRead.enquiry.readAt).toMatch(/^\d{4}-/);
    expect((await operator.graphql(ENQUIRIES)).data.enquiries.unread).toBe(page.unread - 1);
    expect((await moderator.graphql(ENQUIRIES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('tells a moderator that another member of staff decides on their own portfolio', async () => {
    const db = stack.legacy.app.db;
    const own = db
      .prepare('SELECT id FROM portfolios WHERE member_id = ? AND revision_of IS NULL ORDER BY id LIMIT 1')
      .get(memberId('designer02@portfolio.example')) as { id: number };
    db.prepare('UPDATE portfolios SET is_approve = 2 WHERE id = ?').run(own.id);
    const id = String(own.id);
    const mine = await moderator.graphql(DECIDE, { input: { portfolioIds: [id], decision: 'APPROVE' } });
    expect(mine.data.decidePortfolios).toEqual({
      results: [
        {
          portfolioId: id,
          decided: false,
          message: 'Another member of staff decides on your own portfolio.',
          messageCode: 'OWN_PORTFOLIO',
          mailed: null,
        },
      ],
      errors: [],
    });
    const byOperator = await operator.graphql(DECIDE, { input: { portfolioIds: [id], decision: 'APPROVE' } });
    expect(byOperator.data.decidePortfolios.results[0]).toMatchObject({ decided: true });
  });
});
