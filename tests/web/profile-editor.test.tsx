import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMocksToSchema } from '@graphql-tools/mock';
import { renderRoute, testSchema } from './render';
import { XhrOverFetch } from './xhr-over-fetch';

const DEGREES = [
  { id: '1', name: { th: 'ปริญญาตรี', en: "Bachelor's degree" } },
  { id: '2', name: { th: 'ปริญญาโท', en: "Master's degree" } },
];

const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxMegabytes: 10,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  cover: { width: 1280, height: 960 },
  shareImage: { width: 1200, height: 630 },
};

interface Input {
  [field: string]: string | null | undefined;
}

/** A stored profile as the schema answers it, from the personal section's input. */
function storedProfile(input: Input, educations: Input[] = [], works: Input[] = []) {
  return {
    id: '17',
    designerId: '7',
    firstName: { th: input.firstNameTh, en: input.firstNameEn || input.firstNameTh },
    lastName: { th: input.lastNameTh, en: input.lastNameEn || input.lastNameTh },
    firstNameEn: input.firstNameEn ?? '',
    lastNameEn: input.lastNameEn ?? '',
    city: input.city ?? '',
    brandName: input.brandName ?? '',
    profession: input.profession ?? '',
    designType: input.designType ?? '',
    email: input.email,
    mobileNumber: input.mobileNumber ?? '',
    website: input.website ?? '',
    domainName: input.domainName,
    facebook: input.facebook ?? '',
    instagram: input.instagram ?? '',
    pinterest: input.pinterest ?? '',
    picture: input.pictureFileName
      ? {
          url: `http://site.test/images/images_profile/${input.pictureFileName}`,
          fileName: input.pictureFileName,
        }
      : null,
    cover: input.coverFileName
      ? {
          url: `http://site.test/images/images_profile_cover/${input.coverFileName}`,
          fileName: input.coverFileName,
        }
      : null,
    educations: educations.map((entry, index) => ({
      id: `17-${index + 1}`,
      number: index + 1,
      schoolUniversity: entry.schoolUniversity,
      degree: DEGREES.find((degree) => degree.id === entry.degreeId) ?? null,
      classOf: entry.classOf ?? '',
    })),
    works: works.map((entry, index) => ({
      id: `17-w${index + 1}`,
      number: index + 1,
      company: entry.company,
      position: entry.position ?? '',
      city: entry.city ?? '',
      country: entry.country ?? '',
    })),
  };
}

const SOMCHAI: Input = {
  firstNameTh: 'สมชาย',
  lastNameTh: 'ใจดี',
  firstNameEn: 'Somchai',
  lastNameEn: 'Jaidee',
  city: 'เชียงใหม่',
  brandName: 'Lanna Studio',
  profession: 'นักออกแบบกราฟิก',
  designType: 'Branding',
  email: 'somchai@example.com',
  mobileNumber: '0812345678',
  website: 'https://lanna.example',
  domainName: 'lanna-studio',
  facebook: 'lannastudio',
  instagram: '@lanna',
  pinterest: 'lanna',
  pictureFileName: 'avatar.png',
  coverFileName: 'cover.png',
};

const PORTFOLIOS = [
  { id: '31', title: 'โคมไฟไม้ไผ่', approvalStatus: 'NOT_APPROVED', cover: null },
  { id: '32', title: 'บรรจุภัณฑ์ข้าว', approvalStatus: 'APPROVED', cover: null },
  { id: '33', title: 'Typeface Siam', approvalStatus: 'PENDING', cover: null },
];

interface Call {
  name: string;
  args: Record<string, unknown>;
}

/**
 * The mocked schema as a member: with a profile (update mode) or without (create mode). The mutations change
 * the stored profile, so a reload after a save shows what was saved, and are recorded with their arguments.
 */
