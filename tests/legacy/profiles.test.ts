import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startLegacy, tinyPng, uploadForm, type LegacyHarness } from './legacy-harness';

const personal = {
  firstname_th: 'มานี',
  lastname_th: 'มีนา',
  firstname_en: 'Manee',
  lastname_en: 'Meena',
  city: 'เชียงใหม่',
  brand_name: 'Manee Studio',
  profession: 'Graphic designer',
  design_type: 'Branding',
  email: 'manee@example.com',
  mobile_number: '0899999999',
  website: 'https://manee.example',
  domain_name: 'manee-studio',
  facebook: 'manee.studio',
  instagram: '@manee',
  pinterest: 'manee',
};

describe('profiles, educations and works', () => {
  let legacy: LegacyHarness;
  let owner: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let profileId: number;

  beforeAll(async () => {
    legacy = await startLegacy();
    owner = await newMember(legacy);
    other = await newMember(legacy);
    const created = await legacy.call('POST', '/api/profile', { token: owner.token, body: personal });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'create profile success', member_id: owner.memberId });
    profileId = created.body.profile_id;
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('refuses to create a profile without a token, or a second one', async () => {
    const anonymous = await legacy.call('POST', '/api/profile', { body: personal });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('No access token.');
    const second = await legacy.call('POST', '/api/profile', {
      token: owner.token,
      body: { ...personal, domain_name: 'other' },
    });
    expect(second.status).toBe(409);
  });

  it('requires the names, e-mail and domain name, and a free domain name', async () => {
    const empty = await legacy.call('POST', '/api/profile', { token: other.token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['domain_name', 'email', 'last_th', 'name_th']);
    const taken = await legacy.call('POST', '/api/profile', { token: other.token, body: personal });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.domain_name).toEqual(['The domain name has already been taken.']);
  });

  it('reads a profile by id with a token; contact details only for its owner', async () => {
    const own = await legacy.call('GET', '/api/get-profile-byid', {
      token: owner.token,
      query: { id: profileId },
    });
    expect(own.body.data).toMatchObject({
      profile_id: profileId,
      member_id: owner.memberId,
      name_th: 'มานี',
      firstname_th: 'มานี',
      firstname_en: 'Manee',
      email: 'manee@example.com',
      mobile_number: '0899999999',
      domain_name: 'manee-studio',
      educations: [],
      works: [],
    });
    const seen = await legacy.call('GET', '/api/get-profile-byid', {
      token: other.token,
      query: { id: profileId },
    });
    expect(seen.body.data.email).toBeNull();
    expect(seen.body.data.mobile_number).toBeNull();
    expect((await legacy.call('GET', '/api/get-profile-byid', { query: { id: profileId } })).status).toBe(
      401,
    );
    expect(
      (await legacy.call('GET', '/api/get-profile-byid', { token: owner.token, query: { id: 999999 } }))
        .status,
    ).toBe(404);
  });

  it('the login user carries the profile id once the profile exists', async () => {
    const login = await legacy.call('POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.body.user.profile_id).toBe(profileId);
  });

  it('updates only the own profile, answering update profile success', async () => {
    const updated = await legacy.call('POST', '/api/update-profile', {
      token: owner.token,
      body: { ...personal, id: profileId, name_th: 'มานะ', last_th: 'มีนา', city: 'ขอนแก่น' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('update profile success');
    expect(updated.body.data).toMatchObject({ name_th: 'มานะ', city: 'ขอนแก่น' });

    const stolen = await legacy.call('POST', '/api/update-profile', {
      token: other.token,
      body: { ...personal, id: profileId, domain_name: 'stolen' },
    });
    expect(stolen.status).toBe(403);
    const after = await legacy.call('GET', '/api/get-profile-byid', {
      token: owner.token,
      query: { id: profileId },
    });
    expect(after.body.data.domain_name).toBe('manee-studio');
  });

  it('stores social fields as addresses, whatever form was typed', async () => {
    const updated = await legacy.call('POST', '/api/update-profile', {
      token: owner.token,
      body: {
        ...personal,
        id: profileId,
        facebook: 'facebook.com/walker',
        instagram: '@walker',
        pinterest: 'https://th.pinterest.com/walker/',
        website: 'www.walker.example',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      facebook: 'https://www.facebook.com/walker',
      instagram: 'https://www.instagram.com/walker',
      pinterest: 'https://www.pinterest.com/walker',
      website: 'https://www.walker.example',
    });
  });

  it.each([
    ['website', 'javascript:alert(document.cookie)'],
    ['website', ' JaVaScRiPt:alert(1)'],
    ['facebook', 'data:text/html,<script>alert(1)</script>'],
    ['instagram', 'java\tscript:alert(1)'],
    ['pinterest', 'vbscript:msgbox(1)'],
    ['facebook', 'วอล์กเกอร์ สตูดิโอ'],
  ])(
    'stores links as http or https addresses only: %s %j is refused with 422 naming it',
    async (field, typed) => {
      for (const path of ['/api/update-profile', '/api/profile']) {
        const refused = await legacy.call('POST', path, {
          token: path === '/api/profile' ? other.token : owner.token,
          body: { ...personal, id: profileId, domain_name: 'links-check', [field]: typed },
        });
        expect(refused.status, path).toBe(422);
        expect(refused.body.errors, path).toEqual({
          [field]: [`The ${field} must be an http or https address.`],
        });
      }
      const stored = await legacy.call('GET', '/api/get-profile-byid', {
        token: owner.token,
        query: { id: profileId },
      });
      expect(stored.body.data[field]).toMatch(/^(https?:\/\/|$)/);
    },
  );

  it('takes uploaded pictures and refuses file names that were never uploaded', async () => {
    const avatar = await legacy.call('POST', '/api/image-up', {
      token: owner.token,
      body: uploadForm(tinyPng(), 'profile'),
    });
    const cover = await legacy.call('POST', '/api/image-up', {
      token: owner.token,
      body: uploadForm(tinyPng(), 'cover'),
    });
    const saved = await legacy.call('POST', '/api/update-profile', {
      token: owner.token,
      body: { ...personal, id: profileId, img_path: avatar.body.data, cover_url: cover.body.data },
    });
    expect(saved.body.data).toMatchObject({
      img_path: avatar.body.data,
      picture_url: avatar.body.data,
      cover_url: cover.body.data,
    });

    const forged = await legacy.call('POST', '/api/update-profile', {
      token: owner.token,
      body: { ...personal, id: profileId, img_path: '../../etc/passwd' },
    });
    expect(forged.status).toBe(422);
    const wrongFolder = await legacy.call('POST', '/api/update-profile', {
      token: owner.token,
      body: { ...personal, id: profileId, img_path: cover.body.data },
    });
    expect(wrongFolder.status).toBe(422);
  });

  it('replaces educations, leaving out rows without a school and numbering from 1', async () => {
    const degrees = await legacy.call('GET', '/api/degree');
    const bachelor = degrees.body.data[0];
    const answer = await legacy.call('PUT', `/api/educations/${profileId}`, {
      token: owner.token,
      body: {
        educations: [
          { id: 7, school_university: 'จุฬาลงกรณ์มหาวิทยาลัย', degree_id: bachelor.id, class_of: '2015' },
          { id: 8, school_university: '', degree_id: bachelor.id, class_of: '2016' },
          { id: 9, school_university: 'Royal College of Art', degree_id: null, class_of: '2018' },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        id: 1,
        school_university: 'จุฬาลงกรณ์มหาวิทยาลัย',
        degree_id: bachelor.id,
        degree: bachelor,
        class_of: '2015',
      },
      { id: 2, school_university: 'Royal College of Art', degree_id: null, degree: null, class_of: '2018' },
    ]);
    const bad = await legacy.call('PUT', `/api/educations/${profileId}`, {
      token: owner.token,
      body: { educations: [{ school_university: 'X', degree_id: 999 }] },
    });
    expect(bad.status).toBe(422);
    const forbidden = await legacy.call('PUT', `/api/educations/${profileId}`, {
      token: other.token,
      body: { educations: [] },
    });
    expect(forbidden.status).toBe(403);
    const anonymous = await legacy.call('PUT', `/api/educations/${profileId}`, { body: { educations: [] } });
    expect(anonymous.status).toBe(401);
  });

  it('replaces works, leaving out rows without a company', async () => {
    const answer = await legacy.call('PUT', `/api/works/${profileId}`, {
      token: owner.token,
      body: {
        works: [
          {
            company: 'Studio A',
            position: 'Art director',
            city: 'Bangkok',
            country: { name_en: 'Thailand' },
          },
          { company: '', position: 'ignored' },
          { company: 'Studio B', position: 'Designer', city: 'Tokyo', country: 'Japan' },
        ],
      },
    });
    expect(answer.body.data).toEqual([
      {
        id: 1,
        company: 'Studio A',
        position: 'Art director',
        city: 'Bangkok',
        country: { name_en: 'Thailand' },
      },
      { id: 2, company: 'Studio B', position: 'Designer', city: 'Tokyo', country: { name_en: 'Japan' } },
    ]);
    expect(
      (await legacy.call('PUT', `/api/works/${profileId}`, { token: other.token, body: { works: [] } }))
        .status,
    ).toBe(403);
    const profile = await legacy.call('GET', '/api/get-profile-byid', {
      token: owner.token,
      query: { id: profileId },
    });
    expect(profile.body.data.works).toHaveLength(2);
  });

  it('checks whether a domain name is free', async () => {
    const taken = await legacy.call('GET', '/api/check-domain-name', {
      query: { domain_name: 'manee-studio' },
    });
    expect(taken.body).toMatchObject({
      available: false,
      message: 'The domain name has already been taken.',
    });
    const own = await legacy.call('GET', '/api/check-domain-name', {
      token: owner.token,
      query: { domain_name: 'manee-studio' },
    });
    expect(own.body.available).toBe(true);
    const free = await legacy.call('GET', '/api/check-domain-name', {
      query: { domain_name: 'brand-new-name' },
    });
    expect(free.body.available).toBe(true);
    const invalid = await legacy.call('GET', '/api/check-domain-name', {
      query: { domain_name: 'Not Valid!' },
    });
    expect(invalid.body.available).toBe(false);
  });
});
