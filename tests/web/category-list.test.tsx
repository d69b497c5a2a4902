import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './render';

async function cards() {
  const list = await screen.findAllByRole('article');
  return list.length;
}

describe('/all-portfolio-by-category', () => {
  it('shows All, a grid of 12, and More appends the next page', async () => {
    renderRoute('/all-portfolio-by-category');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ผลงานทั้งหมด' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: /ทั้งหมด/, pressed: true })).toBeTruthy();
    expect(await cards()).toBe(12);
    await userEvent.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await expect.poll(() => screen.getAllByRole('article').length).toBe(24);
  });

  it('choosing a category shows its subcategory chips and keeps the choice in the address', async () => {
    const { router } = renderRoute('/all-portfolio-by-category', { locale: 'en' });
    const slider = await screen.findByRole('group', { name: 'Portfolio categories' }, { timeout: 5000 });
    await cards();
    const tile = within(slider).getAllByRole('button')[2]!;
    await userEvent.click(tile);
    expect(router.state.location.search).toMatch(/^\?category_id=\d+$/);
    const chips = await screen.findByRole('group', { name: 'Subcategories' });
    expect(within(chips).getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
    const subcategory = within(chips).getAllByRole('button')[1]!;
    const name = subcategory.textContent ?? '';
    await userEvent.click(subcategory);
    expect(router.state.location.search).toMatch(/^\?category_id=\d+&subcategory_id=\d+$/);
    // Within the chips: a mocked subcategory may bear a category's name too.
    expect(await within(chips).findByRole('button', { name, pressed: true })).toBeTruthy();
    await userEvent.click(within(slider).getAllByRole('button')[3]!);
    expect(router.state.location.search).toMatch(/^\?category_id=\d+$/);
  });

  it('shows the site’s not-found page for a category or subcategory the site does not have', async () => {
    const unknown = renderRoute('/all-portfolio-by-category?category_id=999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่พบหมวดหมู่นี้' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'ไปต่อที่' })).toBeTruthy();
    unknown.unmount();
    renderRoute('/all-portfolio-by-category?category_id=3&subcategory_id=999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่พบหมวดหมู่นี้' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('says ยังไม่มีผลงาน when the list is empty', async () => {
    const { testSchema } = await import('./render');
    const { addMocksToSchema } = await import('@graphql-tools/mock');
    const schema = addMocksToSchema({
      schema: testSchema(),
      preserveResolvers: true,
      resolvers: {
        Query: {
          categories: () => [
            { id: '3', icon: 'craft', name: { th: 'งานฝีมือ', en: 'Craft' }, subcategories: [] },
          ],
          portfolios: () => ({
            items: [],
            pageInfo: { page: 1, lastPage: 1, perPage: 12, total: 0, hasNextPage: false },
          }),
        },
      },
    });
    renderRoute('/all-portfolio-by-category?category_id=3', { schema });
    expect(await screen.findByText('ยังไม่มีผลงาน')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ดูเพิ่มเติม' })).toBeNull();
  });
});
