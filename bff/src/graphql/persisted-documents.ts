import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import { PROJECT_ROOT } from '../project-root';

/** The manifest graphql-codegen writes beside the site's typed documents: `sha256:<hash>` → document text. */
export const DEFAULT_MANIFEST_FILE = path.join(
  PROJECT_ROOT,
  'web/src/graphql/generated/persisted-documents.json',
);

/** Documents integrators register by automatic persisted queries (APQ), kept per process. */
const REGISTERED_DOCUMENTS_MAX = 1000;

export interface PersistedQueryRequest {
  query?: unknown;
  extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } };
}

/** The refusal of a document that is not one of the site's, in trusted-documents mode without a live session. */
export const PERSISTED_QUERY_NOT_TRUSTED = 'PERSISTED_QUERY_NOT_TRUSTED';

/**
 * The site's own GraphQL documents, known by their SHA-256: the site sends only the hash (by GET, so that answers can
 * be cached by URL), and the BFF finds the text here. Integrators' automatic persisted queries work as Apollo defines
 * them, beside these.
 */
export class PersistedDocuments {
  private readonly documents: Map<string, string>;

  constructor(manifest: Record<string, string>) {
    this.documents = new Map(
      Object.entries(manifest).map(([hash, text]) => [hash.replace(/^sha256:/, ''), text] as const),
    );
  }

  /** Reads the manifest; a missing file means the site sends no persisted documents (integrators' APQ still work). */
  static load(file = DEFAULT_MANIFEST_FILE): PersistedDocuments {
    if (!fs.existsSync(file)) return new PersistedDocuments({});
    return new PersistedDocuments(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  }

  get size(): number {
    return this.documents.size;
  }

  has(hash: string): boolean {
    return this.documents.has(hash);
  }

  /** Apollo Server's APQ store: the site's documents first, then what integrators registered. */
  apqCache(): KeyValueCache<string> {
    const registered = new LRUCache<string, string>({ max: REGISTERED_DOCUMENTS_MAX });
    const hashOf = (key: string) => key.replace(/^apq:/, '');
    return {
      get: async (key) => this.documents.get(hashOf(key)) ?? registered.get(key),
      set: async (key, value) => {
        if (!this.documents.has(hashOf(key))) registered.set(key, value);
      },
      delete: async (key) => registered.delete(key),
    };
  }

  /**
   * Makes a request with a persisted-query hash consistent before Apollo reads it, and answers the refusal when
   * `trustedOnly` (TRUSTED_DOCUMENTS, for callers without a session) and the document is not one of the site's.
   *
   * - A hash sent with a text that does not hash to it: refused (400, PERSISTED_QUERY_HASH_MISMATCH), whatever the
   *   hash, so that a document is never run under another's name (the site's, or a cached answer's).
   * - A known hash sent with its text: the text is dropped and the site's copy runs (it is the same document).
   */
  prepare(request: PersistedQueryRequest, trustedOnly: boolean): GraphQLError | undefined {
    const persisted = request.extensions?.persistedQuery;
    const hash = typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
    if (hash && typeof request.query === 'string') {
      const actual = crypto.createHash('sha256').update(request.query).digest('hex');
      if (actual !== hash) {
        return new GraphQLError('The persistedQuery hash is not the SHA-256 of the document sent with it.', {
          extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
        });
      }
    }
    if (hash && this.documents.has(hash)) {
      delete request.query;
      return undefined;
    }
    if (trustedOnly) {
      return new GraphQLError(
        'Only the site’s own documents are accepted without signing in: send a known `persistedQuery` hash, or sign in.',
        { extensions: { code: PERSISTED_QUERY_NOT_TRUSTED } },
      );
    }
    return undefined;
  }
}
