/**
 * Thai (and Latin) text as search compares it. The same function reads stored text into the index and reads
 * the keyword, so whatever way a word was typed, both sides meet in one spelling.
 */

const TONE_MARKS = '\u0E48-\u0E4B';
/** Vowels written above or below the consonant, and maitaikhu: a tone mark is stored after them. */
const UPPER_AND_LOWER_VOWELS = '\u0E31\u0E34-\u0E3A\u0E47';
const NIKHAHIT = '\u0E4D';
const SARA_AA = '\u0E32';
const SARA_AM = '\u0E33';

/**
 * Spellings that readers use interchangeably, folded to one (mostly the Royal Institute's). Each variant is
 * written already normalised. Keys are replaced in one pass, longest first, so a canonical form that
 * contains a variant (or the reverse) is never replaced twice.
 */
export const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  ภาพยนต์: 'ภาพยนตร์',
  เซรามิค: 'เซรามิก',
  เซรามิกส์: 'เซรามิก',
  แอนิเมชั่น: 'แอนิเมชัน',
  แอนิเมชั้น: 'แอนิเมชัน',
  คอลเลคชั่น: 'คอลเลกชัน',
  คอลเลคชัน: 'คอลเลกชัน',
  คอลเลกชั่น: 'คอลเลกชัน',
  คอลเล็กชั่น: 'คอลเลกชัน',
  คอลเล็กชัน: 'คอลเลกชัน',
  ดีไซท์: 'ดีไซน์',
  ดีไซต์: 'ดีไซน์',
  กราฟฟิก: 'กราฟิก',
  กราฟฟิค: 'กราฟิก',
  กราฟิค: 'กราฟิก',
  โลโก้: 'โลโก',
  เทคโนโลยีย์: 'เทคโนโลยี',
  ดิจิตอล: 'ดิจิทัล',
  ดิจิตัล: 'ดิจิทัล',
  แพคเกจจิ้ง: 'แพ็กเกจจิง',
  แพ็คเกจจิ้ง: 'แพ็กเกจจิง',
  แพ็กเกจจิ้ง: 'แพ็กเกจจิง',
  แพคเกจ: 'แพ็กเกจ',
  แพ็คเกจ: 'แพ็กเกจ',
  เว็บไซท์: 'เว็บไซต์',
  เวบไซต์: 'เว็บไซต์',
  คอนเซ็ปต์: 'คอนเซปต์',
  คอนเซ็ปท์: 'คอนเซปต์',
  คอนเซปท์: 'คอนเซปต์',
  อินเตอร์เน็ต: 'อินเทอร์เน็ต',
  อินเตอร์แอคทีฟ: 'อินเทอร์แอกทีฟ',
  อินเทอร์แอคทีฟ: 'อินเทอร์แอกทีฟ',
  มิวสิค: 'มิวสิก',
};

const VARIANT_PATTERN = new RegExp(
  Object.keys(SPELLING_VARIANTS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

/** Thai digits ๐–๙, read as the Arabic digits 0–9 they stand for (a year typed either way meets the other). */
const THAI_DIGITS = /[\u0E50-\u0E59]/g;

/**
 * Characters that print nothing: format characters (zero-width space and joiners, word joiner, direction marks,
 * soft hyphen, byte-order mark), the combining grapheme joiner and variation selectors. Text pasted from web
 * pages and chat apps carries them inside words.
 */
const INVISIBLE = /[\p{Cf}\u034F\uFE00-\uFE0F]/gu;

/**
 * Text as the index stores it and the keyword is compared: NFKC (full-width Latin and digits as ASCII, ligatures
 * and other compatibility forms as their letters); invisible characters removed; Thai digits as Arabic; Latin
 * case folded; sara ae typed as two sara e joined; sara am typed as nikhahit and sara aa (in either order, a
 * tone mark between or around) composed, its tone mark before it; a tone mark typed before an upper or lower
 * vowel moved after it; whitespace collapsed; common spelling variants folded. Normalising twice gives the same
 * text as once. The index is built with it: a change needs a migration rebuilding the search tables (16 did).
 */
export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(INVISIBLE, '')
      .replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0e50))
      .toLowerCase()
      .replace(/\u0E40\u0E40/g, '\u0E41')
      // Nikhahit, then sara aa: tone marks around either are kept, once, before sara am.
      .replace(
        new RegExp(`([${TONE_MARKS}]?)${NIKHAHIT}([${TONE_MARKS}]?)${SARA_AA}([${TONE_MARKS}]?)`, 'g'),
        (_, before: string, between: string, after: string) => `${before || between || after}${SARA_AM}`,
      )
      // The reverse order, sara aa then nikhahit.
      .replace(
        new RegExp(`${SARA_AA}([${TONE_MARKS}]?)${NIKHAHIT}([${TONE_MARKS}]?)`, 'g'),
        (_, between: string, after: string) => `${between || after}${SARA_AM}`,
      )
      // A tone mark typed after sara am belongs before it.
      .replace(new RegExp(`${SARA_AM}([${TONE_MARKS}])`, 'g'), `$1${SARA_AM}`)
      .replace(new RegExp(`([${TONE_MARKS}]+)([${UPPER_AND_LOWER_VOWELS}]+)`, 'g'), '$2$1')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(VARIANT_PATTERN, (variant) => SPELLING_VARIANTS[variant] ?? variant)
  );
}

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** A run of text between word boundaries, as ICU's Thai dictionary finds them. */
export interface Segment {
  text: string;
  /** A word (letters or digits), not spaces or punctuation. */
  isWord: boolean;
}

