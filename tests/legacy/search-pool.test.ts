import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type LegacyConfig } from '../../legacy/src/config';
import { databaseFile } from '../../legacy/src/db/database';
import { setApproval } from '../../legacy/src/routes/staff';
import { searchDesignerIds, searchPortfolioIds, searchTagIds } from '../../legacy/src/search/search';
import { startLegacyServer } from '../../legacy/src/server';
import { copySeededData, type LegacyHarness, newMember, startLegacy } from './legacy-harness';

/** A search worker that holds each search until this test sends 'open' on the 'held-searches' channel. */
const HELD_SEARCH_WORKER = path.join(import.meta.dirname, 'held-search-worker.mjs');

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * The legacy API over a copy of the seeded data, as the harness starts it, with searches held by
 * held-search-worker.mjs: `get` calls it, `stop` stops it and fails on any server error it logged.
 */
async function startWithHeldSearches(config: Partial<LegacyConfig>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-held-search-'));
  copySeededData(dataDir);
  const serverErrors: unknown[] = [];
  const server = await startLegacyServer({
    config: { dataDir, host: '127.0.0.1', port: 0, shutdownGraceMs: 2_000, ...config },
    seed: false,
    logError: (error) => serverErrors.push(error),
    searchWorkerFile: HELD_SEARCH_WORKER,
  });
  return {
    dataDir,
    async get(pathname: string, query: Record<string, string | number>): Promise<Answer> {
      const url = new URL(pathname, server.url);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      const response = await fetch(url);
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async stop() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(serverErrors).toEqual([]);
    },
  };
}

/** Keywords of every kind: a place, a common letter, a name typed without a space, a typo, a short word, none. */
const KEYWORDS = ['ลำปาง', 'a', 'สมชายใจดี', 'ท่องเทียว', 'ชา', 'เซรามิค', 'award', '" OR *', ''];

const SEARCH_ROUTES = ['/api/search', '/api/search-designers', '/api/search-tags'];

/** The site's cheap list call, which must not wait for searches. */
const LIST_CALL = [
  '/api/get-new-portfolio',
  { page: 1, omit: 'detail,project_brief,portfolio_image,tag_port' },
] as const;

/** Open file descriptors of this process on the store's SQLite file (Linux). */
function handlesOnStore(dataDir: string): number {
  const file = databaseFile(dataDir);
  return fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return ''; // closed since it was listed
      }
    })
    .filter((target) => target === file || target === `${file} (deleted)`).length;
}

/** The answers of the first `count` calls to settle, in the order they settle. */
function firstAnswers(calls: Promise<Answer>[], count: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  return new Promise((resolve, reject) => {
    for (const call of calls) {
      call.then((answer) => {
        answers.push(answer);
        if (answers.length === count) resolve([...answers]);
      }, reject);
    }
  });
}

/** The held worker's channel: `holding()` resolves when a search next reaches the worker. */
function heldSearches() {
  const channel = new BroadcastChannel('held-searches');
  return {
    holding: () =>
      new Promise<void>((resolve) => {
        const listener = (event: Event) => {
          if ((event as MessageEvent).data !== 'holding') return;
          channel.removeEventListener('message', listener);
          resolve();
        };
        channel.addEventListener('message', listener);
      }),
    open: () => channel.postMessage('open'),
    close: () => channel.close(),
  };
}

describe('search settings', () => {
  it('one search thread and 32 waiting searches unless SEARCH_THREADS and SEARCH_MAX_QUEUE say otherwise', () => {
    expect(loadConfig({})).toMatchObject({ searchThreads: 1, searchMaxQueue: 32 });
    expect(loadConfig({ SEARCH_THREADS: '0', SEARCH_MAX_QUEUE: '4' })).toMatchObject({
      searchThreads: 0,
      searchMaxQueue: 4,
    });
    expect(() => loadConfig({ SEARCH_THREADS: 'two' })).toThrow('SEARCH_THREADS must be a whole number');
  });
});

