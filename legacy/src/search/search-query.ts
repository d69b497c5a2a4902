/**
 * A keyword as the search reads it: normalised, cut into the parts that must each match, each part with the
 * other forms the thesaurus knows for it, and the FTS5 queries that find them.
 */
import { codePointLength, hasThai, normaliseSearchText, segments, wordPieces } from './thai-text';
import { KINDS, NARROWER, SYNONYMS } from './thesaurus';

/** At most this many words of a keyword are searched; the rest are ignored. */
const MAX_TERMS = 8;

/**
 * A searched word keeps at most this many characters: a Thai title typed without spaces is far shorter, and a
 * pasted wall of text would otherwise become an FTS5 query of thousands of pieces (3,000 ก took 10 s).
 */
const MAX_WORD_LENGTH = 64;

/** The trigram tokenizer indexes runs of three code points: a shorter piece cannot be looked up in it. */
export const TRIGRAM = 3;

/** A thesaurus phrase spans at most this many space-separated words ("northeastern thailand"). */
const MAX_PHRASE_WORDS = 3;

/** One part of a keyword that must match: a word, a piece of Thai typed without spaces, or a thesaurus phrase. */
export interface SearchTerm {
  /** As typed, normalised. */
  text: string;
  /** Its words as the word index holds them: the whole-word form of the term. */
  words: string[];
  /**
   * Shorter than a trigram: matched as a whole word only (Thai, so that ชา finds tea and not ชาว), or as the
   * start of a word (Latin and digits, so that "ux" still finds "ux/ui"). Short terms have no alternatives.
   */
  short: boolean;
  /** Other forms of the same thing (thesaurus), normalised, each at least a trigram long. */
  alternatives: string[];
  /** The term is a thesaurus form of a kind of work (KINDS), not a place or a word it does not know. */
  namesKind: boolean;
  /**
   * Terms of one group are found together or not at all: the pieces of a Thai word the thesaurus does not
   * know (ควอนตัม is cut into ควอน and ตัม, which mean nothing alone). Work matching only some groups of a
   * keyword ranks after work matching all of them.
   */
  group: number;
}

/** The thesaurus with every form normalised: a form → the forms it also finds (itself excluded). */
const EXPANSIONS: ReadonlyMap<string, readonly string[]> = buildExpansions();

function buildExpansions(): Map<string, string[]> {
  const groupsOf = new Map<string, Set<string>[]>();
  for (const group of SYNONYMS.map((forms) => new Set(forms.map(normaliseSearchText)))) {
    for (const form of group) groupsOf.set(form, [...(groupsOf.get(form) ?? []), group]);
  }
  const narrowerOf = new Map(
    Object.entries(NARROWER).map(([broader, narrower]) => [
      normaliseSearchText(broader),
      narrower.map(normaliseSearchText),
    ]),
  );
  const synonymsOf = (form: string) => (groupsOf.get(form) ?? []).flatMap((group) => [...group]);
  const expansions = new Map<string, string[]>();
  for (const form of groupsOf.keys()) {
    const found = new Set(synonymsOf(form));
    // Down every level: a region finds its provinces, and their districts (a Set's loop visits what is added to it).
    for (const synonym of found) {
      for (const narrower of narrowerOf.get(synonym) ?? []) {
        for (const narrowerForm of synonymsOf(narrower)) found.add(narrowerForm);
      }
    }
    found.delete(form);
    expansions.set(
      form,
      [...found].filter((other) => codePointLength(other) >= TRIGRAM),
    );
  }
  return expansions;
}

/** Every form the thesaurus knows, normalised: the words a correction may give though the index spells them otherwise. */
export function thesaurusForms(): readonly string[] {
  return [...EXPANSIONS.keys()];
}

/** Every form of a kind of work, normalised. */
const KIND_FORMS: ReadonlySet<string> = new Set(KINDS.flat().map(normaliseSearchText));

/**
 * The Buddhist era counts 543 years more than the common era: a Thai reader types พ.ศ. 2569 for the work an award
 * names 2026, and an English one the reverse. A four-digit number is read as a common-era year from 1900 to 2200, and
 * as a Buddhist-era year over the same span (2443–2743); the two spans do not meet, so a number is never both.
 */
const ERA_OFFSET = 543;
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/** The same year in the other era, for a four-digit number that is a year of either; else undefined. */
export function otherEraYear(text: string): string | undefined {
  if (!/^\d{4}$/.test(text)) return undefined;
  const year = Number(text);
  if (year >= FIRST_YEAR && year <= LAST_YEAR) return String(year + ERA_OFFSET);
  if (year >= FIRST_YEAR + ERA_OFFSET && year <= LAST_YEAR + ERA_OFFSET) return String(year - ERA_OFFSET);
  return undefined;
}

