import { describe, expect, it } from 'vitest';
import { toCsv } from '../../web/src/lib/csv';

/** The cells of a CSV file's lines, as written (without the byte-order mark and the last line end). */
function linesOf(csv: string): string[] {
  return csv
    .replace(/^\ufeff/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
}

describe('toCsv', () => {
  it('writes a text cell a spreadsheet would run as a formula as text: a quote before it, the cell quoted', () => {
    const csv = toCsv(
      ['Name', 'Views'],
      [
        ['=HYPERLINK("http://x","y")', 3],
        ['+ฟ้า ใจดี', 2],
        ['@x', 1],
        ['-2+3', 0],
        ['\tcmd', 0],
        ['\rcmd', 0],
      ],
    );
    expect(linesOf(csv)).toEqual([
      'Name,Views',
      `"'=HYPERLINK(""http://x"",""y"")",3`,
      `"'+ฟ้า ใจดี",2`,
      `"'@x",1`,
      `"'-2+3",0`,
      `"'\tcmd",0`,
      `"'\rcmd",0`,
    ]);
  });

  it('keeps numbers as numbers, negative ones too, and other text as it was', () => {
    const csv = toCsv(
      ['Day', 'Change', 'Note'],
      [
        ['2026-11-27', -3, 'a, "b"'],
        ['ไม้ไผ่', 1.5, 'x=1'],
      ],
    );
    expect(linesOf(csv)).toEqual(['Day,Change,Note', '2026-11-27,-3,"a, ""b"""', 'ไม้ไผ่,1.5,x=1']);
    expect(csv.startsWith('\ufeff')).toBe(true);
  });
});
