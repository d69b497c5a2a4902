/**
 * The titles people put before a name (issue 45): Thai honorifics and academic and royal titles, often typed joined
 * to the name (คุณสมชาย, ดร.สมชาย, ผศ.ดร.สมชาย), and their English forms. The work holds the name, rarely the title, so
 * a keyword that finds nothing as typed is searched again with them taken off when what follows them is a designer's
 * name (`search.ts`): คุณภาพ is quality, not a person called ภาพ.
 */
import { keywordWords } from './search-query';

/** Every title, normalised as keywords are (lower case), the longest first so that นางสาว is taken before นาง. */
const TITLES: readonly string[] = [
  // Everyday honorifics.
  'นางสาว',
  'น.ส.',
  'นาง',
  'นาย',
  'คุณ',
  'เด็กชาย',
  'เด็กหญิง',
  'ด.ช.',
  'ด.ญ.',
  // Academic titles, in full and abbreviated.
  'ผู้ช่วยศาสตราจารย์',
  'รองศาสตราจารย์',
  'ศาสตราจารย์',
  'ผศ.',
  'รศ.',
  'ศ.',
  'ดร.',
  'ดอกเตอร์',
  'อาจารย์',
  'อ.',
  // Royal descent.
  'หม่อมราชวงศ์',
  'หม่อมหลวง',
  'ม.ร.ว.',
  'ม.ล.',
  // English.
  'mr.',
  'mr',
  'mrs.',
  'mrs',
  'ms.',
  'ms',
  'miss',
  'dr.',
  'dr',
  'prof.',
  'prof',
  'assoc.',
  'asst.',
  'khun',
  'ajarn',
].sort((a, b) => [...b].length - [...a].length);

/** A word without the titles it starts with, when a name follows them in the same word (ดร.สมชาย → สมชาย). */
function untitledWord(word: string): string {
  for (let rest = word; ;) {
    const title = TITLES.find(
      (candidate) => rest.startsWith(candidate) && /^\p{L}/u.test(rest.slice(candidate.length)),
    );
    if (title === undefined) return rest;
    rest = rest.slice(title.length);
  }
}

/**
 * The keyword's words with the titles taken off, and the words the titles stood before (the names): a word that is a
 * title before another word is left out (Dr. Jirayu), a title joined to a name is cut from it (คุณจิรายุ). No names
 * when the keyword holds no title.
 */
export function withoutTitles(keyword: string): { keyword: string; names: string[] } {
  const words = keywordWords(keyword);
  const names: string[] = [];
  const kept = words.flatMap((word, index) => {
    if (TITLES.includes(word) && index < words.length - 1) {
      names.push(words[index + 1]!);
      return [];
    }
    const untitled = untitledWord(word);
    if (untitled !== word) names.push(untitled);
    return [untitled];
  });
  return { keyword: kept.join(' '), names };
}
