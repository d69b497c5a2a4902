import { describe, expect, it } from 'vitest';
import { normaliseSearchKeyword } from '../../legacy/src/insights/search-log';

describe('normaliseSearchKeyword', () => {
  it.each([
    ['full-width letters and digits (NFKC)', 'ＣＥＲＡＭＩＣ　２０２５', 'ceramic 2025'],
    ['a ligature (NFKC)', 'ﬁne art', 'fine art'],
    ['zero-width spaces and joiners', 'เซรา\u200Bมิก\u200C\u200D', 'เซรามิก'],
    ['a byte-order mark, a soft hyphen, direction marks', '\uFEFFpack\u00ADaging\u200E\u200F', 'packaging'],
    ['inner whitespace of any kind', '  Red\t\tDot \n 2024\u00A0award ', 'red dot 2024 award'],
    ['Latin case', 'UX/UI Design', 'ux/ui design'],
    ['Thai sara am, which NFKC splits', 'กราฟิกสำหรับน้ำ', 'กราฟิกสำหรับน้ำ'],
    ['control characters', 'ผ้า\u0007ไทย', 'ผ้า ไทย'],
  ])('%s', (_, typed, kept) => {
    expect(normaliseSearchKeyword(typed)).toBe(kept);
  });

  it('keeps at most 100 characters, without a space left at the cut', () => {
    expect(normaliseSearchKeyword('ก'.repeat(150))).toBe('ก'.repeat(100));
    expect(normaliseSearchKeyword(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
    expect([...normaliseSearchKeyword('😀'.repeat(120))]).toHaveLength(100);
  });

  it('leaves nothing of a keyword made of spaces and invisible characters (it is not logged)', () => {
    expect(normaliseSearchKeyword(' \u200B\uFEFF\t ')).toBe('');
  });

  it('gives the same keyword when normalised again', () => {
    for (const typed of [
      'ＣＥＲＡＭＩＣ　２０２５',
      'กราฟิกสำหรับน้ำ',
      `${'x'.repeat(99)} yz`,
      'Ｂａｎｇ\u200Bｋｏｋ',
    ])
      expect(normaliseSearchKeyword(normaliseSearchKeyword(typed))).toBe(normaliseSearchKeyword(typed));
  });
});
