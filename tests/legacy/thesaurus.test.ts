import { describe, expect, it } from 'vitest';
import { NARROWER, SYNONYMS } from '../../legacy/src/search/thesaurus';
import { keywordQueries, searchTerms } from '../../legacy/src/search/search-query';
import { codePointLength, normaliseSearchText } from '../../legacy/src/search/thai-text';

describe('the search thesaurus', () => {
  const forms = new Set(SYNONYMS.flat().map(normaliseSearchText));

  it('holds forms at least three characters long, each group of two or more', () => {
    for (const group of SYNONYMS) {
      expect(group.length).toBeGreaterThan(1);
      for (const form of group) expect(codePointLength(normaliseSearchText(form))).toBeGreaterThanOrEqual(3);
    }
  });

  it('names in NARROWER only forms of its groups', () => {
    for (const [broader, narrower] of Object.entries(NARROWER)) {
      expect(forms.has(normaliseSearchText(broader))).toBe(true);
      for (const form of narrower) expect(forms.has(normaliseSearchText(form))).toBe(true);
    }
  });

  it('expands a form to its group and to the narrower things it includes, not the reverse', () => {
    const [ceramic] = searchTerms('เซรามิค');
    expect(ceramic?.text).toBe('เซรามิก');
    expect(ceramic?.alternatives).toEqual(
      expect.arrayContaining(['ceramic', 'ceramics', 'ศิลาดล', 'celadon']),
    );
    const [celadon] = searchTerms('celadon');
    expect(celadon?.alternatives).toEqual(['ศิลาดล']);
  });

  it('finds forms inside Thai typed without spaces, and phrases across spaces', () => {
    expect(
      searchTerms('ผ้าพันคอภูเก็ต').map((term) => [term.text, term.alternatives.includes('phuket')]),
    ).toEqual([
      ['ผ้าพันคอ', false],
      ['ภูเก็ต', true],
    ]);
    expect(searchTerms('jasmine rice packaging').map((term) => term.text)).toEqual([
      'jasmine rice',
      'packaging',
    ]);
    // The pieces of a word the thesaurus does not know form one group, found together or not at all.
    const pieces = searchTerms('ควอนตัม');
    expect(pieces.length).toBeGreaterThan(1);
    expect(new Set(pieces.map((term) => term.group)).size).toBe(1);
  });

  it('reads Thai words typed apart as the form they spell joined (ผ้า ไหม is ผ้าไหม, not any cloth and anything silk)', () => {
    expect(searchTerms('ผ้า ไหม').map((term) => term.text)).toEqual(['ผ้าไหม']);
    expect(searchTerms('ผ้า ลำปาง').map((term) => term.text)).toEqual(['ผ้า', 'ลำปาง']);
  });

  it('matches a Latin form only as itself or its plural, not as the start of a longer word', () => {
    const queries = keywordQueries(searchTerms('น่าน'));
    expect(queries?.everyForm).toContain('("nan" OR "nans")');
    expect(queries?.everyForm).toContain('("nan province" OR "nan provinces")');
    expect(keywordQueries(searchTerms('ตะกร้า'))?.everyForm).toContain('("basket" OR "baskets")');
    expect(keywordQueries(searchTerms('ห้องสมุด'))?.everyForm).toContain('("library" OR "libraries")');
  });

  it('tells kinds of work from places, qualifiers and everyday words', () => {
    const [silk, lampang] = searchTerms('ผ้าไหม ลำปาง');
    expect(silk?.namesKind).toBe(true);
    expect(lampang?.namesKind).toBe(false);
    const [film, experimental, thai] = searchTerms('หนัง ทดลอง ไทย');
    expect(film?.namesKind).toBe(true);
    expect(experimental?.namesKind).toBe(false);
    expect(thai?.namesKind).toBe(false);
    // Everyday words still find their other language.
    expect(thai?.alternatives).toContain('thai');
    expect(searchTerms('contemporary')[0]?.alternatives).toContain('ร่วมสมัย');
  });
});
