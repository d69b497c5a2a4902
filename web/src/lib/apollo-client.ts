import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type DocumentNode,
  type FieldPolicy,
  type NormalizedCacheObject,
} from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { RouteQuery } from './route-queries';

interface PageShape {
  items: unknown[];
  pageInfo: {
    page: number;
    perPage: number;
    total: number;
    lastPage: number;
    hasNextPage: boolean;
    __typename?: string;
  };
}

/**
 * A paged list the "More" buttons grow: pages of the same arguments (but `page`) are merged in order, so
 * reading the field gives every page loaded so far and `pageInfo` of the last one.
 */
function morePages(keyArgs: string[]): FieldPolicy<PageShape> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = (args?.page as number | undefined) ?? 1;
      if (!existing || page === 1) return incoming;
      const start = (page - 1) * incoming.pageInfo.perPage;
      const items = existing.items.slice(0, start);
      items.push(...incoming.items);
      return { ...incoming, items };
    },
  };
}

/** The cache: every type with an id is normalised by `__typename:id`; texts and images live inside their owner. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          portfolios: morePages(['categoryId', 'subcategoryId']),
          collections: morePages(['categoryId']),
        },
      },
      Collection: { fields: { portfolios: morePages([]), designers: morePages([]) } },
      // A saved education or work list replaces the cached one, even when it is shorter.
      Profile: { fields: { educations: { merge: false }, works: { merge: false } } },
      LocalizedText: { merge: true },
      TopRank: { keyFields: ['sort'] },
      // The staff menu asks for the count alone, the queue screen for the items too: each keeps the other's part.
      ModerationQueue: { merge: true },
      Viewer: { keyFields: ['id'] },
    },
  });
}

/** The SHA-256 codegen gave the operation (`__meta__.hash`), listed in persisted-documents.json, which the BFF knows. */
function codegenHash(document: DocumentNode): string | undefined {
  return (document as { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, '');
}

/**
 * How long after the server's page has been hydrated the queries of the first screen are still answered from the
 * server's cache state, even those that would otherwise ask again (`network-only`, `cache-and-network`): the page
 * was rendered from that data a moment ago. Counted from the end of hydration, not from the start of the script:
 * on a slow phone hydrating takes longer than this, and the page would otherwise fetch its own data again.
 * Sections that hydrate after the rest (their own Suspense boundaries) fall inside it.
 */
const SERVER_STATE_GRACE_MS = 1000;

/** Ends the server state's grace (see SERVER_STATE_GRACE_MS); called once the page has hydrated. */
export function endServerStateGrace(client: ApolloClient): void {
  setTimeout(() => {
    client.prioritizeCacheValues = false;
  }, SERVER_STATE_GRACE_MS);
}

/**
 * The site's queries go by hash with GET, so that browsers and CDNs may keep public answers (the BFF says for how
 * long); mutations go by POST, and so does a document codegen did not make. `serverState` is the cache the server
 * rendered the page from.
 */
export function createApolloClient({
  uri = '/graphql',
  serverState,
}: { uri?: string; serverState?: NormalizedCacheObject } = {}): ApolloClient {
  const http = new HttpLink({
    uri,
    credentials: 'same-origin',
    headers: { 'Apollo-Require-Preflight': 'true' },
  });
  const persisted = new PersistedQueryLink({
    generateHash: (document) => codegenHash(document) ?? '',
    useGETForHashedQueries: true,
  });
  const client = new ApolloClient({
    link: ApolloLink.split(
      (operation) => codegenHash(operation.query) !== undefined,
      persisted.concat(http),
      http,
    ),
    cache: serverState ? createCache().restore(serverState) : createCache(),
  });
  // Until endServerStateGrace: the page was rendered from this state, and hydrating must not ask for it again.
  if (serverState) client.prioritizeCacheValues = true;
  return client;
}

/**
 * Reads a query from the cache as a screen's `useQuery` will (the same document, variables and options), so that the
 * cache keeps the result and the screen's first read finds it. Reading a first screen's answer from the server's
 * state costs a phone at 4× 50–100 ms (Apollo records every field it reads, to know whom a change concerns): made
 * before hydrating, in a task of its own, that cost is not inside one of hydration's slices, which end only between
 * components (decision 041).
 */
export function readAhead(client: ApolloClient, { query, variables }: RouteQuery): void {
  client.watchQuery({ query, variables }).getCurrentResult();
}
