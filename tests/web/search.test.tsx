import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, schemaWith, testSchema } from './render';

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

  it.each([
    [1, '1 work found'],
    [1647, '1,647 works found'],
  ])('counts %i match in English as “%s”', async (total, words) => {
    const schema = schemaWith({
      Query: { portfolioSearch: () => ({ didYouMean: null }) },
      PortfolioSearch: {
        portfolios: () => ({
          items: [{}],
          pageInfo: { page: 1, lastPage: 1, perPage: 12, total, hasNextPage: false },
        }),
      },
    });
    renderRoute('/search?keyword=lamp', { locale: 'en', schema });
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('says no data found when nothing matches', async () => {
    const schema = testSchema();
    const fields = schema.getQueryType()!.getFields();
    fields.portfolioSearch!.resolve = () => ({
      didYouMean: null,
      portfolios: {
        items: [],
        pageInfo: { page: 1, lastPage: 1, perPage: 12, total: 0, hasNextPage: false },
      },
    });
    // No designer or tag matches either: only then is the keyword a miss.
    fields.searchDesigners!.resolve = () => [];
    fields.searchTags!.resolve = () => [];
    renderRoute('/search?keyword=zzz', { locale: 'en', schema });
    expect(await screen.findByText('no data found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it.each([
    ['th', 'ค้นหา “ผ้าไหม” แทนหรือไม่', 'ผลการค้นหา “ผ้าไหม”'],
    ['en', 'Did you mean “ผ้าไหม”', 'Results for “ผ้าไหม”'],
  ] as const)(
    'offers the corrected keyword of a misspelt one, one click away (%s)',
    async (locale, line, heading) => {
      const schema = schemaWith({
        Query: {
          portfolioSearch: (_root: unknown, args: { keyword: string }) => ({
            didYouMean: args.keyword === 'ผ้าใหม' ? 'ผ้าไหม' : null,
          }),
        },
      });
      const { router } = renderRoute(
        '/search?keyword=%E0%B8%9C%E0%B9%89%E0%B8%B2%E0%B9%83%E0%B8%AB%E0%B8%A1',
        {
          locale,
          schema,
        },
      );
      await userEvent.click(await screen.findByRole('link', { name: line }));
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('ผ้าไหม');
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      // The corrected keyword is fine as it is: no line.
      expect(screen.queryByRole('link', { name: /ผ้าไหม”/ })).toBeNull();
    },
  );

  it('narrows down by category, subcategory, award and year with counts, and sorts, all kept in the address', async () => {
    const asked: unknown[] = [];
    const schema = schemaWith({
      Query: {
        portfolioSearch: (_root: unknown, args: { filter?: unknown; sort?: string }) => {
          asked.push({ filter: args.filter ?? null, sort: args.sort });
          return {
            didYouMean: null,
            facets: {
              categories: [{ category: { id: '4', name: { th: 'งานฝีมือ', en: 'Craft' } }, count: 15 }],
              subcategories: [{ subcategory: { id: '41', name: { th: 'สิ่งทอ', en: 'Textiles' } }, count: 9 }],
              awards: [{ award: { id: '34', name: 'DEmark 2025' }, count: 2 }],
              years: [{ year: 2026, count: 24 }],
            },
          };
        },
      },
    });
    const { router } = renderRoute('/search?keyword=%E0%B8%9C%E0%B9%89%E0%B8%B2&page=2', { schema });
    const filters = await screen.findByRole('search', { name: 'ตัวกรองผลการค้นหา' });
    const category = within(filters).getByRole('combobox', { name: 'หมวดหมู่' });
    // The filters show while the counts are asked for: the options come with them.
    expect(await within(category).findByRole('option', { name: 'งานฝีมือ (15)' })).toBeTruthy();
    // Thai readers count years in the Buddhist era.
    expect(within(filters).getByRole('option', { name: '2569 (24)' })).toBeTruthy();
    await userEvent.selectOptions(category, '4');
    const params = () => new URLSearchParams(router.state.location.search);
    expect(params().get('category_id')).toBe('4');
    expect(params().get('page')).toBeNull();
    await userEvent.selectOptions(await within(filters).findByRole('combobox', { name: 'หมวดหมู่ย่อย' }), '41');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'รางวัล' }), '34');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'เรียงตาม' }), 'newest');
    expect(Object.fromEntries(params())).toEqual({
      keyword: 'ผ้า',
      category_id: '4',
      subcategory_id: '41',
      award: '34',
      sort: 'newest',
    });
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: { categoryId: '4', subcategoryId: '41', awardId: '34' },
        sort: 'NEWEST',
      }),
    );
    // Another category drops the subcategory.
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'หมวดหมู่' }), '');
    expect(params().get('category_id')).toBeNull();
    expect(params().get('subcategory_id')).toBeNull();
  });
});
