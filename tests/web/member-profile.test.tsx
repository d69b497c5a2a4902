import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, renderRoute, schemaWith } from './render';
import { APPROVAL_STATUS_LOOK } from '../../web/src/features/member-profile/approval-status';
import { theme } from '../../web/src/styles/theme';
import { FACEBOOK_PHOTO_FIELDS } from '../../web/src/lib/facebook-sdk';
import type * as FacebookSdkModule from '../../web/src/lib/facebook-sdk';

/** The Facebook SDK stand-in: the real one loads a script from facebook.com. */
const facebook = vi.hoisted(() => ({
  token: 'facebook-token' as string | null,
  asked: [] as { path: string; fields: string }[],
  scopes: [] as (string | undefined)[],
}));

vi.mock('../../web/src/lib/facebook-sdk', async (importOriginal) => {
  const actual = await importOriginal<typeof FacebookSdkModule>();
  const sdk = {
    init: () => undefined,
    login: () => undefined,
    api: (path: string, params: Record<string, string>, callback: (response: unknown) => void) => {
      facebook.asked.push({ path, fields: params.fields ?? '' });
      callback({
        id: '99',
        name: 'Somchai',
        photos: {
          data: [
            {
              id: 'p1',
              name: 'ม่อนแจ่ม',
              images: [
                { source: 'https://fb.example/p1-960.jpg', width: 960, height: 720 },
                { source: 'https://fb.example/p1-480.jpg', width: 480, height: 360 },
                { source: 'https://fb.example/p1-130.jpg', width: 130, height: 98 },
              ],
            },
            { id: 'p2', images: [{ source: 'https://fb.example/p2-200.jpg', width: 200, height: 200 }] },
          ],
        },
      });
    },
  };
  return {
    ...actual,
    loadFacebookSdk: async () => sdk,
    facebookLogin: async (_sdk: unknown, scope?: string) => {
      facebook.scopes.push(scope);
      return facebook.token;
    },
  };
});

type Status = 'APPROVED' | 'NOT_APPROVED' | 'PENDING';

interface Seed {
  id: string;
  title: string;
  approvalStatus: Status;
  updatedAt?: string;
  rejectionReason?: string | null;
  revision?: { id: string; title: string; approvalStatus: Status; rejectionReason: string | null } | null;
}

const PROFILE = {
  id: '17',
  designerId: '7',
  firstName: { th: 'สมชาย', en: 'Somchai' },
  lastName: { th: 'ใจดี', en: 'Jaidee' },
  firstNameEn: 'Somchai',
  lastNameEn: 'Jaidee',
  brandName: 'Jaidee Studio',
  profession: 'นักออกแบบผลิตภัณฑ์',
  designType: 'Product Design',
  city: 'เชียงใหม่',
  email: 'somchai@example.com',
  mobileNumber: '0812345678',
  domainName: 'jaidee-studio',
  website: 'https://jaidee.example',
  facebook: 'https://www.facebook.com/jaidee',
  instagram: '@jaidee',
  pinterest: '',
  cover: null,
  picture: null,
  educations: [
    {
      id: '17-1',
      number: 1,
      schoolUniversity: 'มหาวิทยาลัยเชียงใหม่',
      classOf: 'ออกแบบอุตสาหกรรม',
      degree: { id: '2', name: { th: 'ปริญญาตรี', en: "Bachelor's degree" } },
    },
  ],
  works: [
    {
      id: '17-1',
      number: 1,
      company: 'Jaidee Studio',
      position: 'Art director',
      city: 'เชียงใหม่',
      country: 'Thailand',
    },
    {
      id: '17-2',
      number: 2,
      company: 'Lanna Craft',
      position: 'Designer',
      city: 'ลำปาง',
      country: 'Thailand',
    },
  ],
};

const CATEGORY = { id: '10', icon: 'design', name: { th: 'การออกแบบ', en: 'Design' } };
const SUBCATEGORY = { id: '101', name: { th: 'ผลิตภัณฑ์', en: 'Product' } };

/**
 * A signed-in member whose own list is `pages` (one array per page); the delete mutation removes from it
 * (or refuses with a server message). `listed` records each page asked for.
 */
