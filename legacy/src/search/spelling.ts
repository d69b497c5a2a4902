/**
 * How far a typed word is from a stored one, as readers misspell: an edit costs 1, and the mistakes Thai readers make
 * every day cost half (ใ for ไ, ธ for ท, ศ/ษ/ส, a tone mark missing, extra or wrong…), so that two of those weigh
 * what one other edit does. Pure functions over normalised text (thai-text.ts); corrections.ts looks the candidates
 * up in the index.
 */

/** Letters readers put one for another: each set's members are interchangeable at half an edit. */
const CONFUSABLE_SETS: readonly string[] = [
  'ใไ',
  'ทธฑฒ',
  'สศษ',
  'นณ',
  'ลฬร',
  'คฅฆ',
  'ขฃ',
  'พภ',
  'ตฏ',
  'ดฎ',
  'ถฐ',
  'ชฌ',
  'ยญ',
  // Short and long vowels, and the four tone marks.
  '\u0E34\u0E35',
  '\u0E36\u0E37',
  '\u0E38\u0E39',
  '\u0E48\u0E49\u0E4A\u0E4B',
];

const CONFUSABLE_GROUP: ReadonlyMap<string, number> = new Map(
  CONFUSABLE_SETS.flatMap((set, group) => [...set].map((letter) => [letter, group] as const)),
);

/** Thanthakhat (karan): the letter before it is silent, and readers leave both out or add them (เฟอนิเจอ). */
const KARAN = '\u0E4C';

/** Marks readers leave out or add: the tone marks, karan and maitaikhu. */
const OFTEN_DROPPED = new Set(['\u0E48', '\u0E49', '\u0E4A', '\u0E4B', KARAN, '\u0E47']);

/** Thai vowels and marks written above or below a consonant: a run of text never starts with one. */
const COMBINING = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;

/** A common mistake costs this much; any other edit 1. */
const COMMON_MISTAKE = 0.5;

function substitutionCost(typed: string, stored: string): number {
  if (typed === stored) return 0;
  const group = CONFUSABLE_GROUP.get(typed);
  return group !== undefined && group === CONFUSABLE_GROUP.get(stored) ? COMMON_MISTAKE : 1;
}

function insertionCost(letter: string): number {
  return OFTEN_DROPPED.has(letter) ? COMMON_MISTAKE : 1;
}

/**
 * The weighted distance between two words (code points), adjacent letters swapped counting as one edit and a silent
 * letter with its karan left out or added as one everyday mistake; anything above `bound` is reported as Infinity.
 */
export function spellingDistance(typed: string, stored: string, bound: number): number {
  const a = [...typed];
  const b = [...stored];
  // A silent letter with its karan is two letters for half an edit: four letters a whole edit.
  if (Math.abs(a.length - b.length) > (2 * bound) / COMMON_MISTAKE) return Infinity;
  // rows[i][j]: typed[0..i) into stored[0..j); optimal string alignment (one swap per pair of letters).
  let beforePrevious: number[] = [];
  let previous = [0];
  for (let j = 1; j <= b.length; j++) {
    let cost = previous[j - 1]! + insertionCost(b[j - 1]!);
    if (j > 1 && b[j - 1] === KARAN) cost = Math.min(cost, previous[j - 2]! + COMMON_MISTAKE);
    previous.push(cost);
  }
  for (let i = 1; i <= a.length; i++) {
    let first = previous[0]! + insertionCost(a[i - 1]!);
    if (i > 1 && a[i - 1] === KARAN) first = Math.min(first, beforePrevious[0]! + COMMON_MISTAKE);
    const current = [first];
    let rowBest = current[0]!;
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(
        previous[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!),
        previous[j]! + insertionCost(a[i - 1]!),
        current[j - 1]! + insertionCost(b[j - 1]!),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && a[i - 1] !== b[j - 1]) {
        cost = Math.min(cost, beforePrevious[j - 2]! + 1);
      }
      // A silent letter and its karan, left out (stored has them) or added (typed has them).
      if (j > 1 && b[j - 1] === KARAN) cost = Math.min(cost, current[j - 2]! + COMMON_MISTAKE);
      if (i > 1 && a[i - 1] === KARAN) cost = Math.min(cost, beforePrevious[j]! + COMMON_MISTAKE);
      current.push(cost);
      rowBest = Math.min(rowBest, cost);
    }
    if (rowBest > bound) return Infinity;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance <= bound ? distance : Infinity;
}

