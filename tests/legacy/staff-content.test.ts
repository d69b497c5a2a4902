import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newMember,
  startLegacy,
  type Member,
  tinyPng,
  uploadForm,
  type LegacyHarness,
} from './legacy-harness';

/** Operators edit the curated collections and the CMS pages in the legacy API (issue 16). */
describe('staff content routes', () => {
  let legacy: LegacyHarness;
  let designer: Member;
  let operator: Member;
  let moderator: Member;

  const grant = (member: Member, role: string) =>
    legacy.app.db.prepare('UPDATE members SET staff_role = ? WHERE id = ?').run(role, member.memberId);
  const published = (count: number) =>
    legacy.app.db
      .prepare<[number], { id: number }>('SELECT id FROM portfolios WHERE is_approve = 1 ORDER BY id LIMIT ?')
      .all(count)
      .map((row) => row.id);
  const auditActions = async () =>
    (await legacy.call('GET', '/api/staff/audit-log', { token: operator.token })).body.data.map(
      (entry: { action: string; target_id: number | null }) => `${entry.action} ${entry.target_id}`,
    );

  beforeAll(async () => {
    legacy = await startLegacy();
    [designer, operator, moderator] = [
      await newMember(legacy),
      await newMember(legacy),
      await newMember(legacy),
    ];
    grant(operator, 'operator');
    grant(moderator, 'moderator');
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('creates a collection category and a collection with a cover, then lists and orders its work', async () => {
    const category = await legacy.call('POST', '/api/staff/collection-categories', {
      token: operator.token,
      body: {
        category_collection_name_th: 'รางวัลออกแบบ 2569',
        category_collection_name_en: 'Design Award 2026',
        about_category_collection_th: 'ผลงานที่ได้รับรางวัล',
      },
    });
    expect(category.status).toBe(200);
    const categoryId = category.body.data.id as number;

    const upload = await legacy.call('POST', '/api/image-up', {
      token: operator.token,
      body: uploadForm(tinyPng(), 'collection-cover'),
    });
    expect(upload.status).toBe(200);
    expect(upload.body.folder).toBe('collection');

    const created = await legacy.call('POST', '/api/staff/collections', {
      token: operator.token,
      body: {
        collection_category_id: categoryId,
        collection_name_th: 'เก้าอี้ไม้ไทย',
        collection_name_en: 'Thai wooden chairs',
        description_th: 'เก้าอี้จากไม้สัก',
        description_en: 'Chairs of teak',
        cover_path: upload.body.data,
        published_on: '2026-11-01',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      collection_name_th: 'เก้าอี้ไม้ไทย',
      cover_path: upload.body.data,
      date_en: '1 November 2026',
      portfolios: [],
      designers: [],
    });
    const collectionId = created.body.data.id as number;

    const [first, second, third] = published(3);
    const ordered = await legacy.call('PUT', `/api/staff/collections/${collectionId}/portfolios`, {
      token: operator.token,
      body: { portfolio_ids: [third, first, second] },
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.portfolios.map((p: { id: number }) => p.id)).toEqual([third, first, second]);

    // Visitors see them in that order on the collection's page, and the collection in its category.
    const page = await legacy.call('GET', '/api/collection-portfolio', {
      query: { id: collectionId, type: 1 },
    });
    expect(page.body.data.map((p: { id: number }) => p.id)).toEqual([third, first, second]);
    const listed = await legacy.call('GET', '/api/collections', {
      query: { category_collection_id: categoryId },
    });
    expect(listed.body.data.map((c: { id: number }) => c.id)).toEqual([collectionId]);

    const designers = await legacy.call('PUT', `/api/staff/collections/${collectionId}/designers`, {
      token: operator.token,
      body: { member_ids: [designer.memberId] },
    });
    expect(designers.status).toBe(200);
    expect(designers.body.data.designers.map((d: { member_id: number }) => d.member_id)).toEqual([
      designer.memberId,
    ]);

    const renamed = await legacy.call('PUT', `/api/staff/collections/${collectionId}`, {
      token: operator.token,
      body: {
        ...created.body.data,
        collection_name_en: 'Thai teak chairs',
        collection_category_id: categoryId,
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.collection_name_en).toBe('Thai teak chairs');
    expect(renamed.body.data.portfolios).toHaveLength(3);

    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        `collection-category.create ${categoryId}`,
        `collection.create ${collectionId}`,
        `collection.portfolios ${collectionId}`,
        `collection.designers ${collectionId}`,
        `collection.update ${collectionId}`,
      ]),
    );

    // A category with collections is kept; once empty it may go.
    const refused = await legacy.call('DELETE', `/api/staff/collection-categories/${categoryId}`, {
      token: operator.token,
    });
    expect(refused.status).toBe(409);
    expect(
      (await legacy.call('DELETE', `/api/staff/collections/${collectionId}`, { token: operator.token }))
        .status,
    ).toBe(200);
    expect(
      (await legacy.call('GET', '/api/get-collection-by-id', { query: { id: collectionId } })).status,
    ).toBe(404);
    expect(
      (
        await legacy.call('DELETE', `/api/staff/collection-categories/${categoryId}`, {
          token: operator.token,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses wrong input with 422 naming each field, and changes nothing', async () => {
    const existing = (await legacy.call('GET', '/api/collections')).body.data[0];
    const before = await legacy.call('GET', '/api/collection-portfolio', {
      query: { id: existing.id, type: 1 },
    });

    const bad = await legacy.call('POST', '/api/staff/collections', {
      token: operator.token,
      body: {
        collection_category_id: 99999,
        collection_name_th: 'ก',
        published_on: '2026-02-30',
        cover_path: 'x.png',
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['collection_category_id', 'collection_name_en', 'published_on'].sort(),
    );

    const pending = legacy.app.db
      .prepare<[], { id: number }>('SELECT id FROM portfolios WHERE is_approve != 1 LIMIT 1')
      .get();
    for (const portfolio_ids of [[1, 1], ['x'], pending ? [pending.id] : [999999]]) {
      const refused = await legacy.call('PUT', `/api/staff/collections/${existing.id}/portfolios`, {
        token: operator.token,
        body: { portfolio_ids },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.portfolio_ids).toHaveLength(1);
    }
    const after = await legacy.call('GET', '/api/collection-portfolio', {
      query: { id: existing.id, type: 1 },
    });
    expect(after.body.data).toEqual(before.body.data);

    expect(
      (
        await legacy.call('PUT', '/api/staff/collections/999999/designers', {
          token: operator.token,
          body: { member_ids: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('rewrites a CMS page in Thai and keeps the English; refuses unknown pages and empty texts', async () => {
    const before = (await legacy.call('GET', '/api/get-data-page', { query: { url: 'faqs' } })).body.data;
    const saved = await legacy.call('PUT', '/api/staff/pages/faqs', {
      token: operator.token,
      body: { ...before, detail_th: '<h2>คำถาม</h2><p>ส่งผลงานได้อย่างไร</p>' },
    });
    expect(saved.status).toBe(200);
    const after = (await legacy.call('GET', '/api/get-data-page', { query: { url: 'faqs' } })).body.data;
    expect(after.detail_th).toBe('<h2>คำถาม</h2><p>ส่งผลงานได้อย่างไร</p>');
    expect(after.detail_en).toBe(before.detail_en);
    expect(after.updated_at).not.toBe(before.updated_at);
    expect(await auditActions()).toContain('page.update null');

    expect(
      (await legacy.call('PUT', '/api/staff/pages/home', { token: operator.token, body: before })).status,
    ).toBe(404);
    const empty = await legacy.call('PUT', '/api/staff/pages/term', {
      token: operator.token,
      body: { ...before, detail_en: ' ' },
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['detail_en']);
  });

  it('answers the oldest entries of the moderation queue, at most 100, with how many wait', async () => {
    const all = await legacy.call('GET', '/api/staff/moderation', { token: moderator.token });
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    const one = await legacy.call('GET', '/api/staff/moderation', {
      token: moderator.token,
      query: { limit: 1 },
    });
    expect(one.body.total).toBe(all.body.total);
    expect(one.body.data.map((entry: { portfolio_id: number }) => entry.portfolio_id)).toEqual([
      all.body.data[0].portfolio_id,
    ]);
    const many = await legacy.call('GET', '/api/staff/moderation', {
      token: moderator.token,
      query: { limit: 100000 },
    });
    expect(many.body.data.length).toBeLessThanOrEqual(100);
  });

  it('lets only operators write collections and pages', async () => {
    const page = (await legacy.call('GET', '/api/get-data-page', { query: { url: 'term' } })).body.data;
    const collection = (await legacy.call('GET', '/api/collections')).body.data[0];
    for (const member of [designer, moderator]) {
      for (const [method, path, body] of [
        ['PUT', '/api/staff/pages/term', page],
        ['GET', `/api/staff/collections/${collection.id}`, undefined],
        ['PUT', `/api/staff/collections/${collection.id}/portfolios`, { portfolio_ids: [] }],
        [
          'POST',
          '/api/staff/collection-categories',
          { category_collection_name_th: 'ก', category_collection_name_en: 'a' },
        ],
      ] as const) {
        const answer = await legacy.call(method, path, { token: member.token, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.message).toBe('Only operators may do this.');
      }
    }
    expect((await legacy.call('PUT', '/api/staff/pages/term', { body: page })).status).toBe(401);
  });
});
