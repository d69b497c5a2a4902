import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, renderRoute, schemaWith } from './render';
import { HEADER_COUNTS_FRESH_MS } from '../../web/src/components/layout/header-counts';

/** A signed-in member with these unread counts; `asked` counts the times the bell's number was asked for. */
function memberWithCounts(counts: { notifications: number; enquiries: number }) {
  const state = { ...counts, asked: 0 };
  const schema = schemaWith({
    Query: { viewer: () => ({ ...MEMBER, picture: null }) },
    Viewer: {
      unreadNotificationCount: () => {
        state.asked += 1;
        return state.notifications;
      },
      unreadEnquiryCount: () => state.enquiries,
    },
  });
  return { schema, state };
}

/** The bells of the page: the phone bar's (shown in jsdom's narrow layout) and the desktop bar's. */
function bells(name: string | RegExp) {
  return screen.getAllByRole('link', { name, hidden: true });
}

describe('the notification bell', () => {
  it('shows the unread count on a bell to /notifications, named with the count, beside ☰ and the picture', async () => {
    const { schema } = memberWithCounts({ notifications: 3, enquiries: 0 });
    renderRoute('/homepage', { schema });
    const phoneBell = await screen.findByRole('link', { name: 'การแจ้งเตือน, ยังไม่ได้อ่าน 3 รายการ' });
    expect(phoneBell.getAttribute('href')).toBe('/notifications');
    expect(within(phoneBell).getByTestId('count-badge').textContent).toBe('3');
    // The desktop bar has its own bell beside the profile picture (hidden by CSS in jsdom's narrow layout).
    const all = bells('การแจ้งเตือน, ยังไม่ได้อ่าน 3 รายการ');
    expect(all).toHaveLength(2);
    const desktopBell = all.find((bell) => bell !== phoneBell);
    expect(desktopBell?.getAttribute('href')).toBe('/notifications');
    // The member's menu comes in its own chunk, the picture placeholder meanwhile.
    await waitFor(() =>
      expect(desktopBell?.nextElementSibling?.querySelector('button[aria-haspopup="menu"]')).toBeTruthy(),
    );
  });

  it('says the count in English', async () => {
    const { schema } = memberWithCounts({ notifications: 1, enquiries: 0 });
    renderRoute('/homepage', { schema, locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('is named “การแจ้งเตือน” alone, with no number, when nothing is unread', async () => {
    const { schema, state } = memberWithCounts({ notifications: 0, enquiries: 0 });
    renderRoute('/homepage', { schema });
    await waitFor(() => expect(state.asked).toBe(1));
    const bell = await screen.findByRole('link', { name: 'การแจ้งเตือน' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(within(bell).queryByTestId('count-badge')).toBeNull();
  });

  it('is not there for a visitor, and the count is not asked for', async () => {
    const state = { asked: 0 };
    const schema = schemaWith({
      Query: { viewer: () => null },
      Viewer: {
        unreadNotificationCount: () => {
          state.asked += 1;
          return 1;
        },
      },
    });
    renderRoute('/homepage', { schema });
    await screen.findByRole('button', { name: 'เมนู' });
    await screen.findAllByRole('link', { name: 'เข้าสู่ระบบ', hidden: true });
    expect(screen.queryByRole('link', { name: /การแจ้งเตือน/, hidden: true })).toBeNull();
    expect(state.asked).toBe(0);
  });

  it('asks again on a navigation a minute after the last answer, not sooner', async () => {
    const { schema, state } = memberWithCounts({ notifications: 2, enquiries: 0 });
    const realNow = Date.now.bind(Date);
    let later = 0;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
    try {
      const { router } = renderRoute('/homepage', { schema });
      await screen.findByRole('link', { name: 'การแจ้งเตือน, ยังไม่ได้อ่าน 2 รายการ' });
      expect(state.asked).toBe(1);

      state.notifications = 5;
      await act(() => router.navigate('/toprank'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/toprank'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(state.asked).toBe(1);
      expect(screen.getByRole('link', { name: 'การแจ้งเตือน, ยังไม่ได้อ่าน 2 รายการ' })).toBeTruthy();

      later = HEADER_COUNTS_FRESH_MS + 1000;
      await act(() => router.navigate('/homepage'));
      expect(await screen.findByRole('link', { name: 'การแจ้งเตือน, ยังไม่ได้อ่าน 5 รายการ' })).toBeTruthy();
      expect(state.asked).toBe(2);
    } finally {
      now.mockRestore();
    }
  });
});

describe('the member menu’s Enquiries', () => {
  it('leads to /profile-enquiries with the number unread in the inbox, in the drawer and the desktop menu', async () => {
    const { schema, state } = memberWithCounts({ notifications: 0, enquiries: 2 });
    renderRoute('/homepage', { schema });
    await waitFor(() => expect(state.asked).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'เมนู' }));
    const drawer = screen.getByRole('dialog', { name: 'เมนู' });
    const inDrawer = await within(drawer).findByRole('link', { name: 'ข้อความติดต่องาน, ยังไม่ได้อ่าน 2 รายการ' });
    expect(inDrawer.getAttribute('href')).toBe('/profile-enquiries');
    expect(within(inDrawer).getByTestId('count-badge').textContent).toBe('2');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'บัญชีของฉัน', hidden: true }));
    const menu = screen.getByRole('menu', { hidden: true });
    const item = within(menu).getByRole('menuitem', {
      name: 'ข้อความติดต่องาน, ยังไม่ได้อ่าน 2 รายการ',
      hidden: true,
    });
    expect(item.getAttribute('href')).toBe('/profile-enquiries');
  });

  it('speaks English', async () => {
    const { schema } = memberWithCounts({ notifications: 0, enquiries: 4 });
    renderRoute('/homepage', { schema, locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      (await within(drawer).findByRole('link', { name: 'Enquiries, 4 unread' })).getAttribute('href'),
    ).toBe('/profile-enquiries');
  });
});