/** A run of stored text close to a typed word, and how far. */
export interface CloseRun {
  text: string;
  distance: number;
}

/**
 * The runs of `text` within `bound` of `word` (weighted as spellingDistance), one per place they end, each the
 * closest run ending there: approximate substring matching (Sellers), O(text × word). A run neither starts nor ends
 * inside a Thai letter's marks, and holds no space.
 */
export function closeRuns(text: string, word: string, bound: number): CloseRun[] {
  const pattern = [...word];
  const haystack = [...text];
  const found: CloseRun[] = [];
  if (pattern.length === 0) return found;
  // cost[i]: the least cost of pattern[0..i) against a run of text ending here; start[i]: where that run starts.
  // The column before (ending one letter earlier) serves swaps and a silent letter with its karan.
  let cost = [0];
  let start = [0];
  for (let i = 1; i <= pattern.length; i++) {
    let typed = cost[i - 1]! + insertionCost(pattern[i - 1]!);
    if (i > 1 && pattern[i - 1] === KARAN) typed = Math.min(typed, cost[i - 2]! + COMMON_MISTAKE);
    cost.push(typed);
    start.push(0);
  }
  let earlierCost: number[] = [];
  let earlierStart: number[] = [];
  // The cheapest cost of the cell being filled, and where its run starts.
  let best: number;
  let bestStart: number;
  const consider = (candidate: number, candidateStart: number) => {
    if (candidate < best) {
      best = candidate;
      bestStart = candidateStart;
    }
  };
  for (let position = 0; position < haystack.length; position++) {
    const letter = haystack[position]!;
    const before = haystack[position - 1];
    const nextCost = [0];
    const nextStart = [position + 1];
    for (let i = 1; i <= pattern.length; i++) {
      // The cheapest way here, the first of equals kept: substitute, skip a stored letter, skip a typed one, then a
      // typed silent letter with its karan, a stored one, and a swap.
      best = cost[i - 1]! + substitutionCost(pattern[i - 1]!, letter);
      bestStart = start[i - 1]!;
      consider(cost[i]! + insertionCost(letter), start[i]!);
      consider(nextCost[i - 1]! + insertionCost(pattern[i - 1]!), nextStart[i - 1]!);
      if (i > 1 && pattern[i - 1] === KARAN) consider(nextCost[i - 2]! + COMMON_MISTAKE, nextStart[i - 2]!);
      if (before !== undefined) {
        if (letter === KARAN) consider(earlierCost[i]! + COMMON_MISTAKE, earlierStart[i]!);
        if (i > 1 && pattern[i - 1] === before && pattern[i - 2] === letter && letter !== before)
          consider(earlierCost[i - 2]! + 1, earlierStart[i - 2]!);
      }
      nextCost.push(best);
      nextStart.push(bestStart);
    }
    earlierCost = cost;
    earlierStart = start;
    cost = nextCost;
    start = nextStart;
    const distance = cost[pattern.length]!;
    const end = position + 1;
    const from = start[pattern.length]!;
    if (distance > bound || from >= end) continue;
    const run = haystack.slice(from, end);
    if (COMBINING.test(run[0]!) || COMBINING.test(haystack[end] ?? '') || run.some((part) => /\s/.test(part)))
      continue;
    found.push({ text: run.join(''), distance });
  }
  return found;
}

/**
 * `closeRuns` over the parts of `text` near what it shares with `word` (its runs of three letters, or two for a word
 * of four or fewer): the same runs where a long text holds few of them, for a fraction of the work.
 */