/**
 * The words that name an era, typed before or after a year (พ.ศ. 2569, 2026 CE): the year alone says which era it is
 * in, and the work rarely writes the marker, so a marker beside a year is not searched.
 */
const ERA_MARKERS: ReadonlySet<string> = new Set([
  'พ.ศ.',
  'พ.ศ',
  'พศ',
  'ค.ศ.',
  'ค.ศ',
  'คศ',
  'b.e.',
  'be',
  'c.e.',
  'ce',
  'a.d.',
  'ad',
]);

/**
 * A decade as readers write it: 1990s, 90s, '90s; ยุค 90, ยุค 1990, ทศวรรษ 1990. Its forms find each other. The
 * two-digit forms are the 20th century's (ยุค 80 is the 1980s); a decade of the Buddhist era (ทศวรรษ 2530) is not
 * one of the common era's, and is searched as typed.
 */
const DECADE_WORDS: ReadonlySet<string> = new Set(['ยุค', 'ทศวรรษ']);

/** The first year of the decade some words (one or two) name, or undefined. */
function decadeOf(words: readonly string[]): number | undefined {
  const year = (digits: string) => {
    const value = digits.length === 2 ? 1900 + Number(digits) : Number(digits);
    return value % 10 === 0 && value >= FIRST_YEAR && value <= LAST_YEAR ? value : undefined;
  };
  if (words.length === 1) {
    const match = /^'?(\d{2}|\d{4})s$/.exec(words[0]!) ?? /^(?:ยุค|ทศวรรษ)(\d{2}|\d{4})$/.exec(words[0]!);
    return match ? year(match[1]!) : undefined;
  }
  if (words.length === 2 && DECADE_WORDS.has(words[0]!) && /^(\d{2}|\d{4})$/.test(words[1]!))
    return year(words[1]!);
  return undefined;
}

/** The decade named at `start` of some words, in two words (ยุค 80) or one (1980s), and how many words name it. */
function decadeAt(words: readonly string[], start: number): { first: number; length: number } | undefined {
  for (const length of [2, 1]) {
    const first = decadeOf(words.slice(start, start + length));
    if (first !== undefined) return { first, length };
  }
  return undefined;
}

/** Every form of a decade the search knows, its canonical one (1990s) first. */
function decadeForms(decade: number): string[] {
  const short = decade < 2000 ? [`${decade % 100}s`, `ยุค ${decade % 100}`, `ทศวรรษ ${decade % 100}`] : [];
  return [`${decade}s`, `ยุค ${decade}`, `ทศวรรษ ${decade}`, ...short];
}

/** The forms a term also finds that no list holds: the other era's year, a decade's other forms. */
function entityForms(text: string): string[] {
  const year = otherEraYear(text);
  if (year !== undefined) return [year];
  const decade = decadeOf(text.split(' '));
  return decade === undefined ? [] : decadeForms(decade).filter((form) => form !== text);
}

function term(text: string, group: number): SearchTerm {
  const short = codePointLength(text) < TRIGRAM;
  return {
    group,
    text,
    words: segments(text)
      .filter((part) => part.isWord)
      .map((part) => part.text),
    short,
    namesKind: KIND_FORMS.has(text),
    alternatives: short ? [] : [...(EXPANSIONS.get(text) ?? []), ...entityForms(text)],
  };
}

/**
 * The terms of one space-free word: thesaurus forms found in it at ICU word boundaries (longest first), and
 * the Thai between them cut where its words meet, as if the reader had typed the spaces (`wordPieces`).
 */
function termsOfWord(word: string, nextGroup: () => number): SearchTerm[] {
  if (EXPANSIONS.has(word) || !hasThai(word)) return [term(word, nextGroup())];
  const parts = segments(word).map((part) => part.text);
  const terms: SearchTerm[] = [];
  let rest = '';
  const flushRest = () => {
    if (rest !== '') {
      const group = nextGroup();
      terms.push(...wordPieces(rest, TRIGRAM).map((piece) => term(piece, group)));
    }
    rest = '';
  };
  for (let start = 0; start < parts.length;) {
    let end = parts.length;
    while (end > start && !EXPANSIONS.has(parts.slice(start, end).join(''))) end -= 1;
    if (end > start) {
      flushRest();
      terms.push(term(parts.slice(start, end).join(''), nextGroup()));
      start = end;
    } else {
      rest += parts[start];
      start += 1;
    }
  }
  flushRest();
  return terms;
}

