import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '../../legacy/src/clock';
import { setStaffRole } from '../../legacy/src/staff/roles';
import {
  createPortfolio,
  decideAsStaff,
  newMember,
  portfolioFields,
  startLegacy,
  type LegacyHarness,
  type Member,
} from './legacy-harness';

const TRUSTED_KEY = 'trusted-client-test-key';
const TITLE = 'โคมไฟกระดาษสา Qorvex Lantern';
/** A word only the new work's brief holds: it finds that one work, and names none. */
const BRIEF_WORD = 'zyntharo';
const NOTHING = 'qwplmzx vvkrt';

interface KeywordFigures {
  keyword: string;
  searches: number;
  found: number | null;
}

/**
 * The operators' "searches that find little" (issue 42): a search of a work's title that found it is not one, however
 * often it was made; keywords that find nothing come before those that find little.
 */
describe('searches that find little', () => {
  let legacy: LegacyHarness;
  let operator: Member;
  let workId: number;

  const logSearches = (searches: { keyword: string; count: number }[]) =>
    legacy.call('POST', '/api/internal/search-log', {
      body: { searches },
      headers: { 'X-Trusted-Client-Key': TRUSTED_KEY },
    });

  const searchesToday = async () => {
    const day = bangkokDay(new Date());
    const answer = await legacy.call('GET', '/api/staff/insights', {
      token: operator.token,
      query: { from: day, to: day },
    });
    expect(answer.status).toBe(200);
    return answer.body.data.searches as { top: KeywordFigures[]; missing: KeywordFigures[] };
  };

  beforeAll(async () => {
    legacy = await startLegacy({ config: { trustedClientKey: TRUSTED_KEY } });
    const designer = await newMember(legacy);
    operator = await newMember(legacy);
    setStaffRole(legacy.app.db, operator.memberId, 'operator');
    const fields = await portfolioFields(legacy);
    workId = await createPortfolio(
      legacy,
      designer,
      { ...fields, project_brief: `งานทดลอง ${BRIEF_WORD}` },
      TITLE,
    );
    await decideAsStaff(legacy, operator, workId, 'approve');
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('leaves out a work’s title that found it, and lists what finds nothing first', async () => {
    // Each search finds what it should (the counts the log records are these totals).
    const total = async (keyword: string) =>
      (await legacy.call('GET', '/api/search', { query: { keyword } })).body.total as number;
    expect(await total(TITLE)).toBe(1);
    expect(await total(BRIEF_WORD)).toBe(1);
    expect(await total(NOTHING)).toBe(0);

    const logged = await logSearches([
      // The title as readers type it: another case, other spacing; the most searched of all.
      { keyword: `  ${TITLE.toUpperCase().replace(' ', '   ')} `, count: 90_000 },
      { keyword: BRIEF_WORD, count: 80_000 },
      { keyword: NOTHING, count: 70_000 },
    ]);
    expect(logged.status).toBe(200);
    await legacy.backgroundWorkDone();

    const { top, missing } = await searchesToday();
    const titleKeyword = TITLE.toLowerCase();
    // The most searched list is as it was: the title first, with what it found.
    expect(top.slice(0, 3)).toEqual([
      { keyword: titleKeyword, searches: 90_000, found: 1 },
      { keyword: BRIEF_WORD, searches: 80_000, found: 1 },
      { keyword: NOTHING, searches: 70_000, found: 0 },
    ]);
    // The title found its work: not missing. A keyword that finds nothing comes before one that finds little.
    expect(missing.map((entry) => entry.keyword)).not.toContain(titleKeyword);
    expect(missing[0]).toEqual({ keyword: NOTHING, searches: 70_000, found: 0 });
    expect(missing).toContainEqual({ keyword: BRIEF_WORD, searches: 80_000, found: 1 });
    const foundOf = missing.map((entry) => entry.found ?? 0);
    expect(foundOf.every((found) => found <= 2)).toBe(true);
    // Nothing-found first, then by searches within each group.
    const firstFinding = foundOf.findIndex((found) => found > 0);
    expect(foundOf.slice(firstFinding).every((found) => found > 0)).toBe(true);
    for (const group of [missing.slice(0, firstFinding), missing.slice(firstFinding)])
      for (let index = 1; index < group.length; index += 1)
        expect(group[index - 1]!.searches).toBeGreaterThanOrEqual(group[index]!.searches);
  });

  it('lists the title again once its work is no longer public and it finds nothing', async () => {
    legacy.app.db.prepare('UPDATE portfolios SET is_approve = 0 WHERE id = ?').run(workId);
    legacy.app.db.prepare('UPDATE search_keywords SET found = 0 WHERE keyword = ?').run(TITLE.toLowerCase());
    const { missing } = await searchesToday();
    expect(missing).toContainEqual({ keyword: TITLE.toLowerCase(), searches: 90_000, found: 0 });
  });
});
