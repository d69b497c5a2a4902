import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../legacy/src/db/database';
import { migrations } from '../../legacy/src/db/migrations';
import { searchDesignerIds, searchPortfolioIds, searchTagIds } from '../../legacy/src/search/search';
import { registerSearchFunctions } from '../../legacy/src/search/search-functions';
import { bangkokDay } from '../../legacy/src/clock';
import { startLegacy } from './legacy-harness';

const NOW = '2026-01-01 00:00:00';

/** A store as the first release left it (schema version 1), with portfolios 1, 2 and 5 and rows that point at them. */
function firstReleaseStore(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(databaseFile(dataDir));
  db.pragma('foreign_keys = ON');
  db.exec(migrations[0]?.sql ?? '');
  db.exec(
    'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  db.prepare('INSERT INTO schema_migrations VALUES (1, ?, ?)').run(migrations[0]?.name, NOW);
  db.prepare(
    `INSERT INTO members (id, email, password_hash, firstname_th, lastname_th, email_verified_at, created_at, updated_at)
     VALUES (7, 'old@example.com', NULL, 'เก่า', 'ก่อน', ?, ?, ?)`,
  ).run(NOW, NOW, NOW);
  db.prepare("INSERT INTO categories VALUES (1, 'งานฝีมือ', 'Craft', 'craft', 1)").run();
  db.prepare("INSERT INTO subcategories VALUES (2, 1, 'เครื่องจักสาน', 'Basketry', 1)").run();
  const portfolio = db.prepare(
    `INSERT INTO portfolios (id, member_id, category_id, subcategory_id, project_title, project_brief, detail,
       is_approve, approved_at, view_count, created_at, updated_at) VALUES (?, 7, 1, 2, ?, 'brief', '<p>d</p>', 1, ?, ?, ?, ?)`,
  );
  for (const id of [1, 2, 5]) portfolio.run(id, `Old portfolio ${id}`, NOW, id * 10, NOW, NOW);
  db.prepare(
    "INSERT INTO portfolio_images VALUES (40, 5, 1, 'old.png', 'side'), (41, 2, 1, 'two.png', '')",
  ).run();
  db.prepare("INSERT INTO tags VALUES (3, 'old-tag', 0, ?)").run(NOW);
  db.prepare('INSERT INTO portfolio_tags VALUES (5, 3), (1, 3)').run();
  db.prepare('INSERT INTO portfolio_views (portfolio_id, viewed_at) VALUES (5, ?), (5, ?)').run(NOW, NOW);
  db.prepare("INSERT INTO collection_categories VALUES (1, 'ชุด', 'Set', '', '', 1)").run();
  db.prepare("INSERT INTO collections VALUES (1, 1, 'ชุด', 'Set', '', '', NULL, '2026-01-01', ?)").run(NOW);
  db.prepare('INSERT INTO collection_portfolios VALUES (1, 5, 1)').run();
  db.close();
}

function counts(db: BetterSqlite3.Database) {
  return Object.fromEntries(
    ['portfolios', 'portfolio_images', 'portfolio_tags', 'portfolio_views', 'collection_portfolios'].map(
      (table) => [table, (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n],
    ),
  );
}

describe('migration 2: ids that are never reused', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-migrate-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('rebuilds portfolios and portfolio_images with AUTOINCREMENT, keeping every row, id, key and index', async () => {
    firstReleaseStore(dataDir);
    const db = openDatabase(dataDir);
    try {
      expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(
        migrations.map((migration) => ({ version: migration.version })),
      );
      expect(db.prepare('SELECT id, project_title, view_count FROM portfolios ORDER BY id').all()).toEqual([
        { id: 1, project_title: 'Old portfolio 1', view_count: 10 },
        { id: 2, project_title: 'Old portfolio 2', view_count: 20 },
        { id: 5, project_title: 'Old portfolio 5', view_count: 50 },
      ]);
      expect(db.prepare('SELECT id, portfolio_id FROM portfolio_images ORDER BY id').all()).toEqual([
        { id: 40, portfolio_id: 5 },
        { id: 41, portfolio_id: 2 },
      ]);
      expect(counts(db)).toEqual({
        portfolios: 3,
        portfolio_images: 2,
        portfolio_tags: 2,
        portfolio_views: 2,
        collection_portfolios: 1,
      });

      const schema = (name: string) =>
        (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as { sql: string }).sql;
      expect(schema('portfolios')).toContain('id INTEGER PRIMARY KEY AUTOINCREMENT');
      expect(schema('portfolio_images')).toContain('id INTEGER PRIMARY KEY AUTOINCREMENT');
      expect(schema('portfolios')).not.toContain('rebuilt');
      for (const index of [
        'portfolios_member',
        'portfolios_public',
        'portfolios_category',
        'portfolio_images_portfolio',
      ]) {
        expect(schema(index)).toMatch(/^CREATE INDEX/);
      }
      for (const table of [
        'portfolio_images',
        'portfolio_tags',
        'portfolio_views',
        'collection_portfolios',
      ]) {
        const keys = db.pragma(`foreign_key_list(${table})`) as { table: string; on_delete: string }[];
        expect(keys.find((key) => key.table === 'portfolios')?.on_delete).toBe('CASCADE');
      }
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('foreign_key_check')).toEqual([]);

      // Deleting the newest still cascades, is remembered, and its id is not handed out again.
      db.prepare('DELETE FROM portfolios WHERE id = 5').run();
      expect(counts(db)).toMatchObject({ portfolio_images: 1, portfolio_tags: 1, collection_portfolios: 0 });
      expect(db.prepare('SELECT id FROM deleted_portfolios').all()).toEqual([{ id: 5 }]);
      const next = db
        .prepare(
          `INSERT INTO portfolios (member_id, category_id, subcategory_id, project_title, project_brief, detail, created_at, updated_at)
           VALUES (7, 1, 2, 'New', 'b', 'd', ?, ?)`,
        )
        .run(NOW, NOW);
      expect(Number(next.lastInsertRowid)).toBe(6);
    } finally {
      db.close();
    }

    // The API serves the migrated store: old portfolios as before, the deleted one as gone.
    const legacy = await startLegacy({ dataDir, seeded: false });
    try {
      expect((await legacy.call('GET', '/api/portfolio/2')).body.data.portfolio_image[0].id).toBe(41);
      expect((await legacy.call('GET', '/api/portfolio/5')).status).toBe(410);
    } finally {
      await legacy.stop();
    }
  });

  it('leaves a freshly created store with the same schema as a migrated one', () => {
    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-fresh-'));
    try {
      const fresh = openDatabase(freshDir);
      const migrated = openDatabase(dataDir);
      const schema = (db: BetterSqlite3.Database) =>
        db
          .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name")
          .all();
      expect(schema(fresh)).toEqual(schema(migrated));
      fresh.close();
      migrated.close();
    } finally {
      fs.rmSync(freshDir, { recursive: true, force: true });
    }
  });
});

