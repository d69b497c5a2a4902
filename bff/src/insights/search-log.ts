import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import type { GraphQLContext } from '../context';
import type { AbuseLimits, Asker } from '../limits/abuse-limits';

/*
 * What readers search for (issue 30), counted by keyword only: never who searched. A search is an operation asking
 * `portfolioSearch` for page 1 (whatever the operation is named), whether its answer is rendered, comes from the
 * shared response cache or is a page kept in the page cache; the header's suggestions, asked as the reader types,
 * are not searches. A client counts once per keyword and Bangkok day, and for a bounded number of keywords a day
 * (issue 42): a script cannot make its keyword the week's top search, nor fill the log with junk. Each BFF process
 * adds its counts up in memory and hands them to the legacy API every few seconds (`POST api/internal/search-log`,
 * which only the trusted client may call); the legacy API keeps a count per keyword and Bangkok day, and what the
 * keyword finds.
 */

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
 * The keyword of a search when it is one the insights count: page 1 of a keyword, neither narrowed by a filter nor
 * sorted otherwise (a reader narrowing a search down has not searched again); else null.
 */
export function searchedKeyword(args: Record<string, unknown> | undefined): string | null {
  const keyword = args?.keyword;
  const page = args?.page ?? 1;
  if (typeof keyword !== 'string' || !keyword.trim()) return null;
  const filter = args?.filter;
  const narrowed =
    typeof filter === 'object' &&
    filter !== null &&
    Object.values(filter).some(
      (value) => value !== null && value !== undefined && value !== '' && String(value) !== '0',
    );
  const sort = args?.sort;
  const sorted = typeof sort === 'string' && sort !== '' && sort.toLowerCase() !== 'relevance';
  if (narrowed || sorted) return null;
  return page === 1 || page === '1' ? keyword : null;
}

/** The root field whose answer is a search the insights count: the search page's (`portfolioSearch`). */
const COUNTED_SEARCH_FIELD = 'portfolioSearch';

/**
 * The keywords an operation searches for, by what it selects and not by what it is called: each `portfolioSearch`
 * at its root (through fragments too) whose arguments, with the operation's variables, make a counted search.
 */
export function searchedKeywordsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): string[] {
  if (operation.operation !== 'query') return [];
  const field = schema.getQueryType()?.getFields()[COUNTED_SEARCH_FIELD];
  if (!field) return [];
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const keywords: string[] = [];
  const visited = new Set<string>();
  const walk = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== COUNTED_SEARCH_FIELD) continue;
        try {
          const keyword = searchedKeyword(getArgumentValues(field, selection, variables ?? {}));
          if (keyword !== null) keywords.push(keyword);
        } catch {
          // Arguments that do not coerce: the operation fails validation of its values, and searched nothing.
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet.selections);
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet.selections);
      }
    }
  };
  walk(operation.selectionSet.selections);
  return keywords;
}

/**
 * Counts a search in the insights when it is this client's first search for the keyword today and within the
 * client's keywords for the day (`AbuseLimits.claimSearch`). It never holds up or fails the search itself.
 */
export type SearchCounter = (asker: Asker, keyword: string) => void;

export function createSearchCounter(deps: {
  searchLog: SearchLog;
  limits: Pick<AbuseLimits, 'claimSearch'>;
  onError: (error: unknown) => void;
}): SearchCounter {
  return (asker, keyword) => {
    deps.limits
      .claimSearch(asker, keyword)
      .then((counts) => {
        if (counts) deps.searchLog.count(keyword);
      })
      .catch(deps.onError);
  };
}

/**
 * Counts each search an operation makes, whatever answers it (rendered or from the response cache), and notes it
 * on the page being rendered, so that the page cache counts it again for each reader it serves the page to.
 */
export function searchCountingPlugin(countSearch: SearchCounter): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          for (const keyword of searchedKeywordsOf(schema, document, operation, request.variables)) {
            countSearch(contextValue.asker, keyword);
            if (contextValue.renderedAnswers) contextValue.renderedAnswers.searched = keyword;
          }
        },
      };
    },
  };
}
