import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { startStack, type Browser, type Stack } from './bff-harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO = { email: 'demo@portfolio.example', password: 'Demo1234!' };
const PASSWORD = 'Designer1234!';

const APPRECIATE = `mutation ($id: ID!) { appreciatePortfolio(id: $id) {
  portfolio { id appreciationCount appreciatedByViewer } messageCode errors { field code message } } }`;
const WITHDRAW = `mutation ($id: ID!) { withdrawAppreciation(id: $id) {
  portfolio { id appreciationCount appreciatedByViewer } messageCode errors { code } } }`;
const PORTFOLIO_STATE = `query ($id: ID!) { portfolio(id: $id) { id appreciationCount appreciatedByViewer } }`;
const PUBLIC_PORTFOLIO = `query ($id: ID!) { portfolio(id: $id) { id title appreciationCount } }`;
const FOLLOW = `mutation ($id: ID!) { followDesigner(id: $id) {
  designer { id followerCount followedByViewer } messageCode errors { code } } }`;
const SEND_ENQUIRY = `mutation ($input: DesignerEnquiryInput!) { sendDesignerEnquiry(input: $input) {
  sent messageCode errors { field code message } } }`;

/** Appreciations, follows, enquiries and notifications through the GraphQL schema (issue 29). */
describe('the audience through the GraphQL schema', () => {
  let stack: Stack;
  let member: Browser;
  let other: Browser;
  let visitor: Browser;
  let designerId: number;
  let designer: Browser;
  let portfolioId: number;

  const memberIdOf = (email: string) =>
    (stack.legacy.app.db.prepare('SELECT id FROM members WHERE email = ?').get(email) as { id: number }).id;

  beforeAll(async () => {
    // Small enquiry limits, so that a flood is refused within the test.
    stack = await startStack({
      limits: {
        designerEnquiryPerClient: { points: 4, durationSeconds: 3600 },
        designerEnquiryPerClientAndDesigner: { points: 3, durationSeconds: 3600 },
      },
    });
    [member, other, visitor, designer] = [stack.browser(), stack.browser(), stack.browser(), stack.browser()];
    await member.signIn(DEMO.email, DEMO.password);
    await other.signIn('designer05@portfolio.example', PASSWORD);
    await designer.signIn('designer02@portfolio.example', PASSWORD);
    designerId = memberIdOf('designer02@portfolio.example');
    const own = stack.legacy.app.db
      .prepare('SELECT id FROM portfolios WHERE member_id = ? AND is_approve = 1 ORDER BY id LIMIT 1')
      .get(designerId) as { id: number };
    portfolioId = own.id;
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('counts an appreciation once, shows it to every reader at once and the member’s own state to them alone', async () => {
    // A visitor's answer with the count is shared…
    const before = await visitor.graphql(PUBLIC_PORTFOLIO, { id: portfolioId });
    expect(before.headers.get('cache-control')).toMatch(/^public/);
    const count = before.data.portfolio.appreciationCount as number;

    const made = await member.graphql(APPRECIATE, { id: portfolioId });
    expect(made.data.appreciatePortfolio).toMatchObject({
      portfolio: { id: String(portfolioId), appreciationCount: count + 1, appreciatedByViewer: true },
      messageCode: 'APPRECIATED',
      errors: [],
    });
    // …and dropped by the write: the next visitor reads the new count.
    const after = await visitor.graphql(PUBLIC_PORTFOLIO, { id: portfolioId });
    expect(after.data.portfolio.appreciationCount).toBe(count + 1);

    // Twice is refused, and nothing changes.
    const twice = await member.graphql(APPRECIATE, { id: portfolioId });
    expect(twice.data.appreciatePortfolio.errors.map((e: { code: string }) => e.code)).toEqual([
      'ALREADY_APPRECIATED',
    ]);
    // The member's own state is theirs: never shared, and another member's is their own.
    const mine = await member.graphql(PORTFOLIO_STATE, { id: portfolioId });
    expect(mine.data.portfolio.appreciatedByViewer).toBe(true);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const theirs = await other.graphql(PORTFOLIO_STATE, { id: portfolioId });
    expect(theirs.data.portfolio).toMatchObject({ appreciationCount: count + 1, appreciatedByViewer: false });
    const anonymous = await visitor.graphql(PORTFOLIO_STATE, { id: portfolioId });
    expect(anonymous.data.portfolio.appreciatedByViewer).toBe(false);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

    // The member's list of appreciated work is theirs alone.
    const list = '{ viewer { appreciatedPortfolios { items { id } } } }';
    expect((await member.graphql(list)).data.viewer.appreciatedPortfolios.items[0].id).toBe(
      String(portfolioId),
    );
    const otherList = (await other.graphql(list)).data.viewer.appreciatedPortfolios.items as { id: string }[];
    expect(otherList.map((item) => item.id)).not.toContain(String(portfolioId));

    // Taken back.
    const withdrawn = await member.graphql(WITHDRAW, { id: portfolioId });
    expect(withdrawn.data.withdrawAppreciation).toMatchObject({
      portfolio: { appreciationCount: count, appreciatedByViewer: false },
      messageCode: 'APPRECIATION_WITHDRAWN',
    });
    const again = await member.graphql(WITHDRAW, { id: portfolioId });
    expect(again.data.withdrawAppreciation.errors[0].code).toBe('NOT_APPRECIATED');
  });

  it('refuses appreciating one’s own work, a work that is not public, and a visitor', async () => {
    const own = await designer.graphql(APPRECIATE, { id: portfolioId });
    expect(own.data.appreciatePortfolio.errors[0].code).toBe('OWN_WORK_APPRECIATED');
    const pending = stack.legacy.app.db
      .prepare('SELECT id FROM portfolios WHERE is_approve = 2 AND member_id != ? LIMIT 1')
      .get(memberIdOf(DEMO.email)) as { id: number };
    const notPublic = await member.graphql(APPRECIATE, { id: pending.id });
    expect(notPublic.data.appreciatePortfolio.errors[0].code).toBe('PORTFOLIO_NOT_FOUND');
    const bad = await member.graphql(APPRECIATE, { id: 'x' });
    expect(bad.data.appreciatePortfolio.errors[0].code).toBe('PORTFOLIO_NOT_FOUND');
    const anonymous = await visitor.graphql(APPRECIATE, { id: portfolioId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads a member’s state of 48 portfolios in one legacy call, and a visitor’s in none', async () => {
    const query = `{ topRank { entries(first: 48) { portfolio { id appreciationCount appreciatedByViewer
      designer { id followedByViewer } } } } }`;
    stack.calls.length = 0;
    const answer = await member.graphql(query);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.topRank.entries).toHaveLength(48);
    const paths = stack.calls.map((call) => call.path);
    expect(paths.filter((path) => path === 'api/my-appreciations/check')).toHaveLength(1);
    expect(paths.filter((path) => path === 'api/my-following/check')).toHaveLength(1);
    expect(paths.filter((path) => path.startsWith('api/get-toprank'))).toHaveLength(1);
    expect(paths).toHaveLength(3);

    stack.calls.length = 0;
    await visitor.graphql(query);
    expect(stack.calls.map((call) => call.path)).toEqual(['api/get-toprank']);
  });

  it('ranks by appreciations when asked', async () => {
    const answer = await visitor.graphql(
      '{ topRank(by: APPRECIATIONS) { by entries(first: 5) { rank portfolio { appreciationCount } } } }',
    );
    expect(answer.data.topRank.by).toBe('APPRECIATIONS');
    const counts = (answer.data.topRank.entries as { portfolio: { appreciationCount: number } }[]).map(
      (entry) => entry.portfolio.appreciationCount,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('follows a designer, tells them, and lists their new work on the member’s Following page', async () => {
    const FOLLOWED_DESIGNERS = '{ viewer { followedDesigners { items { id } } } }';
    // The seeded designers follow each other, drawn anew with each day's data: another member's list is read before.
    const theirsBefore = (await other.graphql(FOLLOWED_DESIGNERS)).data.viewer.followedDesigners.items;
    const followers = (
      await visitor.graphql('query ($id: ID!) { designer(id: $id) { followerCount } }', { id: designerId })
    ).data.designer.followerCount as number;
    const followed = await member.graphql(FOLLOW, { id: designerId });
    expect(followed.data.followDesigner).toMatchObject({
      designer: { id: String(designerId), followerCount: followers + 1, followedByViewer: true },
      messageCode: 'FOLLOWED',
    });
    expect((await member.graphql(FOLLOW, { id: designerId })).data.followDesigner.errors[0].code).toBe(
      'ALREADY_FOLLOWING',
    );
    expect((await designer.graphql(FOLLOW, { id: designerId })).data.followDesigner.errors[0].code).toBe(
      'FOLLOW_SELF',
    );
    const feed = await member.graphql(
      '{ viewer { followingPortfolios { items { id designer { id } } } followedDesigners { items { id } } } }',
    );
    expect(feed.data.viewer.followedDesigners.items.map((d: { id: string }) => d.id)).toContain(
      String(designerId),
    );
    const items = feed.data.viewer.followingPortfolios.items as { designer: { id: string } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.designer.id === String(designerId))).toBe(true);
    // Another member's list is their own: the member's follow is not in it.
    const theirs = await other.graphql(FOLLOWED_DESIGNERS);
    expect(theirs.data.viewer.followedDesigners.items).toEqual(theirsBefore);

    const notifications = await designer.graphql(
      '{ viewer { unreadNotificationCount notifications { unread items { kind read actor { id } } } } }',
    );
    const { viewer } = notifications.data;
    expect(viewer.notifications.items).toContainEqual(
      expect.objectContaining({
        kind: 'FOLLOWER',
        read: false,
        actor: { id: String(memberIdOf(DEMO.email)) },
      }),
    );
    expect(viewer.unreadNotificationCount).toBe(viewer.notifications.unread);
    const read = await designer.graphql('mutation { markNotificationsRead { unreadCount } }');
    expect(read.data.markNotificationsRead.unreadCount).toBe(0);
  });

  it('takes an enquiry from a visitor into the designer’s inbox without telling the address, and stops a flood', async () => {
    const hostile = '<img src=x onerror=alert(1)> "; DROP TABLE members; --';
    const input = {
      designerId: String(designerId),
      name: hostile,
      email: 'client@studio.example',
      organisation: 'Studio',
      workType: 'Packaging for a rice brand',
      budget: 'FROM_50K_TO_200K',
      message: 'Could you design our packaging?',
      portfolioId: String(portfolioId),
    };
    const sent = await visitor.graphql(SEND_ENQUIRY, { input });
    expect(sent.data.sendDesignerEnquiry).toEqual({
      sent: true,
      messageCode: 'DESIGNER_ENQUIRY_SENT',
      errors: [],
    });
    expect(JSON.stringify(sent.data)).not.toContain('designer02@');

    const inbox = await designer.graphql(
      '{ viewer { unreadEnquiryCount enquiries { unread items { id name email workType budget portfolioId read } } } }',
    );
    expect(inbox.data.viewer.enquiries.items[0]).toMatchObject({
      name: hostile,
      email: 'client@studio.example',
      budget: 'FROM_50K_TO_200K',
      portfolioId: String(portfolioId),
      read: false,
    });
    expect(inbox.data.viewer.unreadEnquiryCount).toBeGreaterThan(0);
    // Another member cannot read or change it.
    const enquiryId = inbox.data.viewer.enquiries.items[0].id as string;
    const foreign = await member.graphql(
      'mutation ($id: ID!) { updateDesignerEnquiry(id: $id, read: true) { enquiry { id } errors { code } } }',
      { id: enquiryId },
    );
    expect(foreign.data.updateDesignerEnquiry).toEqual({
      enquiry: null,
      errors: [{ code: 'ENQUIRY_NOT_FOUND' }],
    });
    const archived = await designer.graphql(
      'mutation ($id: ID!) { updateDesignerEnquiry(id: $id, read: true, archived: true) { enquiry { read archived } } }',
      { id: enquiryId },
    );
    expect(archived.data.updateDesignerEnquiry.enquiry).toEqual({ read: true, archived: true });

    // Bad input is refused field by field.
    const bad = await visitor.graphql(SEND_ENQUIRY, {
      input: { ...input, email: 'not an address', message: '' },
    });
    expect(bad.data.sendDesignerEnquiry.sent).toBe(false);
    expect(bad.data.sendDesignerEnquiry.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'email',
      'message',
    ]);
    // A flood from one address to one designer is refused before it reaches the legacy API.
    let limited: string | undefined;
    for (let attempt = 0; attempt < 3 && !limited; attempt += 1) {
      const answer = await visitor.graphql(SEND_ENQUIRY, { input });
      limited = answer.errors?.[0]?.extensions?.code as string | undefined;
    }
    expect(limited).toBe('RATE_LIMITED');
  });

  it('gives operators the audience totals, and nobody else', async () => {
    setStaffRole(stack.legacy.app.db, memberIdOf('designer05@portfolio.example'), 'operator');
    const totals = await other.graphql(
      '{ audienceTotals { appreciations follows enquiries enquiriesLast30Days } }',
    );
    expect(totals.data.audienceTotals.follows).toBeGreaterThan(0);
    expect(totals.data.audienceTotals.enquiries).toBeGreaterThan(0);
    const refused = await member.graphql('{ audienceTotals { follows } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

/** The audience's counts travel with what the pages already read: a visitor's pages cost the calls they did before. */
describe('the pages with the audience’s counts', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ config: { webDistDir: path.join(ROOT, 'web/dist') } });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('render the home, a category, a portfolio, the top rank and a designer with the legacy calls they made before', async () => {
    const { id } = stack.legacy.app.db
      .prepare('SELECT id FROM portfolios WHERE is_approve = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    const { member_id: designer } = stack.legacy.app.db
      .prepare('SELECT member_id FROM portfolios WHERE id = ?')
      .get(id) as { member_id: number };
    // Measured on the build before appreciations and follows (39fe1d9), in this order (reference data is kept).
    const before: [string, string[]][] = [
      [
        '/homepage',
        [
          'api/category',
          'api/get-most-view-portfolio',
          'api/get-new-portfolio',
          'api/get-portfolio-hightlight',
          'api/get-toprank',
          'api/subcategory',
        ],
      ],
      ['/all-portfolio-by-category', ['api/get-portfolio-by-id-category']],
      [
        `/detail-portfolio?id=${id}`,
        ['api/get-portfolio-by-id-subcategory', 'api/get-portfolio-design', `api/portfolio/${id}`],
      ],
      ['/toprank', ['api/get-toprank']],
      [`/all-portfolio-by-design?member_id=${designer}`, ['api/get-portfolio-design']],
    ];
    for (const [address, calls] of before) {
      stack.calls.length = 0;
      const answer = await fetch(`${stack.bff.url}${address}`, { headers: { accept: 'text/html' } });
      const html = await answer.text();
      expect(answer.status, address).toBe(200);
      expect(stack.calls.map((call) => call.path).sort(), address).toEqual(calls);
      // Shared, as before: nothing of a member's own state is in it.
      expect(answer.headers.get('cache-control'), address).toMatch(/^public/);
      expect(html, address).not.toContain('ByViewer');
    }
  });
});
