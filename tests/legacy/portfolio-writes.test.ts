import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startLegacy, tinyPng, uploadForm, type LegacyHarness } from './legacy-harness';

describe('a portfolio write with its tags happens whole or not at all', () => {
  let legacy: LegacyHarness;
  let member: Awaited<ReturnType<typeof newMember>>;
  let body: Record<string, unknown>;
  let tagIds: number[];

  beforeAll(async () => {
    legacy = await startLegacy();
    member = await newMember(legacy);
    const subcategory = (await legacy.call('GET', '/api/subcategory')).body.data[0];
    const image = await legacy.call('POST', '/api/image-up', {
      token: member.token,
      body: uploadForm(tinyPng(), 'portfolio-images'),
    });
    tagIds = (await legacy.call('GET', '/api/tag')).body.data
      .slice(0, 3)
      .map((tag: { id: number }) => tag.id);
    body = {
      category_id: subcategory.category_id,
      subcategory_id: subcategory.id,
      project_title: 'Whole write',
      project_brief: 'brief',
      detail: '<p>detail</p>',
      portfolio_image: [{ img_path: image.body.data, detail: 'side view' }],
    };
  });
  afterAll(async () => {
    await legacy.stop();
  });

  /** What the member has stored: their portfolios with image and tag counts. */
  function storedFor(memberId: number) {
    return legacy.app.db
      .prepare(
        `SELECT p.id, p.project_title,
           (SELECT COUNT(*) FROM portfolio_images i WHERE i.portfolio_id = p.id) AS images,
           (SELECT COUNT(*) FROM portfolio_tags t WHERE t.portfolio_id = p.id) AS tags
         FROM portfolios p WHERE p.member_id = ? ORDER BY p.id`,
      )
      .all(memberId);
  }

  it('creates a portfolio with its images and tags in one call', async () => {
    const created = await legacy.call('POST', '/api/portfolio', {
      token: member.token,
      body: { ...body, tags: [tagIds[0], { id: tagIds[1] }, String(tagIds[0])] },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.tag_port.map((link: { tag_id: number }) => link.tag_id).sort()).toEqual(
      [tagIds[0], tagIds[1]].sort(),
    );
    expect(created.body.data.portfolio_image).toHaveLength(1);
  });

  it('stores nothing when one tag id is unknown: 422 with errors.tags', async () => {
    const before = storedFor(member.memberId);
    const refused = await legacy.call('POST', '/api/portfolio', {
      token: member.token,
      body: { ...body, project_title: 'Never stored', tags: [tagIds[0], 99_999_999] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      status: 422,
      message: 'The selected tags are invalid.',
      errors: { tags: ['The selected tags are invalid.'] },
    });
    for (const tags of ['5', [{ name: 'no id' }], [1.5]]) {
      const wrong = await legacy.call('POST', '/api/portfolio', {
        token: member.token,
        body: { ...body, tags },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.tags).toHaveLength(1);
    }
    expect(storedFor(member.memberId)).toEqual(before);
  });

  it('replaces the tags on update when sent, keeps them when absent, and changes nothing when one is unknown', async () => {
    const created = await legacy.call('POST', '/api/portfolio', {
      token: member.token,
      body: { ...body, project_title: 'To edit', tags: [tagIds[0]] },
    });
    const id = created.body.data.portfolio_id;
    const tagsOf = async () =>
      (await legacy.call('GET', `/api/tagport/${id}`, { token: member.token })).body.data.tags.map(
        (link: { tag_id: number }) => link.tag_id,
      );

    const replaced = await legacy.call('PUT', `/api/portfolio/${id}`, {
      token: member.token,
      body: { portfolio: { ...body, project_title: 'Edited', tags: [tagIds[1], tagIds[2]] } },
    });
    expect(replaced.status).toBe(200);
    expect((await tagsOf()).sort()).toEqual([tagIds[1], tagIds[2]].sort());

    await legacy.call('PUT', `/api/portfolio/${id}`, {
      token: member.token,
      body: { ...body, project_title: 'Kept' },
    });
    expect((await tagsOf()).sort()).toEqual([tagIds[1], tagIds[2]].sort());

    const before = storedFor(member.memberId);
    const refused = await legacy.call('PUT', `/api/portfolio/${id}`, {
      token: member.token,
      body: { ...body, project_title: 'Half written', portfolio_image: [], tags: [tagIds[0], 99_999_999] },
    });
    expect(refused.status).toBe(422);
    expect(storedFor(member.memberId)).toEqual(before);

    const cleared = await legacy.call('PUT', `/api/portfolio/${id}`, {
      token: member.token,
      body: { ...body, tags: [] },
    });
    expect(cleared.body.data.tag_port).toEqual([]);
  });

  it('keeps the extra images and covers an update leaves out, and removes those it sends empty', async () => {
    const cover = await legacy.call('POST', '/api/image-up', {
      token: member.token,
      body: uploadForm(tinyPng(), 'portfolio-cover'),
    });
    const created = await legacy.call('POST', '/api/portfolio', {
      token: member.token,
      body: { ...body, project_title: 'Pictures kept', cover_img_path: cover.body.data },
    });
    const id = created.body.data.portfolio_id;
    const { portfolio_image: images, ...withoutImages } = body;
    expect(images).toHaveLength(1);
    const kept = await legacy.call('PUT', `/api/portfolio/${id}`, {
      token: member.token,
      body: { ...withoutImages, project_title: 'Only the title' },
    });
    expect(kept.body.data).toMatchObject({
      project_title: 'Only the title',
      cover_img_path: cover.body.data,
      portfolio_image: [{ detail: 'side view' }],
    });
    const emptied = await legacy.call('PUT', `/api/portfolio/${id}`, {
      token: member.token,
      body: { ...withoutImages, cover_img_path: null, portfolio_image: [] },
    });
    expect(emptied.body.data).toMatchObject({ cover_img_path: '-', portfolio_image: [] });
  });

  it('keeps api/tagport working beside it', async () => {
    const created = await legacy.call('POST', '/api/portfolio', { token: member.token, body });
    const id = created.body.data.portfolio_id;
    const attached = await legacy.call('POST', '/api/tagport', {
      token: member.token,
      body: { portfolio_id: id, tags: [{ tag_id: tagIds[2] }] },
    });
    expect(attached.body.message).toBe('Tags have been attached!');
    expect(attached.body.data.tags.map((link: { tag_id: number }) => link.tag_id)).toEqual([tagIds[2]]);
    const unknown = await legacy.call('POST', '/api/tagport', {
      token: member.token,
      body: { portfolio_id: id, tags: [99_999_999] },
    });
    expect(unknown.body.errors).toEqual({ tags: ['The selected tags are invalid.'] });
  });
});
