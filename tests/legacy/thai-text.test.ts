import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORD_INDEX_LOANWORDS_FINGERPRINT } from '../../legacy/src/db/migrations';
import {
  containsWithinOneEdit,
  LOANWORDS,
  normaliseSearchText,
  SPELLING_VARIANTS,
  wordPieces,
  wordsOf,
} from '../../legacy/src/search/thai-text';

describe('normaliseSearchText', () => {
  it.each([
    ['sara am typed as nikhahit then sara aa', 'ล\u0E4D\u0E32ปาง', 'ลำปาง'],
    ['sara am typed as sara aa then nikhahit', 'ล\u0E32\u0E4Dปาง', 'ลำปาง'],
    ['a tone mark between nikhahit and sara aa', 'น\u0E4D\u0E49\u0E32', 'น้ำ'],
    ['a tone mark before nikhahit', 'น\u0E49\u0E4D\u0E32', 'น้ำ'],
    ['a tone mark after sara aa', 'น\u0E4D\u0E32\u0E49', 'น้ำ'],
    ['a tone mark typed after sara am', 'น\u0E33\u0E49', 'น้ำ'],
    ['two sara e as sara ae', '\u0E40\u0E40ผนที่', 'แผนที่'],
    ['a tone mark typed before an upper vowel', 'ท่องเท\u0E48\u0E35ยว', 'ท่องเที่ยว'],
    ['a tone mark typed before a lower vowel', 'ท\u0E48\u0E38ง', 'ทุ่ง'],
    ['zero-width characters and soft hyphens', 'ภาพ\u200Bยนตร์\u200C\u200D\uFEFF\u00AD', 'ภาพยนตร์'],
    ['Latin case and whitespace', '  Red   DOT\t2024 ', 'red dot 2024'],
    ['decomposed Latin (NFC)', 'Cafe\u0301', 'café'],
    ['full-width Latin and digits (NFKC)', 'ＤＥｍａｒｋ　２０２５', 'demark 2025'],
    ['Thai digits as Arabic', 'คอลเลกชัน ๒๐๒๕', 'คอลเลกชัน 2025'],
    [
      'a word joiner, direction marks and a variation selector',
      'ผักตบ\u2060ชวา\u200E\u202Bไม้\uFE0F',
      'ผักตบชวาไม้',
    ],
    ['a no-break space as a space', 'ผ้า\u00A0ไหม', 'ผ้า ไหม'],
  ])('%s', (_, typed, expected) => {
    expect(normaliseSearchText(typed)).toBe(expected);
  });

  it.each([
    ['ภาพยนต์', 'ภาพยนตร์'],
    ['เซรามิค', 'เซรามิก'],
    ['แอนิเมชั่น', 'แอนิเมชัน'],
    ['คอลเลคชั่น', 'คอลเลกชัน'],
    ['ดีไซท์', 'ดีไซน์'],
    ['กราฟฟิก', 'กราฟิก'],
    ['โลโก้', 'โลโก'],
    ['เทคโนโลยีย์', 'เทคโนโลยี'],
  ])('folds the spelling %s to %s, inside longer text too', (variant, canonical) => {
    expect(normaliseSearchText(variant)).toBe(canonical);
    expect(normaliseSearchText(`งาน${variant}ไทย`)).toBe(`งาน${canonical}ไทย`);
  });

  it('gives the same text when applied twice, canonical spellings included', () => {
    for (const text of [
      ...Object.keys(SPELLING_VARIANTS),
      ...Object.values(SPELLING_VARIANTS),
      'ลําปาง เเผน',
    ]) {
      const once = normaliseSearchText(text);
      expect(normaliseSearchText(once)).toBe(once);
    }
    for (const canonical of Object.values(SPELLING_VARIANTS)) {
      expect(normaliseSearchText(canonical)).toBe(canonical);
    }
  });
});

describe('words and pieces', () => {
  it('cuts Thai text into words with spaces between', () => {
    expect(wordsOf('ถ้วยชาลายคลื่น')).toBe('ถ้วย ชา ลาย คลื่น');
    expect(wordsOf('ux/ui design')).toBe('ux ui design');
  });

  it('keeps loanwords whole that ICU cuts into meaningless pieces, alone and inside longer text', () => {
    expect(wordsOf('เซรามิก')).toBe('เซรามิก');
    expect(wordsOf('ชุดภาชนะเซรามิกเคลือบ')).toBe('ชุด ภาชนะ เซรามิก เคลือบ');
    expect(wordsOf('ถ้วยชาศิลาดล')).toBe('ถ้วย ชา ศิลาดล');
    for (const word of LOANWORDS) expect(normaliseSearchText(word)).toBe(word);
  });

  it('has a word index built with the loanwords of today (a changed list needs a rebuilding migration)', () => {
    const fingerprint = crypto.createHash('sha256').update(LOANWORDS.join(' ')).digest('hex');
    expect(fingerprint).toBe(WORD_INDEX_LOANWORDS_FINGERPRINT);
  });

  it('cuts a Thai word typed without spaces where words meet, keeping each piece three characters or more', () => {
    expect(wordPieces('ผ้าพันคอภูเก็ต')).toEqual(['ผ้า', 'พันคอ', 'ภูเก็ต']);
    expect(wordPieces('สมชายใจดี')).toEqual(['สมชาย', 'ใจดี']);
    expect(wordPieces('ux/ui')).toEqual(['ux/ui']);
  });
});

describe('containsWithinOneEdit', () => {
  it('finds a word with one character missing, added or replaced, and not two', () => {
    expect(containsWithinOneEdit('รายการท่องเที่ยวชุมชน', 'ท่องเทียว')).toBe(true);
    expect(containsWithinOneEdit('hello world', 'wxorld')).toBe(true);
    expect(containsWithinOneEdit('hello world', 'wxrld')).toBe(true);
    expect(containsWithinOneEdit('hello world', 'wzzld')).toBe(false);
  });
});
