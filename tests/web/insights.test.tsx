import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, renderRoute, schemaWith } from './render';

/** Ten days ending on the 27th of November 2026, with a figure that tells each day apart. */
const DAYS = Array.from({ length: 10 }, (_, i) => {
  const day = `2026-11-${String(18 + i).padStart(2, '0')}`;
  return { day, views: i * 3, appreciations: i % 3, enquiries: i === 9 ? 2 : 0, followers: 40 + i };
});

const SOURCES = [
  { kind: 'PAGE', source: 'search', shared: false, views: 70 },
  { kind: 'SITE', source: 'facebook.com', shared: true, views: 41 },
  { kind: 'DIRECT', source: 'direct', shared: false, views: 12 },
];

const WORKS = [
  { portfolioId: '301', title: 'โคมไฟไม้ไผ่สาน', published: true, views: 90, appreciations: 8, enquiries: 2 },
  { portfolioId: '302', title: 'Draft chair', published: false, views: 0, appreciations: 0, enquiries: 0 },
];

function designerSchema(asked: unknown[]) {
  return schemaWith({
    Query: { viewer: () => ({ ...MEMBER, picture: null, profile: null }) },
    Viewer: {
      insights: (_viewer: unknown, args: { from: string; to: string; portfolioId?: string | null }) => {
        asked.push(args);
        const one = args.portfolioId ?? null;
        return {
          from: DAYS[0]!.day,
          to: DAYS[9]!.day,
          portfolioId: one,
          days: DAYS.map((d) => ({ ...d, followers: one ? null : d.followers })),
          totals: {
            views: 135,
            appreciations: 9,
            enquiries: 2,
            followersGained: 11,
            followersLost: 2,
            followers: 49,
          },
          sources: SOURCES,
          portfolios: one ? WORKS.filter((work) => work.portfolioId === one) : WORKS,
        };
      },
    },
  });
}

afterEach(() => vi.restoreAllMocks());

/** The CSV a download button hands over, read back from the Blob it made. */
async function downloaded(button: HTMLElement): Promise<string> {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:insights';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(button);
  if (!blob) throw new Error('nothing was downloaded');
  return blob.text();
}

describe('/profile-insights', () => {
  it('shows the period’s totals, a chart per day with its table in Thai dates, the sources and the best works', async () => {
    const asked: unknown[] = [];
    renderRoute('/profile-insights', { schema: designerSchema(asked) });
    const totals = await screen.findByRole('list', { name: 'ภาพรวมของช่วงเวลา' });
    expect(within(totals).getByText('135')).toBeTruthy();
    expect(within(totals).getByText('เพิ่ม 11 · ลด 2 ในช่วงนี้')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'ส่วนของโปรไฟล์' });
    expect(within(tabs).getByRole('link', { name: 'STATS' }).getAttribute('aria-current')).toBe('page');
    // The last 30 days by default, to today.
    expect(asked).toHaveLength(1);
    const { from, to } = asked[0] as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);

    const perDay = screen.getByRole('region', { name: 'รายวัน' });
    expect(within(perDay).getByRole('figure', { name: 'การเข้าชม' })).toBeTruthy();
    const table = within(perDay).getByRole('table', { name: 'รายวัน' });
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(lastRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['27 พ.ย. 2569', '27', '0', '2', '49']);

    const sources = screen.getByRole('list', { name: 'ผู้ชมมาจากที่ใด' });
    expect(within(sources).getByText('การค้นหา')).toBeTruthy();
    expect(within(sources).getByText('facebook.com')).toBeTruthy();
    expect(within(sources).getByText('· ผ่านลิงก์ที่แชร์')).toBeTruthy();

    const best = screen.getByRole('list', { name: 'ผลงานที่มีผู้ชมมากที่สุด' });
    expect(within(best).getByRole('link', { name: 'โคมไฟไม้ไผ่สาน' }).getAttribute('href')).toBe(
      '/detail-portfolio?id=301',
    );
    expect(within(best).getByText('· ยังไม่เผยแพร่')).toBeTruthy();
  });

  it('downloads the same figures as CSV, and keeps the period and the work in the address', async () => {
    const asked: unknown[] = [];
    const { router } = renderRoute('/profile-insights', { schema: designerSchema(asked), locale: 'en' });
    const perDay = await screen.findByRole('region', { name: 'Per day' });
    const csv = await downloaded(within(perDay).getByRole('button', { name: /^Download CSV/ }));
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Day,Views,Appreciations,Enquiries,Followers');
    expect(lines.at(-1)).toBe('2026-11-27,27,0,2,49');
    expect(lines).toHaveLength(11);

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    await waitFor(() => expect(asked).toHaveLength(2));
    const week = asked[1] as { from: string; to: string };
    expect((Date.parse(week.to) - Date.parse(week.from)) / 86_400_000).toBe(6);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Work' }), '301');
    await waitFor(() => expect(router.state.location.search).toBe('?days=7&work=301'));
    await waitFor(() => expect(asked).toContainEqual(expect.objectContaining({ portfolioId: '301' })));
    // One work: no followers, no list of works.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Followers over time' })).toBeNull());
  });
});

