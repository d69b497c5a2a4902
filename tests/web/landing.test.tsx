import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './render';

describe('/ (landing)', () => {
  it('asks in Thai which kind of work, links login, register, categories, designers and the website', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'คุณสนใจผลงานประเภทไหน?' }, { timeout: 5000 }),
    ).toBeTruthy();
    const [login] = screen.getAllByRole('link', { name: 'เข้าสู่ระบบ', hidden: true });
    expect(login?.getAttribute('href')).toBe('/login');
    const [register] = screen.getAllByRole('link', { name: 'สมัครสมาชิก', hidden: true });
    expect(register?.getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: /เข้าสู่เว็บไซต์/ }).getAttribute('href')).toBe('/homepage');
    const categories = screen.getByRole('navigation', { name: 'เลือกประเภทผลงาน' });
    const tiles = await within(categories).findAllByRole('link');
    expect(tiles).toHaveLength(10);
    expect(tiles[0]?.getAttribute('href')).toMatch(/^\/all-portfolio-by-category\?category_id=\d+$/);
    const designers = screen.getByRole('region', { name: 'นักออกแบบแนะนำ' });
    const tilesOfDesigners = await within(designers).findAllByRole('link');
    expect(tilesOfDesigners).toHaveLength(12);
    for (const tile of tilesOfDesigners) {
      expect(tile.getAttribute('href')).toMatch(/^\/all-portfolio-by-design\?member_id=\d+$/);
      const position = tile.querySelector('small')?.textContent;
      expect(['-', 'ไม่ระบุ', 'Art director', 'Graphic designer', 'Product designer']).toContain(position);
    }
  });

  it('searches with Enter, and the drawer opens on phones', async () => {
    const { router } = renderRoute('/home', { locale: 'en' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'What kind of work are you interested in?' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Landing menu' });
    await userEvent.type(within(drawer).getByRole('combobox'), 'ผ้าไทย{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('ผ้าไทย');
  });

  it('switches TH/EN without losing the page', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'คุณสนใจผลงานประเภทไหน?' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'เมนู' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('link', { name: /Enter website/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Featured designers' })).toBeTruthy();
  });
});
