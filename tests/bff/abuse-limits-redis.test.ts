import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { DESIGNER_PASSWORD } from '../../legacy/src/seed/demo-data';
import {
  createAbuseLimits,
  DEFAULT_KEY_PREFIX,
  RateLimitedError,
  type AbuseLimitsOptions,
} from '../../bff/src/limits/abuse-limits';
import { startStack, type GraphQLAnswer, type Stack } from './bff-harness';
import { startRedis, type RedisHarness } from './redis-harness';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { viewer { id } errors { message } } }`;
const CONTACT = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { sent } }`;
const RECORD_VIEW = `mutation ($id: ID!) { recordPortfolioView(id: $id) { counted } }`;
const CONTACT_INPUT = { input: { name: 'Malee', email: 'malee@example.com', detail: 'Hello' } };

const designer = (n: number) => `designer${String(n).padStart(2, '0')}@portfolio.example`;

function retryAfter(answer: GraphQLAnswer): number | undefined {
  const error = answer.errors?.find((each) => each.extensions?.code === 'RATE_LIMITED');
  return error ? (error.extensions?.retryAfterSeconds as number) : undefined;
}

/** Until `count` other clients have connected and finished ioredis's ready check (their last command). */
async function waitForClients(redis: Redis, count: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const list = (await redis.client('LIST')) as string;
    const ready = list.split('\n').filter((line) => /\bcmd=(info|eval|evalsha)\b/.test(line));
    if (ready.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} clients connected to Redis`);
}

describe('two BFF processes on one Redis', () => {
  let redis: RedisHarness;
  let inspector: Redis;
  let first: Stack;
  let second: Stack;

  beforeAll(async () => {
    redis = await startRedis();
    inspector = new Redis(redis.url);
    const limits: Partial<AbuseLimitsOptions> = {
      loginFailuresPerMailboxAndClient: {
        failures: 2,
        memorySeconds: 3600,
        firstBlockSeconds: 60,
        maxBlockSeconds: 60,
      },
      contactPerClient: { points: 2, durationSeconds: 3600 },
      viewsPerClientPortfolioAndDay: { points: 3, durationSeconds: 86_400 },
    };
    first = await startStack({ config: { redisUrl: redis.url }, limits });
    second = await startStack({ config: { redisUrl: redis.url }, limits, legacyUrl: first.legacy.url });
    await waitForClients(inspector, 2);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    inspector?.disconnect();
    await redis?.stop();
  });

  it('share the login back-off: failures on one are refused on the other', async () => {
    for (const stack of [first, second]) {
      const answer = await stack.browser().graphql(LOGIN, {
        input: { email: designer(1), password: 'wrong-password' },
      });
      expect(answer.data.login.errors).toEqual([{ message: 'The e-mail or password is incorrect.' }]);
    }
    for (const stack of [first, second]) {
      const answer = await stack.browser().graphql(LOGIN, {
        input: { email: designer(1), password: DESIGNER_PASSWORD },
      });
      expect(retryAfter(answer)).toBeGreaterThan(55);
    }
    // The counters are in Redis, under the shared prefix, with the e-mail hashed.
    const keys = await inspector.keys(`${DEFAULT_KEY_PREFIX}:*`);
    expect(keys.some((key) => key.startsWith(`${DEFAULT_KEY_PREFIX}:login-failures-mailbox-client:`))).toBe(
      true,
    );
    expect(keys.join(' ')).not.toContain('designer01');
  });

  it('share the contact limit', async () => {
    expect((await first.browser().graphql(CONTACT, CONTACT_INPUT)).data.sendContactMessage.sent).toBe(true);
    expect((await second.browser().graphql(CONTACT, CONTACT_INPUT)).data.sendContactMessage.sent).toBe(true);
    expect(retryAfter(await first.browser().graphql(CONTACT, CONTACT_INPUT))).toBeGreaterThan(3500);
  });

  it('count a visitor’s view once, whichever of them answers', async () => {
    const list = await first.browser().graphql('{ newPortfolios { id } mostViewedPortfolios { id } }');
    const portfolioId = (list.data.newPortfolios[0] ?? list.data.mostViewedPortfolios[0]).id as string;
    const visitor = first.browser();
    const counted = await visitor.graphql(RECORD_VIEW, { id: portfolioId });
    expect(counted.data.recordPortfolioView.counted).toBe(true);
    const elsewhere = await second
      .browser()
      .graphql(RECORD_VIEW, { id: portfolioId }, { Cookie: visitor.cookieHeader() });
    expect(elsewhere.data.recordPortfolioView.counted).toBe(false);
  });

  it('share the views one address may add to a portfolio in a day', async () => {
    const list = await first.browser().graphql('{ newPortfolios { id } mostViewedPortfolios { id } }');
    const portfolioId = (list.data.newPortfolios[1] ?? list.data.mostViewedPortfolios[1]).id as string;
    let counted = 0;
    // New visitors (no cookies) from one address, answered by either process in turn.
    for (let i = 0; i < 10; i += 1) {
      const stack = i % 2 === 0 ? first : second;
      const answer = await stack.browser().graphql(RECORD_VIEW, { id: portfolioId });
      if (answer.data.recordPortfolioView.counted) counted += 1;
    }
    expect(counted).toBe(3);
  });
});

describe('the limits on Redis', () => {
  let redis: RedisHarness;

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  it('limit failures per account over several addresses, and per address over several accounts', async () => {
    const client = new Redis(redis.url);
    const limits = createAbuseLimits({
      redis: client,
      keyPrefix: 'per-account',
      loginFailuresPerMailbox: { points: 3, durationSeconds: 3600 },
      loginFailuresPerClient: { points: 4, durationSeconds: 3600 },
    });
    try {
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        await (await limits.beginLogin({ client: ip }, 'Victim@Example.com')).failed();
      }
      // Another address, the same e-mail however it is typed: refused.
      await expect(limits.beginLogin({ client: '203.0.113.4' }, ' victim@example.com')).rejects.toThrow(
        RateLimitedError,
      );
      // That address may still sign in to other accounts, up to its own failures.
      for (const account of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
        await (await limits.beginLogin({ client: '203.0.113.4' }, account)).failed();
      }
      await expect(limits.beginLogin({ client: '203.0.113.4' }, 'e@example.com')).rejects.toThrow(
        RateLimitedError,
      );
      await (await limits.beginLogin({ client: '203.0.113.5' }, 'e@example.com')).succeeded();
    } finally {
      client.disconnect();
    }
  });

  it('keep limiting in each process while Redis is down, instead of failing requests', async () => {
    const outage = await startRedis();
    const client = new Redis(outage.url, { maxRetriesPerRequest: 1 });
    client.on('error', () => undefined);
    const limits = createAbuseLimits({
      redis: client,
      contactPerClient: { points: 2, durationSeconds: 3600 },
      uploadPerMember: { points: 1, durationSeconds: 3600 },
    });
    try {
      await expect.poll(() => client.status).toBe('ready');
      await limits.consumeContact({ client: '198.51.100.7' }, 'someone@example.com');
      expect(await client.keys(`${DEFAULT_KEY_PREFIX}:contact-client:*`)).toHaveLength(1);
      await outage.stop();
      await expect.poll(() => client.status).not.toBe('ready');
      await limits.consumeContact({ client: '198.51.100.7' }, 'someone@example.com');
      await limits.consumeContact({ client: '198.51.100.7' }, 'someone@example.com');
      await expect(
        limits.consumeContact({ client: '198.51.100.7' }, 'someone@example.com'),
      ).rejects.toMatchObject({
        extensions: { code: 'RATE_LIMITED' },
      });
      await limits.consumeUpload({ client: '198.51.100.7', member: 42 });
      const refused = await limits.consumeUpload({ client: '198.51.100.7', member: 42 }).catch((e) => e);
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    } finally {
      client.disconnect();
    }
  });
});
