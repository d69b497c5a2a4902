import { isEmpty, openDatabase } from '../db/database';
import { seedDemoData } from '../seed/demo-data';
import { loadConfig } from '../config';
import { storageDirOf } from '../app';

/** `npm run legacy:seed`: fills an empty store under DATA_DIR with the bilingual demo data. */
const config = loadConfig();
const dataDir = config.dataDir;
const db = openDatabase(dataDir);
try {
  if (!isEmpty(db)) {
    console.log(`The store in ${dataDir} is already seeded; nothing to do.`);
  } else {
    const started = performance.now();
    const summary = seedDemoData(db, {
      now: new Date(),
      storageDir: storageDirOf(dataDir),
      passwordHashRounds: config.passwordHashRounds,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${dataDir} in ${seconds} s: ${summary.members} members, ${summary.portfolios} portfolios ` +
        `(${summary.approvedPortfolios} approved), ${summary.views} views, ${summary.images} images.`,
    );
  }
} finally {
  db.close();
}
