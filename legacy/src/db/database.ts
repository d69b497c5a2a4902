import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrations } from './migrations';
import { registerSearchFunctions } from '../search/search-functions';

export type Database = BetterSqlite3.Database;

/** The SQLite file inside a data directory. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'legacy.sqlite');
}

/**
 * Opens (creating if needed) the SQLite store under `dataDir` and applies pending migrations.
 * WAL keeps readers unblocked by the single writer; foreign keys are enforced. Open the store for writing only
 * this way: a connection without the search functions fails every write that the search triggers follow.
 */
export function openDatabase(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(databaseFile(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Before migrating: migration 4 and the search triggers call them on every write.
  registerSearchFunctions(db);
  migrate(db);
  return db;
}

/**
 * A read-only connection to the store under `dataDir`, which `openDatabase` has already created and migrated:
 * for readers beside the main connection (the search workers). It neither migrates nor registers the search
 * functions (reads never call them), and any write through it fails. In WAL mode it sees every transaction
 * committed before each of its reads begins.
 */
export function openReadOnlyDatabase(dataDir: string): Database {
  const db = new BetterSqlite3(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  // Queries name them to use the index on exact titles (migration 16).
  registerSearchFunctions(db);
  return db;
}

function migrate(db: Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    // Both pragmas are ignored inside a transaction, so they are set around it. With legacy_alter_table
    // off, renaming a rebuilt table also updates the foreign keys that name it.
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    db.pragma('legacy_alter_table = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        if (migration.rebuildsTables) {
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length > 0) {
            throw new Error(
              `Migration ${migration.version} would leave ${broken.length} broken foreign key(s); not applied.`,
            );
          }
        }
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
      })();
    } finally {
      if (migration.rebuildsTables) db.pragma('foreign_keys = ON');
    }
  }
}

/** True when the store holds no categories yet, i.e. it has never been seeded. */
export function isEmpty(db: Database): boolean {
  const row = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM categories').get();
  return (row?.count ?? 0) === 0;
}

/** Throws when the store does not answer a trivial query (the readiness probe). */
export function checkDatabase(db: Database): void {
  db.prepare('SELECT 1').get();
}
