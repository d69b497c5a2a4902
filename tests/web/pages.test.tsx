import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './render';

describe('/pages', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the chosen page with tabs to the four pages', async () => {
    renderRoute('/pages?page=term');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'หน้าข้อมูล' });
    expect(nav).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'ข้อกำหนดการใช้งาน' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'คำถามที่พบบ่อย' }).getAttribute('href')).toBe(
      '/pages?page=faqs',
    );
  });

  it('remembers the last chosen page for /pages without a query', async () => {
    const first = renderRoute('/pages?page=term', { locale: 'en' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Information pages' })).getByRole('link', {
        name: 'FAQs',
      }),
    );
    await expect
      .poll(() =>
        within(screen.getByRole('navigation', { name: 'Information pages' }))
          .getByRole('link', { name: 'FAQs' })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    first.unmount();
    renderRoute('/pages', { locale: 'en' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(
      within(screen.getByRole('navigation', { name: 'Information pages' }))
        .getByRole('link', { name: 'FAQs' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says not found for an unknown page', async () => {
    renderRoute('/pages?page=nothing');
    expect(await screen.findByText('ไม่พบข้อมูล')).toBeTruthy();
  });
});