function editorSchema(options: { withProfile: boolean; hold?: Promise<void> }) {
  const calls: Call[] = [];
  let profile: ReturnType<typeof storedProfile> | null = options.withProfile
    ? storedProfile(
        SOMCHAI,
        [
          { schoolUniversity: 'จุฬาลงกรณ์มหาวิทยาลัย', degreeId: '1', classOf: 'นิเทศศิลป์' },
          { schoolUniversity: 'Royal College of Art', degreeId: '2', classOf: 'Visual Communication' },
        ],
        [{ company: 'Lanna Studio', position: 'Art director', city: 'Chiang Mai', country: 'Thailand' }],
      )
    : null;
  const record = async (name: string, args: Record<string, unknown>) => {
    calls.push({ name, args });
    await options.hold;
  };
  const schema = addMocksToSchema({
    schema: testSchema(),
    preserveResolvers: true,
    resolvers: {
      Query: {
        uploadLimits: () => UPLOAD_LIMITS,
        viewer: () => ({
          id: '7',
          email: 'somchai@example.com',
          firstName: { th: 'สมชาย', en: 'สมชาย' },
          lastName: { th: 'ใจดี', en: 'ใจดี' },
          picture: null,
          profileId: profile?.id ?? null,
          profile,
          portfolios: {
            items: profile ? PORTFOLIOS : [],
            pageInfo: { page: 1, lastPage: 1, perPage: 12, total: profile ? 3 : 0, hasNextPage: false },
          },
        }),
        degrees: () => DEGREES,
        domainNameAvailability: (_root: unknown, { domainName }: { domainName: string }) =>
          domainName === 'taken-name'
            ? { available: false, message: 'The domain name has already been taken.' }
            : { available: true, message: 'The domain name is available.' },
      },
      Mutation: {
        createProfile: async (_root: unknown, args: { input: Input }) => {
          await record('createProfile', args);
          profile = storedProfile(args.input);
          return { message: 'create profile success', errors: [], profile };
        },
        updateProfile: async (_root: unknown, args: { id: string; input: Input }) => {
          await record('updateProfile', args);
          if (args.input.domainName === 'taken-name')
            return {
              message: null,
              errors: [{ field: 'domainName', message: 'The domain name has already been taken.' }],
              profile: null,
            };
          const current = profile as NonNullable<typeof profile>;
          profile = { ...storedProfile(args.input), educations: current.educations, works: current.works };
          return { message: 'update profile success', errors: [], profile };
        },
        updateEducations: async (_root: unknown, args: { profileId: string; educations: Input[] }) => {
          await record('updateEducations', args);
          const current = profile as NonNullable<typeof profile>;
          profile = { ...current, educations: storedProfile(SOMCHAI, args.educations).educations };
          return { message: 'update education success', errors: [], profile };
        },
        updateWorks: async (_root: unknown, args: { profileId: string; works: Input[] }) => {
          await record('updateWorks', args);
          const current = profile as NonNullable<typeof profile>;
          profile = { ...current, works: storedProfile(SOMCHAI, [], args.works).works };
          return { message: 'update work success', errors: [], profile };
        },
      },
    },
  });
  return { schema, calls };
}

