import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../legacy/legacy-harness';
import { startStack, type Browser, type Stack } from './bff-harness';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { accessToken errors { message } } }`;

async function signUp(stack: Stack, email: string): Promise<{ browser: Browser; token: string }> {
  const browser = stack.browser();
  await browser.graphql('mutation ($input: RegisterInput!) { register(input: $input) { success } }', {
    input: {
      firstNameTh: 'นักออกแบบ',
      lastNameTh: 'ทดสอบ',
      mobileNumber: '0822222222',
      email,
      password: 'password-1',
      passwordConfirm: 'password-1',
    },
  });
  const token = new URL(stack.legacy.linkSentTo(email, '/verify')).searchParams.get('token');
  await browser.graphql('mutation ($token: String!) { verifyEmail(token: $token) { success } }', { token });
  const login = await browser.graphql(LOGIN, { input: { email, password: 'password-1' } });
  return { browser, token: login.data.login.accessToken };
}

async function upload(stack: Stack, browser: Browser, type: string): Promise<Response> {
  const form = new FormData();
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'picture.png');
  return fetch(`${stack.bff.url}/upload`, {
    method: 'POST',
    body: form,
    headers: { Cookie: browser.cookieHeader(), 'X-Requested-With': 'fetch' },
  });
}

const PROFILE_FIELDS =
  'profile { id firstName { th en } domainName email picture { url fileName } cover { url } educations { id number schoolUniversity degree { id } classOf } works { number company position country } } message messageCode errors { field message code limit }';

describe('GraphQL writes over the real legacy API', () => {
  let stack: Stack;
  let member: { browser: Browser; token: string };
  let other: { browser: Browser; token: string };
  let profileId: string;

  beforeAll(async () => {
    stack = await startStack();
    member = await signUp(stack, 'writer@example.com');
    other = await signUp(stack, 'other@example.com');
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('uploads images through POST /upload and answers the stored name and its URL', async () => {
    const response = await upload(stack, member.browser, 'profile');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { fileName: string; url: string };
    expect(body.fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(body.url).toBe(`${stack.bff.url}/images/images_profile/${body.fileName}`);
    const image = await fetch(body.url);
    expect(image.headers.get('content-type')).toBe('image/png');

    const notImage = new FormData();
    notImage.set('type', 'profile');
    notImage.set('file', new Blob(['<html>'], { type: 'image/png' }), 'fake.png');
    const refused = await fetch(`${stack.bff.url}/upload`, {
      method: 'POST',
      body: notImage,
      headers: { Cookie: member.browser.cookieHeader(), 'X-Requested-With': 'fetch' },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: 'The file must be an image (JPEG, PNG, GIF or WebP).',
      code: 'NOT_AN_IMAGE',
      limit: null,
    });
    // Collection covers are the operators'.
    const cover = await upload(stack, member.browser, 'collection-cover');
    expect(cover.status).toBe(403);
    expect(await cover.json()).toEqual({
      message: 'Only operators may do this.',
      code: 'OPERATORS_ONLY',
      limit: null,
    });
  });

  it('creates and updates a profile, its education and its work, each saved on its own', async () => {
    const picture = ((await (await upload(stack, member.browser, 'profile')).json()) as { fileName: string })
      .fileName;
    const input = {
      firstNameTh: 'วาด',
      lastNameTh: 'เขียน',
      firstNameEn: 'Wad',
      lastNameEn: 'Khian',
      email: 'writer@example.com',
      domainName: 'wad-khian',
      pictureFileName: picture,
    };
    const created = await member.browser.graphql(
      `mutation ($input: ProfileInput!) { createProfile(input: $input) { ${PROFILE_FIELDS} } }`,
      { input },
    );
    expect(created.data.createProfile).toMatchObject({
      message: 'create profile success',
      messageCode: 'PROFILE_CREATED',
      errors: [],
      profile: {
        firstName: { th: 'วาด', en: 'Wad' },
        domainName: 'wad-khian',
        email: 'writer@example.com',
        picture: { fileName: picture },
      },
    });
    profileId = created.data.createProfile.profile.id;
    expect(
      (await member.browser.graphql('{ viewer { profileId picture { fileName } } }')).data.viewer,
    ).toEqual({ profileId, picture: { fileName: picture } });

    const taken = await other.browser.graphql(
      `mutation ($input: ProfileInput!) { createProfile(input: $input) { ${PROFILE_FIELDS} } }`,
      {
        input: { ...input, email: 'other@example.com', pictureFileName: null },
      },
    );
    expect(taken.data.createProfile.errors).toEqual([
      {
        field: 'domainName',
        message: 'The domain name has already been taken.',
        code: 'DOMAIN_NAME_TAKEN',
        limit: null,
      },
    ]);

    const updated = await member.browser.graphql(
      `mutation ($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { ${PROFILE_FIELDS} } }`,
      {
        id: profileId,
        input: { ...input, firstNameTh: 'วาดภาพ' },
      },
    );
    expect(updated.data.updateProfile).toMatchObject({
      message: 'update profile success',
      profile: { firstName: { th: 'วาดภาพ' } },
    });
    // Links are stored as http or https addresses only: a script link is refused on its field.
    const scripted = await member.browser.graphql(
      `mutation ($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { ${PROFILE_FIELDS} } }`,
      { id: profileId, input: { ...input, website: 'javascript:alert(document.cookie)' } },
    );
    expect(scripted.data.updateProfile).toMatchObject({
      profile: null,
      errors: [
        {
          field: 'website',
          message: 'The website must be an http or https address.',
          code: 'LINK_INVALID',
          limit: null,
        },
      ],
    });

    const degrees = (await member.browser.graphql('{ degrees { id } }')).data.degrees;
    const educations = await member.browser.graphql(
      `mutation ($id: ID!, $rows: [EducationInput!]!) { updateEducations(profileId: $id, educations: $rows) { ${PROFILE_FIELDS} } }`,
      {
        id: profileId,
        rows: [
          { schoolUniversity: 'มหาวิทยาลัยศิลปากร', degreeId: degrees[0].id, classOf: '2019' },
          { schoolUniversity: '' },
        ],
      },
    );
    expect(educations.data.updateEducations.profile.educations).toEqual([
      {
        id: `${profileId}-1`,
        number: 1,
        schoolUniversity: 'มหาวิทยาลัยศิลปากร',
        degree: { id: degrees[0].id },
        classOf: '2019',
      },
    ]);
    const works = await member.browser.graphql(
      `mutation ($id: ID!, $rows: [WorkInput!]!) { updateWorks(profileId: $id, works: $rows) { ${PROFILE_FIELDS} } }`,
      {
        id: profileId,
        rows: [
          { company: 'Studio Wad', position: 'Founder', city: 'Bangkok', country: 'Thailand' },
          { company: '' },
        ],
      },
    );
    expect(works.data.updateWorks.profile.works).toEqual([
      { number: 1, company: 'Studio Wad', position: 'Founder', country: 'Thailand' },
    ]);

    const forbidden = await other.browser.graphql(
      `mutation ($id: ID!, $rows: [WorkInput!]!) { updateWorks(profileId: $id, works: $rows) { errors { message } } }`,
      { id: profileId, rows: [] },
    );
    expect(forbidden.data.updateWorks.errors).toEqual([{ message: 'You may only change your own profile.' }]);
  });

  it('adds tags: the new one, then "Tag already exist!"', async () => {
    const mutation =
      'mutation ($name: String!) { createTag(name: $name) { tag { id name type } message errors { message } } }';
    const added = await member.browser.graphql(mutation, { name: 'เครื่องปั้นดินเผา ร่วมสมัย' });
    expect(added.data.createTag).toMatchObject({
      message: 'Tag has been added!',
      tag: { name: 'เครื่องปั้นดินเผา ร่วมสมัย', type: 'NORMAL' },
    });
    const again = await member.browser.graphql(mutation, { name: 'เครื่องปั้นดินเผา ร่วมสมัย' });
    expect(again.data.createTag).toMatchObject({ tag: null, message: 'Tag already exist!' });
    const empty = await member.browser.graphql(mutation, { name: '  ' });
    expect(empty.data.createTag.errors).toEqual([{ message: 'The name field is required.' }]);
  });

  it('creates a portfolio with images and tags, edits it, and deletes it; only its owner may', async () => {
    const cover = (
      (await (await upload(stack, member.browser, 'portfolio-cover')).json()) as { fileName: string }
    ).fileName;
    const extra = (
      (await (await upload(stack, member.browser, 'portfolio-images')).json()) as { fileName: string }
    ).fileName;
    const category = (await member.browser.graphql('{ categories { id subcategories { id } } }')).data
      .categories[0];
    const tags = (
      await member.browser.graphql('{ normal: tags(type: NORMAL) { id } awards: tags(type: AWARD) { id } }')
    ).data;
    const input = {
      categoryId: category.id,
      subcategoryId: category.subcategories[0].id,
      title: 'ชุดจานเซรามิกลายคราม',
      brief: 'เซรามิกร่วมสมัย',
      detailHtml: '<p>รายละเอียด</p>',
      coverFileName: cover,
      images: [{ fileName: extra, caption: 'จานใบใหญ่' }],
      tagIds: [tags.normal[0].id, tags.awards[0].id],
    };
    const fields =
      'portfolio { id title approvalStatus cover { fileName } images { caption image { fileName } } tags { id type } designer { id } } message errors { field message }';
    const created = await member.browser.graphql(
      `mutation ($input: PortfolioInput!) { createPortfolio(input: $input) { ${fields} } }`,
      { input },
    );
    expect(created.data.createPortfolio).toMatchObject({
      message: 'Create Portfolio successfully!',
      errors: [],
      portfolio: {
        title: 'ชุดจานเซรามิกลายคราม',
        approvalStatus: 'PENDING',
        cover: { fileName: cover },
        images: [{ caption: 'จานใบใหญ่', image: { fileName: extra } }],
      },
    });
    expect(
      created.data.createPortfolio.portfolio.tags.map((tag: { type: string }) => tag.type).sort(),
    ).toEqual(['AWARD', 'NORMAL']);
    const id = created.data.createPortfolio.portfolio.id;
    const own = await member.browser.graphql('{ viewer { portfolios { items { id approvalStatus } } } }');
    expect(own.data.viewer.portfolios.items).toEqual([{ id, approvalStatus: 'PENDING' }]);
    expect((await stack.browser().graphql(`{ portfolio(id: "${id}") { id } }`)).data.portfolio).toBeNull();

    const invalid = await member.browser.graphql(
      `mutation ($input: PortfolioInput!) { createPortfolio(input: $input) { ${fields} } }`,
      {
        input: { ...input, title: '', subcategoryId: '999' },
      },
    );
    expect(invalid.data.createPortfolio.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'The project title field is required.' },
        expect.objectContaining({ field: 'subcategoryId' }),
      ]),
    );

    const hijack = await other.browser.graphql(
      `mutation ($id: ID!, $input: PortfolioInput!) { updatePortfolio(id: $id, input: $input) { ${fields} } }`,
      {
        id,
        input: { ...input, title: 'hijacked', coverFileName: null, images: [] },
      },
    );
    expect(hijack.data.updatePortfolio.errors).toEqual([
      { field: null, message: 'You may only change your own portfolios.' },
    ]);

    const edited = await member.browser.graphql(
      `mutation ($id: ID!, $input: PortfolioInput!) { updatePortfolio(id: $id, input: $input) { ${fields} } }`,
      {
        id,
        input: { ...input, title: 'ชุดจานเซรามิก รุ่นสอง', tagIds: [tags.normal[1].id] },
      },
    );
    expect(edited.data.updatePortfolio).toMatchObject({
      message: 'Edit Portfolio successfully!',
      portfolio: { title: 'ชุดจานเซรามิก รุ่นสอง', tags: [{ id: tags.normal[1].id }] },
    });

    expect(
      (
        await other.browser.graphql(
          `mutation { deletePortfolio(id: "${id}") { deletedId errors { message } } }`,
        )
      ).data.deletePortfolio.deletedId,
    ).toBeNull();
    const deleted = await member.browser.graphql(
      `mutation { deletePortfolio(id: "${id}") { deletedId errors { message } } }`,
    );
    expect(deleted.data.deletePortfolio).toEqual({ deletedId: id, errors: [] });
    expect((await member.browser.graphql(`{ portfolio(id: "${id}") { id } }`)).data.portfolio).toBeNull();
  });

  it('records a view of a public portfolio', async () => {
    const portfolio = (await stack.browser().graphql('{ newPortfolios { id viewCount } }')).data
      .newPortfolios[0];
    const answer = await stack
      .browser()
      .graphql(`mutation { recordPortfolioView(id: "${portfolio.id}") { viewCount errors { message } } }`);
    expect(answer.data.recordPortfolioView).toEqual({ viewCount: portfolio.viewCount + 1, errors: [] });
  });

  it('sends the contact form, with the legacy field messages on mistakes', async () => {
    const mutation =
      'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { sent errors { field message } } }';
    const sent = await stack.browser().graphql(mutation, {
      input: {
        name: 'ผู้ติดต่อ',
        email: 'visitor@example.com',
        phoneNumber: '021111111',
        reason: 'WEBSITE_COMMENT',
        detail: 'เว็บไซต์สวยมาก',
      },
    });
    expect(sent.data.sendContactMessage).toEqual({ sent: true, errors: [] });
    expect(stack.legacy.outbox().at(-1)?.subject).toBe('Contact form: Website Comment — ผู้ติดต่อ');
    const wrong = await stack.browser().graphql(mutation, { input: { name: '', email: 'nope', detail: '' } });
    expect(wrong.data.sendContactMessage.sent).toBe(false);
    expect(
      wrong.data.sendContactMessage.errors.map((error: { field: string }) => error.field).sort(),
    ).toEqual(['detail', 'email', 'name']);
  });
});
