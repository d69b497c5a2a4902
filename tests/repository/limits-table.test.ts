import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT_RULES, type BackOffRule, type LimitRule } from '../../bff/src/limits/abuse-limits';

const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The README's limits table: each row's limit name and its figure. */
function tableRows(): Map<string, { key: string; figure: string }> {
  const start = README.indexOf('### Limits');
  const section = README.slice(start, README.indexOf('\n#', start + 1));
  const rows = new Map<string, { key: string; figure: string }>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`(\w+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, { key: cells[3] ?? '', figure: cells[4] ?? '' });
  }
  return rows;
}

const PERIODS: Record<number, string> = { 60: 'a minute', 3600: 'an hour', 86400: 'a' };

/** How the table words a rule's figure: "10 an hour", "20 a Bangkok day", or the back-off's first numbers. */
function figureOf(rule: LimitRule | BackOffRule): RegExp {
  if ('failures' in rule) return new RegExp(`^${rule.failures}, then ${rule.firstBlockSeconds / 60} minute`);
  const period = PERIODS[rule.durationSeconds];
  if (!period) throw new Error(`no wording for ${rule.durationSeconds} s`);
  return new RegExp(`^${rule.points.toLocaleString('en')} ${period}( Bangkok)? ?(day)?`);
}

describe('the README’s limits table', () => {
  it('states every limit of the BFF, with its key and the figure it runs with', () => {
    const rows = tableRows();
    expect([...rows.keys()].sort()).toEqual(Object.keys(DEFAULT_LIMIT_RULES).sort());
    for (const [name, rule] of Object.entries(DEFAULT_LIMIT_RULES)) {
      const row = rows.get(name)!;
      expect(row.figure, name).toMatch(figureOf(rule));
      // The name says what it is keyed by: …PerMailboxAndClient, …PerClientPortfolioAndDay.
      const keys = name
        .replace(/^.*Per/, '')
        .split(/(?=[A-Z])/)
        .map((part) => part.toLowerCase())
        .filter((part) => part !== 'and' && part !== 'day');
      for (const key of keys) expect(row.key, name).toContain(key);
    }
  });
});
