import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, schemaWith, testSchema } from './render';

describe('/all-portfolio-by-design', () => {
  it('shows the designer header, category and subcategory chips, the grid and pagination', async () => {
    const { router } = renderRoute('/all-portfolio-by-design?member_id=3');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const categories = screen.getByRole('group', { name: 'กรองตามหมวดหมู่' });
    expect(within(categories).getByRole('button', { name: 'ทั้งหมด', pressed: true })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(12));
    const second = within(categories).getAllByRole('button')[1];
    if (!second) throw new Error('no category chip');
    await userEvent.click(second);
    expect(router.state.location.search).toMatch(/category_id=/);
    expect(await screen.findByRole('group', { name: 'หมวดหมู่ย่อย' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'หน้า 2' }));
    expect(router.state.location.search).toMatch(/page=2/);
  });

  /** A designer with 6 works, 5 followers, following 4, with work in `categoriesOfWork` (each's first subcategory). */
  function designerSchema(categoriesOfWork: string[]) {
    return schemaWith({
      Query: {
        designer: () => ({
          id: '3',
          portfolioCount: 6,
          followerCount: 5,
          followingCount: 4,
          acceptsEnquiries: true,
          firstName: { th: 'มาลี', en: 'Malee' },
          lastName: { th: 'ศรีสุข', en: 'Srisuk' },
          workCategoryIds: [...new Set(categoriesOfWork)],
          workSubcategoryIds: [...new Set(categoriesOfWork)].map((category) => `${category}1`),
        }),
        categories: () =>
          ['1', '2', '3', '4', '5'].map((id) => ({
            id,
            name: { th: `หมวด ${id}`, en: `Category ${id}` },
            subcategories: [
              { id: `${id}1`, name: { th: `ย่อย ${id}1`, en: `Sub ${id}1` } },
              { id: `${id}2`, name: { th: `ย่อย ${id}2`, en: `Sub ${id}2` } },
            ],
          })),
      },
    });
  }

  it('shows the designer’s figures named, on a line apart from Follow and Hire', async () => {
    renderRoute('/all-portfolio-by-design?member_id=3', { schema: designerSchema(['2']) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'มาลี ศรีสุข' });
    const header = heading.closest('header')!;
    const figures = [...header.querySelectorAll('dl > div')].map((figure) => [
      figure.querySelector('dt')?.textContent,
      figure.querySelector('dd')?.textContent,
    ]);
    expect(figures).toEqual([
      ['ผลงาน', '6'],
      ['ผู้ติดตาม', '5'],
      ['กำลังติดตาม', '4'],
    ]);
    // Not among the buttons: the button's own state reads "ติดตาม", the figure is the designer's.
    const follow = within(header).getByRole('button', { name: 'ติดตาม มาลี ศรีสุข' });
    expect(follow.parentElement!.contains(header.querySelector('dl'))).toBe(false);
  });

  it('offers only the categories of the designer’s work, and the subcategories of it', async () => {
    const { router } = renderRoute('/all-portfolio-by-design?member_id=3', {
      schema: designerSchema(['2', '4', '2']),
    });
    const categories = await screen.findByRole('group', { name: 'กรองตามหมวดหมู่' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['ทั้งหมด', 'หมวด 2', 'หมวด 4']);
    await userEvent.click(within(categories).getByRole('button', { name: 'หมวด 2' }));
    expect(router.state.location.search).toContain('category_id=2');
    const subcategories = await screen.findByRole('group', { name: 'หมวดหมู่ย่อย' });
    expect(
      within(subcategories)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['ทั้งหมด', 'ย่อย 21']);
    // The chosen category keeps the others on offer.
    expect(within(categories).getAllByRole('button')).toHaveLength(3);
  });

  it('speaks English', async () => {
    renderRoute('/all-portfolio-by-design?member_id=3', { locale: 'en' });
    expect(await screen.findByRole('group', { name: 'Filter by category' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
  });

  it('shows the not-found page for an unknown designer', async () => {
    const schema = testSchema();
    const field = schema.getQueryType()?.getFields().designer;
    if (field) field.resolve = () => null;
    renderRoute('/all-portfolio-by-design?member_id=999', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบนักออกแบบคนนี้' })).toBeTruthy();
  });
});