/**
 * Loanwords that ICU's Thai dictionary cuts into meaningless pieces, and not always the same way (เซรามิก alone
 * is เซ|รา|มิก, inside ชุดภาชนะเซรามิกเคลือบ it is เซ|รา|มิ|ก, so the whole word would not match): pieces that
 * spell one are joined back, in the index and in the keyword alike. Written normalised. The word index is built
 * with this list: changing it needs a migration that rebuilds the word tables, as migration 6 does (a test
 * holds the list to the fingerprint that migration records).
 */
export const LOANWORDS: readonly string[] = [
  'เซรามิก',
  'ศิลาดล',
  'พอดแคสต์',
  'คอลเลกชัน',
  'สตรีทอาร์ต',
  'โฮมสเตย์',
  'ไทโปกราฟี',
  'แพ็กเกจจิง',
  'แพ็กเกจ',
  'อินเทอร์แอกทีฟ',
  'คอนเซปต์',
  'อิลลัสเตรชัน',
  'สต็อปโมชัน',
  'ซีรีส์',
  'สตูดิโอ',
  'โปรเจกต์',
  'อาร์ตเวิร์ก',
  'มิวสิก',
];

const LOANWORD_SET: ReadonlySet<string> = new Set(LOANWORDS);
/** The most ICU pieces a loanword was seen cut into, and some. */
const MAX_LOANWORD_PIECES = 8;

export function segments(text: string): Segment[] {
  const parts = [...wordSegmenter.segment(text)].map((part) => ({
    text: part.segment,
    isWord: part.isWordLike ?? false,
  }));
  const joined: Segment[] = [];
  for (let start = 0; start < parts.length;) {
    let end = start;
    let spelt = '';
    for (let next = start; next < parts.length && next - start < MAX_LOANWORD_PIECES; next++) {
      if (!parts[next]!.isWord) break;
      spelt += parts[next]!.text;
      if (LOANWORD_SET.has(spelt)) end = next + 1;
    }
    if (end > start + 1) {
      joined.push({
        text: parts
          .slice(start, end)
          .map((part) => part.text)
          .join(''),
        isWord: true,
      });
      start = end;
    } else {
      joined.push(parts[start]!);
      start += 1;
    }
  }
  return joined;
}

/** The words of already normalised text, one space between each: what the whole-word index stores. */
export function wordsOf(normalised: string): string {
  return segments(normalised)
    .filter((part) => part.isWord)
    .map((part) => part.text)
    .join(' ');
}

const THAI_LETTER = /[\u0E01-\u0E2E]/;

export function hasThai(text: string): boolean {
  return THAI_LETTER.test(text);
}

/** Length in code points (what the trigram index counts), not UTF-16 units. */
export function codePointLength(text: string): number {
  return [...text].length;
}

/**
 * The pieces of one normalised search word that must each appear for it to match. A Thai word typed without
 * spaces ("ผ้าพันคอภูเก็ต") is cut where ICU finds Thai words meet, as if the reader had typed the spaces;
 * pieces shorter than `minimum` code points stay joined to a neighbour, so each piece can be looked up as a
 * substring. Anything else (Latin, digits, punctuation) stays whole.
 */
export function wordPieces(word: string, minimum = 3): string[] {
  const parts = segments(word);
  const pieces: string[] = [];
  let current = '';
  parts.forEach((part, index) => {
    const previous = parts[index - 1];
    const cutHere =
      current !== '' &&
      previous !== undefined &&
      previous.isWord &&
      part.isWord &&
      hasThai(previous.text) &&
      hasThai(part.text);
    if (cutHere) {
      pieces.push(current);
      current = '';
    }
    current += part.text;
  });
  if (current !== '') pieces.push(current);
  // Join short pieces to the one before (or, for the first, the one after).
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last !== undefined && (codePointLength(piece) < minimum || codePointLength(last) < minimum)) {
      joined[joined.length - 1] = last + piece;
    } else {
      joined.push(piece);
    }
  }
  return joined;
}

/**
 * True when `text` holds a run within one edit (a code point added, removed or replaced) of `word`:
 * the typo-tolerant check behind the fallback search. Approximate substring matching, O(word × text).
 */
export function containsWithinOneEdit(text: string, word: string): boolean {
  const pattern = [...word];
  const haystack = [...text];
  if (pattern.length === 0) return true;
  // previous[i]: fewest edits turning pattern[0..i) into a run of text ending at the current position.
  let previous = pattern.map((_, i) => i + 1);
  previous.unshift(0);
  for (const character of haystack) {
    const current = [0];
    for (let i = 1; i <= pattern.length; i++) {
      const substitution = (previous[i - 1] ?? 0) + (pattern[i - 1] === character ? 0 : 1);
      current.push(Math.min(substitution, (previous[i] ?? 0) + 1, (current[i - 1] ?? 0) + 1));
    }
    if ((current[pattern.length] ?? Infinity) <= 1) return true;
    previous = current;
  }
  return (previous[pattern.length] ?? Infinity) <= 1;
}