describe('searches on a worker thread', () => {
  let pooled: LegacyHarness;
  let inline: LegacyHarness;

  beforeAll(async () => {
    [pooled, inline] = await Promise.all([
      startLegacy({ config: { searchThreads: 1 } }),
      startLegacy({ config: { searchThreads: 0 } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([pooled?.stop(), inline?.stop()]);
  });

  it('answers what the searches on the main thread answer (SEARCH_THREADS=0), in the same shape', async () => {
    for (const keyword of KEYWORDS) {
      for (const route of SEARCH_ROUTES) {
        for (const page of [1, 2]) {
          const query = { keyword, page };
          const [threaded, onMainThread] = await Promise.all([
            pooled.call('GET', route, { query }),
            inline.call('GET', route, { query }),
          ]);
          expect(threaded.status).toBe(200);
          expect(threaded.body).toEqual(onMainThread.body);
        }
      }
    }
  });

  it('finds the ids the search functions find on the API’s own connection', async () => {
    const { db } = pooled.app;
    for (const keyword of KEYWORDS) {
      const first = await pooled.call('GET', '/api/search', { query: { keyword } });
      const inline = searchPortfolioIds(db, keyword, { limit: 12, offset: 0 });
      expect({
        total: first.body.total,
        ids: first.body.data.map((p: { id: number }) => p.id),
        didYouMean: first.body.did_you_mean,
      }).toEqual({ ...inline, didYouMean: inline.didYouMean ?? null });
      const designers = await pooled.call('GET', '/api/search-designers', { query: { keyword } });
      expect(designers.body.data.map((d: { member_id: number }) => d.member_id)).toEqual(
        searchDesignerIds(db, keyword, 8),
      );
      const tags = await pooled.call('GET', '/api/search-tags', { query: { keyword } });
      expect(tags.body.data.map((t: { id: number }) => t.id)).toEqual(searchTagIds(db, keyword, 10));
    }
  });

  it('finds a write in the very next search, made through the API or by another connection', async () => {
    const found = async (keyword: string) =>
      (await pooled.call('GET', '/api/search', { query: { keyword } })).body.data.map(
        (portfolio: { id: number }) => portfolio.id,
      );
    const owner = await newMember(pooled);
    const subcategory = (await pooled.call('GET', '/api/subcategory')).body.data[0];
    const created = await pooled.call('POST', '/api/portfolio', {
      token: owner.token,
      body: {
        category_id: subcategory.category_id,
        subcategory_id: subcategory.id,
        project_title: 'ตะเกียงเซรามิกเทอร์โมไดนามิก',
        project_brief: 'งานทดลอง',
        detail: '<p>รายละเอียด</p>',
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.portfolio_id as number;
    expect(await found('เทอร์โมไดนามิก')).toEqual([]);
    // The operator's approval writes through a connection of its own, as `npm run legacy:approve` does.
    setApproval(pooled.dataDir, id, 'approve');
    expect(await found('เทอร์โมไดนามิก')).toEqual([id]);

    // A tag attached through the API is written by the API's connection.
    const tag = await pooled.call('POST', '/api/tag', { token: owner.token, body: { name: 'ไฮโดรไดนามิก' } });
    expect(await found('ไฮโดรไดนามิก')).toEqual([]);
    const attached = await pooled.call('POST', '/api/tagport', {
      token: owner.token,
      body: { portfolio_id: id, tags: [tag.body.data.id] },
    });
    expect(attached.status).toBe(200);
    expect(await found('ไฮโดรไดนามิก')).toEqual([id]);
    const tags = await pooled.call('GET', '/api/search-tags', { query: { keyword: 'ไฮโดรไดนามิก' } });
    expect(tags.body.data).toEqual([
      { id: tag.body.data.id, name: 'ไฮโดรไดนามิก', type: 0, portfolio_count: 1 },
    ]);
  });
});

describe('a full search queue', () => {
  let legacy: Awaited<ReturnType<typeof startWithHeldSearches>>;
  const held = heldSearches();

  beforeAll(async () => {
    legacy = await startWithHeldSearches({ searchThreads: 1, searchMaxQueue: 1 });
  });
  afterAll(async () => {
    held.close();
    await legacy?.stop();
  });

  it('refuses searches past the one running and SEARCH_MAX_QUEUE waiting with 503 and Retry-After, and serves other calls meanwhile', async () => {
    const holding = held.holding();
    const searches = [
      legacy.get('/api/search', { keyword: 'ลำปาง' }),
      legacy.get('/api/search-designers', { keyword: 'สมชาย' }),
      legacy.get('/api/search-tags', { keyword: 'award' }),
      legacy.get('/api/search', { keyword: 'เซรามิก' }),
    ];
    // While the worker holds a search none can finish: the first two answers are refusals.
    const refusals = await firstAnswers(searches, 2);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(503);
      expect(refusal.headers.get('retry-after')).toBe('1');
      expect(refusal.body).toEqual({
        status: 503,
        message: 'Too many searches are waiting. Please try again in a moment.',
      });
    }

    await holding;
    const list = await legacy.get(...LIST_CALL);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);

    held.open();
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503, 503]);
    // The queue has drained: the next search is answered.
    expect((await legacy.get('/api/search', { keyword: 'ลำปาง' })).status).toBe(200);
  });
});

describe('stopping the server', () => {
  it('ends its search threads, a search under way included: nothing holds the store open after', async () => {
    const held = heldSearches();
    const legacy = await startWithHeldSearches({ searchThreads: 1, shutdownGraceMs: 100 });
    try {
      const holding = held.holding();
      const search = legacy.get('/api/search', { keyword: 'ลำปาง' }).catch(() => 'cut');
      await holding;
      // The API's connection and the search thread's.
      expect(handlesOnStore(legacy.dataDir)).toBe(2);
      // The search is still held: the server cuts it after the grace period and ends the thread.
      await legacy.stop();
      expect(await search).toBe('cut');
      expect(handlesOnStore(legacy.dataDir)).toBe(0);
    } finally {
      held.close();
    }
  });
});
