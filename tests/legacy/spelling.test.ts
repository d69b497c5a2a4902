import { describe, expect, it } from 'vitest';
import {
  closeRuns,
  closestKnownWord,
  derivedKnownWords,
  spellingDistance,
} from '../../legacy/src/search/spelling';

describe('how far a typed word is from a stored one', () => {
  it('weighs the everyday Thai mistakes half an edit, anything else one', () => {
    expect(spellingDistance('ใหม', 'ไหม', 1)).toBe(0.5);
    expect(spellingDistance('พิพิทภัณฑ์', 'พิพิธภัณฑ์', 1)).toBe(0.5);
    expect(spellingDistance('ทองเที่ยว', 'ท่องเที่ยว', 1)).toBe(0.5);
    expect(spellingDistance('ต้างหู', 'ต่างหู', 1)).toBe(0.5);
    // Two everyday mistakes weigh one edit; a letter of another sound is a whole edit.
    expect(spellingDistance('ทองเทียว', 'ท่องเที่ยว', 1)).toBe(1);
    expect(spellingDistance('กองเที่ยว', 'ท่องเที่ยว', 1)).toBe(Infinity);
    expect(spellingDistance('scuplture', 'sculpture', 2)).toBe(1);
    expect(spellingDistance('archtecure', 'architecture', 2)).toBe(2);
    expect(spellingDistance('archtecure', 'architecture', 1)).toBe(Infinity);
    // A silent letter with its karan, left out or added, is one everyday mistake.
    expect(spellingDistance('เฟอนิเจอร์', 'เฟอร์นิเจอร์', 1)).toBe(0.5);
    expect(spellingDistance('โปสเตอร์ร์', 'โปสเตอร์', 1)).toBe(0.5);
    expect(spellingDistance('เฟอนิเจอ', 'เฟอร์นิเจอร์', 1)).toBe(1);
  });

  it('finds the runs of stored text close to a word, never starting or ending inside a letter’s marks', () => {
    const runs = closeRuns('งานผ้าไหมมัดหมี่ ทอมือ', 'ผ้าใหม', 1);
    expect(runs.map((run) => [run.text, run.distance])).toContainEqual(['ผ้าไหม', 0.5]);
    // Two letters swapped, and a silent letter with its karan left out.
    const speakers = closeRuns('ออกแบบลำโพงบลูทูธไม้ไผ่', 'ลำโพงบูลทูธ', 1).map((run) => [run.text, run.distance]);
    expect(speakers).toContainEqual(['ลำโพงบลูทูธ', 1]);
    const furniture = closeRuns('งานออกแบบเฟอร์นิเจอร์ไม้', 'เฟอนิเจอร์', 1).map((run) => [run.text, run.distance]);
    expect(furniture).toContainEqual(['เฟอร์นิเจอร์', 0.5]);
    for (const run of closeRuns('เที่ยวเมืองเก่า', 'ทียว', 1)) {
      expect(run.text).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/);
      expect(run.text).not.toContain(' ');
    }
  });

  it('corrects a Latin word to the closest known word, the commonest of equals, and leaves known words and prefixes', () => {
    const known = [
      { word: 'animation', records: 9 },
      { word: 'architecture', records: 3 },
      { word: 'sculpture', records: 2 },
      { word: 'sculptures', records: 1 },
    ];
    expect(closestKnownWord(known, 'animaiton')).toBe('animation');
    expect(closestKnownWord(known, 'scuplture')).toBe('sculpture');
    expect(closestKnownWord(known, 'archtecure')).toBe('architecture');
    expect(closestKnownWord(known, 'sculpt')).toBeUndefined();
    expect(closestKnownWord(known, 'zebra')).toBeUndefined();
    // Three letters are too few to guess from.
    expect(closestKnownWord([{ word: 'bag', records: 1 }], 'bog')).toBeUndefined();
  });

  it('finds the words a Latin word derives by a regular ending, not longer words that merely begin with it', () => {
    const known = [
      'lampang',
      'lamps',
      'packages',
      'packaging',
      'wood',
      'woodcraft',
      'wooden',
      'woodstock',
    ].map((word) => ({ word, records: 1 }));
    expect(derivedKnownWords(known, 'wood').sort()).toEqual(['woodcraft', 'wooden']);
    expect(derivedKnownWords(known, 'package').sort()).toEqual(['packages', 'packaging']);
    expect(derivedKnownWords(known, 'lamp')).toEqual(['lamps']);
    expect(derivedKnownWords(known, 'ไม้')).toEqual([]);
  });
});
