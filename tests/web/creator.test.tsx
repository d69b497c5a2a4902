import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './render';

describe('/creator', () => {
  it('shows the collection categories with All chosen and grows the collections with More', async () => {
    renderRoute('/creator');
    expect(await screen.findByRole('heading', { level: 1, name: 'ครีเอเตอร์' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ทั้งหมด', pressed: true })).toBeTruthy();
    // A card is the link around a collection's name (its h2).
    const cards = () =>
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.closest('a'));
    await within(screen.getByRole('main')).findAllByRole('heading', { level: 2 });
    expect(cards()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await expect.poll(() => cards().length).toBeGreaterThan(6);
    const card = cards()[0];
    expect(card?.getAttribute('href')).toMatch(/^\/sub-curated\?collection_id=.+&collection_name=.+/);
    // It is named by what it shows, the collection's name first.
    const name = card?.querySelector('h2')?.textContent ?? '';
    expect(
      screen.getAllByRole('link', { name: (accessibleName) => accessibleName.startsWith(name) }),
    ).toContain(card);
  });

  it('speaks English', async () => {
    renderRoute('/creator', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Creator' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'All', pressed: true })).toBeTruthy();
  });
});

describe('/sub-curated', () => {
  it('switches between the portfolios and the designers of a collection, each with More', async () => {
    renderRoute('/sub-curated?collection_id=5&collection_name=Craft');
    expect(await screen.findByRole('button', { name: 'Portfolio', pressed: true })).toBeTruthy();
    await expect.poll(() => screen.queryAllByRole('heading', { level: 3 }).length).toBe(12);
    await userEvent.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await expect.poll(() => screen.queryAllByRole('heading', { level: 3 }).length).toBe(24);

    await userEvent.click(screen.getByRole('button', { name: 'Designer' }));
    expect(screen.getByRole('button', { name: 'Designer', pressed: true })).toBeTruthy();
    const designers = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/all-portfolio-by-design'));
    expect(designers().length).toBeGreaterThanOrEqual(8);
    const before = designers().length;
    await userEvent.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await expect.poll(() => designers().length).toBeGreaterThan(before);
  });

  it('shows the site’s not-found page without a collection id', async () => {
    renderRoute('/sub-curated');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบคอลเลกชันนี้' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'ไปต่อที่' })).toBeTruthy();
  });
});
