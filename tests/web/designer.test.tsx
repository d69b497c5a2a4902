import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, testSchema } from './render';

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
