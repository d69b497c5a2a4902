import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startLegacy, type LegacyHarness } from './legacy-harness';

describe('tags and tagport', () => {
  let legacy: LegacyHarness;
  let member: Awaited<ReturnType<typeof newMember>>;
  let portfolioId: number;

  beforeAll(async () => {
    legacy = await startLegacy();
    member = await newMember(legacy);
    const subcategory = (await legacy.call('GET', '/api/subcategory')).body.data[0];
    const created = await legacy.call('POST', '/api/portfolio', {
      token: member.token,
      body: {
        category_id: subcategory.category_id,
        subcategory_id: subcategory.id,
        project_title: 'Tag test',
        project_brief: 'brief',
        detail: '<p>detail</p>',
      },
    });
    portfolioId = created.body.data.portfolio_id;
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('lists tags with their type, normal (0) and award (1)', async () => {
    const tags = (await legacy.call('GET', '/api/tag')).body.data;
    expect(tags.length).toBeGreaterThan(20);
    expect(new Set(tags.map((t: { type: number }) => t.type))).toEqual(new Set([0, 1]));
    expect(tags[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      type: expect.any(Number),
      portfolio_count: expect.any(Number),
    });
    // Counted over public work: some tags of the demo carry approved portfolios.
    expect(tags.some((t: { portfolio_count: number }) => t.portfolio_count > 0)).toBe(true);
  });

  it('adds a tag once: 200 "Tag has been added!", then 409 "Tag already exist!" whatever the case', async () => {
    const added = await legacy.call('POST', '/api/tag', {
      token: member.token,
      body: { name: 'ผ้าขาวม้า Remix', type: 0 },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      status: 200,
      message: 'Tag has been added!',
      data: { name: 'ผ้าขาวม้า Remix', type: 0 },
    });
    const again = await legacy.call('POST', '/api/tag', {
      token: member.token,
      body: { name: 'ผ้าขาวม้า remix', type: 0 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Tag already exist!');
  });

  it('refuses an empty name, an unknown type and a missing token', async () => {
    expect(
      (await legacy.call('POST', '/api/tag', { token: member.token, body: { name: '  ' } })).status,
    ).toBe(422);
    expect(
      (await legacy.call('POST', '/api/tag', { token: member.token, body: { name: 'x', type: 5 } })).status,
    ).toBe(422);
    expect((await legacy.call('POST', '/api/tag', { body: { name: 'anonymous' } })).status).toBe(401);
  });

  it('attaches normal and award tags to a portfolio, replacing earlier ones, and reads them back', async () => {
    const tags = (await legacy.call('GET', '/api/tag')).body.data as { id: number; type: number }[];
    const normal = tags.filter((t) => t.type === 0).slice(0, 2);
    const award = tags.find((t) => t.type === 1) as { id: number };
    const first = await legacy.call('POST', '/api/tagport', {
      token: member.token,
      body: { portfolio_id: portfolioId, tags: [...normal.map((t) => t.id), award.id] },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.tags).toHaveLength(3);

    await legacy.call('POST', '/api/tagport', {
      token: member.token,
      body: { portfolio_id: portfolioId, tags: [award.id] },
    });
    const read = await legacy.call('GET', `/api/tagport/${portfolioId}`, { token: member.token });
    expect(read.body.data.tags).toEqual([
      { tag_id: award.id, tag: expect.objectContaining({ id: award.id, type: 1 }) },
    ]);
  });

  it('refuses unknown tag ids and hides a pending portfolio’s tags from others', async () => {
    const bad = await legacy.call('POST', '/api/tagport', {
      token: member.token,
      body: { portfolio_id: portfolioId, tags: [987654] },
    });
    expect(bad.status).toBe(422);
    expect((await legacy.call('GET', `/api/tagport/${portfolioId}`)).status).toBe(404);
  });

  it('lists the approved portfolios of a tag, page by page', async () => {
    const popular = legacy.app.db
      .prepare('SELECT tag_id, COUNT(*) AS n FROM portfolio_tags GROUP BY tag_id ORDER BY n DESC LIMIT 1')
      .get() as { tag_id: number; n: number };
    const page1 = await legacy.call('GET', '/api/get-portfolio-by-id-tag', {
      query: { id: popular.tag_id, page: 1 },
    });
    expect(page1.body.tag.id).toBe(popular.tag_id);
    expect(page1.body.total).toBeGreaterThan(0);
    for (const portfolio of page1.body.data) {
      expect(portfolio.is_approve).toBe(1);
      expect(portfolio.tag_port.map((t: { tag_id: number }) => t.tag_id)).toContain(popular.tag_id);
    }
    expect((await legacy.call('GET', '/api/get-portfolio-by-id-tag', { query: { id: 999999 } })).status).toBe(
      404,
    );
  });
});
