import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, renderRoute, schemaWith } from './render';

interface Enquiry {
  id: string;
  name: string;
  email: string;
  organisation: string;
  workType: string;
  budget: string | null;
  portfolioId: string | null;
  portfolioTitle: string | null;
  message: string;
  sentAt: string;
  read: boolean;
  archived: boolean;
}

const AT = '2026-11-21T09:30:00.000Z';

const PLOY: Enquiry = {
  id: 'e1',
  name: 'Ploy Chaiyo',
  email: 'ploy@example.com',
  organisation: 'Chaiyo Co., Ltd.',
  workType: 'ออกแบบโลโก้',
  budget: 'UNDER_50K',
  portfolioId: '301',
  portfolioTitle: 'โคมไฟไม้ไผ่สาน',
  // Typed by a visitor: shown as written, never as HTML.
  message: 'สวัสดีค่ะ <b>สนใจงาน</b>\nขอใบเสนอราคาด้วยค่ะ',
  sentAt: AT,
  read: false,
  archived: false,
};

const JOHN: Enquiry = {
  id: 'e2',
  name: 'John Smith',
  email: 'john@example.com',
  organisation: '',
  workType: 'Packaging',
  budget: null,
  portfolioId: null,
  portfolioTitle: null,
  message: 'Hello',
  sentAt: AT,
  read: true,
  archived: false,
};

const OLD: Enquiry = {
  ...JOHN,
  id: 'e3',
  name: 'Nok Wongthai',
  workType: 'Exhibition',
  budget: 'OVER_1M',
  archived: true,
};

/**
 * A designer whose enquiries are `enquiries`: the inbox and the archive are read from them, and
 * updateDesignerEnquiry changes them (or refuses with `refuse`); `updates` records each call's arguments.
 */
function designerWith(enquiries: Enquiry[], { acceptsEnquiries = true, refuse = false } = {}) {
  const state = { enquiries: enquiries.map((enquiry) => ({ ...enquiry })), updates: [] as unknown[] };
  const unread = () => state.enquiries.filter((enquiry) => !enquiry.read && !enquiry.archived).length;
  const schema = schemaWith({
    Query: { viewer: () => ({ ...MEMBER, picture: null, profile: null }) },
    Viewer: {
      unreadEnquiryCount: () => unread(),
      settings: () => ({ acceptsEnquiries, digest: false }),
      enquiries: (_viewer: unknown, { page, archived }: { page: number; archived: boolean }) => {
        const items = state.enquiries.filter((enquiry) => enquiry.archived === archived);
        return {
          unread: unread(),
          items,
          pageInfo: { page, lastPage: 1, perPage: 20, total: items.length, hasNextPage: false },
        };
      },
    },
    Mutation: {
      updateDesignerEnquiry: (_root: unknown, args: { id: string; read?: boolean; archived?: boolean }) => {
        state.updates.push({ ...args });
        if (refuse)
          return {
            enquiry: null,
            errors: [{ field: null, message: 'No such enquiry.', code: 'ENQUIRY_NOT_FOUND' }],
          };
        const enquiry = state.enquiries.find((each) => each.id === args.id);
        if (!enquiry) throw new Error('unknown enquiry');
        if (args.read !== undefined && args.read !== null) enquiry.read = args.read;
        if (args.archived !== undefined && args.archived !== null) enquiry.archived = args.archived;
        return { enquiry: { ...enquiry }, errors: [] };
      },
    },
  });
  return { schema, state };
}

/** The name of the member menu's Enquiries, as the phone drawer shows it (the drawer is closed again). */
async function menuEnquiries(): Promise<string | null> {
  await userEvent.click(screen.getByRole('button', { name: 'เมนู' }));
  const drawer = screen.getByRole('dialog', { name: 'เมนู' });
  // The account card is the member's menus' chunk, there once the header has loaded it.
  const link = await waitFor(() => {
    const found = within(drawer)
      .getAllByRole('link')
      .find((each) => each.getAttribute('href') === '/profile-enquiries');
    expect(found).toBeTruthy();
    return found;
  });
  const name = link ? (link.getAttribute('aria-label') ?? link.textContent) : null;
  await userEvent.keyboard('{Escape}');
  return name;
}

