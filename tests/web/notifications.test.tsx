import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, renderRoute, schemaWith } from './render';

const AT = '2026-11-21T09:30:00.000Z';

/** A notification with every field, the kind's own ones given. */
function notification(fields: { id: string; kind: string } & Record<string, unknown>) {
  return {
    isRevision: false,
    portfolioId: null,
    portfolioTitle: null,
    reason: null,
    count: null,
    senderName: null,
    enquiryId: null,
    actor: null,
    actorHasPage: false,
    read: true,
    updatedAt: AT,
    ...fields,
  };
}

const FOLLOWER = {
  id: '21',
  firstName: { th: 'มาลี', en: 'Malee' },
  lastName: { th: 'ศรีสุข', en: 'Srisuk' },
};

/** One of each kind, the newest first; the first two unread. */
const EACH_KIND = [
  notification({
    id: 'n1',
    kind: 'APPROVED',
    portfolioId: '301',
    portfolioTitle: 'โคมไฟไม้ไผ่สาน',
    read: false,
  }),
  notification({
    id: 'n2',
    kind: 'APPROVED',
    isRevision: true,
    portfolioId: '302',
    portfolioTitle: 'บรรจุภัณฑ์ข้าวหอม',
    read: false,
  }),
  notification({
    id: 'n3',
    kind: 'REFUSED',
    portfolioId: '303',
    portfolioTitle: 'Typeface Siam Sans',
    reason: 'ภาพไม่ชัด',
  }),
  notification({
    id: 'n4',
    kind: 'REFUSED',
    isRevision: true,
    portfolioId: '304',
    portfolioTitle: 'เก้าอี้หวาย',
  }),
  notification({ id: 'n5', kind: 'FOLLOWER', actor: FOLLOWER, actorHasPage: true }),
  notification({
    id: 'n6',
    kind: 'APPRECIATION',
    portfolioId: '301',
    portfolioTitle: 'โคมไฟไม้ไผ่สาน',
    count: 4,
  }),
  notification({ id: 'n7', kind: 'ENQUIRY', senderName: 'Ploy Chaiyo', enquiryId: 'e1' }),
];

/**
 * A signed-in member with these notifications (one array per page). Marking them read records the call and answers
 * `unreadAfter`; the viewer's own count stays as it was, so a bell that drops learnt it from the mutation's answer.
 */
function memberWith(pages: ReturnType<typeof notification>[][], { unread = 2, unreadAfter = 0 } = {}) {
  const state = { marked: [] as unknown[], listed: [] as number[] };
  const schema = schemaWith({
    Query: { viewer: () => ({ ...MEMBER, picture: null, unreadNotificationCount: unread }) },
    Viewer: {
      notifications: (_viewer: unknown, { page }: { page: number }) => {
        state.listed.push(page);
        const items = pages[page - 1] ?? [];
        return {
          unread,
          items,
          pageInfo: {
            page,
            lastPage: Math.max(1, pages.length),
            perPage: 20,
            total: pages.reduce((sum, list) => sum + list.length, 0),
            hasNextPage: page < pages.length,
          },
        };
      },
    },
    Mutation: {
      markNotificationsRead: (_root: unknown, args: { ids?: string[] | null }) => {
        state.marked.push(args.ids ?? null);
        return { unreadCount: unreadAfter };
      },
    },
  });
  return { schema, state };
}

