import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, useSite } from './e2e-harness';
import { noSideScroll, signIn } from './e2e-actions';
import { axeFindings, report } from './axe';

const DESIGNER = { email: 'designer03@portfolio.example', password: 'Designer1234!' };
const OPERATOR = { email: 'staff@portfolio.example', password: 'Staff1234!' };

/** The CSV the section's download button gives, read from the file Chromium saved, without its byte-order mark. */
async function downloadedCsv(page: Page, section: string, button: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: section })
      .getByRole('button', { name: new RegExp(`^${button}`) })
      .click(),
  ]);
  const file = await download.path();
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
}

/** The cells of CSV lines (RFC 4180: a quoted cell may hold commas and doubled quotes). */
function cellsOf(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) =>
    match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''),
  );
}

/** The cells of a section's table, row by row (the disclosure opened first). */
async function tableRows(page: Page, section: string, summary: string): Promise<string[][]> {
  const region = page.getByRole('region', { name: section });
  await region.getByText(summary, { exact: true }).first().click();
  return region
    .getByRole('table')
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/**
 * Issue 30 in Chromium on the real stack with the demo data's 60 days of views: a designer's insights on a phone in
 * Thai, the operators' on a desktop in English; charts drawn, tables beside them, CSV files with the same figures,
 * and no serious accessibility finding.
 */
describe('insights', () => {
  const site = useSite();

  it('shows a designer their work’s views per day, sources and best works on a phone, in Thai, with the CSV', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812 });
    await signIn(page, DESIGNER);
    await page.goto('/profile-insights?days=90');
    await settled(page);
    await expect.poll(() => page.getByRole('figure', { name: 'การเข้าชม' }).count()).toBe(1);
    await noSideScroll(page);
    await site().screenshot(page, 'insights-designer-th-375', { fullPage: true, fromTop: true });
    expect(report('/profile-insights', await axeFindings(page))).toBe('');

    const rows = await tableRows(page, 'รายวัน', 'แสดงเป็นตาราง');
    expect(rows).toHaveLength(90);
    // Thai dates in Thai (the Buddhist year), and the demo's views are there to see.
    expect(rows.at(-1)?.[0]).toMatch(/^\d{1,2} [ก-๙.]+ 25\d\d$/);
    const shownViews = rows.reduce((sum, row) => sum + Number((row[1] ?? '0').replaceAll(',', '')), 0);
    expect(shownViews).toBeGreaterThan(0);
    const csv = await downloadedCsv(page, 'รายวัน', 'ดาวน์โหลด CSV');
    expect(csv[0]).toBe('วันที่,การเข้าชม,การชื่นชอบ,ข้อความติดต่องาน,ผู้ติดตาม');
    expect(csv).toHaveLength(91);
    expect(csv.slice(1).reduce((sum, line) => sum + Number(cellsOf(line)[1]), 0)).toBe(shownViews);

    const sources = page.getByRole('list', { name: 'ผู้ชมมาจากที่ใด' });
    await expect.poll(() => sources.getByRole('listitem').count()).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });

  it('shows an operator the site’s views, sources, review times and unanswered searches on a desktop, in English', async () => {
    const { page, problems } = await site().open({ width: 1280, height: 900, locale: 'en' });
    await signIn(page, OPERATOR);
    await page.goto('/staff/insights');
    await settled(page);
    await expect.poll(() => page.getByRole('figure', { name: 'Views per day' }).count()).toBe(1);
    await site().screenshot(page, 'insights-staff-en-1280', { fullPage: true, fromTop: true });
    expect(report('/staff/insights', await axeFindings(page))).toBe('');

    const unanswered = page.getByRole('table', { name: 'Searches that find little or nothing' });
    await expect.poll(() => unanswered.locator('tbody tr').count()).toBeGreaterThan(0);
    const shown = await unanswered
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
      );
    const csv = await downloadedCsv(page, 'Searches that find little or nothing', 'Download CSV');
    expect(csv[0]).toBe('Keyword,Searches,Works found');
    expect(csv.slice(1).map(cellsOf)).toEqual(
      shown.map(([keyword, searches, found]) => [keyword, searches?.replaceAll(',', ''), found]),
    );
    for (const row of shown) expect(Number(row[2])).toBeLessThanOrEqual(2);

    // A week of it: the address keeps the period.
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL((url) => url.search === '?days=7');
    const days = await tableRows(page, 'Views per day', 'Show as a table');
    expect(days).toHaveLength(7);
    expect(problems).toEqual([]);
  });
});
