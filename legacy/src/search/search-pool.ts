import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  searchDesignerIds,
  searchPortfolioIds,
  searchTagIds,
  type PortfolioSearchOptions,
  type SearchPage,
} from './search';

/**
 * The searches of `search.ts`, with the same answers, run off the main thread: a search costs tens to hundreds
 * of ms of CPU at 100k portfolios, and on the main thread every other request waited behind it.
 */
export interface SearchPool {
  /**
   * As `searchPortfolioIds`: one page of public portfolio ids, best first, the number of matches, and the corrected
   * keyword to offer.
   */
  portfolioIds(
    keyword: string,
    page: { limit: number; offset: number },
    options?: PortfolioSearchOptions,
  ): Promise<SearchPage>;
  /** As `searchDesignerIds`. */
  designerIds(keyword: string, limit: number): Promise<number[]>;
  /** As `searchTagIds`. */
  tagIds(keyword: string, limit: number): Promise<number[]>;
  /** Ends the worker threads; a search still waiting or running is answered 503. */
  close(): Promise<void>;
}

/** How the search pool is set up (see `LegacyConfig.searchThreads` and `searchMaxQueue`). */
export interface SearchPoolOptions {
  /** The data directory whose store the workers read. */
  dataDir: string;
  /** The main connection, which searches use when `threads` is 0. */
  db: Database;
  /** Worker threads; 0 runs searches inline on the main thread. */
  threads: number;
  /** Searches that may wait for a busy thread; one more is refused with a 503. */
  maxQueue: number;
  /** Where a worker's failure outside any search is reported. */
  logError: (error: unknown) => void;
  /** The workers' entry module (default `SEARCH_WORKER_FILE`); tests give one that holds searches until told. */
  workerFile?: string;
}

/** One search, as the pool hands it to a worker (plain data: it crosses threads). */
export type SearchTask =
  | {
      kind: 'portfolios';
      keyword: string;
      page: { limit: number; offset: number };
      options?: PortfolioSearchOptions;
    }
  | { kind: 'designers'; keyword: string; limit: number }
  | { kind: 'tags'; keyword: string; limit: number };

/** What a search task answers: a page of portfolio ids with their total, or designer or tag ids. */
export type SearchTaskResult = SearchPage | number[];

/** What a search worker is started with (piscina's `workerData`). */
export interface SearchWorkerData {
  /** The data directory whose store the worker reads. */
  dataDir: string;
}

/** Runs one search task against a connection: in a worker, or on the main thread when searches run inline. */
export function runSearchTask(db: Database, task: SearchTask): SearchTaskResult {
  switch (task.kind) {
    case 'portfolios':
      return searchPortfolioIds(db, task.keyword, task.page, task.options);
    case 'designers':
      return searchDesignerIds(db, task.keyword, task.limit);
    case 'tags':
      return searchTagIds(db, task.keyword, task.limit);
  }
}

/** The workers' entry: it registers tsx (vitest's transform does not reach threads), then loads search-worker.ts. */
export const SEARCH_WORKER_FILE = fileURLToPath(new URL('./search-worker.mjs', import.meta.url));

/** A retry is worth making about then: a queued search takes tens to hundreds of ms. */
const RETRY_AFTER_SECONDS = '1';

function refused(message: string): HttpError {
  return new HttpError(503, message, undefined, { 'Retry-After': RETRY_AFTER_SECONDS });
}

/** The searches, on up to `threads` worker threads (inline when 0); close() ends the threads. */
export function createSearchPool(options: SearchPoolOptions): SearchPool {
  const run = options.threads === 0 ? inline(options.db) : pooled(options);
  return {
    portfolioIds: (keyword, page, options) =>
      run({ kind: 'portfolios', keyword, page, ...(options ? { options } : {}) }) as Promise<SearchPage>,
    designerIds: (keyword, limit) => run({ kind: 'designers', keyword, limit }) as Promise<number[]>,
    tagIds: (keyword, limit) => run({ kind: 'tags', keyword, limit }) as Promise<number[]>,
    close: run.close,
  };
}

type Runner = ((task: SearchTask) => Promise<SearchTaskResult>) & { close(): Promise<void> };

function inline(db: Database): Runner {
  return Object.assign(async (task: SearchTask) => runSearchTask(db, task), { close: async () => {} });
}

function pooled(options: SearchPoolOptions): Runner {
  const { threads, maxQueue } = options;
  const workerData: SearchWorkerData = { dataDir: options.dataDir };
  const pool = new Piscina<SearchTask, SearchTaskResult>({
    filename: options.workerFile ?? SEARCH_WORKER_FILE,
    // A thread starts with the first search that needs it (about 300 ms of loading TypeScript, paid once) and
    // stays: a server that is never searched, as most test servers, starts none.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: Infinity,
    workerData,
  });
  // A worker that fails while no search is on it (say, as it starts) is reported here; piscina starts another.
  pool.on('error', options.logError);
  // Searches handed to the pool and not yet answered: running (at most `threads`) or waiting. The bound is kept
  // here rather than by piscina's maxQueue, whose refusal is an Error told apart only by its message.
  let accepted = 0;
  let closed = false;
  const stopping = () => refused('The server is shutting down.');

  async function run(task: SearchTask): Promise<SearchTaskResult> {
    if (closed) throw stopping();
    if (accepted >= threads + maxQueue) {
      throw refused('Too many searches are waiting. Please try again in a moment.');
    }
    accepted += 1;
    try {
      return await pool.run(task);
    } catch (error) {
      // destroy() ends the searches under way with "Terminating worker thread": not a fault of the search.
      throw closed ? stopping() : error;
    } finally {
      accepted -= 1;
    }
  }

  return Object.assign(run, {
    async close() {
      closed = true;
      await pool.destroy();
    },
  });
}