/**
 * The thesaurus form some consecutive words of a keyword spell: with spaces ("jasmine rice"), or, for Thai, joined
 * (a reader who typed "ผ้า ไหม" means ผ้าไหม, not any cloth and anything silk). Undefined when none.
 */
function thesaurusPhrase(words: string[]): string | undefined {
  const spaced = words.join(' ');
  if (EXPANSIONS.has(spaced)) return spaced;
  const joined = words.join('');
  return words.every(hasThai) && EXPANSIONS.has(joined) ? joined : undefined;
}

/** The terms of a keyword (its `keywordWords`), thesaurus phrases kept together. */
export function searchTerms(keyword: string): SearchTerm[] {
  const words = withoutEraMarkers(keywordWords(keyword));
  const terms: SearchTerm[] = [];
  let groups = 0;
  const nextGroup = () => groups++;
  for (let start = 0; start < words.length;) {
    // A decade, in one word or two, is one term in its canonical form (1990s), which finds the others.
    const decade = decadeAt(words, start);
    if (decade !== undefined) {
      terms.push(term(`${decade.first}s`, nextGroup()));
      start += decade.length;
      continue;
    }
    let end = Math.min(words.length, start + MAX_PHRASE_WORDS);
    while (end > start + 1 && thesaurusPhrase(words.slice(start, end)) === undefined) end -= 1;
    const phrase = end > start + 1 ? thesaurusPhrase(words.slice(start, end)) : undefined;
    terms.push(
      ...(phrase !== undefined ? [term(phrase, nextGroup())] : termsOfWord(words[start]!, nextGroup)),
    );
    start = end;
  }
  const seen = new Set<string>();
  return terms.filter((candidate) => !seen.has(candidate.text) && seen.add(candidate.text));
}

/** The words of a keyword but the era markers beside a year (`ERA_MARKERS`). */
function withoutEraMarkers(words: string[]): string[] {
  const isYear = (word: string | undefined) => word !== undefined && otherEraYear(word) !== undefined;
  return words.filter(
    (word, index) => !(ERA_MARKERS.has(word) && (isYear(words[index - 1]) || isYear(words[index + 1]))),
  );
}

/**
 * The words of a keyword as they are searched: normalised, split on spaces, words without a letter or digit left
 * out, at most `MAX_TERMS` words of at most `MAX_WORD_LENGTH` characters each.
 */
export function keywordWords(keyword: string): string[] {
  const normalised = normaliseSearchText(keyword);
  if (normalised === '') return [];
  return (
    normalised
      .split(' ')
      // A dash or other punctuation typed between words ("ผ้า – ไหม") is no word to look for.
      .filter((word) => /[\p{L}\p{N}]/u.test(word))
      .slice(0, MAX_TERMS)
      .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''))
  );
}

/** An FTS5 string: the text between double quotes, a quote doubled; never read as query syntax. */
export function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The word-index phrase of some text: its words in order, the last one whole or as its regular plural ("ceramic"
 * finds ceramics; "nan" finds Nan, not Nantana; "basket" baskets, not basketry, which the thesaurus names for
 * itself). A `short` term (shorter than a trigram, so never looked up inside words) may end inside a word: "ux" finds
 * "ux/ui".
 */
function wordPhrase(text: string, short = false, derived?: LatinDerivations): string | undefined {
  const words = segments(text)
    .filter((part) => part.isWord)
    .map((part) => part.text);
  const last = words.at(-1);
  if (last === undefined) return undefined;
  const phrase = words.join(' ');
  if (hasThai(last)) return quoted(phrase);
  if (short) return `${quoted(phrase)}*`;
  const head = words.slice(0, -1).join(' ');
  const endings = new Set([last, plural(last), ...(derived?.(last) ?? [])]);
  return any([...endings].map((ending) => quoted(head === '' ? ending : `${head} ${ending}`)));
}

/**
 * The words the index holds that a typed Latin word derives (wood: wooden, woodcraft; package: packaging): the
 * search finds them with it, as a reader who types the word means them. Not for thesaurus forms, which name their
 * own derivations when they mean them ("basket" is not basketry).
 */
export type LatinDerivations = (word: string) => readonly string[];

/** The English plural of a phrase's last word, as regular nouns make it (library → libraries, glass → glasses). */
function plural(phrase: string): string {
  if (/[^aeiou]y$/.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}

/** Any of some FTS5 queries. */
function any(queries: string[]): string {
  return queries.length === 1 ? queries[0]! : `(${queries.join(' OR ')})`;
}

/** The terms of each group, the groups in the order their first term comes. */
function byGroup<T extends { group: number }>(terms: T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const term of terms) groups.set(term.group, [...(groups.get(term.group) ?? []), term]);
  return [...groups.values()];
}

