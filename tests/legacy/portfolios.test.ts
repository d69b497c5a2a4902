import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  legacyCommand,
  newMember,
  startLegacy,
  tinyPng,
  uploadForm,
  type LegacyHarness,
} from './legacy-harness';

/** Runs the operator's approval command, as an operator would, against the test's data directory. */
const approvalCommand = (dataDir: string, ...args: string[]) => legacyCommand(dataDir, 'approve', ...args);

describe('portfolios', () => {
  let legacy: LegacyHarness;
  let owner: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let category: { id: number };
  let subcategory: { id: number; category_id: number };
  let foreignSubcategory: { id: number };
  let body: Record<string, unknown>;
  let portfolioId: number;

  beforeAll(async () => {
    legacy = await startLegacy();
    owner = await newMember(legacy);
    other = await newMember(legacy);
    await legacy.call('POST', '/api/profile', {
      token: owner.token,
      body: {
        firstname_th: 'ภูผา',
        lastname_th: 'นาคราช',
        firstname_en: 'Phupha',
        lastname_en: 'Nakarat',
        email: owner.email,
        domain_name: 'phupha',
      },
    });
    const categories = (await legacy.call('GET', '/api/category')).body.data;
    const subcategories = (await legacy.call('GET', '/api/subcategory')).body.data;
    category = categories[0];
    subcategory = subcategories.find((s: { category_id: number }) => s.category_id === category.id);
    foreignSubcategory = subcategories.find((s: { category_id: number }) => s.category_id !== category.id);
    const cover = await legacy.call('POST', '/api/image-up', {
      token: owner.token,
      body: uploadForm(tinyPng(), 'portfolio-cover'),
    });
    const share = await legacy.call('POST', '/api/image-up', {
      token: owner.token,
      body: uploadForm(tinyPng(), 'portfolio-cover-share'),
    });
    const extra = await legacy.call('POST', '/api/image-up', {
      token: owner.token,
      body: uploadForm(tinyPng(), 'portfolio-images'),
    });
    body = {
      category_id: category.id,
      subcategory_id: subcategory.id,
      project_title: 'โคมไฟไม้ไผ่สานมือ Zyxwv',
      project_brief: 'โคมไฟจากไม้ไผ่ของชุมชนแม่ริม',
      detail: '<p>รายละเอียดงาน</p>',
      cover_img_path: cover.body.data,
      cover_img_share_path: share.body.data,
      moreImages: [
        { id: 1, image: extra.body.data, description: 'ภาพด้านข้าง' },
        { id: 2, image: '', description: 'never uploaded' },
      ],
    };
    const created = await legacy.call('POST', '/api/portfolio', {
      token: owner.token,
      body: { ...body, member_id: owner.memberId },
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Create Portfolio successfully!');
    portfolioId = created.body.data.portfolio_id;
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('stores a new portfolio pending approval, dropping extra images that were never uploaded', async () => {
    const own = await legacy.call('GET', `/api/portfolio/${portfolioId}`, { token: owner.token });
    expect(own.body.data).toMatchObject({
      portfolio_id: portfolioId,
      member_id: owner.memberId,
      project_title: 'โคมไฟไม้ไผ่สานมือ Zyxwv',
      is_approve: 2,
      view: 0,
      portfolio_cate: { id: category.id },
      portfolio_sub_cate: { id: subcategory.id, category_id: category.id },
      profile: { firstname_th: 'ภูผา', lastname_en: 'Nakarat' },
    });
    expect(own.body.data.portfolio_image).toEqual([expect.objectContaining({ detail: 'ภาพด้านข้าง' })]);
  });

  it('keeps a pending portfolio out of public view but in its owner’s lists', async () => {
    expect((await legacy.call('GET', `/api/portfolio/${portfolioId}`)).status).toBe(404);
    expect((await legacy.call('GET', `/api/portfolio/${portfolioId}`, { token: other.token })).status).toBe(
      404,
    );
    const search = await legacy.call('GET', '/api/search', { query: { keyword: 'Zyxwv' } });
    expect(search.body.total).toBe(0);
    const ownList = await legacy.call('GET', '/api/portfolio', {
      token: owner.token,
      query: { member_id: owner.memberId },
    });
    expect(ownList.body.data.map((p: { id: number; is_approve: number }) => [p.id, p.is_approve])).toEqual([
      [portfolioId, 2],
    ]);
    const publicList = await legacy.call('GET', '/api/portfolio', { query: { member_id: owner.memberId } });
    expect(publicList.body.data).toEqual([]);
    const profileId = (await legacy.call('GET', '/api/get-profile-byid', { token: owner.token })).body.data
      .id;
    const profileList = await legacy.call('GET', '/api/get-profile-portfolio', {
      token: owner.token,
      query: { id: profileId, page: 1 },
    });
    expect(profileList.body).toMatchObject({ current_page: 1, total: 1 });
    expect(profileList.body.data[0].is_approve).toBe(2);
  });

  it('validates the required fields and that the subcategory belongs to the category', async () => {
    const empty = await legacy.call('POST', '/api/portfolio', { token: owner.token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      ['category_id', 'detail', 'project_brief', 'project_title', 'subcategory_id'].sort(),
    );
    const mismatch = await legacy.call('POST', '/api/portfolio', {
      token: owner.token,
      body: { ...body, subcategory_id: foreignSubcategory.id },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.subcategory_id).toEqual([
      'The selected subcategory does not belong to the category.',
    ]);
  });

  it('refuses writes without a token, and another member’s changes with 403, losing nothing', async () => {
    expect((await legacy.call('POST', '/api/portfolio', { body })).status).toBe(401);
    expect(
      (
        await legacy.call('POST', '/api/portfolio', {
          token: other.token,
          body: { ...body, member_id: owner.memberId },
        })
      ).status,
    ).toBe(403);
    const put = await legacy.call('PUT', `/api/portfolio/${portfolioId}`, {
      token: other.token,
      body: { ...body, project_title: 'hijacked' },
    });
    expect(put.status).toBe(403);
    expect(
      (await legacy.call('DELETE', `/api/portfolio/${portfolioId}`, { token: other.token })).status,
    ).toBe(403);
    expect(
      (
        await legacy.call('POST', '/api/tagport', {
          token: other.token,
          body: { portfolio_id: portfolioId, tags: [] },
        })
      ).status,
    ).toBe(403);
    const still = await legacy.call('GET', `/api/portfolio/${portfolioId}`, { token: owner.token });
    expect(still.body.data.project_title).toBe('โคมไฟไม้ไผ่สานมือ Zyxwv');
  });

  it('is published by the operator’s approve command, then found in its category, search and designer page', async () => {
    const { stdout } = await approvalCommand(legacy.dataDir, String(portfolioId), 'approve');
    expect(stdout).toContain(`Portfolio ${portfolioId}`);
    expect((await legacy.call('GET', `/api/portfolio/${portfolioId}`)).body.data.is_approve).toBe(1);

    const inCategory = await legacy.call('GET', '/api/get-portfolio-by-id-category', {
      query: { id: category.id, page: 1 },
    });
    expect(inCategory.body.data[0].id).toBe(portfolioId);
    const inSubcategory = await legacy.call('GET', '/api/get-portfolio-by-id-subcategory', {
      query: { category_id: category.id, subcategory_id: subcategory.id },
    });
    expect(inSubcategory.body.data[0].id).toBe(portfolioId);
    const search = await legacy.call('GET', '/api/search', { query: { keyword: 'zyxwv', page: 1 } });
    expect(search.body.data.map((p: { id: number }) => p.id)).toEqual([portfolioId]);
    const designer = await legacy.call('GET', '/api/get-portfolio-design', {
      query: { member_id: owner.memberId, page: 1 },
    });
    expect(designer.body).toMatchObject({
      portfolio_amount: 1,
      total: 1,
      designer: { member_id: owner.memberId },
    });
    const fresh = await legacy.call('GET', '/api/get-new-portfolio');
    expect(fresh.body.data[0].id).toBe(portfolioId);
  });

  it('stays public as approved while its owner’s edit waits for the operator', async () => {
    const edited = await legacy.call('PUT', `/api/portfolio/${portfolioId}`, {
      token: owner.token,
      body: { ...body, project_title: 'โคมไฟไม้ไผ่ รุ่นสอง Zyxwv Qwerty', moreImages: [] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Edit Portfolio successfully!');
    // The owner sees both: the public version and the edit waiting for approval.
    expect(edited.body.data).toMatchObject({
      id: portfolioId,
      project_title: 'โคมไฟไม้ไผ่สานมือ Zyxwv',
      is_approve: 1,
      revision: { project_title: 'โคมไฟไม้ไผ่ รุ่นสอง Zyxwv Qwerty', is_approve: 2, portfolio_image: [] },
    });
    const visitor = await legacy.call('GET', `/api/portfolio/${portfolioId}`);
    expect(visitor.body.data.project_title).toBe('โคมไฟไม้ไผ่สานมือ Zyxwv');
    expect(visitor.body.data.portfolio_image).toHaveLength(1);
    expect(visitor.body.data).not.toHaveProperty('revision');
    const search = await legacy.call('GET', '/api/search', { query: { keyword: 'qwerty', page: 1 } });
    expect(search.body.data).toEqual([]);
    // The member's own list has the portfolio once, with its revision.
    const own = await legacy.call('GET', '/api/portfolio', { token: owner.token });
    expect(own.body.data.map((p: { id: number }) => p.id)).toEqual([portfolioId]);
    expect(own.body.data[0].revision.project_title).toBe('โคมไฟไม้ไผ่ รุ่นสอง Zyxwv Qwerty');
    // Someone else asking for the owner's list sees the public version alone.
    const others = await legacy.call('GET', '/api/portfolio', {
      token: other.token,
      query: { member_id: owner.memberId },
    });
    expect(others.body.data[0]).not.toHaveProperty('revision');
  });

  it('keeps the public version when the operator refuses the edit, and tells the owner why', async () => {
    const sent = legacy.outbox().length;
    const { stdout } = await approvalCommand(
      legacy.dataDir,
      String(portfolioId),
      'reject',
      'ภาพปกไม่ชัด กรุณาอัปโหลดใหม่',
    );
    expect(stdout).toContain(`The edit of portfolio ${portfolioId}`);
    expect((await legacy.call('GET', `/api/portfolio/${portfolioId}`)).body.data).toMatchObject({
      project_title: 'โคมไฟไม้ไผ่สานมือ Zyxwv',
      is_approve: 1,
    });
    const own = await legacy.call('GET', `/api/portfolio/${portfolioId}`, { token: owner.token });
    expect(own.body.data.revision).toMatchObject({
      is_approve: 0,
      rejection_reason: 'ภาพปกไม่ชัด กรุณาอัปโหลดใหม่',
    });
    const mail = legacy.outbox().slice(sent);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: owner.email });
    expect(mail[0]?.text).toContain('เหตุผล: ภาพปกไม่ชัด กรุณาอัปโหลดใหม่');
    expect(mail[0]?.text).toContain('The published version stays online');
    // A refusal needs a reason.
    await expect(approvalCommand(legacy.dataDir, String(portfolioId), 'reject')).rejects.toMatchObject({
      code: 2,
    });
  });

  it('publishes the edit when the operator approves it, keeping its place and approval date', async () => {
    const before = (await legacy.call('GET', `/api/portfolio/${portfolioId}`)).body.data;
    await legacy.call('PUT', `/api/portfolio/${portfolioId}`, {
      token: owner.token,
      body: { ...body, project_title: 'โคมไฟไม้ไผ่ รุ่นสาม Zyxwv Qwerty', moreImages: [] },
    });
    const waiting = await legacy.call('GET', `/api/portfolio/${portfolioId}`, { token: owner.token });
    // Edited again after the refusal: waiting anew, the old reason gone.
    expect(waiting.body.data.revision).toMatchObject({ is_approve: 2, rejection_reason: null });
    await approvalCommand(legacy.dataDir, String(portfolioId), 'approve');
    const after = await legacy.call('GET', `/api/portfolio/${portfolioId}`, { token: owner.token });
    expect(after.body.data).toMatchObject({
      id: portfolioId,
      project_title: 'โคมไฟไม้ไผ่ รุ่นสาม Zyxwv Qwerty',
      is_approve: 1,
      approved_at: before.approved_at,
      portfolio_image: [],
      revision: null,
    });
    const search = await legacy.call('GET', '/api/search', { query: { keyword: 'qwerty', page: 1 } });
    expect(search.body.data.map((p: { id: number }) => p.id)).toEqual([portfolioId]);
  });

  it('refuses a new portfolio with a reason its owner reads, until they edit it again', async () => {
    const created = await legacy.call('POST', '/api/portfolio', {
      token: owner.token,
      body: { ...body, project_title: 'เก้าอี้หวาย' },
    });
    const id = created.body.data.portfolio_id as number;
    await approvalCommand(legacy.dataDir, String(id), 'reject', 'ขาดรายละเอียดวัสดุ');
    const own = await legacy.call('GET', `/api/portfolio/${id}`, { token: owner.token });
    expect(own.body.data).toMatchObject({ is_approve: 0, rejection_reason: 'ขาดรายละเอียดวัสดุ' });
    expect((await legacy.call('GET', `/api/portfolio/${id}`)).status).toBe(404);
    const edited = await legacy.call('PUT', `/api/portfolio/${id}`, {
      token: owner.token,
      body: { ...body, project_title: 'เก้าอี้หวาย (วัสดุครบ)' },
    });
    expect(edited.body.data).toMatchObject({ is_approve: 2, rejection_reason: null, revision: null });
    await expect(approvalCommand(legacy.dataDir, '99999999')).rejects.toMatchObject({ code: 1 });
    await legacy.call('DELETE', `/api/portfolio/${id}`, { token: owner.token });
  });

  it('is deleted by its owner', async () => {
    const deleted = await legacy.call('DELETE', `/api/portfolio/${portfolioId}`, { token: owner.token });
    expect(deleted.body).toEqual({ status: 200, message: 'Delete portfolio success' });
    expect((await legacy.call('GET', `/api/portfolio/${portfolioId}`, { token: owner.token })).body).toEqual({
      status: 410,
      message: 'This portfolio has been deleted.',
    });
    expect(
      (await legacy.call('DELETE', `/api/portfolio/${portfolioId}`, { token: owner.token })).status,
    ).toBe(410);
  });
});
