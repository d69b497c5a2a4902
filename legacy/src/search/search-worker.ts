import { workerData } from 'piscina';
import { openReadOnlyDatabase } from '../db/database';
import { runSearchTask, type SearchTask, type SearchTaskResult, type SearchWorkerData } from './search-pool';

/** The worker's own read-only connection, opened as the thread starts and closed when it ends. */
const db = openReadOnlyDatabase((workerData as SearchWorkerData).dataDir);

/**
 * The task handler piscina calls in a search worker (loaded through search-worker.mjs). A search reads in one
 * transaction: it counts, then pages, and a write committed between the two must not make them disagree (on the
 * main thread no write could come between them).
 */
export default function searchInWorker(task: SearchTask): SearchTaskResult {
  return db.transaction(() => runSearchTask(db, task))();
}