async function enquiryOf(name: RegExp) {
  const opener = await screen.findByRole('button', { name });
  const card = opener.closest('article');
  if (!card) throw new Error(`no enquiry for ${String(name)}`);
  return { opener, card };
}

describe('/profile-enquiries', () => {
  it('lists the inbox with the unread marked; opening one shows it all and marks it read, counts following', async () => {
    const { schema, state } = designerWith([PLOY, JOHN, OLD]);
    renderRoute('/profile-enquiries', { schema });
    expect(await screen.findByRole('heading', { level: 2, name: 'กล่องข้อความ' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'ส่วนของโปรไฟล์' });
    const tab = within(tabs).getByRole('link', { name: 'INBOX, ยังไม่ได้อ่าน 1 รายการ' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('enquiries-summary').textContent).toBe('ทั้งหมด 2 ข้อความ · ยังไม่ได้อ่าน 1 ข้อความ');
    expect(screen.queryByRole('button', { name: /Nok Wongthai/ })).toBeNull();

    expect(await menuEnquiries()).toBe('ข้อความติดต่องาน, ยังไม่ได้อ่าน 1 รายการ');

    const { opener, card } = await enquiryOf(/^Ploy Chaiyo \(ยังไม่ได้อ่าน\) ออกแบบโลโก้ 21 พ\.ย\. 2569/);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).getByText('ใหม่')).toBeTruthy();
    await userEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(state.updates).toEqual([{ id: 'e1', read: true }]));

    // Read: no longer marked, and every count says so (the tab, the list, the member menu).
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'INBOX' })).toBeTruthy());
    expect(screen.getByTestId('enquiries-summary').textContent).toBe('ทั้งหมด 2 ข้อความ · ยังไม่ได้อ่าน 0 ข้อความ');
    expect(within(card).queryByText('ใหม่')).toBeNull();
    expect(await menuEnquiries()).toBe('ข้อความติดต่องาน');

    // Everything the sender gave, the message as plain text.
    const email = within(card).getByRole('link', { name: 'ploy@example.com' });
    expect(email.getAttribute('href')).toBe(
      `mailto:ploy@example.com?subject=${encodeURIComponent('Re: ออกแบบโลโก้')}`,
    );
    expect(within(card).getByRole('link', { name: 'ตอบกลับทางอีเมล' }).getAttribute('href')).toBe(
      email.getAttribute('href'),
    );
    expect(within(card).getByText('Chaiyo Co., Ltd.')).toBeTruthy();
    expect(within(card).getByText('ต่ำกว่า 50,000 บาท')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'โคมไฟไม้ไผ่สาน' }).getAttribute('href')).toBe(
      '/detail-portfolio?id=301',
    );
    const message = within(card).getByText(/สวัสดีค่ะ/);
    expect(message.textContent).toBe(PLOY.message);
    expect(message.querySelector('b')).toBeNull();

    // One without an organisation, a budget or a work.
    const john = await enquiryOf(/^John Smith Packaging/);
    await userEvent.click(john.opener);
    expect(within(john.card).getAllByText('ไม่ระบุ')).toHaveLength(2);
    expect(within(john.card).getByText('หน้านักออกแบบของคุณ')).toBeTruthy();
    // John's was read already: opening it asks nothing.
    expect(state.updates).toHaveLength(1);
  });

  it('marks an enquiry unread again, then archives it; the archive (?archived=1) has it, and it can go back', async () => {
    const { schema, state } = designerWith([PLOY, JOHN, OLD]);
    const { router } = renderRoute('/profile-enquiries', { schema });
    const ploy = await enquiryOf(/^Ploy Chaiyo/);
    await userEvent.click(ploy.opener);
    await waitFor(() => expect(state.updates).toHaveLength(1));

    await userEvent.click(within(ploy.card).getByRole('button', { name: 'ทำเครื่องหมายว่ายังไม่ได้อ่าน' }));
    await waitFor(() => expect(state.updates[1]).toEqual({ id: 'e1', read: false }));
    expect(await screen.findByText('ทำเครื่องหมายข้อความจาก Ploy Chaiyo ว่ายังไม่ได้อ่าน')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'ส่วนของโปรไฟล์' });
    expect(within(tabs).getByRole('link', { name: 'INBOX, ยังไม่ได้อ่าน 1 รายการ' })).toBeTruthy();

    await userEvent.click(within(ploy.card).getByRole('button', { name: 'เก็บถาวร' }));
    await waitFor(() => expect(state.updates[2]).toEqual({ id: 'e1', archived: true }));
    expect(await screen.findByText('ย้ายข้อความจาก Ploy Chaiyo ไปที่เก็บถาวรแล้ว')).toBeTruthy();
    // It left the inbox, and an unread one in the archive is not counted.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ploy Chaiyo/ })).toBeNull());
    expect(within(tabs).getByRole('link', { name: 'INBOX' })).toBeTruthy();
    expect(screen.getByTestId('enquiries-summary').textContent).toBe('ทั้งหมด 1 ข้อความ · ยังไม่ได้อ่าน 0 ข้อความ');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'กล่องข้อความ' }));

    const folders = screen.getByRole('group', { name: 'กล่องข้อความหรือที่เก็บถาวร' });
    await userEvent.click(within(folders).getByRole('button', { name: 'ที่เก็บถาวร' }));
    await waitFor(() => expect(router.state.location.search).toBe('?archived=1'));
    expect(within(folders).getByRole('button', { name: 'ที่เก็บถาวร' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'ที่เก็บถาวร' })).toBeTruthy();
    const archived = await enquiryOf(/^Ploy Chaiyo/);
    expect(screen.getByRole('button', { name: /^Nok Wongthai/ })).toBeTruthy();
    await userEvent.click(archived.opener);
    await userEvent.click(within(archived.card).getByRole('button', { name: 'ย้ายกลับกล่องข้อความ' }));
    await waitFor(() => expect(state.updates.at(-1)).toEqual({ id: 'e1', archived: false }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ploy Chaiyo/ })).toBeNull());
    expect(screen.getByText('ย้ายข้อความจาก Ploy Chaiyo กลับกล่องข้อความแล้ว')).toBeTruthy();
  });

  it('opens the archive from the address, and says so when it is empty', async () => {
    const { schema } = designerWith([PLOY]);
    renderRoute('/profile-enquiries?archived=1', { schema });
    expect(await screen.findByRole('heading', { level: 3, name: 'ยังไม่มีข้อความในที่เก็บถาวร' })).toBeTruthy();
  });

  it('shows a refusal in the status line and keeps the enquiry as it was', async () => {
    const { schema } = designerWith([JOHN], { refuse: true });
    renderRoute('/profile-enquiries', { schema });
    const john = await enquiryOf(/^John Smith/);
    await userEvent.click(john.opener);
    await userEvent.click(within(john.card).getByRole('button', { name: 'เก็บถาวร' }));
    expect(await screen.findByText('ไม่พบข้อความติดต่อนี้')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^John Smith/ })).toBeTruthy();
  });

  it('speaks English, words each budget, and says when enquiries are turned off', async () => {
    const budgets = ['UNDER_50K', 'FROM_50K_TO_200K', 'FROM_200K_TO_1M', 'OVER_1M'].map((budget, index) => ({
      ...JOHN,
      id: `b${index}`,
      name: `Sender ${index}`,
      budget,
    }));
    const { schema } = designerWith(budgets, { acceptsEnquiries: false });
    renderRoute('/profile-enquiries', { schema, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Inbox' })).toBeTruthy();
    const off = screen.getByText(/You have turned enquiries off/);
    expect(within(off).getByRole('link', { name: 'Go to settings' }).getAttribute('href')).toBe(
      '/profile-settings',
    );
    const expected = [
      'Under 50,000 baht',
      '50,000–200,000 baht',
      '200,000–1,000,000 baht',
      'Over 1,000,000 baht',
    ];
    for (const [index, words] of expected.entries()) {
      const { opener, card } = await enquiryOf(new RegExp(`^Sender ${index} Packaging 21 Nov 2026`));
      await userEvent.click(opener);
      expect(within(card).getByText(words)).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Reply by e-mail' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Archive' })).toBeTruthy();
    }
    expect(screen.getByTestId('enquiries-summary').textContent).toBe('4 enquiries · 0 unread');
  });
});

