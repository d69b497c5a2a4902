/** What a spreadsheet reads as the start of a formula (or of a cell it runs as one), OWASP's CSV injection list. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV as spreadsheets open it: RFC 4180 quoting, CRLF line ends, and a byte-order mark so that Excel reads the
 * Thai in UTF-8. Figures are written as plain numbers (no grouping), so the file sums as the page does.
 *
 * Every text cell that a spreadsheet would run as a formula (a title, a name or a keyword someone typed, starting
 * with = + - @, a tab or a carriage return) is written as text: a single quote before it, the cell quoted (OWASP's
 * CSV injection rule). Numbers stay numbers, negative ones too.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    if (typeof value === 'number') return String(value);
    if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
    return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  };
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Hands the reader a CSV file to save, named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
