import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startLegacy, tinyPng, uploadForm, type LegacyHarness } from './legacy-harness';

const DELETED = { status: 410, message: 'This portfolio has been deleted.' };

describe('a deleted portfolio', () => {
  let legacy: LegacyHarness;
  let alice: Awaited<ReturnType<typeof newMember>>;
  let bob: Awaited<ReturnType<typeof newMember>>;
  let body: Record<string, unknown>;

  beforeAll(async () => {
    legacy = await startLegacy();
    alice = await newMember(legacy);
    bob = await newMember(legacy);
    const subcategory = (await legacy.call('GET', '/api/subcategory')).body.data[0];
    body = {
      category_id: subcategory.category_id,
      subcategory_id: subcategory.id,
      project_title: 'Portfolio',
      project_brief: 'brief',
      detail: '<p>detail</p>',
    };
  });
  afterAll(async () => {
    await legacy.stop();
  });

  async function create(member: { token: string }, title: string, images: string[] = []) {
    const created = await legacy.call('POST', '/api/portfolio', {
      token: member.token,
      body: { ...body, project_title: title, portfolio_image: images.map((img_path) => ({ img_path })) },
    });
    expect(created.status).toBe(200);
    return created.body.data;
  }

  it('never hands its id (or its images’ ids) to the next portfolio, and answers 410 where it was', async () => {
    const image = async () =>
      (
        await legacy.call('POST', '/api/image-up', {
          token: alice.token,
          body: uploadForm(tinyPng(), 'portfolio-images'),
        })
      ).body.data as string;
    const first = await create(alice, 'A', [await image()]);
    const newest = await create(alice, 'B', [await image()]);
    expect(
      (await legacy.call('DELETE', `/api/portfolio/${newest.portfolio_id}`, { token: alice.token })).status,
    ).toBe(200);
    const next = await create(bob, 'C by someone else', [await image()]);
    expect(next.portfolio_id).toBeGreaterThan(newest.portfolio_id);
    expect(next.portfolio_image[0].id).toBeGreaterThan(newest.portfolio_image[0].id);
    expect(first.portfolio_id).toBeLessThan(newest.portfolio_id);

    const id = newest.portfolio_id;
    for (const token of [undefined, alice.token, bob.token]) {
      const answer = await legacy.call('GET', `/api/portfolio/${id}`, { token });
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual(DELETED);
      expect((await legacy.call('GET', `/api/tagport/${id}`, { token })).body).toEqual(DELETED);
    }
    const share = await legacy.call('GET', `/api/share-facebook/${id}`);
    expect(share.status).toBe(410);
    expect(share.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(share.text).toContain('This portfolio has been deleted.');
    expect((await legacy.call('PUT', `/api/portfolio/${id}`, { token: alice.token, body })).status).toBe(410);
    expect((await legacy.call('DELETE', `/api/portfolio/${id}`, { token: alice.token })).status).toBe(410);
    expect(
      (
        await legacy.call('POST', '/api/tagport', {
          token: alice.token,
          body: { portfolio_id: id, tags: [] },
        })
      ).status,
    ).toBe(410);
    expect((await legacy.call('POST', '/api/save-view', { body: { id } })).status).toBe(410);
  });

  it('is told apart from one that never existed (404)', async () => {
    const never = 987_654_321;
    expect((await legacy.call('GET', `/api/portfolio/${never}`)).body).toEqual({
      status: 404,
      message: 'Portfolio not found.',
    });
    expect((await legacy.call('GET', `/api/share-facebook/${never}`)).status).toBe(404);
    expect((await legacy.call('GET', `/api/tagport/${never}`)).status).toBe(404);
  });
});