describe('/profile-settings', () => {
  /** A member whose settings start as `initial`; updateMemberSettings stores them (or fails with `fail`). */
  function memberWithSettings(
    initial: { acceptsEnquiries: boolean; digest: boolean },
    { fail = false } = {},
  ) {
    const state = { settings: { ...initial }, saves: [] as unknown[] };
    const schema = schemaWith({
      Query: { viewer: () => ({ ...MEMBER, picture: null, profile: null }) },
      Viewer: { settings: () => ({ ...state.settings }) },
      Mutation: {
        updateMemberSettings: (_root: unknown, args: { acceptsEnquiries?: boolean; digest?: boolean }) => {
          state.saves.push({ ...args });
          if (fail)
            return {
              settings: null,
              errors: [{ field: 'digest', message: 'Not today.', code: null, limit: null }],
            };
          state.settings = { ...state.settings, ...args };
          return { settings: { ...state.settings }, errors: [] };
        },
      },
    });
    return { schema, state };
  }

  it('shows the two switches with their explanations, and saves the one turned', async () => {
    const { schema, state } = memberWithSettings({ acceptsEnquiries: true, digest: false });
    renderRoute('/profile-settings', { schema });
    const enquiries = await screen.findByRole('switch', { name: 'รับข้อความติดต่องานจากผู้เยี่ยมชม' });
    const digest = screen.getByRole('switch', { name: 'รับอีเมลสรุปผู้ติดตามและผู้ชื่นชอบรายวัน' });
    expect((enquiries as HTMLInputElement).checked).toBe(true);
    expect((digest as HTMLInputElement).checked).toBe(false);
    expect(enquiries.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(digest.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^อีเมลวันละหนึ่งฉบับ/,
    );
    const tabs = screen.getByRole('navigation', { name: 'ส่วนของโปรไฟล์' });
    expect(within(tabs).getByRole('link', { name: 'SETTINGS' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(digest);
    await waitFor(() => expect(state.saves).toEqual([{ digest: true }]));
    expect((await screen.findByTestId('settings-status')).textContent).toBe('บันทึกการตั้งค่าแล้ว');
    expect((digest as HTMLInputElement).checked).toBe(true);

    await userEvent.click(enquiries);
    await waitFor(() => expect(state.saves).toEqual([{ digest: true }, { acceptsEnquiries: false }]));
    await waitFor(() => expect((enquiries as HTMLInputElement).checked).toBe(false));
    expect(state.settings).toEqual({ acceptsEnquiries: false, digest: true });
  });

  it('says a refusal and puts the switch back', async () => {
    const { schema, state } = memberWithSettings({ acceptsEnquiries: true, digest: false }, { fail: true });
    renderRoute('/profile-settings', { schema, locale: 'en' });
    const digest = await screen.findByRole('switch', {
      name: 'Daily e-mail of new followers and appreciations',
    });
    await userEvent.click(digest);
    await waitFor(() => expect(state.saves).toEqual([{ digest: true }]));
    await waitFor(() => expect(screen.getByTestId('settings-status').textContent).toBe('Not today.'));
    expect((digest as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('switch', { name: 'Take enquiries from visitors' })).toBeTruthy();
  });
});
