import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, testSchema } from './render';

describe('/search', () => {
  it('shows the keyword heading, a prefilled search box, 12 cards and pagination kept in the address', async () => {
    const { router } = renderRoute('/search?keyword=%E0%B8%9C%E0%B9%89%E0%B8%B2');
    expect(await screen.findByRole('heading', { level: 1, name: 'ผลการค้นหา “ผ้า”' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'คำค้นหา' }) as HTMLInputElement).value).toBe('ผ้า');
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(12));
    await userEvent.click(screen.getByRole('button', { name: 'หน้า 2' }));
    expect(router.state.location.search).toContain('page=2');
  });

  it('speaks English and runs a new search from the box', async () => {
    const { router } = renderRoute('/search?keyword=lamp', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “lamp”' })).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.clear(box);
    await userEvent.type(box, 'poster{Enter}');
    expect(router.state.location.search).toBe('?keyword=poster');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “poster”' })).toBeTruthy();
  });

  it('says no data found when nothing matches', async () => {
    const schema = testSchema();
    const fields = schema.getQueryType()!.getFields();
    fields.searchPortfolios!.resolve = () => ({
      items: [],
      pageInfo: { page: 1, lastPage: 1, perPage: 12, total: 0, hasNextPage: false },
    });
    // No designer or tag matches either: only then is the keyword a miss.
    fields.searchDesigners!.resolve = () => [];
    fields.searchTags!.resolve = () => [];
    renderRoute('/search?keyword=zzz', { locale: 'en', schema });
    expect(await screen.findByText('no data found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
