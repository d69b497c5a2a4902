import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT_RULES, clientKeyOf, mailboxOf } from '../../bff/src/limits/abuse-limits';
import { bangkokDay } from '../../bff/src/limits/bangkok-day';
import { startStack, type Browser, type GraphQLAnswer, type Stack } from './bff-harness';

const DESIGNER_PASSWORD = 'Designer1234!';
const SEND_ENQUIRY = `mutation ($input: DesignerEnquiryInput!) { sendDesignerEnquiry(input: $input) {
  sent errors { code } } }`;
const APPRECIATE = `mutation ($id: ID!) { appreciatePortfolio(id: $id) { errors { code } } }`;
const WITHDRAW = `mutation ($id: ID!) { withdrawAppreciation(id: $id) { errors { code } } }`;
const FOLLOW = `mutation ($id: ID!) { followDesigner(id: $id) { errors { code } } }`;
const UNFOLLOW = `mutation ($id: ID!) { unfollowDesigner(id: $id) { errors { code } } }`;
const SEARCH = `query ($keyword: String!) { portfolioSearch(keyword: $keyword, page: 1) {
  portfolios { pageInfo { total } } } }`;

const refusedForLimit = (answer: GraphQLAnswer) =>
  answer.errors?.some((error) => error.extensions?.code === 'RATE_LIMITED') ?? false;

/** Each request from its own address of one IPv6 /64 (the proxy in front says which: TRUST_PROXY). */
const fromNetwork = (n: number) => ({ 'x-forwarded-for': `2001:db8:42:7:${(n + 1).toString(16)}::${n + 1}` });

