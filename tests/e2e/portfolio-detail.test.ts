import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setApproval } from '../../legacy/src/routes/staff';
import { DESIGNER_PASSWORD } from '../../legacy/src/seed/demo-data';
import { uploadForm } from '../legacy/legacy-harness';
import { graphqlData, noSideScroll } from './e2e-actions';
import { useSite } from './e2e-harness';

/** A 1000 × 1400 poster whose edges show: a red disc at the top, a blue bar at the bottom, a dark frame. */
function poster(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1400">
    <rect width="1000" height="1400" fill="#f4efe6"/>
    <rect x="20" y="20" width="960" height="1360" fill="none" stroke="#1d1b3a" stroke-width="40"/>
    <circle cx="500" cy="260" r="170" fill="#cc3a33"/>
    <rect x="120" y="1140" width="760" height="120" fill="#1668d9"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function plain(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

const POSTER_CAPTION = 'โปสเตอร์แนวตั้งเต็มใบ';

/** The serious and critical axe violations (WCAG 2.x A and AA, best practices, names containing their text). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate<AxeResults, RunOptions>(
    (options) => (window as unknown as { axe: { run(o: RunOptions): Promise<AxeResults> } }).axe.run(options),
    {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
      },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    },
  );
  return results.violations
    .filter(
      (violation) =>
        violation.id === 'label-content-name-mismatch' ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('portfolio detail in Chromium on the real stack', () => {
  const site = useSite();

  const graphql = <T>(query: string, variables?: Record<string, unknown>) =>
    graphqlData<T>(site().url, query, variables);

  async function firstPortfolio(): Promise<{ id: string; title: string; viewCount: number }> {
    const data = await graphql<{ newPortfolios: { id: string; title: string; viewCount: number }[] }>(
      '{ newPortfolios { id title viewCount } }',
    );
    const portfolio = data.newPortfolios[0];
    if (!portfolio) throw new Error('no seeded portfolio');
    return portfolio;
  }

  /**
   * A seeded designer publishes a work whose second picture is a 1000 × 1400 poster (cover 1200 × 800, then a wide
   * 1600 × 900 picture), in the subcategory of their first work; the operator approves it.
   */
  async function publishPoster(): Promise<{ id: string; title: string; memberId: number }> {
    const legacy = site().stack.legacy;
    const login = await legacy.call('POST', '/api/auth/login', {
      body: { email: 'designer01@portfolio.example', password: DESIGNER_PASSWORD },
    });
    const token = login.body.access_token as string;
    const memberId = login.body.user.id as number;
    const upload = async (file: Buffer, type: string) =>
      (await legacy.call('POST', '/api/image-up', { token, body: uploadForm(file, type) })).body
        .data as string;
    const own = legacy.app.db
      .prepare(
        'SELECT category_id, subcategory_id FROM portfolios WHERE member_id = ? AND is_approve = 1 LIMIT 1',
      )
      .get(memberId) as { category_id: number; subcategory_id: number };
    const title = `โปสเตอร์เทศกาล ${Date.now()}`;
    const created = await legacy.call('POST', '/api/portfolio', {
      token,
      body: {
        category_id: own.category_id,
        subcategory_id: own.subcategory_id,
        project_title: title,
        project_brief: 'โปสเตอร์แนวตั้งสำหรับเทศกาลดนตรี',
        detail: '<p>ออกแบบให้อ่านได้จากระยะไกล</p>',
        cover_img_path: await upload(await plain(1200, 800, '#2d6a4f'), 'portfolio-cover'),
        portfolio_image: [
          { img_path: await upload(await poster(), 'portfolio-images'), detail: POSTER_CAPTION },
          { img_path: await upload(await plain(1600, 900, '#f7b267'), 'portfolio-images'), detail: '' },
        ],
      },
    });
    if (created.status !== 200) throw new Error(`create failed: ${created.text}`);
    const id = String(created.body.data.id);
    setApproval(legacy.dataDir, Number(id), 'approve');
    return { id, title, memberId };
  }

  /** The rendered box of the picture button named after `name`: its image's width over its height. */
  async function shownRatio(page: Page, name: string): Promise<number> {
    const box = await page.getByRole('button', { name }).locator('img').boundingBox();
    if (!box) throw new Error(`no picture ${name}`);
    return box.width / box.height;
  }

  async function viewCount(id: string): Promise<number> {
    const data = await graphql<{ portfolio: { viewCount: number } }>(
      'query ($id: ID!) { portfolio(id: $id) { viewCount } }',
      { id },
    );
    return data.portfolio.viewCount;
  }

  it('shows the work in Thai, records one view and shares its own address on LINE, X and Facebook', async () => {
    const portfolio = await firstPortfolio();
    const before = await viewCount(portfolio.id);
    const { page, problems } = await site().open();
    await page.goto(`/detail-portfolio?id=${portfolio.id}`);
    await page.getByRole('heading', { level: 1, name: portfolio.title }).waitFor();
    await expect.poll(() => viewCount(portfolio.id)).toBe(before + 1);

    // Every network is given the work's own address, whose page carries its preview, marked as shared (its readers'
    // views count as coming by a shared link).
    const sharedUrl = `${site().url}/detail-portfolio?id=${portfolio.id}&via=share`;
    const pageUrl = encodeURIComponent(sharedUrl);
    const shares = {
      'แชร์ผลงานนี้ทาง LINE (เปิดแท็บใหม่)': `https://social-plugins.line.me/lineit/share?url=${pageUrl}`,
      'แชร์ผลงานนี้บน X (เปิดแท็บใหม่)': `https://x.com/intent/tweet?url=${pageUrl}&text=${encodeURIComponent(portfolio.title)}`,
      'แชร์ผลงานนี้บน Facebook (เปิดแท็บใหม่)': `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    };
    for (const [name, href] of Object.entries(shares))
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    await site().screenshot(page, 'detail-th-desktop', { fullPage: true });
    // A reader of the shared link: the view counts, and the mark leaves the address (a copy of it is the plain one).
    const reader = await site().open();
    await reader.page.goto(sharedUrl);
    await expect.poll(() => viewCount(portfolio.id)).toBe(before + 2);
    await reader.page.waitForURL((url) => url.search === `?id=${portfolio.id}`);
    expect(reader.problems).toEqual([]);
    await reader.close();
    expect(problems).toEqual([]);
  });

  it('fits a 375 px phone in English, tags lead to the tag page', async () => {
    const portfolio = await firstPortfolio();
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto(`/detail-portfolio?id=${portfolio.id}`);
    await page.getByRole('link', { name: 'Share this work on LINE (opens in a new tab)' }).waitFor();
    await noSideScroll(page);
    await site().screenshot(page, 'detail-en-375', { fullPage: true });
    const tag = page.locator('a[href^="/portfolio-tag?tag="]').first();
    if ((await tag.count()) > 0) {
      await tag.click();
      await page.waitForURL(/\/portfolio-tag\?tag=/);
    }
    expect(problems).toEqual([]);
  });

  it('shows a 1000 × 1400 picture whole, enlarges it in the lightbox, turns with the arrow keys, closes on Escape', async () => {
    const poster = await publishPoster();
    const { page, problems } = await site().open({ width: 1280, height: 900 });
    await page.goto(`/detail-portfolio?id=${poster.id}`);
    await page.getByRole('heading', { level: 1, name: poster.title }).waitFor();
    const enlarge = page.getByRole('button', { name: `ขยายภาพ: ${POSTER_CAPTION}` });
    await enlarge.scrollIntoViewIfNeeded();
    // Its box has the picture's own shape, the whole poster: not a landscape strip of it.
    expect(await shownRatio(page, `ขยายภาพ: ${POSTER_CAPTION}`)).toBeCloseTo(1000 / 1400, 2);
    expect(await shownRatio(page, `ขยายภาพ: ${poster.title}`)).toBeCloseTo(1200 / 800, 2);
    expect(await shownRatio(page, `ขยายภาพ: ภาพที่ 2 ของ ${poster.title}`)).toBeCloseTo(1600 / 900, 2);
    await site().screenshot(page, 'detail-poster-1280', { fullPage: true, fromTop: true });

    await enlarge.click();
    const lightbox = page.getByRole('dialog', { name: `ภาพผลงาน ${poster.title}` });
    await lightbox.waitFor();
    await expect.poll(() => lightbox.getByText('ภาพที่ 2 จาก 3').isVisible()).toBe(true);
    const shown = lightbox.getByRole('img', { name: POSTER_CAPTION });
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const fitted = await shown.boundingBox();
    expect(fitted && fitted.width / fitted.height).toBeCloseTo(1000 / 1400, 2);
    await site().screenshot(page, 'lightbox-1280');
    expect(await seriousViolations(page)).toEqual([]);
    // The original file, at full resolution: zoomed, and a link to it.
    const original = await lightbox
      .getByRole('link', { name: 'เปิดภาพขนาดจริง (แท็บใหม่)' })
      .getAttribute('href');
    expect(original).toMatch(/\/images\/images\/[0-9a-f]+\.png$/);
    await lightbox.getByRole('button', { name: 'ซูมเข้า' }).click();
    await expect.poll(async () => (await shown.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(1000);
    expect(await shown.getAttribute('src')).toBe(original);
    await lightbox.getByRole('button', { name: 'ซูมออก' }).click();

    await page.keyboard.press('ArrowRight');
    await lightbox.getByText('ภาพที่ 3 จาก 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await lightbox.getByText('ภาพที่ 1 จาก 3').waitFor();
    await expect.poll(() => lightbox.getByRole('img', { name: poster.title }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await lightbox.getByText('ภาพที่ 3 จาก 3').waitFor();
    await lightbox.getByRole('button', { name: 'ภาพก่อนหน้า' }).click();
    await lightbox.getByText('ภาพที่ 2 จาก 3').waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    // Focus is back on the picture it was opened from.
    await expect.poll(() => enlarge.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('on a phone shows the designer before the pictures, the poster whole, and swipes through the lightbox', async () => {
    const poster = await publishPoster();
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto(`/detail-portfolio?id=${poster.id}`);
    const cover = page.getByRole('button', { name: `Enlarge: ${poster.title}` });
    await cover.waitFor();
    const designer = page.getByRole('region', { name: 'Designer' }).getByRole('link');
    const [designerBox, coverBox] = [await designer.boundingBox(), await cover.boundingBox()];
    expect(designerBox && coverBox && designerBox.y < coverBox.y).toBe(true);
    expect(await shownRatio(page, `Enlarge: ${POSTER_CAPTION}`)).toBeCloseTo(1000 / 1400, 2);
    await noSideScroll(page);
    await site().screenshot(page, 'detail-poster-375', { fullPage: true, fromTop: true });

    await page.getByRole('button', { name: `Enlarge: ${POSTER_CAPTION}` }).click();
    const lightbox = page.getByRole('dialog', { name: `Pictures of ${poster.title}` });
    await lightbox.getByText('Picture 2 of 3').waitFor();
    const shown = lightbox.getByRole('img', { name: POSTER_CAPTION });
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const fitted = await shown.boundingBox();
    expect(fitted && fitted.width / fitted.height).toBeCloseTo(1000 / 1400, 2);
    await site().screenshot(page, 'lightbox-375');
    expect(await seriousViolations(page)).toEqual([]);
    // A finger dragged from right to left turns to the next picture.
    await lightbox.locator('img').evaluate((image) => {
      const at = (type: string, x: number) =>
        image.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            pointerType: 'touch',
            clientX: x,
            clientY: 400,
            isPrimary: true,
          }),
        );
      at('pointerdown', 300);
      at('pointerup', 80);
    });
    await lightbox.getByText('Picture 3 of 3').waitFor();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await lightbox.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('lists more by the designer and similar work, each leading to another portfolio', async () => {
    const poster = await publishPoster();
    const { page, problems } = await site().open({ width: 1280, height: 900 });
    await page.goto(`/detail-portfolio?id=${poster.id}`);
    await page.getByRole('heading', { level: 1, name: poster.title }).waitFor();
    const more = page.getByRole('region', { name: /^ผลงานอื่นของ / });
    const related = page.getByRole('region', { name: 'ผลงานที่คล้ายกัน' });
    for (const list of [more, related]) {
      const links = list.locator('a[href^="/detail-portfolio?id="]');
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))
        expect(href).not.toBe(`/detail-portfolio?id=${poster.id}`);
    }
    expect(await more.getByRole('link', { name: 'ดูผลงานทั้งหมดของนักออกแบบ' }).getAttribute('href')).toBe(
      `/all-portfolio-by-design?member_id=${poster.memberId}`,
    );
    await site().screenshot(page, 'detail-more-work-1280', { fullPage: true, fromTop: true });
    const next = related.locator('a[href^="/detail-portfolio?id="]').first();
    const title = (await next.getAttribute('title')) ?? '';
    await next.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(problems).toEqual([]);
  });

  it('copies the work’s address and says so', async () => {
    const portfolio = await firstPortfolio();
    const { context, page, problems } = await site().open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site().url });
    await page.goto(`/detail-portfolio?id=${portfolio.id}`);
    await page.getByRole('button', { name: 'คัดลอกลิงก์ของผลงานนี้' }).click();
    await page.getByRole('status').filter({ hasText: 'คัดลอกลิงก์แล้ว' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site().url}/detail-portfolio?id=${portfolio.id}&via=share`,
    );
    expect(problems).toEqual([]);
  });

  it('answers 404 with the not-found page for an unknown id', async () => {
    const { page, problems } = await site().open();
    const response = await page.goto('/detail-portfolio?id=999999');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'ไม่พบผลงานนี้' }).waitFor();
    expect(problems.filter((problem) => !problem.includes('/graphql'))).toEqual([]);
  });
});
