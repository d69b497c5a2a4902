import type { ApolloServerPlugin } from '@apollo/server';

/*
 * What readers search for (issue 30), counted by keyword only: never who searched. A search is page 1 of the site's
 * search page, whether its answer is rendered, comes from the shared response cache or is a page kept in the page
 * cache; the header's suggestions, asked as the reader types, are not searches. Each BFF process adds its counts up
 * in memory and hands them to the legacy API every few seconds (`POST api/internal/search-log`, which only the
 * trusted client may call); the legacy API keeps a count per keyword and Bangkok day, and what the keyword finds.
 */

/** The operation of the site's search page (web/src/features/search/search-route.tsx). */
export const SEARCH_PAGE_OPERATION = 'SearchRouteQuery';

/** The most keywords one hand-over carries (the legacy API's limit). */
const BATCH = 500;
/** Distinct keywords kept between hand-overs; past it the log hands over early. */
const MAX_PENDING = 5_000;

export interface SearchLog {
  /** One search for `keyword` (as typed; the legacy API normalises it). */
  count(keyword: string): void;
  /** Hands the counts over now. */
  flush(): Promise<void>;
  /** Stops the timer and hands over what is left. */
  close(): Promise<void>;
}

export function createSearchLog(options: {
  send: (searches: { keyword: string; count: number }[]) => Promise<unknown>;
  intervalMs: number;
  onError: (error: unknown) => void;
}): SearchLog {
  let pending = new Map<string, number>();
  let flushing: Promise<void> | undefined;

  async function handOver(): Promise<void> {
    if (pending.size === 0) return;
    const taken = pending;
    pending = new Map();
    const entries = [...taken].map(([keyword, count]) => ({ keyword, count }));
    for (let start = 0; start < entries.length; start += BATCH) {
      const batch = entries.slice(start, start + BATCH);
      try {
        await options.send(batch);
      } catch (error) {
        // Kept for the next hand-over (within the bound): a legacy API restarting loses no counts.
        for (const { keyword, count } of batch)
          if (pending.size < MAX_PENDING || pending.has(keyword))
            pending.set(keyword, (pending.get(keyword) ?? 0) + count);
        options.onError(error);
      }
    }
  }

  function flush(): Promise<void> {
    flushing ??= handOver().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.intervalMs);
  timer.unref();

  return {
    count(keyword) {
      const typed = keyword.trim().slice(0, 200);
      if (!typed) return;
      pending.set(typed, (pending.get(typed) ?? 0) + 1);
      if (pending.size >= MAX_PENDING) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}

/**
 * The keyword of a search page's address or operation when it is a search (page 1 of a keyword, neither narrowed
 * by a filter nor sorted otherwise: a reader narrowing a search down has not searched again), else null.
 */
export function searchedKeyword(variables: Record<string, unknown> | undefined): string | null {
  const keyword = variables?.keyword;
  const page = variables?.page ?? 1;
  if (typeof keyword !== 'string' || !keyword.trim()) return null;
  const filter = variables?.filter;
  const narrowed =
    typeof filter === 'object' &&
    filter !== null &&
    Object.values(filter).some(
      (value) => value !== null && value !== undefined && value !== '' && String(value) !== '0',
    );
  const sort = variables?.sort;
  const sorted = typeof sort === 'string' && sort !== '' && sort.toLowerCase() !== 'relevance';
  if (narrowed || sorted) return null;
  return page === 1 || page === '1' ? keyword : null;
}

/** Counts each search page operation the BFF answers, whatever answers it (rendered or from the response cache). */
export function searchCountingPlugin(searchLog: SearchLog): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operationName, request }) {
          if (operationName !== SEARCH_PAGE_OPERATION) return;
          const keyword = searchedKeyword(request.variables);
          if (keyword !== null) searchLog.count(keyword);
        },
      };
    },
  };
}