describe('who is asking: one client, one member, one mailbox for every limit (issue 42)', () => {
  it('takes an IPv4 address as it is and an IPv6 address by its /64', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    const network = clientKeyOf('2001:db8:aa:bb:1:2:3:4');
    expect(network).toBe('2001:db8:aa:bb::/64');
    for (const other of ['2001:db8:aa:bb::1', '2001:0db8:00aa:00bb:ffff::', '2001:db8:aa:bb:9:9:9:9%eth0'])
      expect(clientKeyOf(other)).toBe(network);
    expect(clientKeyOf('2001:db8:aa:bc::1')).not.toBe(network);
  });

  it('takes an e-mail by its mailbox: case, +tags and the dots Gmail ignores', () => {
    const mailbox = mailboxOf('somchai@example.com');
    for (const variant of ['Somchai@Example.COM', ' somchai+work@example.com', 'somchai+a+b@example.com'])
      expect(mailboxOf(variant)).toBe(mailbox);
    const gmail = mailboxOf('somchai.design@gmail.com');
    for (const variant of ['s.o.m.c.h.a.i.design@gmail.com', 'SomchaiDesign+x@googlemail.com'])
      expect(mailboxOf(variant)).toBe(gmail);
    // Dots matter where the provider keeps them.
    expect(mailboxOf('somchai.design@example.com')).not.toBe(mailboxOf('somchaidesign@example.com'));
  });

  describe('on a running stack behind a proxy', () => {
    let stack: Stack;
    /** Designers with public work, who take enquiries. */
    let designers: number[];
    /** A public work of the first designer, and another designer who may appreciate it. */
    let work: number;
    let member: Browser;
    let memberId: number;

    beforeAll(async () => {
      stack = await startStack({ config: { trustProxy: true, searchLogSeconds: 1 } });
      designers = (
        stack.legacy.app.db
          .prepare(
            `SELECT DISTINCT p.member_id AS id FROM portfolios p JOIN members m ON m.id = p.member_id
             WHERE p.is_approve = 1 AND m.accepts_enquiries = 1 ORDER BY p.member_id LIMIT 12`,
          )
          .all() as { id: number }[]
      ).map((row) => row.id);
      work = (
        stack.legacy.app.db
          .prepare('SELECT id FROM portfolios WHERE is_approve = 1 AND member_id = ? LIMIT 1')
          .get(designers[0]) as { id: number }
      ).id;
      const other = stack.legacy.app.db
        .prepare('SELECT id, email FROM members WHERE id = ?')
        .get(designers[11]) as { id: number; email: string };
      memberId = other.id;
      member = stack.browser();
      await member.signIn(other.email, DESIGNER_PASSWORD);
    });
    afterAll(() => stack.stop());

    const enquiry = (designerId: number, email: string, n: number) =>
      stack.browser().graphql(
        SEND_ENQUIRY,
        {
          input: {
            designerId: String(designerId),
            name: 'ลูกค้า',
            email,
            workType: 'โลโก้',
            message: 'สนใจจ้างงานครับ',
          },
        },
        fromNetwork(n),
      );

    it('lands at most 3 of 12 enquiries to one designer from one /64, each from its own address', async () => {
      let sent = 0;
      for (let n = 0; n < 12; n += 1) {
        const answer = await enquiry(designers[1]!, `client${n}@example.org`, n);
        if (answer.data?.sendDesignerEnquiry?.sent) sent += 1;
        else expect(refusedForLimit(answer)).toBe(true);
      }
      expect(sent).toBe(DEFAULT_LIMIT_RULES.designerEnquiryPerClientAndDesigner.points);
    });

    it('lands at most the hour’s limit of enquiries to 12 designers from one /64', async () => {
      let sent = 0;
      for (let n = 0; n < 12; n += 1) {
        const answer = await enquiry(designers[n]!, `other${n}@example.org`, 100 + n);
        if (answer.data?.sendDesignerEnquiry?.sent) sent += 1;
      }
      // Three went to the designer of the test before, from the same /64.
      expect(sent).toBe(DEFAULT_LIMIT_RULES.designerEnquiryPerClient.points - 3);
    });

    it('holds one sender to one limit whatever +tag or dots their address carries', async () => {
      let sent = 0;
      for (let n = 0; n < 12; n += 1) {
        // A new client each time (its own IPv4 address), one Gmail mailbox written twelve ways.
        const email = `${'somchai'.split('').join(n % 2 ? '.' : '')}+${n}@gmail.com`;
        const answer = await stack.browser().graphql(
          SEND_ENQUIRY,
          {
            input: {
              designerId: String(designers[2 + (n % 8)]),
              name: 'สมชาย',
              email,
              workType: 'โลโก้',
              message: 'สนใจจ้างงาน',
            },
          },
          { 'x-forwarded-for': `198.51.100.${n + 1}` },
        );
        if (answer.data?.sendDesignerEnquiry?.sent) sent += 1;
      }
      expect(sent).toBe(DEFAULT_LIMIT_RULES.designerEnquiryPerMailbox.points);
    });

    it('bounds a member toggling an appreciation or a follow', async () => {
      const toggles = DEFAULT_LIMIT_RULES.appreciationPerMember.points;
      for (let i = 0; i < toggles; i += 1) {
        const answer = await member.graphql(i % 2 ? WITHDRAW : APPRECIATE, { id: work });
        expect(answer.errors).toBeUndefined();
      }
      expect(refusedForLimit(await member.graphql(APPRECIATE, { id: work }))).toBe(true);
      const follows = DEFAULT_LIMIT_RULES.followPerMember.points;
      for (let i = 0; i < follows; i += 1) {
        const answer = await member.graphql(i % 2 ? UNFOLLOW : FOLLOW, { id: designers[0] });
        expect(answer.errors).toBeUndefined();
      }
      expect(refusedForLimit(await member.graphql(FOLLOW, { id: designers[0] }))).toBe(true);
      // The designer was told once of each, whatever the toggles.
      const day = bangkokDay(new Date()).day;
      const told = (groupKey: string) =>
        stack.legacy.app.db
          .prepare('SELECT count FROM notifications WHERE member_id = ? AND group_key = ?')
          .all(designers[0], groupKey);
      expect(told(`appreciation:${work}:${day}`)).toEqual([{ count: 1 }]);
      expect(told(`follower:${memberId}:${day}`)).toEqual([{ count: 1 }]);
    });

    const searches = (keyword: string) =>
      (
        stack.legacy.app.db
          .prepare('SELECT COALESCE(SUM(searches), 0) AS n FROM search_daily_keywords WHERE keyword = ?')
          .get(keyword) as { n: number }
      ).n;

    /** Searches a keyword no one has searched from its own client, and waits until the BFF has handed it over. */
    async function handedOver(marker: string, client: string) {
      expect(searches(marker)).toBe(0);
      await stack.browser().graphql(SEARCH, { keyword: marker }, { 'x-forwarded-for': client });
      await expect.poll(() => searches(marker), { timeout: 5000, interval: 200 }).toBe(1);
    }

    it('lifts a keyword by one for 122 searches from one client, and stores a bounded number of one client’s keywords', async () => {
      const keyword = 'โปสเตอร์คอนเสิร์ต';
      const before = searches(keyword);
      const client = stack.browser();
      await Promise.all(
        Array.from({ length: 122 }, (_, n) =>
          client.graphql(SEARCH, { keyword }, fromNetwork(n % 2 ? 200 + n : 300 + n)),
        ),
      );
      // Another client's search of a keyword nobody searched, counted after the others were: once it is handed
      // over, so is everything counted before it.
      await handedOver('markeroneqz', '192.0.2.77');
      expect(searches(keyword)).toBe(before + 1);

      const stored = () =>
        (
          stack.legacy.app.db.prepare('SELECT COUNT(*) AS n FROM search_daily_keywords').get() as {
            n: number;
          }
        ).n;
      const rowsBefore = stored();
      for (let n = 0; n < 120; n += 1)
        await stack.browser().graphql(SEARCH, { keyword: `junk${n}x` }, { 'x-forwarded-for': '192.0.2.99' });
      await handedOver('markertwoqz', '192.0.2.78');
      // The client's 50 keywords, and the marker.
      expect(stored() - rowsBefore).toBe(DEFAULT_LIMIT_RULES.searchKeywordsPerClientAndDay.points + 1);
    });

    it('answers an unconfigured social sign-in at once with SOCIAL_LOGIN_OFF, throttled like password sign-in', async () => {
      const signIn = `mutation { loginWithFacebook(accessToken: "anything") { viewer { id } errors { code } } }`;
      const client = { 'x-forwarded-for': '192.0.2.50' };
      const started = performance.now();
      const first = await stack.browser().graphql(signIn, {}, client);
      expect(first.data.loginWithFacebook).toEqual({ viewer: null, errors: [{ code: 'SOCIAL_LOGIN_OFF' }] });
      // No call to Facebook was waited for (it would take seconds to fail here).
      expect(performance.now() - started).toBeLessThan(2000);
      let refused = false;
      for (let i = 0; i < DEFAULT_LIMIT_RULES.loginAttemptsPerClient.points && !refused; i += 1)
        refused = refusedForLimit(await stack.browser().graphql(signIn, {}, client));
      expect(refused).toBe(true);
    });

    it('answers a reader’s page as no designer: a member with no public work and no profile', async () => {
      const reader = stack.browser();
      const email = 'only.reads@example.org';
      await reader.graphql(
        'mutation ($input: RegisterInput!) { register(input: $input) { success } }',
        {
          input: {
            firstNameTh: 'ผู้อ่าน',
            lastNameTh: 'อย่างเดียว',
            mobileNumber: '0812345678',
            email,
            password: 'password-1',
            passwordConfirm: 'password-1',
          },
        },
        { 'x-forwarded-for': '192.0.2.60' },
      );
      const readerId = (
        stack.legacy.app.db.prepare('SELECT id FROM members WHERE email = ?').get(email) as { id: number }
      ).id;
      const page = await stack
        .browser()
        .graphql('query ($id: ID!) { designer(id: $id) { id firstName { th } } }', { id: readerId });
      expect(page.data.designer).toBeNull();
      const follower = stack.browser();
      await follower.signIn('demo@portfolio.example', 'Demo1234!');
      const follow = await follower.graphql(FOLLOW, { id: readerId });
      expect(follow.data.followDesigner.errors).toEqual([{ code: 'DESIGNER_NOT_FOUND' }]);
    });
  });
});

describe('the per-minute request limit', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ config: { trustProxy: true, rateLimitPerMinute: 5 } });
  });
  afterAll(() => stack.stop());

  it('counts an IPv6 /64 as one client, and answers RATE_LIMITED with the wait', async () => {
    const ask = (n: number) =>
      fetch(`${stack.bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fromNetwork(n) },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      });
    for (let n = 0; n < 5; n += 1) expect((await ask(n)).status).toBe(200);
    const refused = await ask(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
    // Another client is not held up.
    const other = await fetch(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '2001:db8:43::1' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(other.status).toBe(200);
  });
});
