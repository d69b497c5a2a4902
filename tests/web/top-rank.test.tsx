import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, schemaWith } from './render';

describe('/toprank', () => {
  it('shows the title, Thai subtitle, Rating column and the first 6 rows, then the rest on More', async () => {
    renderRoute('/toprank');
    expect(await screen.findByRole('heading', { level: 1, name: 'TOP 50 Portfolio Most View' })).toBeTruthy();
    expect(screen.getByText('50 ผลงานที่มีผู้เข้าชมมากที่สุด')).toBeTruthy();
    // The heading is static; the table comes with the data.
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Rating' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    await userEvent.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1 + 6);
    expect(screen.queryByRole('button', { name: 'ดูเพิ่มเติม' })).toBeNull();
  });

  it.each([
    ['/toprank', ['1 view', '12 views', '1,647 views']],
    ['/toprank?by=appreciations', ['1 appreciation', '12 appreciations', '1,647 appreciations']],
  ])(
    'says the figures of %s with the word in the singular or the plural, in English',
    async (path, words) => {
      const counts = [1, 12, 1647];
      renderRoute(path, {
        locale: 'en',
        schema: schemaWith({
          TopRank: {
            entries: () =>
              counts.map((count, index) => ({
                rank: index + 1,
                portfolio: { viewCount: count, appreciationCount: count },
              })),
          },
        }),
      });
      const table = await screen.findByRole('table');
      const figures = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.textContent);
      expect(figures).toEqual(words);
    },
  );

  it('titles the ranking by appreciations in Thai in the browser’s tab', async () => {
    renderRoute('/toprank?by=appreciations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TOP 50 Portfolio Most Appreciated' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^อันดับผลงานที่ได้รับการชื่นชอบมากที่สุด \| /));
  });

  it('speaks English after the switch without losing the table', async () => {
    renderRoute('/toprank', { locale: 'en' });
    expect(await screen.findByText('The 50 most viewed works')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Most first', pressed: true })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'Rating' })).toBeTruthy();
  });
});
