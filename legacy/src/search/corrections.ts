/**
 * Keywords typed with a mistake: the closest spelling the index holds of each word it does not (spelling.ts
 * weighs how close), and the loose query of the last-resort fallback. Latin words are corrected against the word
 * list of the index (one edit off from four letters, two from seven); Thai words against the stored text around
 * what was typed (one edit, or two of the mistakes Thai readers make every day).
 */
import type { Database } from '../db/database';
import { holds, searchIndexVocabulary, stored, type SearchIndex } from './search-index';
import { keywordWords, quoted, thesaurusForms, TRIGRAM } from './search-query';
import {
  closeRunsNear,
  closest,
  closestKnownWord,
  isLatinWord,
  spellingDistance,
  type CloseRun,
} from './spelling';
import { codePointLength, hasThai, SPELLING_VARIANTS, wordPieces } from './thai-text';

/** Longer words are neither corrected nor matched loosely: the loose query grows with the square of the length. */
export const MAX_FUZZY_WORD_LENGTH = 32;
/** A Thai word is corrected from the stored text of at most this many records holding something close to it. */
const CORRECTION_CANDIDATES = 50;
/**
 * A longer Thai word is taken for words typed without spaces and corrected piece by piece: looking for the whole of
 * it in the stored text costs more, and finds nothing when the reader joined words that are stored apart.
 */
const MAX_WHOLE_WORD = 12;
/** A Thai correction may be this far off (one edit, or two common mistakes). */
const THAI_BOUND = 1;

/**
 * A loose trigram query for a word typed with one mistake: for each position, every trigram that covers neither it
 * nor the next (a character added, removed or replaced there, or two neighbours swapped, breaks only those that do).
 */
export function fuzzyWordQuery(word: string): string {
  const characters = [...word];
  const trigrams = characters.slice(0, -2).map((_, start) => characters.slice(start, start + 3).join(''));
  const alternatives = new Set<string>([quoted(word)]);
  for (let position = 0; position < characters.length; position++) {
    const kept = trigrams.filter((_, start) => start < position - 2 || start > position + 1);
    if (kept.length > 0) alternatives.add([...new Set(kept)].map(quoted).join(' AND '));
  }
  return `(${[...alternatives].map((alternative) => `(${alternative})`).join(' OR ')})`;
}

/** Whether the word table holds a word that is `word` or begins with it. */
function startsStoredWord(db: Database, index: SearchIndex, word: string): boolean {
  return holds(db, index.wordTable, `${quoted(word)}*`);
}

/**
 * The stored spelling closest to a Thai word: the runs of text close to it in the records a loose query finds,
 * the closest first, then the one most records hold. Undefined when none is close enough.
 */
function closestStoredRun(db: Database, index: SearchIndex, word: string): CloseRun | undefined {
  const length = codePointLength(word);
  if (length <= TRIGRAM || length > MAX_FUZZY_WORD_LENGTH) return undefined;
  const { textTable, columns } = index;
  const rows = db
    .prepare<[string], { text: string }>(
      `SELECT concat_ws(' ', ${columns.join(', ')}) AS text FROM ${textTable}
       WHERE ${textTable} MATCH ? ORDER BY rowid DESC LIMIT ${CORRECTION_CANDIDATES}`,
    )
    .all(fuzzyWordQuery(word));
  const tally = new Map<string, { distance: number; records: number }>();
  for (const row of rows) {
    const closest = new Map<string, CloseRun>();
    for (const run of closeRunsNear(row.text, word, THAI_BOUND)) {
      if (run.text === word) continue;
      const seen = closest.get(run.text);
      if (!seen || run.distance < seen.distance) closest.set(run.text, run);
    }
    for (const run of closest.values()) {
      const counted = tally.get(run.text);
      if (!counted) tally.set(run.text, { distance: run.distance, records: 1 });
      else counted.records += 1;
    }
  }
  return closest([...tally].map(([text, counted]) => ({ text, ...counted })));
}

/**
 * Thai words the search knows in every spelling, each with the form a correction offers: the thesaurus's forms
 * without spaces (ผ้าไหม), and the spellings readers use interchangeably (เซรามิค, offered as เซรามิก).
 */
const THAI_FORMS: readonly { spelling: string; offered: string }[] = [
  ...thesaurusForms()
    .filter((form) => hasThai(form) && !form.includes(' '))
    .map((form) => ({ spelling: form, offered: form })),
  ...Object.entries(SPELLING_VARIANTS).map(([spelling, offered]) => ({ spelling, offered })),
];

/**
 * The known word closest to a Thai word, within THAI_BOUND (`THAI_FORMS`): a word readers write, where the closest run
 * of stored text may be part of a word (เซรามค is one vowel from เซรามิค, and from เซรามิ, which is no word).
 */
function closestThaiForm(word: string): CloseRun | undefined {
  const length = codePointLength(word);
  let best: CloseRun | undefined;
  for (const { spelling, offered } of THAI_FORMS) {
    if (Math.abs(codePointLength(spelling) - length) > 2) continue;
    const distance = spellingDistance(word, spelling, THAI_BOUND);
    if (distance <= THAI_BOUND && (best === undefined || distance < best.distance))
      best = { text: offered, distance };
  }
  return best;
}

/** The closer of a stored run and a known word, the known word when they are as close. */
function closerSpelling(db: Database, index: SearchIndex, word: string): string | undefined {
  const form = closestThaiForm(word);
  const run = closestStoredRun(db, index, word);
  if (form !== undefined && (run === undefined || form.distance <= run.distance)) return form.text;
  return run?.text;
}

/** A Thai word as the index holds it: kept when stored as typed; else corrected whole, or piece by piece. */
function correctedThaiWord(db: Database, index: SearchIndex, word: string): string {
  // Too short to look up, or stored as typed: kept.
  const kept = (text: string) => codePointLength(text) < TRIGRAM || stored(db, index, text);
  if (kept(word)) return word;
  const whole = codePointLength(word) <= MAX_WHOLE_WORD ? closerSpelling(db, index, word) : undefined;
  if (whole !== undefined) return whole;
  return wordPieces(word, TRIGRAM)
    .map((piece) => (kept(piece) ? piece : (closestStoredRun(db, index, piece)?.text ?? piece)))
    .join('');
}

/**
 * The keyword with each misspelt word replaced by the closest spelling the index holds, words joined by one space;
 * undefined when every word is stored as typed or no spelling is close enough.
 */
export function correctedKeyword(db: Database, index: SearchIndex, keyword: string): string | undefined {
  const words = keywordWords(keyword);
  const corrected = words.map((word) => {
    if (isLatinWord(word)) {
      // The word list is kept a while; the index itself says whether a word was stored since (a designer renamed).
      if (startsStoredWord(db, index, word)) return word;
      return closestKnownWord(searchIndexVocabulary(db, index), word) ?? word;
    }
    return hasThai(word) ? correctedThaiWord(db, index, word) : word;
  });
  return corrected.some((word, at) => word !== words[at]) ? corrected.join(' ') : undefined;
}
