import { describe, expect, it } from 'vitest';
import { headingsUnder } from '../../web/src/lib/heading-levels';

describe('rich-text headings placed under the page heading', () => {
  it('reads a lone subheading under the h1 as level 2, keeping its tag', () => {
    expect(headingsUnder('<h3>แนวคิด</h3><p>…</p>', 1)).toBe('<h3 aria-level="2">แนวคิด</h3><p>…</p>');
  });

  it('leaves headings that already follow on as they are', () => {
    const html = '<h2>ที่มา</h2><h3>วัสดุ</h3><h2>ผลลัพธ์</h2>';
    expect(headingsUnder(html, 1)).toBe(html);
  });

  it('closes the gaps the author left and keeps their nesting', () => {
    expect(headingsUnder('<h3>A</h3><h4>B</h4><h3>C</h3><h2>D</h2><h4>E</h4>', 1)).toBe(
      '<h3 aria-level="2">A</h3><h4 aria-level="3">B</h4><h3 aria-level="2">C</h3><h2>D</h2><h4 aria-level="3">E</h4>',
    );
  });

  it('counts from the heading it is placed under, and keeps attributes', () => {
    expect(headingsUnder('<h2 id="x">A</h2>', 2)).toBe('<h2 aria-level="3" id="x">A</h2>');
  });
});
