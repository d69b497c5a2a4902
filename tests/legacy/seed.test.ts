import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatTimestamp } from '../../legacy/src/clock';
import { openDatabase, type Database } from '../../legacy/src/db/database';
import { searchPortfolioIds } from '../../legacy/src/search/search';
import {
  DEMO_MEMBER,
  DESIGNER_PASSWORD,
  seedDemoData,
  type SeedSummary,
} from '../../legacy/src/seed/demo-data';
import { TEST_PASSWORD_HASH_ROUNDS } from './legacy-harness';

const NOW = new Date('2025-06-15T08:30:00Z');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Each image folder's size in pixels (width, height) and the PNG colour type the seed writes (2: RGB). */
const IMAGE_SIZES: Record<string, [number, number]> = {
  images_cover: [640, 480],
  images_cover_share: [1200, 630],
  images: [960, 720],
  images_profile: [320, 320],
  images_profile_cover: [1500, 360],
  collection: [960, 540],
};

interface Seeded {
  dataDir: string;
  storageDir: string;
  db: Database;
  summary: SeedSummary;
}

function seedFresh(): Seeded {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-seed-test-'));
  const storageDir = path.join(dataDir, 'storage');
  const db = openDatabase(dataDir);
  const summary = seedDemoData(db, { now: NOW, storageDir, passwordHashRounds: TEST_PASSWORD_HASH_ROUNDS });
  return { dataDir, storageDir, db, summary };
}

function rows(db: Database, sql: string, ...params: unknown[]): Record<string, unknown>[] {
  return db.prepare(sql).all(...params) as Record<string, unknown>[];
}

function count(db: Database, sql: string, ...params: unknown[]): number {
  return (db.prepare(sql).get(...params) as { n: number }).n;
}

function fileDigests(dir: string): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const folder of fs.readdirSync(dir).sort()) {
    for (const file of fs.readdirSync(path.join(dir, folder)).sort()) {
      const bytes = fs.readFileSync(path.join(dir, folder, file));
      digests[`${folder}/${file}`] = crypto.createHash('sha256').update(bytes).digest('hex');
    }
  }
  return digests;
}