describe('migration 4: the search index', () => {
  it('indexes the public portfolios, designers and tags already stored, losing nothing', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-migrate-search-'));
    try {
      firstReleaseStore(dataDir);
      const db = openDatabase(dataDir);
      try {
        expect(counts(db)).toEqual({
          portfolios: 3,
          portfolio_images: 2,
          portfolio_tags: 2,
          portfolio_views: 2,
          collection_portfolios: 1,
        });
        const page = { limit: 12, offset: 0 };
        expect(searchPortfolioIds(db, 'OLD PORTFOLIO', page)).toEqual({ total: 3, ids: expect.any(Array) });
        expect(searchPortfolioIds(db, 'old-tag', page).ids.sort()).toEqual([1, 5]);
        expect(searchPortfolioIds(db, 'เก่าก่อน', page).total).toBe(3);
        expect(searchDesignerIds(db, 'เก่า', 8)).toEqual([7]);
        expect(searchTagIds(db, 'old', 10)).toEqual([3]);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('migrations 11 and 13: the FAQ’s upload limits', () => {
  it('puts the placeholders in the sentence a store was seeded with, and leaves a rewritten page alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-faq-'));
    try {
      firstReleaseStore(dir);
      const old = new BetterSqlite3(databaseFile(dir));
      const page = old.prepare('INSERT INTO pages VALUES (?, ?, ?, ?, ?, ?)');
      page.run(
        'faq',
        'คำถามที่พบบ่อย',
        'FAQ',
        '<p>แนะนำภาพปกสัดส่วน 4:3 อย่างน้อย 640 × 480 พิกเซล ภาพสำหรับแชร์บนโซเชียลมีเดียขนาด 1200 × 630 พิกเซล และไฟล์ JPG หรือ PNG ขนาดไม่เกิน 5 MB</p>',
        '<p>We recommend a 4:3 cover of at least 640 × 480 pixels, a 1200 × 630 pixel image for social sharing, and JPG or PNG files of up to 5 MB.</p>',
        NOW,
      );
      page.run(
        'terms',
        'ข้อกำหนด',
        'Terms',
        '<p>ไฟล์ไม่เกิน 5 MB ตามที่เราเขียนเอง</p>',
        '<p>Our own 5 MB</p>',
        NOW,
      );
      old.close();
      const db = openDatabase(dir);
      const rows = db.prepare('SELECT url, detail_th, detail_en FROM pages ORDER BY url').all();
      db.close();
      expect(rows).toEqual([
        {
          url: 'faq',
          detail_th:
            '<p>แนะนำภาพปกขนาด {{coverSize}} พิกเซล (สัดส่วน 4:3) และภาพสำหรับแชร์บนโซเชียลมีเดียขนาด {{shareImageSize}} พิกเซล รองรับไฟล์ {{imageTypes}} ขนาดไม่เกิน {{maxUploadSize}} และไม่เกิน {{maxImagePixels}} ต่อภาพ</p>',
          detail_en:
            '<p>We recommend a cover of {{coverSize}} pixels (4:3) and a {{shareImageSize}} pixel image for social sharing. Pictures may be {{imageTypes}} files of up to {{maxUploadSize}} and {{maxImagePixels}} each.</p>',
        },
        { url: 'terms', detail_th: '<p>ไฟล์ไม่เกิน 5 MB ตามที่เราเขียนเอง</p>', detail_en: '<p>Our own 5 MB</p>' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migration 14: the audience', () => {
  it('adds settings on and counts at zero to stored rows, then keeps the counts through every way a row goes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-audience-'));
    try {
      firstReleaseStore(dir);
      const db = openDatabase(dir);
      try {
        expect(
          db.prepare('SELECT accepts_enquiries, digest, follower_count, following_count FROM members').all(),
        ).toEqual([{ accepts_enquiries: 1, digest: 1, follower_count: 0, following_count: 0 }]);
        expect(db.prepare('SELECT DISTINCT appreciation_count FROM portfolios').all()).toEqual([
          { appreciation_count: 0 },
        ]);
        db.prepare(
          `INSERT INTO members (id, email, firstname_th, lastname_th, created_at, updated_at)
           VALUES (8, 'fan@example.com', 'แฟน', 'ผลงาน', ?, ?)`,
        ).run(NOW, NOW);
        const appreciate = db.prepare(
          'INSERT INTO appreciations (member_id, portfolio_id, created_at) VALUES (8, ?, ?)',
        );
        appreciate.run(1, NOW);
        appreciate.run(5, NOW);
        expect(() => appreciate.run(1, NOW)).toThrow(/UNIQUE/);
        db.prepare('INSERT INTO follows (follower_id, designer_id, created_at) VALUES (8, 7, ?)').run(NOW);
        expect(() =>
          db.prepare('INSERT INTO follows (follower_id, designer_id, created_at) VALUES (7, 7, ?)').run(NOW),
        ).toThrow(/CHECK/);
        const counts = () => ({
          portfolios: db.prepare('SELECT id, appreciation_count FROM portfolios ORDER BY id').all(),
          members: db.prepare('SELECT id, follower_count, following_count FROM members ORDER BY id').all(),
        });
        expect(counts()).toEqual({
          portfolios: [
            { id: 1, appreciation_count: 1 },
            { id: 2, appreciation_count: 0 },
            { id: 5, appreciation_count: 1 },
          ],
          members: [
            { id: 7, follower_count: 1, following_count: 0 },
            { id: 8, follower_count: 0, following_count: 1 },
          ],
        });
        // A deleted portfolio takes its appreciations; a deleted member takes theirs and their follows, counted down.
        db.prepare('DELETE FROM portfolios WHERE id = 5').run();
        expect(db.prepare('SELECT portfolio_id FROM appreciations').all()).toEqual([{ portfolio_id: 1 }]);
        db.prepare('DELETE FROM members WHERE id = 8').run();
        expect(counts()).toEqual({
          portfolios: [
            { id: 1, appreciation_count: 0 },
            { id: 2, appreciation_count: 0 },
          ],
          members: [{ id: 7, follower_count: 0, following_count: 0 }],
        });
        expect(db.pragma('foreign_key_check')).toEqual([]);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migration 15: insights', () => {
  it('backfills the rollups by Bangkok day from the views and follows stored, then keeps them through every way a row goes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-insights-'));
    try {
      // A store as migration 14 left it.
      const old = new BetterSqlite3(databaseFile(dir));
      old.pragma('foreign_keys = ON');
      registerSearchFunctions(old);
      old.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      for (const migration of migrations.filter((each) => each.version < 15)) {
        old.exec(migration.sql);
        old
          .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
          .run(migration.version, migration.name, NOW);
      }
      const member = old.prepare(
        `INSERT INTO members (id, email, firstname_th, lastname_th, created_at, updated_at) VALUES (?, ?, 'ชื่อ', 'สกุล', ?, ?)`,
      );
      for (const id of [7, 8, 9]) member.run(id, `member${id}@example.com`, NOW, NOW);
      old.prepare("INSERT INTO categories VALUES (1, 'งานฝีมือ', 'Craft', 'craft', 1)").run();
      old.prepare("INSERT INTO subcategories VALUES (2, 1, 'เครื่องจักสาน', 'Basketry', 1)").run();
      const portfolio = old.prepare(
        `INSERT INTO portfolios (id, member_id, category_id, subcategory_id, project_title, project_brief, detail,
           is_approve, approved_at, created_at, updated_at) VALUES (?, 7, 1, 2, ?, 'brief', '<p>d</p>', 1, ?, ?, ?)`,
      );
      for (const id of [1, 2]) portfolio.run(id, `Work ${id}`, NOW, NOW, NOW);
      const view = old.prepare('INSERT INTO portfolio_views (portfolio_id, viewed_at) VALUES (?, ?)');
      // 23:59:59 in Bangkok on the 1st, then the 2nd from 00:00 (17:00 UTC).
      view.run(1, '2026-01-01 16:59:59');
      view.run(1, '2026-01-01 17:00:00');
      view.run(1, '2026-01-01 23:00:00');
      view.run(2, '2026-01-02 03:00:00');
      const follow = old.prepare(
        'INSERT INTO follows (follower_id, designer_id, created_at) VALUES (?, 7, ?)',
      );
      follow.run(8, '2026-01-01 18:00:00');
      follow.run(9, '2026-01-01 10:00:00');
      old.close();

      const db = openDatabase(dir);
      try {
        const all = (sql: string) => db.prepare(sql).all();
        const rollups = () => ({
          portfolio: all('SELECT * FROM portfolio_daily_sources ORDER BY portfolio_id, day, source, shared'),
          totals: all('SELECT * FROM portfolio_daily_totals ORDER BY portfolio_id, day'),
          member: all('SELECT * FROM member_daily_sources ORDER BY member_id, day, source, shared'),
          site: all('SELECT * FROM site_daily_sources ORDER BY day, source, shared'),
        });
        const unknown = (day: string, views: number) => ({ day, source: 'unknown', shared: 0, views });
        expect(rollups()).toEqual({
          portfolio: [
            { portfolio_id: 1, ...unknown('2026-01-01', 1) },
            { portfolio_id: 1, ...unknown('2026-01-02', 2) },
            { portfolio_id: 2, ...unknown('2026-01-02', 1) },
          ],
          totals: [
            { portfolio_id: 1, day: '2026-01-01', views: 1 },
            { portfolio_id: 1, day: '2026-01-02', views: 2 },
            { portfolio_id: 2, day: '2026-01-02', views: 1 },
          ],
          member: [
            { member_id: 7, ...unknown('2026-01-01', 1) },
            { member_id: 7, ...unknown('2026-01-02', 3) },
          ],
          site: [unknown('2026-01-01', 1), unknown('2026-01-02', 3)],
        });
        expect(all('SELECT * FROM member_daily_followers ORDER BY day')).toEqual([
          { member_id: 7, day: '2026-01-01', gained: 1, lost: 0 },
          { member_id: 7, day: '2026-01-02', gained: 1, lost: 0 },
        ]);

        // A view with its source counts in everywhere; one removed counts down everywhere.
        db.prepare(
          "INSERT INTO portfolio_views (portfolio_id, viewed_at, source, shared) VALUES (2, '2026-01-02 05:00:00', 'facebook.com', 1)",
        ).run();
        db.prepare("DELETE FROM portfolio_views WHERE viewed_at = '2026-01-01 16:59:59'").run();
        const shared = (day: string, views: number) => ({ day, source: 'facebook.com', shared: 1, views });
        expect(rollups()).toMatchObject({
          portfolio: [
            { portfolio_id: 1, ...unknown('2026-01-01', 0) },
            { portfolio_id: 1, ...unknown('2026-01-02', 2) },
            { portfolio_id: 2, ...shared('2026-01-02', 1) },
            { portfolio_id: 2, ...unknown('2026-01-02', 1) },
          ],
          member: [
            { member_id: 7, ...unknown('2026-01-01', 0) },
            { member_id: 7, ...shared('2026-01-02', 1) },
            { member_id: 7, ...unknown('2026-01-02', 3) },
          ],
          site: [unknown('2026-01-01', 0), shared('2026-01-02', 1), unknown('2026-01-02', 3)],
        });

        // A portfolio deleted takes its views out of its designer's and the site's days at once.
        db.prepare('DELETE FROM portfolios WHERE id = 2').run();
        expect(rollups()).toEqual({
          portfolio: [
            { portfolio_id: 1, ...unknown('2026-01-01', 0) },
            { portfolio_id: 1, ...unknown('2026-01-02', 2) },
          ],
          totals: [
            { portfolio_id: 1, day: '2026-01-01', views: 0 },
            { portfolio_id: 1, day: '2026-01-02', views: 2 },
          ],
          member: [
            { member_id: 7, ...unknown('2026-01-01', 0) },
            { member_id: 7, ...shared('2026-01-02', 0) },
            { member_id: 7, ...unknown('2026-01-02', 2) },
          ],
          site: [unknown('2026-01-01', 0), shared('2026-01-02', 0), unknown('2026-01-02', 2)],
        });

        // A follower's account deleted: the designer lost a follower today (the store's clock dates it).
        db.prepare('DELETE FROM members WHERE id = 8').run();
        expect(all('SELECT * FROM member_daily_followers WHERE lost > 0')).toEqual([
          { member_id: 7, day: bangkokDay(new Date()), gained: 0, lost: 1 },
        ]);
        // The designer's own account deleted: their rows go, and their views leave the site's days.
        db.prepare('DELETE FROM members WHERE id = 7').run();
        expect(rollups()).toEqual({
          portfolio: [],
          totals: [],
          member: [],
          site: [unknown('2026-01-01', 0), shared('2026-01-02', 0), unknown('2026-01-02', 0)],
        });
        expect(all('SELECT * FROM member_daily_followers')).toEqual([]);
        expect(db.pragma('foreign_key_check')).toEqual([]);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