const SITE = {
  from: DAYS[0]!.day,
  to: DAYS[9]!.day,
  days: DAYS.map((d) => ({ day: d.day, views: d.views * 10, sharedViews: d.views })),
  sources: SOURCES,
  weeks: [
    { week: '2026-11-16', newDesigners: 3, newPortfolios: 7 },
    { week: '2026-11-23', newDesigners: 1, newPortfolios: 4 },
  ],
  review: { decided: 12, approved: 10, refused: 2, medianHours: 20.5, p90Hours: 70 },
  topPortfoliosByViews: [{ count: 300, portfolio: { id: '301', title: 'โคมไฟไม้ไผ่สาน' } }],
  topPortfoliosByAppreciations: [{ count: 9, portfolio: null }],
  topDesignersByViews: [
    { count: 500, designer: { id: '7', firstName: MEMBER.firstName, lastName: MEMBER.lastName } },
  ],
  topDesignersByAppreciations: [],
  topSearches: [{ keyword: 'เซรามิก', searches: 40, found: 12 }],
  unansweredSearches: [{ keyword: 'ผ้าไหมมัดหมี่', searches: 9, found: 0 }],
};

describe('/staff/insights', () => {
  it('shows an operator the site’s figures: views, review times, the most viewed, and the searches that find nothing', async () => {
    renderRoute('/staff/insights', {
      schema: schemaWith({
        Query: { viewer: () => ({ ...MEMBER, staffRole: 'OPERATOR' }), siteInsights: () => SITE },
      }),
    });
    const totals = await screen.findByRole('list', { name: 'ภาพรวมของช่วงเวลา' });
    expect(within(totals).getByText('1,350')).toBeTruthy();
    expect(within(totals).getByText('20.5 ชม.')).toBeTruthy();
    expect(within(totals).getByText('พิจารณาแล้ว 12 ชิ้น (อนุมัติ 10 · ไม่อนุมัติ 2)')).toBeTruthy();
    const unanswered = screen.getByRole('table', { name: 'คำค้นหาที่พบผลงานน้อยหรือไม่พบเลย' });
    expect(within(unanswered).getByRole('row', { name: 'ผ้าไหมมัดหมี่ 9 0' })).toBeTruthy();
    const works = screen.getByRole('list', { name: 'ผลงานที่มีผู้ชมมากที่สุด' });
    expect(within(works).getByRole('link', { name: 'โคมไฟไม้ไผ่สาน' })).toBeTruthy();
    // A work no longer public is left out.
    const appreciated = screen.getByRole('region', { name: 'ผลงานที่ได้รับการชื่นชอบมากที่สุด' });
    expect(within(appreciated).getByText('ยังไม่มีข้อมูลในช่วงเวลานี้')).toBeTruthy();
    const staffNav = screen.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' });
    expect(within(staffNav).getByRole('link', { name: 'สถิติการใช้งาน' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  /** The operators' screen over these figures (the test's SITE unless changed). */
  function renderSite(changes: Record<string, unknown> = {}, locale: 'th' | 'en' = 'th') {
    return renderRoute('/staff/insights', {
      locale,
      schema: schemaWith({
        Query: {
          viewer: () => ({ ...MEMBER, staffRole: 'OPERATOR' }),
          siteInsights: () => ({ ...SITE, ...changes }),
        },
      }),
    });
  }

  /** The CSV of a panel's table, as lines without the byte-order mark. */
  async function csvLinesOf(panel: HTMLElement): Promise<string[]> {
    const csv = await downloaded(within(panel).getByRole('button', { name: /^(ดาวน์โหลด CSV|Download CSV)/ }));
    return csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
  }

  it('draws the weekly chart under its axis: a week of 18 tops the axis at 20, and no bar leaves the plot', async () => {
    renderSite({
      weeks: [
        { week: '2026-11-09', newDesigners: 2, newPortfolios: 9 },
        { week: '2026-11-16', newDesigners: 3, newPortfolios: 18 },
        { week: '2026-11-23', newDesigners: 1, newPortfolios: 15 },
      ],
    });
    const panel = await screen.findByRole('region', { name: 'นักออกแบบและผลงานใหม่รายสัปดาห์' });
    const chart = within(panel).getByRole('figure', { name: 'นักออกแบบและผลงานใหม่รายสัปดาห์' });
    // The axis: round steps from 0 to a top at or above the tallest bar.
    const axis = [...chart.querySelectorAll<HTMLElement>('span[style*="bottom"]')].map((label) => [
      label.textContent,
      label.style.bottom,
    ]);
    expect(axis).toEqual([
      ['0', '0%'],
      ['5', '25%'],
      ['10', '50%'],
      ['15', '75%'],
      ['20', '100%'],
    ]);
    // Every bar stands inside the plot (0 at the top, 100 at the foot), the 18 at nine tenths of its height.
    const bars = [...chart.querySelectorAll('svg rect')].map((bar) => ({
      top: Number(bar.getAttribute('y')),
      height: Number(bar.getAttribute('height')),
    }));
    expect(bars).toHaveLength(6);
    for (const bar of bars) {
      expect(bar.top).toBeGreaterThanOrEqual(0);
      expect(bar.top + bar.height).toBeCloseTo(100);
    }
    expect(Math.max(...bars.map((bar) => bar.height))).toBeCloseTo(90);
  });

  it('names the rankings’ figure columns by what they count, and writes names a spreadsheet would run as text', async () => {
    renderSite({
      topPortfoliosByViews: [{ count: 300, portfolio: { id: '301', title: '=HYPERLINK("http://x","y")' } }],
      topDesignersByAppreciations: [
        {
          count: 12,
          designer: { id: '8', firstName: { th: '+ฟ้า', en: '+Fah' }, lastName: { th: 'ใจดี', en: 'Jaidee' } },
        },
        { count: 5, designer: { id: '9', firstName: { th: '@x', en: '@x' }, lastName: { th: '', en: '' } } },
        {
          count: -3,
          designer: { id: '10', firstName: { th: '-1', en: '-1' }, lastName: { th: '', en: '' } },
        },
      ],
    });
    const works = await screen.findByRole('region', { name: 'ผลงานที่มีผู้ชมมากที่สุด' });
    expect(within(works).getByRole('columnheader', { name: 'การเข้าชม' })).toBeTruthy();
    expect(await csvLinesOf(works)).toEqual(['ผลงาน,การเข้าชม', `"'=HYPERLINK(""http://x"",""y"")",300`]);

    const designers = screen.getByRole('region', { name: 'นักออกแบบที่ผลงานได้รับการชื่นชอบมากที่สุด' });
    expect(await csvLinesOf(designers)).toEqual([
      'นักออกแบบ,การชื่นชอบ',
      `"'+ฟ้า ใจดี",12`,
      `"'@x",5`,
      // A name is text, however it starts; a figure stays a number.
      `"'-1",-3`,
    ]);
  });

  it('says in Thai how long 9 works in 10 waited, and where shared links were opened, each in one bracket', async () => {
    renderSite({ sources: [...SOURCES, { kind: 'DIRECT', source: 'direct', shared: true, views: 8 }] });
    const totals = await screen.findByRole('list', { name: 'ภาพรวมของช่วงเวลา' });
    const p90 = within(totals).getByText('เวลารอพิจารณา (เปอร์เซ็นไทล์ที่ 90)').closest('li')!;
    expect(p90.textContent).toBe('70 ชม.เวลารอพิจารณา (เปอร์เซ็นไทล์ที่ 90)90% ได้รับการพิจารณาภายใน 70 ชม.');
    const sources = screen.getByRole('list', { name: 'ผู้ชมมาจากที่ใด' });
    const rows = within(sources)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('.label')!.textContent);
    expect(rows).toContain('เข้าโดยตรง (พิมพ์ที่อยู่ บุ๊กมาร์ก หรือแอป) · ผ่านลิงก์ที่แชร์');
    expect(rows).toContain('facebook.com · ผ่านลิงก์ที่แชร์');
    expect(rows.filter((row) => row!.includes(') ('))).toEqual([]);
  });

  it('says the same in English', async () => {
    renderSite({}, 'en');
    const totals = await screen.findByRole('list', { name: 'The period at a glance' });
    expect(within(totals).getByText('Review wait (90th percentile)')).toBeTruthy();
    expect(within(totals).getByText('9 in 10 were decided within 70 h')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toBeTruthy();
  });

  it('tells a moderator the screen is for operators', async () => {
    renderRoute('/staff/insights', {
      schema: schemaWith({ Query: { viewer: () => ({ ...MEMBER, staffRole: 'MODERATOR' }) } }),
    });
    expect(await screen.findByRole('heading', { name: 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น' })).toBeTruthy();
    expect(screen.getByText(/สถิติการใช้งานของเว็บไซต์ดูได้เฉพาะผู้ดูแลระบบ/)).toBeTruthy();
  });
});
