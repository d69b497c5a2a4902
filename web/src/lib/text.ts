/**
 * Cuts a title as the site always has (§9): longer than `over` characters, it shows its first `at`
 * characters and dots. Cards use over 20 / at 25.
 */
export function cutTitle(title: string, limits: { over: number; at: number } = { over: 20, at: 25 }): string {
  const characters = Array.from(title);
  return characters.length > limits.over ? `${characters.slice(0, limits.at).join('')}...` : title;
}

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const words = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * A text shortened for a search result or a link preview: whole words (Thai words found by the segmenter, not by
 * spaces), never a vowel or tone mark torn from its consonant, at most `max` visible characters with `…`.
 */
export function summaryOf(text: string, max = 200): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if ([...graphemes.segment(plain)].length <= max) return plain;
  let summary = '';
  let length = 0;
  for (const { segment } of words.segment(plain)) {
    const segmentLength = [...graphemes.segment(segment)].length;
    if (length + segmentLength > max - 1) break;
    summary += segment;
    length += segmentLength;
  }
  return `${summary.trimEnd()}…`;
}
