import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visibleLength } from '../../web/src/lib/text';
import { renderRoute } from './render';

describe('/homepage', () => {
  it('shows the four sections, each with a More link to the category list, and cuts titles', async () => {
    renderRoute('/homepage');
    for (const name of ['New Portfolio', 'Most View Portfolios', 'Highlight', 'Top Rank']) {
      expect(await screen.findByRole('heading', { level: 2, name }, { timeout: 5000 })).toBeTruthy();
      const more = screen.getByRole('link', { name: `ดูเพิ่มเติม: ${name}` });
      expect(more.getAttribute('href')).toBe('/all-portfolio-by-category');
    }
    const topRank = screen.getByRole('region', { name: 'Top Rank' });
    expect(within(topRank).getAllByRole('listitem')).toHaveLength(3);
    const newSection = screen.getByRole('region', { name: 'New Portfolio' });
    for (const heading of within(newSection).getAllByRole('heading', { level: 3 })) {
      // The eye sees the cut; a screen reader hears the whole title.
      const cut = heading.querySelector('[aria-hidden="true"]');
      const shown = cut?.textContent ?? heading.textContent ?? '';
      expect(visibleLength(shown.replace(/\.\.\.$/, ''))).toBeLessThanOrEqual(20);
      const whole = heading.querySelector('.visually-hidden')?.textContent;
      if (cut) expect(within(heading).getByRole('link', { name: whole })).toBeTruthy();
    }
    const highlight = screen.getByRole('region', { name: 'Highlight' });
    expect(within(highlight).getAllByRole('link').length).toBeLessThanOrEqual(1 + 6);
    expect(newSection.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(topRank.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('opens the category list of a category from the slider, and speaks English', async () => {
    const { router } = renderRoute('/homepage', { locale: 'en' });
    expect(await screen.findByText('New work from the last week', undefined, { timeout: 5000 })).toBeTruthy();
    const slider = screen.getByRole('group', { name: 'Portfolio categories' });
    const tiles = within(slider).getAllByRole('button');
    await userEvent.click(tiles[1]!);
    // The next screen's chunk loads first, then the address changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-portfolio-by-category'));
    expect(router.state.location.search).toMatch(/^\?category_id=\d+$/);
  });
});