export function closeRunsNear(text: string, word: string, bound: number): CloseRun[] {
  const letters = [...word];
  const size = letters.length <= 4 ? 2 : 3;
  const spans: [number, number][] = [];
  for (let start = 0; start + size <= letters.length; start++) {
    const anchor = letters.slice(start, start + size).join('');
    for (let at = text.indexOf(anchor); at >= 0; at = text.indexOf(anchor, at + 1)) {
      // UTF-16 offsets; Thai letters are one unit each, and a few extra units either side only widen the window.
      spans.push([Math.max(0, at - 2 * letters.length - 2), at + 2 * letters.length + 2]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged.flatMap(([from, to]) => closeRuns(text.slice(from, to), word, bound));
}

/** Whether a word is Latin letters (and digits, an apostrophe or a hyphen): corrected against the word list. */
export function isLatinWord(word: string): boolean {
  return /^[a-z][a-z0-9'-]*$/.test(word);
}

/** How many edits a Latin word may be off: one from four letters, two from seven. */
export function latinBound(word: string): number {
  const length = word.length;
  return length >= 7 ? 2 : length >= 4 ? 1 : 0;
}

/** One word of the index with the number of records holding it. */
export interface KnownWord {
  word: string;
  records: number;
}

/**
 * The closest word of `known` (sorted by word) to a Latin word typed as it is not stored: fewest edits, then the
 * most records. Undefined when the word or a word it begins is known (the search reads a Latin word's end as a
 * prefix), or nothing is close enough.
 */
export function closestKnownWord(known: readonly KnownWord[], typed: string): string | undefined {
  const bound = latinBound(typed);
  if (bound === 0) return undefined;
  if (startsAnyWord(known, typed)) return undefined;
  return closest(
    known.flatMap((candidate) => {
      if (Math.abs(candidate.word.length - typed.length) > bound) return [];
      const distance = spellingDistance(typed, candidate.word, bound);
      return distance === Infinity ? [] : [{ ...candidate, distance }];
    }),
  )?.word;
}

/** The closest of some corrections: the fewest edits, then the most records holding it (the first of equals). */
export function closest<Correction extends { distance: number; records: number }>(
  corrections: Iterable<Correction>,
): Correction | undefined {
  let best: Correction | undefined;
  for (const correction of corrections) {
    if (
      !best ||
      correction.distance < best.distance ||
      (correction.distance === best.distance && correction.records > best.records)
    )
      best = correction;
  }
  return best;
}

/** Whether some word of `known` (sorted by word, code unit order) is `prefix` or begins with it. */
function startsAnyWord(known: readonly KnownWord[], prefix: string): boolean {
  const at = firstAtOrAfter(known, prefix);
  return at < known.length && known[at]!.word.startsWith(prefix);
}

/** The index of the first word of `known` (sorted by word) not before `word`. */
function firstAtOrAfter(known: readonly KnownWord[], word: string): number {
  let low = 0;
  let high = known.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (known[middle]!.word < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Endings that make an English word another of the same family (wood: wooden, woodcraft; photo: photography). */
const DERIVING_ENDINGS: ReadonlySet<string> = new Set([
  's',
  'es',
  'ed',
  'ing',
  'er',
  'ers',
  'en',
  'al',
  'ic',
  'ics',
  'y',
  'craft',
  'crafts',
  'work',
  'works',
  'ware',
  'graphy',
  'graphic',
  'graphics',
]);

/**
 * The words of `known` (sorted by word) that `typed` derives by a regular English ending (a final e dropped before
 * a vowel: package, packaging), itself excepted: "lamp" derives lamps, not Lampang.
 */
export function derivedKnownWords(known: readonly KnownWord[], typed: string): string[] {
  if (!isLatinWord(typed) || typed.length < 3) return [];
  const stems = typed.endsWith('e') ? [typed, typed.slice(0, -1)] : [typed];
  const found = new Set<string>();
  for (const stem of stems) {
    for (let at = firstAtOrAfter(known, stem); at < known.length && known[at]!.word.startsWith(stem); at++) {
      const word = known[at]!.word;
      const ending = word.slice(stem.length);
      if (word !== typed && DERIVING_ENDINGS.has(ending) && (stem === typed || /^[aeiouy]/.test(ending)))
        found.add(word);
    }
  }
  return [...found];
}
