/**
 * Schema migrations, applied in order inside one transaction each.
 * Never edit a migration that has shipped: append a new one instead.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * The migration rebuilds tables (create a copy, move the rows, drop the old, rename the copy), which SQLite
   * allows only with foreign key enforcement off: dropping the old table would otherwise delete every row
   * that references it. The runner turns enforcement off around it and checks every key before committing.
   */
  rebuildsTables?: boolean;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  firstname_th TEXT NOT NULL,
  lastname_th TEXT NOT NULL,
  mobile_number TEXT NOT NULL DEFAULT '',
  fb_id TEXT UNIQUE,
  image_profile_facebook TEXT,
  email_verified_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE access_tokens (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  remember_me INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  created_at TEXT NOT NULL
);

-- One-time tokens sent by e-mail: purpose is 'verify-email' or 'reset-password'.
CREATE TABLE email_tokens (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE profiles (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL UNIQUE REFERENCES members(id) ON DELETE CASCADE,
  name_th TEXT NOT NULL DEFAULT '',
  last_th TEXT NOT NULL DEFAULT '',
  name_en TEXT NOT NULL DEFAULT '',
  last_en TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  brand_name TEXT NOT NULL DEFAULT '',
  profession TEXT NOT NULL DEFAULT '',
  design_type TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  mobile_number TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  domain_name TEXT UNIQUE COLLATE NOCASE,
  facebook TEXT NOT NULL DEFAULT '',
  instagram TEXT NOT NULL DEFAULT '',
  pinterest TEXT NOT NULL DEFAULT '',
  img_path TEXT,
  cover_url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE degrees (
  id INTEGER PRIMARY KEY,
  name_th TEXT NOT NULL,
  name_en TEXT NOT NULL
);

CREATE TABLE educations (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL,
  school_university TEXT NOT NULL,
  degree_id INTEGER REFERENCES degrees(id),
  class_of TEXT NOT NULL DEFAULT ''
);
CREATE INDEX educations_profile ON educations(profile_id, sort_order);

CREATE TABLE works (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL,
  company TEXT NOT NULL,
  position TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  country_name_en TEXT NOT NULL DEFAULT ''
);
CREATE INDEX works_profile ON works(profile_id, sort_order);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name_th TEXT NOT NULL,
  name_en TEXT NOT NULL,
  icon TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE subcategories (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  name_th TEXT NOT NULL,
  name_en TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
CREATE INDEX subcategories_category ON subcategories(category_id, sort_order);

-- is_approve: 0 not approved, 1 approved, 2 pending (any value other than 0 and 1 means pending).
-- highlight_rank: set by an operator; non-null portfolios form the home page highlight block.
CREATE TABLE portfolios (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  subcategory_id INTEGER NOT NULL REFERENCES subcategories(id),
  project_title TEXT NOT NULL,
  project_brief TEXT NOT NULL,
  detail TEXT NOT NULL,
  cover_img_path TEXT NOT NULL DEFAULT '-',
  cover_img_share_path TEXT NOT NULL DEFAULT '-',
  is_approve INTEGER NOT NULL DEFAULT 2,
  approved_at TEXT,
  highlight_rank INTEGER,
  view_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX portfolios_member ON portfolios(member_id);
CREATE INDEX portfolios_public ON portfolios(is_approve, approved_at);
CREATE INDEX portfolios_category ON portfolios(category_id, subcategory_id);

CREATE TABLE portfolio_images (
  id INTEGER PRIMARY KEY,
  portfolio_id INTEGER NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL,
  img_path TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX portfolio_images_portfolio ON portfolio_images(portfolio_id, sort_order);

-- type: 0 normal tag, 1 award tag.
CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  type INTEGER NOT NULL DEFAULT 0 CHECK (type IN (0, 1)),
  created_at TEXT NOT NULL
);

CREATE TABLE portfolio_tags (
  portfolio_id INTEGER NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (portfolio_id, tag_id)
);
CREATE INDEX portfolio_tags_tag ON portfolio_tags(tag_id);

CREATE TABLE portfolio_views (
  id INTEGER PRIMARY KEY,
  portfolio_id INTEGER NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  viewed_at TEXT NOT NULL
);
CREATE INDEX portfolio_views_time ON portfolio_views(viewed_at, portfolio_id);
CREATE INDEX portfolio_views_portfolio ON portfolio_views(portfolio_id);

CREATE TABLE collection_categories (
  id INTEGER PRIMARY KEY,
  name_th TEXT NOT NULL,
  name_en TEXT NOT NULL,
  about_th TEXT NOT NULL DEFAULT '',
  about_en TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL
);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  collection_category_id INTEGER NOT NULL REFERENCES collection_categories(id),
  name_th TEXT NOT NULL,
  name_en TEXT NOT NULL,
  description_th TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  cover_path TEXT,
  published_on TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX collections_category ON collections(collection_category_id, published_on);

CREATE TABLE collection_portfolios (
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  portfolio_id INTEGER NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (collection_id, portfolio_id)
);

CREATE TABLE collection_designers (
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (collection_id, member_id)
);

-- CMS pages, keyed by the url of api/get-data-page: faqs, term, privacy-policy, about-us.
CREATE TABLE pages (
  url TEXT PRIMARY KEY,
  page_name_th TEXT NOT NULL,
  page_name_en TEXT NOT NULL,
  detail_th TEXT NOT NULL,
  detail_en TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE contacts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone_number TEXT NOT NULL DEFAULT '',
  reason_contact INTEGER,
  detail TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Every stored upload, so that a file name handed out can be traced to its uploader.
CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES members(id) ON DELETE SET NULL,
  folder TEXT NOT NULL,
  file_name TEXT NOT NULL UNIQUE,
  mime_type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'portfolio and portfolio image ids are never reused; deleted portfolios are remembered',
    rebuildsTables: true,
    // Without AUTOINCREMENT SQLite hands the largest deleted id to the next row: deleting the newest portfolio
    // gave its id, and so its old share links, to the next member's work. Image ids are in every answer and
    // are replaced on each edit, so they get the same rule. Education and work ids are documented as local
    // numbers and other tables' ids are never shown or never deleted, so they stay as they are.
    // The copy is renamed to the old name after the old table is dropped, so that the foreign keys of other
    // tables, which name "portfolios", point at it (renaming the old table away first would take them along).
    sql: `
CREATE TABLE portfolios_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  subcategory_id INTEGER NOT NULL REFERENCES subcategories(id),
  project_title TEXT NOT NULL,
  project_brief TEXT NOT NULL,
  detail TEXT NOT NULL,
  cover_img_path TEXT NOT NULL DEFAULT '-',
  cover_img_share_path TEXT NOT NULL DEFAULT '-',
  is_approve INTEGER NOT NULL DEFAULT 2,
  approved_at TEXT,
  highlight_rank INTEGER,
  view_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO portfolios_rebuilt (id, member_id, category_id, subcategory_id, project_title, project_brief, detail,
  cover_img_path, cover_img_share_path, is_approve, approved_at, highlight_rank, view_count, created_at, updated_at)
SELECT id, member_id, category_id, subcategory_id, project_title, project_brief, detail,
  cover_img_path, cover_img_share_path, is_approve, approved_at, highlight_rank, view_count, created_at, updated_at
FROM portfolios;
DROP TABLE portfolios;
ALTER TABLE portfolios_rebuilt RENAME TO portfolios;
CREATE INDEX portfolios_member ON portfolios(member_id);
CREATE INDEX portfolios_public ON portfolios(is_approve, approved_at);
CREATE INDEX portfolios_category ON portfolios(category_id, subcategory_id);

CREATE TABLE portfolio_images_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  portfolio_id INTEGER NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL,
  img_path TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
INSERT INTO portfolio_images_rebuilt (id, portfolio_id, sort_order, img_path, detail)
SELECT id, portfolio_id, sort_order, img_path, detail FROM portfolio_images;
DROP TABLE portfolio_images;
ALTER TABLE portfolio_images_rebuilt RENAME TO portfolio_images;
CREATE INDEX portfolio_images_portfolio ON portfolio_images(portfolio_id, sort_order);

-- Ids of deleted portfolios, so that their old links answer "deleted" (410) rather than "not found".
CREATE TABLE deleted_portfolios (
  id INTEGER PRIMARY KEY,
  deleted_at TEXT NOT NULL
);
-- A trigger, so that every way a portfolio goes (its owner, a member's cascade, an operator) is recorded.
CREATE TRIGGER portfolios_record_deletion AFTER DELETE ON portfolios
BEGIN
  INSERT OR REPLACE INTO deleted_portfolios (id, deleted_at)
  VALUES (OLD.id, strftime('%Y-%m-%d %H:%M:%S', 'now'));
END;
`,
  },
  {
    version: 3,
    name: 'daily view rollup for the 30-day audience; index for the top rank',
    // The most-viewed list counted every view of the last 30 days on each request: its cost grew with the views
    // stored (27 ms at 22k views, 543 ms at 300k). A row per portfolio and day, kept by triggers on every way a view
    // is written or removed, bounds it by portfolios × 30 whatever the number of views.
    sql: `
CREATE TABLE portfolio_daily_views (
  portfolio_id INTEGER NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  -- UTC day of the views, YYYY-MM-DD (the first ten characters of viewed_at).
  day TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (portfolio_id, day)
) WITHOUT ROWID;
CREATE INDEX portfolio_daily_views_day ON portfolio_daily_views(day, portfolio_id);
INSERT INTO portfolio_daily_views (portfolio_id, day, views)
SELECT portfolio_id, substr(viewed_at, 1, 10), COUNT(*) FROM portfolio_views GROUP BY portfolio_id, substr(viewed_at, 1, 10);
CREATE TRIGGER portfolio_views_roll_up AFTER INSERT ON portfolio_views
BEGIN
  INSERT INTO portfolio_daily_views (portfolio_id, day, views) VALUES (NEW.portfolio_id, substr(NEW.viewed_at, 1, 10), 1)
  ON CONFLICT (portfolio_id, day) DO UPDATE SET views = views + 1;
END;
CREATE TRIGGER portfolio_views_roll_down AFTER DELETE ON portfolio_views
BEGIN
  UPDATE portfolio_daily_views SET views = views - 1
  WHERE portfolio_id = OLD.portfolio_id AND day = substr(OLD.viewed_at, 1, 10);
END;
-- The top rank reads the 50 public portfolios with the most views.
CREATE INDEX portfolios_public_views ON portfolios(is_approve, view_count DESC, id);
`,
  },
];