describe('demo data seed', () => {
  let first: Seeded;
  let second: Seeded;

  beforeAll(() => {
    first = seedFresh();
    second = seedFresh();
  });

  afterAll(() => {
    for (const seeded of [first, second]) {
      seeded?.db.close();
      if (seeded) fs.rmSync(seeded.dataDir, { recursive: true, force: true });
    }
  });

  it('is deterministic for a given now: same rows, same files', () => {
    const tables = [
      'members',
      'profiles',
      'educations',
      'works',
      'portfolios',
      'portfolio_images',
      'portfolio_tags',
      'tags',
      'collections',
      'collection_portfolios',
      'collection_designers',
      'pages',
      'uploads',
      'appreciations',
      'follows',
      'portfolio_reviews',
    ];
    for (const table of tables) {
      expect(rows(second.db, `SELECT * FROM ${table} ORDER BY rowid`), table).toEqual(
        rows(first.db, `SELECT * FROM ${table} ORDER BY rowid`),
      );
    }
    const viewSummary = `SELECT portfolio_id, COUNT(*) AS n, MIN(viewed_at) AS first, MAX(viewed_at) AS last,
        group_concat(source || shared, ',') AS sources
      FROM (SELECT * FROM portfolio_views ORDER BY id) GROUP BY portfolio_id ORDER BY portfolio_id`;
    expect(rows(second.db, viewSummary)).toEqual(rows(first.db, viewSummary));
    for (const sql of [
      'SELECT * FROM search_daily_keywords ORDER BY day, keyword',
      'SELECT * FROM search_keywords ORDER BY keyword',
    ])
      expect(rows(second.db, sql), sql).toEqual(rows(first.db, sql));
    expect(second.summary).toEqual(first.summary);
    expect(fileDigests(second.storageDir)).toEqual(fileDigests(first.storageDir));
  });

  it('holds enough designers, portfolios and views, and reports them', () => {
    const { db, summary } = first;
    expect(
      count(db, "SELECT COUNT(*) AS n FROM members WHERE email LIKE 'designer%'"),
    ).toBeGreaterThanOrEqual(48);
    expect(count(db, 'SELECT COUNT(*) AS n FROM members WHERE email_verified_at IS NULL')).toBe(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM portfolios')).toBeGreaterThanOrEqual(220);
    expect(count(db, 'SELECT COUNT(*) AS n FROM portfolios WHERE is_approve = 1')).toBeGreaterThanOrEqual(
      200,
    );
    expect(count(db, 'SELECT COUNT(*) AS n FROM portfolios WHERE is_approve = 2')).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM portfolios WHERE is_approve = 0')).toBeGreaterThan(0);
    const views = count(db, 'SELECT COUNT(*) AS n FROM portfolio_views');
    expect(views).toBeGreaterThanOrEqual(15_000);
    expect(views).toBeLessThanOrEqual(30_000);
    expect(summary).toEqual({
      members: count(db, 'SELECT COUNT(*) AS n FROM members'),
      portfolios: count(db, 'SELECT COUNT(*) AS n FROM portfolios'),
      approvedPortfolios: count(db, 'SELECT COUNT(*) AS n FROM portfolios WHERE is_approve = 1'),
      views,
      images: count(db, 'SELECT COUNT(*) AS n FROM uploads'),
    });
    expect(count(db, 'SELECT COUNT(*) AS n FROM categories')).toBe(10);
    // One demo operator runs the site from /staff (issue 16); every other member is a designer.
    expect(rows(db, 'SELECT email, staff_role FROM members WHERE staff_role IS NOT NULL')).toEqual([
      { email: 'staff@portfolio.example', staff_role: 'operator' },
    ]);
    expect(rows(db, 'SELECT url FROM pages ORDER BY url').map((row) => row.url)).toEqual([
      'about-us',
      'faqs',
      'privacy-policy',
      'term',
    ]);
  });

  it('puts every portfolio in a subcategory of its own category, and fills every subcategory', () => {
    const { db } = first;
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM portfolios p JOIN subcategories s ON s.id = p.subcategory_id
         WHERE s.category_id <> p.category_id`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM subcategories s WHERE NOT EXISTS
           (SELECT 1 FROM portfolios p WHERE p.subcategory_id = s.id AND p.is_approve = 1)`,
      ),
    ).toBe(0);
  });

  it('writes every referenced image as a PNG in its folder, with an uploads row', () => {
    const { db, storageDir } = first;
    const referenced = rows(
      db,
      `SELECT 'images_profile' AS folder, img_path AS file FROM profiles WHERE img_path IS NOT NULL
       UNION SELECT 'images_profile_cover', cover_url FROM profiles WHERE cover_url IS NOT NULL
       UNION SELECT 'images_cover', cover_img_path FROM portfolios WHERE cover_img_path <> '-'
       UNION SELECT 'images_cover_share', cover_img_share_path FROM portfolios WHERE cover_img_share_path <> '-'
       UNION SELECT 'images', img_path FROM portfolio_images
       UNION SELECT 'collection', cover_path FROM collections WHERE cover_path IS NOT NULL`,
    ) as { folder: string; file: string }[];
    expect(referenced.length).toBeGreaterThan(100);
    const uploads = new Set(
      (rows(db, 'SELECT folder, file_name FROM uploads') as { folder: string; file_name: string }[]).map(
        (row) => `${row.folder}/${row.file_name}`,
      ),
    );
    for (const { folder, file } of referenced) {
      expect(file).not.toContain('/');
      const bytes = fs.readFileSync(path.join(storageDir, folder, file));
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${folder}/${file}`).toBe(true);
      // The IHDR chunk follows the signature: width and height at bytes 16 and 20, the colour type at 25.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20), bytes[25]], `${folder}/${file}`).toEqual([
        ...(IMAGE_SIZES[folder] ?? []),
        2,
      ]);
      expect(uploads.has(`${folder}/${file}`), `${folder}/${file} in uploads`).toBe(true);
    }
    expect(count(db, "SELECT COUNT(*) AS n FROM portfolios WHERE cover_img_path = '-'")).toBeGreaterThan(0);
  });

  it('dates portfolios relative to now, with new approvals in the last week', () => {
    const { db } = first;
    const weekAgo = formatTimestamp(addDays(NOW, -7));
    const now = formatTimestamp(NOW);
    expect(
      count(db, 'SELECT COUNT(*) AS n FROM portfolios WHERE is_approve = 1 AND approved_at >= ?', weekAgo),
    ).toBeGreaterThanOrEqual(12);
    expect(
      count(db, 'SELECT COUNT(*) AS n FROM portfolios WHERE is_approve = 1 AND approved_at IS NULL'),
    ).toBe(0);
    expect(
      count(db, 'SELECT COUNT(*) AS n FROM portfolios WHERE is_approve <> 1 AND approved_at IS NOT NULL'),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM portfolios WHERE updated_at < created_at OR created_at > ?
           OR approved_at < created_at OR approved_at > ?`,
        now,
        now,
      ),
    ).toBe(0);
    const ranks = rows(
      db,
      'SELECT highlight_rank FROM portfolios WHERE highlight_rank IS NOT NULL AND is_approve = 1 ORDER BY 1',
    ).map((row) => row.highlight_rank);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('records views only for approved work, matching view_count, and ranks recent popularity differently', () => {
    const { db } = first;
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM portfolios p
         WHERE p.view_count <> (SELECT COUNT(*) FROM portfolio_views v WHERE v.portfolio_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM portfolio_views v JOIN portfolios p ON p.id = v.portfolio_id
         WHERE p.is_approve <> 1 OR v.viewed_at < p.approved_at OR v.viewed_at > ? OR v.viewed_at < ?`,
        formatTimestamp(NOW),
        formatTimestamp(addDays(NOW, -60)),
      ),
    ).toBe(0);
    const allTime = rows(db, 'SELECT id FROM portfolios ORDER BY view_count DESC, id LIMIT 3').map(
      (row) => row.id,
    );
    const lastMonth = rows(
      db,
      `SELECT portfolio_id AS id FROM portfolio_views WHERE viewed_at >= ?
       GROUP BY portfolio_id ORDER BY COUNT(*) DESC, portfolio_id LIMIT 3`,
      formatTimestamp(addDays(NOW, -30)),
    ).map((row) => row.id);
    expect(lastMonth).not.toEqual(allTime);
  });

  it('gives the demo member a full profile and portfolios in every approval state', () => {
    const { db } = first;
    const member = db
      .prepare('SELECT id, password_hash, email_verified_at FROM members WHERE email = ?')
      .get(DEMO_MEMBER.email) as { id: number; password_hash: string; email_verified_at: string | null };
    expect(member.email_verified_at).not.toBeNull();
    expect(bcrypt.compareSync(DEMO_MEMBER.password, member.password_hash)).toBe(true);
    // At the cost the API was given (PASSWORD_HASH_ROUNDS), which each sign-in pays.
    expect(bcrypt.getRounds(member.password_hash)).toBe(TEST_PASSWORD_HASH_ROUNDS);
    const statuses = rows(
      db,
      'SELECT is_approve, COUNT(*) AS n FROM portfolios WHERE member_id = ? GROUP BY is_approve ORDER BY 1',
      member.id,
    );
    expect(statuses).toEqual([
      { is_approve: 0, n: 1 },
      { is_approve: 1, n: 3 },
      { is_approve: 2, n: 1 },
    ]);
    const profile = db.prepare('SELECT id FROM profiles WHERE member_id = ?').get(member.id) as {
      id: number;
    };
    expect(count(db, 'SELECT COUNT(*) AS n FROM educations WHERE profile_id = ?', profile.id)).toBe(2);
    expect(count(db, 'SELECT COUNT(*) AS n FROM works WHERE profile_id = ?', profile.id)).toBe(2);

    const designer = db
      .prepare("SELECT password_hash FROM members WHERE email = 'designer01@portfolio.example'")
      .get() as { password_hash: string };
    expect(bcrypt.compareSync(DESIGNER_PASSWORD, designer.password_hash)).toBe(true);
  });

  it('seeds appreciations and follows among the designers, counted, without notifications', () => {
    const { db } = first;
    const appreciations = count(db, 'SELECT COUNT(*) AS n FROM appreciations');
    expect(appreciations).toBeGreaterThan(200);
    expect(count(db, 'SELECT COUNT(*) AS n FROM follows')).toBeGreaterThan(50);
    // Only approved work, never one's own, each after its approval.
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM appreciations a JOIN portfolios p ON p.id = a.portfolio_id
         WHERE p.is_approve <> 1 OR p.member_id = a.member_id OR a.created_at < p.approved_at OR a.created_at > ?`,
        formatTimestamp(NOW),
      ),
    ).toBe(0);
    // The kept counts agree with the rows.
    expect(count(db, 'SELECT SUM(appreciation_count) AS n FROM portfolios')).toBe(appreciations);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM members m WHERE follower_count <> (SELECT COUNT(*) FROM follows WHERE designer_id = m.id)
           OR following_count <> (SELECT COUNT(*) FROM follows WHERE follower_id = m.id)`,
      ),
    ).toBe(0);
    // The demo member appreciates and follows nobody (a visitor starts from none), but has followers.
    const demo = db
      .prepare('SELECT id, following_count, follower_count FROM members WHERE email = ?')
      .get(DEMO_MEMBER.email) as { id: number; following_count: number; follower_count: number };
    expect(demo.following_count).toBe(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM appreciations WHERE member_id = ?', demo.id)).toBe(0);
    expect(demo.follower_count).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM notifications')).toBe(0);
  });

  it('seeds the insights: a source for every view, the decisions on the work, follows and searches over 60 days', () => {
    const { db } = first;
    const since = formatTimestamp(addDays(NOW, -60));
    // Every view has a source: the site's pages, no referrer, other sites by domain; some came by shared links.
    const sources = rows(db, 'SELECT source, shared, COUNT(*) AS n FROM portfolio_views GROUP BY 1, 2') as {
      source: string;
      shared: number;
      n: number;
    }[];
    expect(sources.some((row) => row.source === 'unknown')).toBe(false);
    for (const source of [
      'search',
      'home',
      'category',
      'designer',
      'toprank',
      'following',
      'tag',
      'collection',
    ])
      expect(sources.map((row) => row.source)).toContain(source);
    for (const site of ['facebook.com', 'line.me', 'google.com', 'x.com', 'direct'])
      expect(sources.map((row) => row.source)).toContain(site);
    expect(sources.filter((row) => row.shared === 1).map((row) => row.source)).toContain('line.me');
    expect(count(db, 'SELECT COUNT(*) AS n FROM portfolio_views WHERE viewed_at < ?', since)).toBe(0);
    // The rollups agree with the views.
    for (const table of [
      'portfolio_daily_sources',
      'portfolio_daily_totals',
      'member_daily_sources',
      'site_daily_sources',
    ])
      expect(count(db, `SELECT SUM(views) AS n FROM ${table}`), table).toBe(
        count(db, 'SELECT COUNT(*) AS n FROM portfolio_views'),
      );

    // A decision on each decided work, after a wait of hours to days.
    expect(count(db, 'SELECT COUNT(*) AS n FROM portfolio_reviews')).toBe(
      count(db, 'SELECT COUNT(*) AS n FROM portfolios WHERE is_approve IN (0, 1)'),
    );
    const waits = rows(
      db,
      'SELECT MIN(julianday(decided_at) - julianday(submitted_at)) AS least, MAX(julianday(decided_at) - julianday(submitted_at)) AS most FROM portfolio_reviews',
    )[0] as { least: number; most: number };
    expect(waits.least).toBeGreaterThan(1 / 24);
    expect(waits.most).toBeLessThan(6);

    // Follows over the last 60 days, each counted on its Bangkok day.
    expect(
      count(
        db,
        'SELECT COUNT(*) AS n FROM follows WHERE created_at < ? OR created_at > ?',
        since,
        formatTimestamp(NOW),
      ),
    ).toBe(0);
    expect(count(db, 'SELECT SUM(gained) AS n FROM member_daily_followers')).toBe(
      count(db, 'SELECT COUNT(*) AS n FROM follows'),
    );

    // 60 days of searches; every keyword counted as api/search counts it, some finding nothing.
    expect(count(db, 'SELECT COUNT(DISTINCT day) AS n FROM search_daily_keywords')).toBe(60);
    const keywords = rows(db, 'SELECT keyword, found FROM search_keywords') as {
      keyword: string;
      found: number;
    }[];
    expect(count(db, 'SELECT COUNT(DISTINCT keyword) AS n FROM search_daily_keywords')).toBe(keywords.length);
    for (const { keyword, found } of keywords)
      expect(found, keyword).toBe(searchPortfolioIds(db, keyword, { limit: 0, offset: 0 }).total);
    expect(keywords.filter((row) => row.found === 0).length).toBeGreaterThanOrEqual(5);
    expect(keywords.filter((row) => row.found > 10).length).toBeGreaterThanOrEqual(10);
  });

  it('includes the edge cases the screens need', () => {
    const { db } = first;
    expect(
      count(
        db,
        'SELECT COUNT(*) AS n FROM members m WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.member_id = m.id)',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      count(
        db,
        'SELECT COUNT(*) AS n FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM works w WHERE w.profile_id = p.id)',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(count(db, 'SELECT COUNT(*) AS n FROM tags WHERE type = 1')).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM collections')).toBeGreaterThanOrEqual(10);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM collection_portfolios cp JOIN portfolios p ON p.id = cp.portfolio_id
         WHERE p.is_approve <> 1`,
      ),
    ).toBe(0);
  });
});
