/**
 * Thai segmenters, made on first use: making one loads the browser's Thai break data (15–40 ms on a phone), which a
 * page starting up should not pay for (its cards' cuts come from the server, `components/cut-title.tsx`).
 */
function segmenter(granularity: 'grapheme' | 'word'): () => Intl.Segmenter {
  let made: Intl.Segmenter | undefined;
  return () => (made ??= new Intl.Segmenter('th', { granularity }));
}
const graphemes = segmenter('grapheme');
const words = segmenter('word');

/** Thai vowels written before the consonant they follow in speech: a text may not end on one. */
const LEADING_VOWELS = /[\u0E40-\u0E44]+$/;

/** Printable ASCII: each character is one a reader sees. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** How many characters a text shows: grapheme clusters, so a Thai consonant with its marks counts once. */
export function visibleLength(text: string): number {
  if (PLAIN_ASCII.test(text)) return text.length;
  let length = 0;
  for (const _ of graphemes().segment(text)) length += 1;
  return length;
}

/**
 * Whether a text shows more than `limit` characters, without counting past it: a text has no more clusters than
 * UTF-16 units, so most titles are known short at once (the server renders 48 cards a page).
 */
function showsMoreThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  if (PLAIN_ASCII.test(text)) return true;
  let length = 0;
  for (const _ of graphemes().segment(text)) if (++length > limit) return true;
  return false;
}

/** Where a title is cut (§9): longer than `over` characters, it shows about its first `at`. */
export interface TitleLimits {
  over: number;
  at: number;
}

/** A card's cut (§9), the default. */
export const CARD_TITLE_LIMITS: TitleLimits = { over: 20, at: 25 };

/**
 * Cuts a title as the site always has (§9): longer than `over` characters, it shows about its first `at`
 * characters and dots. Cards use over 20 / at 25. Characters are what a reader sees (grapheme clusters), so a Thai
 * title shows as much as an English one and never loses the marks of its last consonant. The cut falls between
 * words (Thai words as the segmenter finds them) when that keeps at least half of the length (a Thai word is
 * long, and half a word reads as another one); a long unbroken word is cut between clusters instead. The cut never ends on a leading vowel (เ แ โ ใ ไ).
 */
export function cutTitle(title: string, limits: TitleLimits = CARD_TITLE_LIMITS): string {
  if (!showsMoreThan(title, limits.over)) return title;
  let byWords = '';
  let length = 0;
  for (const { segment } of words().segment(title)) {
    const segmentLength = visibleLength(segment);
    if (length + segmentLength > limits.at) break;
    byWords += segment;
    length += segmentLength;
  }
  let cut = byWords.trimEnd();
  if (visibleLength(cut) < limits.at / 2) {
    cut = [...graphemes().segment(title)]
      .slice(0, limits.at)
      .map(({ segment }) => segment)
      .join('')
      .trimEnd();
  }
  cut = cut.replace(LEADING_VOWELS, '').trimEnd();
  return cut === title ? title : `${cut}...`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words of sanitised HTML (a CMS page, a portfolio's detail) for a description: tags dropped (a block's end is a
 * space), the entities a sanitiser writes read back. The same on the server and in the browser (no DOM needed).
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi,
      (entity, decimal?: string, hex?: string, name?: string) => {
        if (decimal) return String.fromCodePoint(Number(decimal));
        if (hex) return String.fromCodePoint(parseInt(hex, 16));
        return ENTITIES[name?.toLowerCase() ?? ''] ?? entity;
      },
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A text shortened for a search result or a link preview: whole words (Thai words found by the segmenter, not by
 * spaces), never a vowel or tone mark torn from its consonant, at most `max` visible characters with `…`.
 */
export function summaryOf(text: string, max = 200): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (!showsMoreThan(plain, max)) return plain;
  let summary = '';
  let length = 0;
  for (const { segment } of words().segment(plain)) {
    const segmentLength = visibleLength(segment);
    if (length + segmentLength > max - 1) break;
    summary += segment;
    length += segmentLength;
  }
  return `${summary.trimEnd()}…`;
}

/**
 * Whether rich text has nothing a reader would see: the editor's empty document is `<p></p>`; a picture or a rule
 * is something. The portfolio form and the CMS pages' editor both require some.
 */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|hr)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
  return text === '';
}
