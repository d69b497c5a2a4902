import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './render';

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

  it('speaks English after the switch without losing the table', async () => {
    renderRoute('/toprank', { locale: 'en' });
    expect(await screen.findByText('The 50 most viewed works')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Most first', pressed: true })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'Rating' })).toBeTruthy();
  });
});