/** All of some FTS5 queries. */
function all(queries: string[]): string {
  return queries.length === 1 ? queries[0]! : `(${queries.join(' AND ')})`;
}

/** Any one of two queries, or all but one of more; empty for fewer than two. */
function allButOne(queries: string[]): string {
  if (queries.length < 2) return '';
  if (queries.length === 2) return any(queries);
  return any(queries.map((_, left) => `(${queries.filter((__, index) => index !== left).join(' AND ')})`));
}

/**
 * The FTS5 queries of a keyword. Long terms are looked up as substrings in the trigram table, their other
 * forms as whole words in the word table; short terms as whole words in the word table, and must all match.
 */
export interface KeywordQueries {
  /** Word table: every short term; empty when there is none. */
  short: string;
  /** Trigram table: every long term as typed; empty when every term is short. */
  every: string;
  /** Word table: every long term as whole words in any form; empty when no term has another form. */
  everyForm: string;
  /** Word table: every term as whole words as typed. */
  wholeTyped: string;
  /**
   * Trigram table: work matching some groups of terms as typed: one of two, or all but one of three or more
   * (a single common word of a long keyword would match half the store). Empty with fewer than two groups.
   */
  some: string;
  /** Word table: the same in any form; empty when no term has another form. */
  someForm: string;
  /**
   * Each group of terms alone (two or more groups; else empty): as typed (trigram table), in any form (word
   * table; empty when no term of the keyword has another form), and whether it names a kind of work (the
   * thesaurus's KINDS: a discipline, medium, material…). `partialWith` narrows `some` to some of them.
   */
  groups: { typed: string; forms: string; kind: boolean; number: boolean }[];
  /** Every term is Latin or digits: words a reader types whole, which the word table tells apart reliably. */
  latin: boolean;
}

/**
 * `some` and `someForm` narrowed to work holding every one of the `anchors` groups, every number of the keyword (a year or
 * an edition qualifies what it follows: "DEmark 2024" is not any DEmark), and, with three groups or more, all but one
 * of the keyword's groups: work holding only a keyword's commoner words is left out.
 */
export function partialWith(queries: KeywordQueries, anchors: number[]): { some: string; someForm: string } {
  const narrowed = (key: 'typed' | 'forms', some: string) => {
    const held = all(anchors.map((anchor) => queries.groups[anchor]![key]));
    const numbers = queries.groups.filter((group) => group.number).map((group) => group[key]);
    return [held, ...numbers, ...(queries.groups.length < 3 ? [] : [some])].join(' AND ');
  };
  return {
    some: narrowed('typed', queries.some),
    someForm: queries.someForm === '' ? '' : narrowed('forms', queries.someForm),
  };
}

/** Undefined when the keyword can match nothing. */
export function keywordQueries(terms: SearchTerm[], derived?: LatinDerivations): KeywordQueries | undefined {
  if (terms.length === 0) return undefined;
  const shortQueries = terms
    .filter((candidate) => candidate.short)
    .map((candidate) => wordPhrase(candidate.text, true));
  if (shortQueries.some((query) => query === undefined)) return undefined;
  const long = terms
    .filter((candidate) => !candidate.short)
    .map((candidate) => ({
      group: candidate.group,
      kind: candidate.namesKind,
      number: /^\d+$/.test(candidate.text),
      typed: quoted(candidate.text),
      whole: wordPhrase(candidate.text, false, derived) ?? quoted(candidate.text),
      alternatives: candidate.alternatives.flatMap((form) => wordPhrase(form) ?? []),
    }));
  const hasForms = long.some((term) => term.alternatives.length > 0);
  const anyForm = (term: (typeof long)[number]) => any([term.whole, ...term.alternatives]);
  const groups = byGroup(long).map((terms) => ({
    typed: all(terms.map((term) => term.typed)),
    forms: all(terms.map(anyForm)),
    kind: terms.some((term) => term.kind),
    number: terms.every((term) => term.number),
  }));
  return {
    groups:
      groups.length < 2 ? [] : groups.map((group) => ({ ...group, forms: hasForms ? group.forms : '' })),
    latin: terms.every((candidate) => !hasThai(candidate.text)),
    short: shortQueries.join(' AND '),
    every: long.map((term) => term.typed).join(' AND '),
    everyForm: hasForms ? long.map(anyForm).join(' AND ') : '',
    wholeTyped: [...shortQueries, ...long.map((term) => term.whole)].join(' AND '),
    some: allButOne(groups.map((group) => group.typed)),
    someForm: hasForms ? allButOne(groups.map((group) => group.forms)) : '',
  };
}
