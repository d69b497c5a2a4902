/** axe-core in Chromium: the rules the site is held to (decision 020), run on a page as it stands. */
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { AXE_ADDRESS } from './e2e-harness';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices, where the rules issue 14 names live (one h1,
 * ordered headings, named landmarks). `label-content-name-mismatch` (WCAG 2.5.3: a name contains the visible text)
 * is experimental in axe, so it is asked for by name.
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** What fails the test: serious and critical violations, and any violation of the rules the issue names. */
const FAILING_IMPACTS = new Set<ImpactValue>(['serious', 'critical']);
const ALWAYS_FAILING_RULES = new Set([
  'heading-order',
  'page-has-heading-one',
  'landmark-one-main',
  'landmark-unique',
  'skip-link',
  'label-content-name-mismatch',
]);

export interface Finding {
  rule: string;
  impact: ImpactValue | null | undefined;
  help: string;
  /** Each failing element: its selector, what axe measured, and the start of its HTML. */
  places: string[];
}

/**
 * Runs axe on the page as it stands. axe comes from the test site's own origin (`AXE_ADDRESS`), which the page's
 * Content-Security-Policy (scripts from 'self' only) allows, so the page keeps its real policy, and Chromium caches
 * the script compiled from one page to the next.
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_ADDRESS });
  const results = await page.evaluate<AxeResults, RunOptions>(
    (options) => (window as unknown as { axe: { run(o: RunOptions): Promise<AxeResults> } }).axe.run(options),
    AXE_OPTIONS,
  );
  return results.violations
    .filter(
      (violation) => ALWAYS_FAILING_RULES.has(violation.id) || FAILING_IMPACTS.has(violation.impact ?? null),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      places: violation.nodes.map((node) => {
        // color-contrast says what it measured: the ratio and the two colours.
        const measured = node.any.find((check) => check.id === 'color-contrast')?.data as
          { contrastRatio?: number; fgColor?: string; bgColor?: string } | undefined;
        const contrast = measured?.contrastRatio
          ? ` (${measured.contrastRatio}:1, ${measured.fgColor} on ${measured.bgColor})`
          : '';
        return `${node.target.join(' ')}${contrast}\n      ${node.html.slice(0, 160)}`;
      }),
    }));
}

/** A failure a person can read: the page, each rule with its impact, and where it failed. */
export function report(where: string, findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${where}: ${finding.rule} (${finding.impact ?? 'no impact'}): ${finding.help}\n` +
        finding.places.map((place) => `    ${place}`).join('\n'),
    )
    .join('\n');
}