function memberWith(
  options: {
    pages?: Seed[][];
    facebookAppId?: string | null;
    profile?: typeof PROFILE | null;
    refuseDelete?: string;
  } = {},
) {
  const state = {
    pages: options.pages ?? [[]],
    listed: [] as number[],
    deleted: [] as string[],
  };
  const schema = schemaWith({
    Query: {
      viewer: () => ({
        ...MEMBER,
        picture: null,
        profileId: options.profile === null ? null : MEMBER.profileId,
        profile: options.profile === undefined ? PROFILE : options.profile,
      }),
      facebookAppId: () => options.facebookAppId ?? null,
    },
    Viewer: {
      portfolios: (_viewer: unknown, { page }: { page: number }) => {
        state.listed.push(page);
        const items = state.pages[page - 1] ?? [];
        const total = state.pages.reduce((sum, list) => sum + list.length, 0);
        return {
          items: items.map((seed) => ({
            updatedAt: '2026-11-21T09:30:00.000Z',
            rejectionReason: null,
            revision: null,
            ...seed,
            category: CATEGORY,
            subcategory: SUBCATEGORY,
          })),
          pageInfo: {
            page,
            lastPage: Math.max(1, state.pages.length),
            perPage: 12,
            total,
            hasNextPage: page < state.pages.length,
          },
        };
      },
    },
    Mutation: {
      deletePortfolio: (_root: unknown, { id }: { id: string }) => {
        if (options.refuseDelete)
          return { deletedId: null, errors: [{ field: null, message: options.refuseDelete }] };
        state.deleted.push(id);
        state.pages = state.pages.map((list) => list.filter((seed) => seed.id !== id));
        return { deletedId: id, errors: [] };
      },
    },
  });
  return { schema, state };
}

const THREE: Seed[] = [
  { id: '301', title: 'โคมไฟไม้ไผ่สาน', approvalStatus: 'APPROVED' },
  { id: '302', title: 'บรรจุภัณฑ์ข้าวหอม', approvalStatus: 'NOT_APPROVED' },
  { id: '303', title: 'Typeface Siam Sans', approvalStatus: 'PENDING' },
];