/** A label's text, with or without the * of a required field (hidden from screen readers, which hear "required"). */
function label(name: string): RegExp {
  return new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\*?$`);
}

function input(name: string): HTMLInputElement {
  return screen.getByLabelText(label(name)) as HTMLInputElement;
}

async function closeDialog(title: string, text?: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  if (text) expect(within(dialog).getByText(text)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('/update-profile and /profile/:id', () => {
  it('starts in create mode without a profile: account names filled in, the three panels say "please save"', async () => {
    const { schema } = editorSchema({ withProfile: false });
    renderRoute('/update-profile', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'สร้างโปรไฟล์' })).toBeTruthy();
    expect(input('ชื่อ (ภาษาไทย)').value).toBe('สมชาย');
    expect(input('นามสกุล (ภาษาไทย)').value).toBe('ใจดี');
    expect(input('อีเมล').value).toBe('somchai@example.com');
    expect(input('ชื่อโดเมน').value).toBe('');
    for (const name of ['ชื่อ (ภาษาไทย)', 'นามสกุล (ภาษาไทย)', 'อีเมล', 'ชื่อโดเมน'])
      expect(input(name).getAttribute('aria-required')).toBe('true');
    expect(input('จังหวัด/เมือง').getAttribute('aria-required')).toBeNull();
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => within(note).getByText('please save'))).toHaveLength(3);
    expect(screen.getByText('บันทึกข้อมูลส่วนตัวเพื่อสร้างโปรไฟล์ก่อน แล้วจึงเพิ่มประวัติการศึกษาได้')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'เพิ่มประวัติการศึกษา' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('creates the profile, says "Create profile successful!" and turns into update mode', async () => {
    const { schema, calls } = editorSchema({ withProfile: false });
    renderRoute('/update-profile', { schema });
    await userEvent.type(await screen.findByLabelText(label('ชื่อโดเมน')), 'Somchai-Design');
    await userEvent.type(input('อาชีพ'), 'นักออกแบบ');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }));
    await closeDialog(
      'Create profile successful!',
      'สร้างโปรไฟล์เรียบร้อยแล้ว เพิ่มประวัติการศึกษา ประสบการณ์ทำงาน และผลงานของคุณได้เลย',
    );
    expect(calls.map((call) => call.name)).toEqual(['createProfile']);
    expect(calls[0]?.args.input).toMatchObject({
      firstNameTh: 'สมชาย',
      lastNameTh: 'ใจดี',
      email: 'somchai@example.com',
      domainName: 'somchai-design',
      profession: 'นักออกแบบ',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' })).toBeTruthy();
    expect(screen.queryByText('please save')).toBeNull();
    expect(screen.getByRole('button', { name: 'เพิ่มประวัติการศึกษา' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เพิ่มประสบการณ์ทำงาน' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /เพิ่มผลงาน/ }).getAttribute('href')).toBe('/create-portfolio');
  });

  it('fills every field in update mode, whatever id the route has', async () => {
    const { schema } = editorSchema({ withProfile: true });
    renderRoute('/profile/7', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' })).toBeTruthy();
    const expected: Record<string, string> = {
      'ชื่อ (ภาษาไทย)': 'สมชาย',
      'นามสกุล (ภาษาไทย)': 'ใจดี',
      'ชื่อ (ภาษาอังกฤษ)': 'Somchai',
      ชื่อแบรนด์: 'Lanna Studio',
      อาชีพ: 'นักออกแบบกราฟิก',
      ประเภทงานออกแบบ: 'Branding',
      'จังหวัด/เมือง': 'เชียงใหม่',
      อีเมล: 'somchai@example.com',
      เบอร์โทรศัพท์มือถือ: '0812345678',
      เว็บไซต์: 'https://lanna.example',
      ชื่อโดเมน: 'lanna-studio',
      Facebook: 'lannastudio',
      Instagram: '@lanna',
      Pinterest: 'lanna',
    };
    for (const [label, value] of Object.entries(expected)) expect(input(label).value).toBe(value);
    expect((screen.getByAltText('รูปโปรไฟล์') as HTMLImageElement).src).toContain('/images_profile/avatar.png');
    expect((screen.getByAltText('ภาพปกโปรไฟล์') as HTMLImageElement).src).toContain(
      '/images_profile_cover/cover.png',
    );

    const schools = screen.getAllByLabelText('สถาบันการศึกษา') as HTMLInputElement[];
    expect(schools.map((school) => school.value)).toEqual(['จุฬาลงกรณ์มหาวิทยาลัย', 'Royal College of Art']);
    const degrees = screen.getAllByLabelText('วุฒิการศึกษา') as HTMLSelectElement[];
    expect(degrees.map((degree) => degree.value)).toEqual(['1', '2']);
    expect(within(degrees[1] as HTMLElement).getByRole('option', { name: 'ปริญญาโท' })).toBeTruthy();
    expect((screen.getAllByLabelText('สาขา') as HTMLInputElement[]).map((branch) => branch.value)).toEqual([
      'นิเทศศิลป์',
      'Visual Communication',
    ]);
    expect(input('บริษัท').value).toBe('Lanna Studio');
    expect(input('ประเทศ').value).toBe('Thailand');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'ไม่อนุมัติ',
      'อนุมัติแล้ว',
      'รอการอนุมัติ',
    ]);
    expect(within(table).getByRole('link', { name: 'แก้ไข โคมไฟไม้ไผ่' }).getAttribute('href')).toBe(
      '/portfolio/31',
    );
    expect(screen.getByRole('link', { name: /เพิ่มผลงาน/ }).getAttribute('href')).toBe('/create-portfolio');
  });

  it('warns "validate-field" and sends nothing while a required field is empty', async () => {
    const { schema, calls } = editorSchema({ withProfile: true });
    renderRoute('/update-profile', { schema });
    await userEvent.clear(await screen.findByLabelText(label('นามสกุล (ภาษาไทย)')));
    await userEvent.clear(input('ชื่อโดเมน'));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }));
    await closeDialog('validate-field', 'กรุณากรอกชื่อ นามสกุล อีเมล และชื่อโดเมนให้ครบ');
    expect(input('นามสกุล (ภาษาไทย)').getAttribute('aria-invalid')).toBe('true');
    expect(input('ชื่อโดเมน').getAttribute('aria-invalid')).toBe('true');
    expect(input('ชื่อ (ภาษาไทย)').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows "validate-field" as written in English too', async () => {
    const { schema } = editorSchema({ withProfile: false });
    renderRoute('/update-profile', { schema, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your profile' })).toBeTruthy();
    expect(screen.getAllByText('please save')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Save personal details' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'validate-field' });
    expect(
      within(dialog).getByText('Please fill in the first name, last name, e-mail and domain name.'),
    ).toBeTruthy();
  });

  it('saves each section on its own, with its own loading state and success message', async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { schema, calls } = editorSchema({ withProfile: true, hold });
    renderRoute('/update-profile', { schema });
    await screen.findByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' });

    await userEvent.click(screen.getByRole('button', { name: 'บันทึกประวัติการศึกษา' }));
    // Only the education section is busy.
    expect(await screen.findByRole('button', { name: 'กำลังบันทึก…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'บันทึกประสบการณ์ทำงาน' })).toBeTruthy();
    release();
    await closeDialog('Update profile successful!', 'บันทึกประวัติการศึกษาเรียบร้อยแล้ว');
    expect(calls.map((call) => call.name)).toEqual(['updateEducations']);
    expect(calls[0]?.args).toEqual({
      profileId: '17',
      educations: [
        { schoolUniversity: 'จุฬาลงกรณ์มหาวิทยาลัย', degreeId: '1', classOf: 'นิเทศศิลป์' },
        { schoolUniversity: 'Royal College of Art', degreeId: '2', classOf: 'Visual Communication' },
      ],
    });

    await userEvent.clear(input('ตำแหน่ง'));
    await userEvent.type(input('ตำแหน่ง'), 'Creative director');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกประสบการณ์ทำงาน' }));
    await closeDialog('Update profile successful!', 'บันทึกประสบการณ์ทำงานเรียบร้อยแล้ว');
    expect(calls.at(-1)).toEqual({
      name: 'updateWorks',
      args: {
        profileId: '17',
        works: [
          { company: 'Lanna Studio', position: 'Creative director', city: 'Chiang Mai', country: 'Thailand' },
        ],
      },
    });

    await userEvent.clear(input('อาชีพ'));
    await userEvent.type(input('อาชีพ'), 'นักวาดภาพประกอบ');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }));
    await closeDialog('Update profile successful!', 'บันทึกข้อมูลส่วนตัวเรียบร้อยแล้ว');
    expect(calls.map((call) => call.name)).toEqual(['updateEducations', 'updateWorks', 'updateProfile']);
    expect(calls.at(-1)?.args).toMatchObject({
      id: '17',
      input: {
        profession: 'นักวาดภาพประกอบ',
        firstNameTh: 'สมชาย',
        domainName: 'lanna-studio',
        // The pictures stay: their stored names go with the personal section.
        pictureFileName: 'avatar.png',
        coverFileName: 'cover.png',
      },
    });
  });

  it('adds rows (last id + 1) and removes them; empty rows are left out on save', async () => {
    const { schema, calls } = editorSchema({ withProfile: true });
    renderRoute('/update-profile', { schema });
    await screen.findByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' });

    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มประวัติการศึกษา' }));
    expect(screen.getAllByLabelText('สถาบันการศึกษา')).toHaveLength(3);
    // The new row is the third (ids 1, 2 loaded, 3 added) and takes the focus.
    expect(document.activeElement?.id).toBe('education-3-school');
    await userEvent.type(document.activeElement as HTMLElement, 'มหาวิทยาลัยศิลปากร');
    await userEvent.selectOptions(screen.getAllByLabelText('วุฒิการศึกษา')[2] as HTMLElement, '2');
    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มประวัติการศึกษา' }));
    expect(document.activeElement?.id).toBe('education-4-school');
    await userEvent.click(screen.getByRole('button', { name: 'ลบประวัติการศึกษาลำดับที่ 1' }));
    expect(screen.getAllByLabelText('สถาบันการศึกษา')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกประวัติการศึกษา' }));
    await closeDialog('Update profile successful!');
    expect(calls.at(-1)?.args.educations).toEqual([
      { schoolUniversity: 'Royal College of Art', degreeId: '2', classOf: 'Visual Communication' },
      { schoolUniversity: 'มหาวิทยาลัยศิลปากร', degreeId: '2', classOf: '' },
    ]);
    // The saved list comes back numbered from 1, without the empty row.
    expect(
      (screen.getAllByLabelText('สถาบันการศึกษา') as HTMLInputElement[]).map((school) => school.id),
    ).toEqual(['education-1-school', 'education-2-school']);

    await userEvent.click(screen.getByRole('button', { name: 'ลบประสบการณ์ทำงานลำดับที่ 1' }));
    expect(screen.getByText('ยังไม่มีประสบการณ์ทำงาน')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มประสบการณ์ทำงาน' }));
    expect(document.activeElement?.id).toBe('work-1-company');
    await userEvent.type(input('ตำแหน่ง'), 'Freelance');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกประสบการณ์ทำงาน' }));
    await closeDialog('Update profile successful!');
    expect(calls.at(-1)).toEqual({ name: 'updateWorks', args: { profileId: '17', works: [] } });
  });

  it('shows the server’s reasons when it refuses the personal section', async () => {
    const { schema } = editorSchema({ withProfile: true });
    renderRoute('/update-profile', { schema, locale: 'en' });
    const field = await screen.findByLabelText(/^Domain name\*?$/);
    await userEvent.clear(field);
    await userEvent.type(field, 'taken-name');
    await userEvent.click(screen.getByRole('button', { name: 'Save personal details' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Could not save' });
    expect(within(dialog).getByText('The domain name has already been taken.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The form keeps what was typed.
    expect((field as HTMLInputElement).value).toBe('taken-name');
  });

  it('checks the domain name and shows the answer until the name changes', async () => {
    const { schema } = editorSchema({ withProfile: true });
    renderRoute('/update-profile', { schema });
    const field = await screen.findByLabelText(label('ชื่อโดเมน'));
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await screen.findByText('ใช้ชื่อนี้ได้')).toBeTruthy();
    expect(screen.getByText('The domain name is available.')).toBeTruthy();
    await userEvent.clear(field);
    expect(screen.queryByText('ใช้ชื่อนี้ได้')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await screen.findByText('กรอกชื่อโดเมนก่อนตรวจสอบ')).toBeTruthy();
    await userEvent.type(field, 'Taken-Name');
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await screen.findByText('ใช้ชื่อนี้ไม่ได้')).toBeTruthy();
    expect(screen.getByText('The domain name has already been taken.')).toBeTruthy();
  });

  it('collapses and opens a panel', async () => {
    const { schema } = editorSchema({ withProfile: true });
    renderRoute('/update-profile', { schema, locale: 'en' });
    // Named by all it shows: the panel's title, then its summary.
    const toggle = await screen.findByRole('button', { name: /^Work experience\b/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add work experience' })).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Add work experience' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Add work experience' })).toBeTruthy();
    expect(screen.getByText('not approved')).toBeTruthy();
    expect(screen.getByText('approved')).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
  });
});

describe('the cover and the profile picture', () => {
  it('uploads a picture: the preview hides while it uploads, then shows the new one, kept on save', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
    try {
      const { schema, calls } = editorSchema({ withProfile: true });
      renderRoute('/update-profile', { schema });
      await screen.findByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' });
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'new-cover.png', { type: 'image/png' });
      await userEvent.upload(screen.getByLabelText('ไฟล์ภาพปก'), file);
      expect(await screen.findByText(/^กำลังอัปโหลด/)).toBeTruthy();
      expect(screen.queryByAltText('ภาพปกโปรไฟล์')).toBeNull();
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/upload');
      expect((init.body as FormData).get('type')).toBe('cover');
      answer(
        new Response(
          JSON.stringify({
            fileName: 'stored-cover.png',
            url: 'http://site.test/images/images_profile_cover/stored-cover.png',
          }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
      await waitFor(() =>
        expect((screen.getByAltText('ภาพปกโปรไฟล์') as HTMLImageElement).src).toBe(
          'http://site.test/images/images_profile_cover/stored-cover.png',
        ),
      );
      expect(screen.getByText('อัปโหลดรูปใหม่แล้ว กด “บันทึกข้อมูลส่วนตัว” เพื่อเก็บรูปนี้ไว้ในโปรไฟล์')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }));
      await closeDialog('Update profile successful!');
      expect(calls.at(-1)?.args).toMatchObject({
        input: { coverFileName: 'stored-cover.png', pictureFileName: 'avatar.png' },
      });
      expect(screen.queryByText(/อัปโหลดรูปใหม่แล้ว/)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes image files only', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
    try {
      const { schema } = editorSchema({ withProfile: true });
      renderRoute('/update-profile', { schema });
      await screen.findByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' });
      const picker = screen.getByLabelText('ไฟล์รูปโปรไฟล์') as HTMLInputElement;
      expect(picker.accept).toBe('image/*');
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(picker, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      await closeDialog('อัปโหลดรูปภาพไม่สำเร็จ', 'เลือกได้เฉพาะไฟล์รูปภาพเท่านั้น');
      expect(fetchMock).not.toHaveBeenCalled();
      expect((screen.getByAltText('รูปโปรไฟล์') as HTMLImageElement).src).toContain('avatar.png');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
