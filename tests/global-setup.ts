import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../legacy/src/db/database';
import { seedDemoData } from '../legacy/src/seed/demo-data';
import { storageDirOf } from '../legacy/src/app';
import { TEST_PASSWORD_HASH_ROUNDS } from './legacy/legacy-harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory seeded with the demo data once per run; tests copy it, never change it. */
    seededDataDir: string;
  }
}

/**
 * Bundles the legacy API and the BFF as `npm start` runs them (under a second with esbuild), so that tests of the
 * real processes never run a bundle older than the sources; then seeds the demo data once, so each test can start
 * from a copy instead of seeding again.
 */
export default function setup(project: TestProject): () => void {
  for (const program of ['build:bff', 'build:legacy']) {
    execFileSync('npm', ['run', '--silent', program], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: 'inherit',
    });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-seed-'));
  const db = openDatabase(dataDir);
  seedDemoData(db, {
    now: new Date(),
    storageDir: storageDirOf(dataDir),
    passwordHashRounds: TEST_PASSWORD_HASH_ROUNDS,
  });
  db.close();
  project.provide('seededDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
