import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from './render';

describe('/content and /articles', () => {
  it('introduces the content with cards to about us, FAQs, creator and top rank', async () => {
    renderRoute('/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'เนื้อหาจากศูนย์ออกแบบ' })).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/pages?page=about-us', '/pages?page=faqs', '/creator', '/toprank']),
    );
  });

  it('shows the articles placeholder in English', async () => {
    renderRoute('/articles', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