async function rowOf(title: string) {
  const link = await screen.findByRole('link', { name: title });
  const row = link.closest('article');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

afterEach(() => {
  facebook.asked.length = 0;
  facebook.scopes.length = 0;
  facebook.token = 'facebook-token';
});

describe('/profile-portfolio', () => {
  it('lists the own portfolios with cover, category, Thai date and the status colour and label', async () => {
    const { schema } = memberWith({ pages: [THREE] });
    renderRoute('/profile-portfolio', { schema });
    const expected: [string, string, string, string][] = [
      ['โคมไฟไม้ไผ่สาน', 'อนุมัติแล้ว', 'approved', theme.colors.approved],
      ['บรรจุภัณฑ์ข้าวหอม', 'ไม่อนุมัติ', 'rejected', theme.colors.rejected],
      ['Typeface Siam Sans', 'รออนุมัติ', 'pending', theme.colors.pending],
    ];
    for (const [title, label, colour, hex] of expected) {
      const row = await rowOf(title);
      const badge = within(row).getByText(label);
      expect(badge.getAttribute('data-status')).toBe(colour);
      expect(hex).toMatch(/^#/);
      expect(within(row).getByText('การออกแบบ · ผลิตภัณฑ์')).toBeTruthy();
      // Thai dates in the Buddhist era.
      expect(within(row).getByText('21 พ.ย. 2569')).toBeTruthy();
      expect(row.querySelector('img')).toBeTruthy();
      expect(
        within(row)
          .getByRole('link', { name: `แก้ไข ${title}` })
          .getAttribute('href'),
      ).toMatch(/^\/portfolio\/30\d$/);
      expect(within(row).getByRole('button', { name: `ลบ ${title}` })).toBeTruthy();
    }
    // 1 green, 0 red, anything else grey (§4), as the BFF maps is_approve to ApprovalStatus.
    expect(APPROVAL_STATUS_LOOK.APPROVED.colour).toBe('approved');
    expect(APPROVAL_STATUS_LOOK.NOT_APPROVED.colour).toBe('rejected');
    expect(APPROVAL_STATUS_LOOK.PENDING.colour).toBe('pending');
    // Darker than the first green, red and grey, to read at 4.5:1 on their chips (WCAG 2.2 AA).
    expect(theme.colors.approved).toBe('#237a47');
    expect(theme.colors.rejected).toBe('#c63538');
    expect(theme.colors.pending).toBe('#6c6980');
    expect(screen.getByText('ผลงานทั้งหมด 3 ชิ้น')).toBeTruthy();
  });

  it('shows an edit waiting or refused beside the published status, and why work was refused', async () => {
    const { schema } = memberWith({
      pages: [
        [
          {
            id: '304',
            title: 'เก้าอี้หวาย',
            approvalStatus: 'APPROVED',
            revision: {
              id: '904',
              title: 'เก้าอี้หวาย รุ่นใหม่',
              approvalStatus: 'PENDING',
              rejectionReason: null,
            },
          },
          {
            id: '305',
            title: 'แจกันดินเผา',
            approvalStatus: 'APPROVED',
            revision: {
              id: '905',
              title: 'แจกันดินเผา ใหม่',
              approvalStatus: 'NOT_APPROVED',
              rejectionReason: 'ภาพไม่ชัด',
            },
          },
          { id: '306', title: 'ผ้าทอมือ', approvalStatus: 'NOT_APPROVED', rejectionReason: 'ขาดรายละเอียดวัสดุ' },
          { id: '307', title: 'โคมไฟ', approvalStatus: 'APPROVED' },
        ],
      ],
    });
    renderRoute('/profile-portfolio', { schema });
    const waiting = await rowOf('เก้าอี้หวาย');
    expect(within(waiting).getByText('อนุมัติแล้ว')).toBeTruthy();
    expect(within(waiting).getByText('การแก้ไขรออนุมัติ')).toBeTruthy();
    expect(within(waiting).getByTestId('decision-note').textContent).toBe(
      'การแก้ไข “เก้าอี้หวาย รุ่นใหม่” รออนุมัติ ระหว่างนี้ผู้ชมยังเห็นฉบับที่เผยแพร่อยู่',
    );
    const refusedEdit = await rowOf('แจกันดินเผา');
    expect(within(refusedEdit).getByText('การแก้ไขไม่อนุมัติ')).toBeTruthy();
    expect(within(refusedEdit).getByTestId('decision-note').textContent).toContain('เหตุผลที่ไม่อนุมัติ: ภาพไม่ชัด');
    const refused = await rowOf('ผ้าทอมือ');
    expect(within(refused).getByTestId('decision-note').textContent).toBe('เหตุผลที่ไม่อนุมัติ: ขาดรายละเอียดวัสดุ');
    expect(within(await rowOf('โคมไฟ')).queryByTestId('decision-note')).toBeNull();
  });

  it('speaks English with English dates and labels', async () => {
    const { schema } = memberWith({ pages: [THREE] });
    renderRoute('/profile-portfolio', { schema, locale: 'en' });
    const approved = await rowOf('โคมไฟไม้ไผ่สาน');
    expect(within(approved).getByText('Approved')).toBeTruthy();
    expect(within(approved).getByText('21 Nov 2026')).toBeTruthy();
    expect(within(await rowOf('บรรจุภัณฑ์ข้าวหอม')).getByText('Not approved')).toBeTruthy();
    expect(within(await rowOf('Typeface Siam Sans')).getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'My portfolios' })).toBeTruthy();
  });

  it('shows the header and the two tabs (captioned icons on phones)', async () => {
    const { schema } = memberWith({ pages: [THREE] });
    const { router } = renderRoute('/profile-portfolio', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'สมชาย ใจดี' })).toBeTruthy();
    expect(screen.getByText('Art director')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'ส่วนของโปรไฟล์' });
    const portfolio = within(tabs).getByRole('link', { name: 'PORTFOLIO' });
    expect(portfolio.getAttribute('aria-current')).toBe('page');
    const about = within(tabs).getByRole('link', { name: 'ABOUT' });
    expect(about.getAttribute('aria-current')).toBeNull();
    await userEvent.click(about);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-about'));
  });

  it('deletes after the confirmation, says so, then reloads the list without it', async () => {
    const { schema, state } = memberWith({ pages: [THREE] });
    renderRoute('/profile-portfolio', { schema });
    const row = await rowOf('บรรจุภัณฑ์ข้าวหอม');
    await userEvent.click(within(row).getByRole('button', { name: 'ลบ บรรจุภัณฑ์ข้าวหอม' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'are you sure to delete' });
    expect(within(dialog).getByText(/ต้องการลบผลงาน “บรรจุภัณฑ์ข้าวหอม” ใช่หรือไม่/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(state.deleted).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'ลบ บรรจุภัณฑ์ข้าวหอม' }));
    dialog = await screen.findByRole('alertdialog', { name: 'are you sure to delete' });
    const listedBefore = state.listed.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'ใช่' }));
    const success = await screen.findByRole('alertdialog', { name: 'ลบผลงานเรียบร้อยแล้ว' });
    expect(state.deleted).toEqual(['302']);
    await userEvent.click(within(success).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'บรรจุภัณฑ์ข้าวหอม' })).toBeNull());
    expect(state.listed.length).toBeGreaterThan(listedBefore);
    expect(screen.getByRole('link', { name: 'โคมไฟไม้ไผ่สาน' })).toBeTruthy();
    expect(screen.getByText('ผลงานทั้งหมด 2 ชิ้น')).toBeTruthy();
  });

  it('shows the server’s message when the delete is refused, and keeps the row', async () => {
    const { schema, state } = memberWith({ pages: [THREE], refuseDelete: 'Portfolio not found.' });
    renderRoute('/profile-portfolio', { schema, locale: 'en' });
    const row = await rowOf('Typeface Siam Sans');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Typeface Siam Sans' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'are you sure to delete' });
    expect(within(dialog).getByText(/Delete “Typeface Siam Sans”\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const error = await screen.findByRole('alertdialog', { name: 'The portfolio could not be deleted' });
    expect(within(error).getByText('Portfolio not found.')).toBeTruthy();
    expect(state.deleted).toEqual([]);
    expect(screen.getByRole('link', { name: 'Typeface Siam Sans' })).toBeTruthy();
  });

  it('pages with numbers, keeping the page in the URL', async () => {
    const first = Array.from({ length: 12 }, (_, index): Seed => ({
      id: String(400 + index),
      title: `ผลงานหน้าแรก ${index + 1}`,
      approvalStatus: 'APPROVED',
    }));
    const second: Seed[] = [{ id: '500', title: 'ผลงานหน้าสอง', approvalStatus: 'PENDING' }];
    const { schema, state } = memberWith({ pages: [first, second] });
    const { router } = renderRoute('/profile-portfolio', { schema });
    expect(await screen.findByRole('link', { name: 'ผลงานหน้าแรก 1' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'เลขหน้า' });
    expect(within(pages).getByRole('button', { name: 'หน้า 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pages).getByRole('button', { name: 'หน้า 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'ผลงานหน้าสอง' })).toBeTruthy();
    expect(state.listed).toContain(2);
    await userEvent.click(screen.getByRole('button', { name: 'หน้าก่อนหน้า' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'ผลงานหน้าแรก 12' })).toBeTruthy();
  });

  it('opens a page given in the URL, and a page past the end shows the last one', async () => {
    const first = Array.from({ length: 12 }, (_, index): Seed => ({
      id: String(600 + index),
      title: `งาน ${index + 1}`,
      approvalStatus: 'APPROVED',
    }));
    const { schema } = memberWith({
      pages: [first, [{ id: '700', title: 'งานท้าย', approvalStatus: 'APPROVED' }]],
    });
    const { router } = renderRoute('/profile-portfolio?page=9', { schema });
    expect(await screen.findByRole('link', { name: 'งานท้าย' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says ยังไม่มีผลงาน with a create button when there is nothing yet', async () => {
    const { schema } = memberWith({ pages: [[]] });
    renderRoute('/profile-portfolio', { schema });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('ยังไม่มีผลงาน')).toBeTruthy();
    const create = within(main).getAllByRole('link', { name: 'สร้างผลงาน' });
    expect(create.length).toBeGreaterThan(0);
    for (const link of create) expect(link.getAttribute('href')).toBe('/create-portfolio');
    expect(screen.queryByRole('navigation', { name: 'เลขหน้า' })).toBeNull();
  });

  it('has no get-Facebook-photos button without a Facebook app id', async () => {
    const { schema } = memberWith({ pages: [THREE], facebookAppId: null });
    renderRoute('/profile-portfolio', { schema });
    await rowOf('โคมไฟไม้ไผ่สาน');
    expect(screen.queryByRole('button', { name: 'ดึงรูปภาพจาก Facebook' })).toBeNull();
  });

  it('with an app id, signs in with Facebook, reads the photo fields and shows the photos', async () => {
    const { schema } = memberWith({ pages: [THREE], facebookAppId: '1234567890' });
    renderRoute('/profile-portfolio', { schema });
    await userEvent.click(await screen.findByRole('button', { name: 'ดึงรูปภาพจาก Facebook' }));
    const photos = await screen.findByRole('region', { name: 'รูปภาพจาก Facebook' });
    expect(facebook.asked).toEqual([{ path: '/me', fields: FACEBOOK_PHOTO_FIELDS }]);
    expect(facebook.scopes[0]).toMatch(/user_photos/);
    const images = within(photos).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'https://fb.example/p1-480.jpg',
      'https://fb.example/p2-200.jpg',
    ]);
    expect(images[0]?.getAttribute('alt')).toBe('ม่อนแจ่ม');
  });

  it('only logs a cancelled Facebook sign-in', async () => {
    facebook.token = null;
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { schema } = memberWith({ pages: [THREE], facebookAppId: '1234567890' });
    renderRoute('/profile-portfolio', { schema });
    await userEvent.click(await screen.findByRole('button', { name: 'ดึงรูปภาพจาก Facebook' }));
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'รูปภาพจาก Facebook' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(facebook.asked).toEqual([]);
    info.mockRestore();
  });
});

describe('/profile-about', () => {
  it('shows the own profile read-only with an edit button to the profile form', async () => {
    const { schema } = memberWith();
    renderRoute('/profile-about', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'สมชาย ใจดี' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'ส่วนของโปรไฟล์' });
    expect(within(tabs).getByRole('link', { name: 'ABOUT' }).getAttribute('aria-current')).toBe('page');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('link', { name: 'แก้ไขโปรไฟล์' }).getAttribute('href')).toBe('/profile/17');
    // Read-only: nothing to type into.
    expect(within(main).queryAllByRole('textbox')).toHaveLength(0);

    const personal = screen.getByRole('region', { name: 'ข้อมูลส่วนตัว' });
    for (const value of [
      'Jaidee Studio',
      'นักออกแบบผลิตภัณฑ์',
      'Product Design',
      'เชียงใหม่',
      '0812345678',
      'jaidee-studio',
    ]) {
      expect(within(personal).getByText(value)).toBeTruthy();
    }
    expect(within(personal).getByText('Somchai Jaidee')).toBeTruthy();

    const education = screen.getByRole('region', { name: 'การศึกษา' });
    expect(within(education).getByText('มหาวิทยาลัยเชียงใหม่')).toBeTruthy();
    expect(within(education).getByText('ปริญญาตรี')).toBeTruthy();
    expect(within(education).getByText('ออกแบบอุตสาหกรรม')).toBeTruthy();

    const work = screen.getByRole('region', { name: 'ประสบการณ์ทำงาน' });
    expect(within(work).getByText('Lanna Craft')).toBeTruthy();
    expect(within(work).getByText('ลำปาง, Thailand')).toBeTruthy();
    expect(within(work).getByText('ปัจจุบัน')).toBeTruthy();

    const social = screen.getByRole('region', { name: 'ช่องทางออนไลน์' });
    expect(within(social).getByRole('link', { name: '@jaidee' }).getAttribute('href')).toBe(
      'https://www.instagram.com/jaidee',
    );
    expect(within(social).getByRole('link', { name: 'https://jaidee.example' })).toBeTruthy();
    // An empty link is not listed.
    expect(within(social).queryByText('Pinterest')).toBeNull();
  });

  it('speaks English', async () => {
    const { schema } = memberWith();
    renderRoute('/profile-about', { schema, locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Personal details' })).toBeTruthy();
    expect(screen.getByText("Bachelor's degree")).toBeTruthy();
    expect(screen.getByText('Branch')).toBeTruthy();
  });

  it('says there is no profile yet, with a button to create one', async () => {
    const { schema } = memberWith({ profile: null });
    renderRoute('/profile-about', { schema });
    expect(await screen.findByRole('heading', { name: 'คุณยังไม่มีโปรไฟล์' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'สร้างโปรไฟล์' }).getAttribute('href')).toBe('/update-profile');
    expect(screen.queryByRole('link', { name: 'แก้ไขโปรไฟล์' })).toBeNull();
    // The header still names the member, from the account.
    expect(screen.getByRole('heading', { level: 1, name: 'สมชาย ใจดี' })).toBeTruthy();
  });

  it('sends visitors to /login with Please login...', async () => {
    const { router } = renderRoute('/profile-about');
    expect(await screen.findByRole('alertdialog', { name: 'Please login...' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
