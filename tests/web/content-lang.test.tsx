import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { LocaleProvider } from '../../web/src/i18n/locale';
import { CutTitle } from '../../web/src/components/cut-title';

function titleIn(locale: 'th' | 'en', title: string): HTMLElement {
  const { container } = render(
    <LocaleProvider initialLocale={locale} messages={{ th: {}, en: {} }}>
      <p>
        <CutTitle title={title} />
      </p>
    </LocaleProvider>,
  );
  return container.querySelector('p')!;
}

describe('user content in the other language', () => {
  it('marks a Thai title lang="th" inside the English interface, cut or whole', () => {
    expect(titleIn('en', 'ผ้าทอมือย้อมคราม').querySelector('[lang="th"]')?.textContent).toBe('ผ้าทอมือย้อมคราม');
    const cut = titleIn('en', 'บรรจุภัณฑ์ข้าวหอมมะลิจากชุมชนสุรินทร์ ฉบับพิเศษ').querySelector('[lang="th"]');
    expect(cut?.textContent).toContain('...');
  });

  it('adds nothing where the text is in the page’s language', () => {
    expect(titleIn('th', 'ผ้าทอมือย้อมคราม').querySelector('[lang]')).toBeNull();
    expect(titleIn('en', 'Hand-woven Indigo Textiles').querySelector('[lang]')).toBeNull();
  });
});
