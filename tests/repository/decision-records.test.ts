import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = path.resolve(import.meta.dirname, '../../docs/decisions');

describe('decision records', () => {
  const records = fs.readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name));

  it('each carry a title, a date and a status, under a number of their own', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of records) {
      const [title, , dateLine] = fs.readFileSync(path.join(DECISIONS, name), 'utf8').split('\n');
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)}: \\S`));
      expect(dateLine, name).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/);
    }
  });

  it('are all listed in the index', () => {
    const index = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    for (const name of records) expect(index, name).toContain(`](${name})`);
  });
});
