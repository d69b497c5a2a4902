import { describe, expect, inject, it } from 'vitest';
import { openReadOnlyDatabase } from '../../legacy/src/db/database';
import { cutTitle, visibleLength } from '../../web/src/lib/text';
// The seeded data directory the global set-up provides (its type lives there).
import type {} from '../global-setup';

/** The cuts the site makes (§9): cards, home tiles and narrow top-rank rows, wide top-rank rows. */
const LIMITS = {
  card: { over: 20, at: 25 },
  home: { over: 20, at: 20 },
  wide: { over: 100, at: 100 },
};

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
/** Where a reader's characters begin and end in a text (code unit offsets). */
const clusterBoundaries = (text: string) =>
  new Set([...graphemes.segment(text)].map(({ index }) => index).concat(text.length));

function seededTitles(): string[] {
  const db = openReadOnlyDatabase(inject('seededDataDir'));
  try {
    return (db.prepare('SELECT project_title FROM portfolios').all() as { project_title: string }[]).map(
      (row) => row.project_title,
    );
  } finally {
    db.close();
  }
}

describe('a title cut for a card, a tile or a row', () => {
  const titles = seededTitles();

  it.each(Object.entries(LIMITS))(
    'never cuts a seeded title inside a character or after a leading vowel (%s)',
    (_, limits) => {
      let cut = 0;
      for (const title of titles) {
        const shown = cutTitle(title, limits);
        if (shown === title) {
          expect(visibleLength(title)).toBeLessThanOrEqual(limits.at);
          continue;
        }
        cut += 1;
        expect(shown.endsWith('...')).toBe(true);
        const kept = shown.slice(0, -3);
        expect(title.startsWith(kept), `${title} → ${shown}`).toBe(true);
        // The cut falls where one of the reader's characters ends: no vowel or tone mark torn from its consonant.
        expect(clusterBoundaries(title).has(kept.length), `${title} → ${shown}`).toBe(true);
        expect(kept, `${title} → ${shown}`).not.toMatch(/[เแโใไ]$/);
        // As long as the limit allows, and never less than half of it, in Thai as in English.
        expect(visibleLength(kept)).toBeLessThanOrEqual(limits.at);
        expect(visibleLength(kept), `${title} → ${shown}`).toBeGreaterThanOrEqual(limits.at / 2);
      }
      if (limits.over < 100) expect(cut).toBeGreaterThan(20);
    },
  );

  it('keeps the marks of the last consonant and counts a Thai character once with its marks', () => {
    // 21 characters as a reader counts them, 27 code points.
    const title = 'ร้านกาแฟริมน้ำเมืองภูเก็ตใหม่';
    expect(cutTitle('ชุดภาพสีน้ำตลาดเก่า ลำปาง')).toBe('ชุดภาพสีน้ำตลาดเก่า ลำปาง');
    const shown = cutTitle(title, LIMITS.home);
    expect(shown).toMatch(/^ร้านกาแฟริมน้ำเมือง/);
    expect(['ร้านกาแฟริมน้ำเมือง...', 'ร้านกาแฟริมน้ำเมืองภูเก็ต...']).toContain(shown);
  });

  it('cuts a long unbroken word between characters', () => {
    expect(cutTitle('a'.repeat(40), LIMITS.card)).toBe(`${'a'.repeat(25)}...`);
    const thai = cutTitle('ก'.repeat(40), LIMITS.card);
    expect(visibleLength(thai.slice(0, -3))).toBeGreaterThanOrEqual(17);
    expect(visibleLength(thai.slice(0, -3))).toBeLessThanOrEqual(25);
    expect(cutTitle(`ไไไไไไไไไไไไไไไไไไไไไไไไไไไไไไ`, LIMITS.card)).toBe('...');
  });

  it('gives English titles the same length as before, cut between words', () => {
    expect(cutTitle('Hand-woven Indigo Textiles – Chiang Mai', LIMITS.card)).toBe('Hand-woven Indigo...');
    expect(cutTitle('Short title')).toBe('Short title');
  });
});
