import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, renderRoute, schemaWith } from './render';
import defaultAvatar from '../../web/src/assets/default-avatar.svg';

/** A member who is signed in until the logout mutation runs; `logouts` counts the calls. */
function sessionSchema(picture: { url: string; fileName: string } | null = null) {
  const session = { signedIn: true, logouts: 0 };
  const schema = schemaWith({
    Query: { viewer: () => (session.signedIn ? { ...MEMBER, picture } : null) },
    Mutation: {
      logout: () => {
        session.logouts += 1;
        session.signedIn = false;
        return { success: true, message: null, errors: [] };
      },
    },
  });
  return { schema, session };
}

/** The drawer of the phone layout (jsdom has no media queries: the narrow layout). */
async function openDrawer(name = 'เมนู') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name });
}

describe('the header for a visitor', () => {
  it('shows the login button, and Create says login-before-create and goes to /login', async () => {
    const { router } = renderRoute('/homepage');
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');
    expect(within(drawer).queryByRole('button', { name: 'ออกจากระบบ' })).toBeNull();
    const [desktopLogin] = screen.getAllByRole('link', { name: 'เข้าสู่ระบบ', hidden: true });
    expect(desktopLogin?.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'บัญชีของฉัน', hidden: true })).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: 'สร้างผลงาน' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'login-before-create' });
    expect(within(dialog).getByText('กรุณาเข้าสู่ระบบก่อนสร้างผลงาน')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/homepage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/create-portfolio' });
  });

  it('opens the drawer with focus on its close button; Escape closes it, a link too, and focus goes back to ☰', async () => {
    const { router } = renderRoute('/toprank');
    const drawer = await openDrawer();
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'ปิดเมนู' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'เมนู' });
    expect(document.activeElement).toBe(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(within(await openDrawer()).getByRole('link', { name: 'หน้าแรก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps login-before-create as written in English, with an English explanation', async () => {
    const { router } = renderRoute('/toprank', { locale: 'en' });
    // The desktop Create button (hidden by CSS in jsdom's narrow layout) acts the same.
    const create = await screen.findByRole('button', { name: 'Create', hidden: true });
    await userEvent.click(create);
    const dialog = await screen.findByRole('alertdialog', { name: 'login-before-create' });
    expect(within(dialog).getByText('Please log in before creating a portfolio.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the header for a member', () => {
  it('shows the profile picture, a default one when there is none, and Create goes to the form', async () => {
    const { schema } = sessionSchema(null);
    renderRoute('/homepage', { schema });
    const button = await screen.findByRole('button', { name: 'บัญชีของฉัน', hidden: true });
    const picture = button.querySelector('img');
    expect(picture?.getAttribute('src')).toBe(defaultAvatar);
    expect(screen.queryByRole('link', { name: 'เข้าสู่ระบบ', hidden: true })).toBeNull();
    const [create] = screen.getAllByRole('link', { name: 'สร้างผลงาน', hidden: true });
    expect(create?.getAttribute('href')).toBe('/create-portfolio');
  });

  it('opens an accessible menu with Profile and Logout; Escape and a click outside close it', async () => {
    const { schema } = sessionSchema({ url: 'https://images.example/somchai.jpg', fileName: 'somchai.jpg' });
    const { router } = renderRoute('/homepage', { schema });
    const button = await screen.findByRole('button', { name: 'บัญชีของฉัน', hidden: true });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://images.example/somchai.jpg');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { hidden: true });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['โปรไฟล์', 'ข้อความติดต่องาน', 'ออกจากระบบ']);
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(items[2]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await userEvent.click(button);
    expect(screen.getByRole('menu', { hidden: true })).toBeTruthy();
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();

    await userEvent.click(button);
    const profile = within(screen.getByRole('menu', { hidden: true })).getByRole('menuitem', {
      name: 'โปรไฟล์',
      hidden: true,
    });
    expect(profile.getAttribute('href')).toBe('/profile-portfolio');
    await userEvent.click(profile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-portfolio'));
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
  });

  it('asks the Thai question before logging out; cancel keeps the member signed in', async () => {
    const { schema, session } = sessionSchema();
    const { router } = renderRoute('/homepage', { schema });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'โปรไฟล์' }).getAttribute('href')).toBe(
      '/profile-portfolio',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'ออกจากระบบ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ต้องการออกจากระบบหรือไม่?' });
    expect(within(dialog).getByRole('button', { name: 'ใช่' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(session.logouts).toBe(0);
    expect(router.state.location.pathname).toBe('/homepage');
    expect(screen.getByRole('button', { name: 'บัญชีของฉัน', hidden: true })).toBeTruthy();
  });

  it('on yes logs out, empties the cache and lands on /login as a visitor, without the guard’s alert', async () => {
    const { schema, session } = sessionSchema();
    const { router, client } = renderRoute('/profile-portfolio', { schema });
    await screen.findByRole('heading', { level: 2, name: 'ผลงานของฉัน' });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'ออกจากระบบ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ต้องการออกจากระบบหรือไม่?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ใช่' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.logouts).toBe(1);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'เข้าสู่ระบบ', hidden: true }).length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('button', { name: 'บัญชีของฉัน', hidden: true })).toBeNull();
    expect(JSON.stringify(client.cache.extract())).not.toMatch(/Viewer:7|somchai|สมชาย/);
    // The login screen (which sends signed-in members away) stays: it never saw the old viewer.
    expect(await screen.findByLabelText('อีเมล', { selector: 'input' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks in English with the English buttons', async () => {
    const { schema, session } = sessionSchema();
    const { router } = renderRoute('/homepage', { locale: 'en', schema });
    const button = await screen.findByRole('button', { name: 'My account', hidden: true });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out', hidden: true }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Do you want to log out?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.logouts).toBe(1);
  });
});

describe('the page language', () => {
  it('follows the reader: English on a reload after choosing it, Thai again after switching back', async () => {
    document.documentElement.lang = 'th';
    // As after a reload by a reader who chose English: the provider starts in English.
    renderRoute('/homepage', { locale: 'en' });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'TH' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
  });
});