/** The notification whose link is named `name`, and that link. */
async function notificationLinked(name: string | RegExp) {
  const link = await screen.findByRole('link', { name });
  const card = link.closest('[data-testid="notification"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no notification for ${String(name)}`);
  return { link, card };
}

describe('/notifications', () => {
  it('words each kind in Thai, with a link where to look, a Thai date, and the refusal’s reason', async () => {
    const { schema } = memberWith([EACH_KIND]);
    renderRoute('/notifications', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'การแจ้งเตือน' })).toBeTruthy();
    const expected: [string, string][] = [
      ['ผลงาน “โคมไฟไม้ไผ่สาน” ได้รับการอนุมัติแล้ว (ยังไม่ได้อ่าน)', '/detail-portfolio?id=301'],
      ['การแก้ไขผลงาน “บรรจุภัณฑ์ข้าวหอม” ได้รับการอนุมัติแล้ว (ยังไม่ได้อ่าน)', '/detail-portfolio?id=302'],
      ['ผลงาน “Typeface Siam Sans” ไม่ได้รับการอนุมัติ', '/profile-portfolio'],
      ['การแก้ไขผลงาน “เก้าอี้หวาย” ไม่ได้รับการอนุมัติ', '/profile-portfolio'],
      ['มาลี ศรีสุข เริ่มติดตามคุณ', '/all-portfolio-by-design?member_id=21'],
      ['มีผู้ชื่นชอบผลงาน “โคมไฟไม้ไผ่สาน” 4 คน', '/detail-portfolio?id=301'],
      ['Ploy Chaiyo ส่งข้อความติดต่องานถึงคุณ', '/profile-enquiries'],
    ];
    const list = screen.getByRole('list', { name: 'รายการแจ้งเตือน' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected.map(([name, href]) => [name, href]),
    );
    for (const [name] of expected) expect(within(list).getByRole('link', { name })).toBeTruthy();

    const refused = (await notificationLinked('ผลงาน “Typeface Siam Sans” ไม่ได้รับการอนุมัติ')).card;
    expect(within(refused).getByText('เหตุผล: ภาพไม่ชัด')).toBeTruthy();
    const refusedEdit = (await notificationLinked('การแก้ไขผลงาน “เก้าอี้หวาย” ไม่ได้รับการอนุมัติ')).card;
    expect(within(refusedEdit).getByText('ผู้ดูแลไม่ได้ระบุเหตุผล')).toBeTruthy();
    // Thai dates in the Buddhist era, at Bangkok's time.
    expect(
      within(refused)
        .getByText(/^21 พ\.ย\. 2569/)
        .getAttribute('datetime'),
    ).toBe(AT);
    expect(screen.getByText('ทั้งหมด 7 รายการ')).toBeTruthy();
  });

  it('words each kind in English', async () => {
    const { schema } = memberWith([EACH_KIND]);
    renderRoute('/notifications', { schema, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your notifications' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your work “โคมไฟไม้ไผ่สาน” was approved (Unread)', '/detail-portfolio?id=301'],
      ['Your edit of “บรรจุภัณฑ์ข้าวหอม” was approved (Unread)', '/detail-portfolio?id=302'],
      ['Your work “Typeface Siam Sans” was not approved', '/profile-portfolio'],
      ['Your edit of “เก้าอี้หวาย” was not approved', '/profile-portfolio'],
      ['Malee Srisuk started following you', '/all-portfolio-by-design?member_id=21'],
      ['4 people appreciated your work “โคมไฟไม้ไผ่สาน”', '/detail-portfolio?id=301'],
      ['Ploy Chaiyo sent you an enquiry', '/profile-enquiries'],
    ]);
    const refused = (await notificationLinked('Your work “Typeface Siam Sans” was not approved')).card;
    expect(within(refused).getByText('Reason: ภาพไม่ชัด')).toBeTruthy();
    expect(within(refused).getByText(/^21 Nov 2026/)).toBeTruthy();
    expect(screen.getByText('7 notifications')).toBeTruthy();
  });

  it('marks every notification read on opening: the bell drops to the answer, the unread stay marked New', async () => {
    const { schema, state } = memberWith([EACH_KIND], { unread: 2, unreadAfter: 0 });
    const { router } = renderRoute('/homepage', { schema });
    expect(await screen.findByRole('link', { name: 'การแจ้งเตือน, ยังไม่ได้อ่าน 2 รายการ' })).toBeTruthy();
    expect(state.marked).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'การแจ้งเตือน, ยังไม่ได้อ่าน 2 รายการ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    await waitFor(() => expect(state.marked).toEqual([null]));
    // The bell's number came from the mutation's answer through the cache (the viewer still says 2 unread).
    const bell = await screen.findByRole('link', { name: 'การแจ้งเตือน' });
    expect(bell.getAttribute('aria-current')).toBe('page');
    expect(within(bell).queryByTestId('count-badge')).toBeNull();
    // What was unread when the page opened still looks new, and says so.
    const { card: approved } = await notificationLinked('ผลงาน “โคมไฟไม้ไผ่สาน” ได้รับการอนุมัติแล้ว (ยังไม่ได้อ่าน)');
    expect(within(approved).getByText('ใหม่')).toBeTruthy();
    const { card: follower } = await notificationLinked('มาลี ศรีสุข เริ่มติดตามคุณ');
    expect(within(follower).queryByText('ใหม่')).toBeNull();
    // Asked once, however often the page renders.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.marked).toEqual([null]);
  });

  it('marks nothing when nothing is unread, and says so when there is nothing at all', async () => {
    const { schema, state } = memberWith([[]], { unread: 0 });
    renderRoute('/notifications', { schema });
    expect(await screen.findByRole('heading', { level: 2, name: 'ยังไม่มีการแจ้งเตือน' })).toBeTruthy();
    expect(screen.getByText(/เมื่อผลงานของคุณได้รับการพิจารณา/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.marked).toEqual([]);
  });

  it('pages with numbers, keeping the page in the URL', async () => {
    const second = [
      notification({ id: 'n8', kind: 'FOLLOWER', actor: { ...FOLLOWER, id: '22' }, actorHasPage: true }),
    ];
    const { schema, state } = memberWith([EACH_KIND, second]);
    const { router } = renderRoute('/notifications', { schema });
    await screen.findByRole('link', { name: /โคมไฟไม้ไผ่สาน” ได้รับการอนุมัติแล้ว/ });
    await userEvent.click(screen.getByRole('button', { name: 'หน้า 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect((await screen.findByRole('link', { name: 'มาลี ศรีสุข เริ่มติดตามคุณ' })).getAttribute('href')).toBe(
      '/all-portfolio-by-design?member_id=22',
    );
    expect(state.listed).toContain(2);
  });

  it('names a follower who only reads without a link: they have no designer page (issue 42)', async () => {
    const reader = notification({ id: 'n9', kind: 'FOLLOWER', actor: { ...FOLLOWER, id: '23' } });
    const { schema } = memberWith([[reader]]);
    renderRoute('/notifications', { schema });
    const sentence = await screen.findByText('มาลี ศรีสุข เริ่มติดตามคุณ');
    expect(sentence.closest('a')).toBeNull();
    const list = screen.getByRole('list', { name: 'รายการแจ้งเตือน' });
    expect(within(list).queryAllByRole('link')).toEqual([]);
  });
});
