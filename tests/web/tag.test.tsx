import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, schemaWith, testSchema } from './render';

describe('/portfolio-tag', () => {
  it('shows the tag name, its portfolios and pagination kept in the address', async () => {
    const { router } = renderRoute('/portfolio-tag?tag=branding');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(await screen.findByText('แท็ก')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(12));
    await userEvent.click(screen.getByRole('button', { name: 'หน้า 3' }));
    expect(router.state.location.search).toContain('page=3');
  });

  it('shows an award badge for an award tag, in English', async () => {
    const schema = testSchema();
    const field = schema.getQueryType()?.getFields().tag;
    if (field) field.resolve = () => ({ id: '5', name: 'DEmark 2025', type: 'AWARD' });
    renderRoute('/portfolio-tag?tag=DEmark%202025', { locale: 'en', schema });
    expect(await screen.findByText('Award')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('DEmark 2025');
  });

  it('counts one work as one in English', async () => {
    const schema = schemaWith({
      Query: {
        tag: () => ({ id: '5', name: 'branding', type: 'NORMAL' }),
      },
      Tag: {
        portfolios: () => ({
          items: [{}],
          pageInfo: { page: 1, lastPage: 1, perPage: 12, total: 1, hasNextPage: false },
        }),
      },
    });
    renderRoute('/portfolio-tag?tag=branding', { locale: 'en', schema });
    expect(await screen.findByText('1 work')).toBeTruthy();
  });

  it('shows the site’s not-found page for an unknown tag', async () => {
    const schema = testSchema();
    const field = schema.getQueryType()?.getFields().tag;
    if (field) field.resolve = () => null;
    renderRoute('/portfolio-tag?tag=nothing', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบแท็กนี้' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'ไปต่อที่' })).toBeTruthy();
  });
});
