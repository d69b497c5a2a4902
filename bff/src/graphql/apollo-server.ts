import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { BffConfig } from '../config';
import type { GraphQLContext } from '../context';
import type { BffMetrics } from '../observability/metrics';
import { schema } from '../schema';
import { graphQLErrorFrom } from '../schema/errors';
import { DOCUMENT_LIMITS } from './document-limits';
import { legacyCallEstimateRule } from './query-cost';
import { responseCachePlugin } from './response-cache-plugin';
import { searchCountingPlugin, type SearchCounter } from '../insights/search-log';
import type { PersistedDocuments } from './persisted-documents';
import type { ResponseCacheStore } from '../cache/response-cache';

/** Validation errors reported for one document at most; past this, graphql-js stops validating it. */
const MAX_VALIDATION_ERRORS = 10;

/** An error no resolver meant to answer (a bug or a broken invariant), as opposed to refusals and legacy failures. */
function isInternal(error: GraphQLError): boolean {
  const original = unwrapResolverError(error);
  if (original === error) return error.extensions.code === undefined && error.originalError !== undefined;
  return !(original instanceof GraphQLError) && graphQLErrorFrom(original) === undefined;
}

/**
 * Names the operation for the access log, times it for the metrics, and logs internal errors with the request id
 * (their answer says only "Internal server error" in production).
 */
function observationPlugin(
  metrics: BffMetrics,
  logError: (error: unknown, requestId?: string) => void,
): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async didResolveOperation({ contextValue, operationName }) {
          contextValue.stats.operationName = operationName ?? undefined;
        },
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) {
            if (isInternal(error)) logError(unwrapResolverError(error), contextValue.requestId);
          }
        },
        async willSendResponse({ contextValue, response, operationName }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const data = response.body.kind === 'single' ? response.body.singleResult.data : undefined;
          const outcome = !errors ? 'ok' : data ? 'partial' : 'error';
          metrics.graphqlRequests.observe(
            { operation: metrics.operationLabel(operationName ?? contextValue.stats.operationName), outcome },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/** Apollo Server over the Pothos schema, with the document limits, error masking and observation. */
export function createApollo(
  config: BffConfig,
  deps: {
    logError: (error: unknown, requestId?: string) => void;
    metrics: BffMetrics;
    /** The shared response cache; undefined when RESPONSE_CACHE=off. */
    responseCache: ResponseCacheStore | undefined;
    onResponseCacheError: (error: unknown) => void;
    persistedDocuments: PersistedDocuments;
    /** Counts the searches readers make (issue 30); undefined counts none. */
    countSearch?: SearchCounter;
  },
): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema,
    // A document past the token limit stops parsing there: a syntax error (400), not work.
    parseOptions: { maxTokens: DOCUMENT_LIMITS.maxTokens },
    validationRules: [legacyCallEstimateRule],
    validationOptions: { maxErrors: MAX_VALIDATION_ERRORS },
    plugins: [
      observationPlugin(deps.metrics, deps.logError),
      // The hints make the policy; the response cache plugin writes the headers from it.
      ApolloServerPluginCacheControl({ calculateHttpHeaders: false }),
      responseCachePlugin({
        store: deps.responseCache,
        maxAgeCapSeconds: config.responseCacheMaxAgeSeconds,
        onOutcome: (outcome) => deps.metrics.cacheRequests.inc({ cache: 'responses', result: outcome }),
        onStoreError: deps.onResponseCacheError,
      }),
      ...(deps.countSearch ? [searchCountingPlugin(deps.countSearch)] : []),
    ],
    csrfPrevention: true,
    // The site's documents by hash, then integrators' automatic persisted queries.
    persistedQueries: { cache: deps.persistedDocuments.apqCache() },
    // The process drains on SIGTERM itself (main.ts); Apollo's own handler would re-send the signal mid-drain.
    stopOnTerminationSignals: false,
    introspection: true,
    // Suggestions ("Did you mean …?") would reveal the schema to someone probing it in production.
    hideSchemaDetailsFromClientErrors: config.production,
    includeStacktraceInErrorResponses: !config.production,
    formatError: (formattedError: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const formatted = config.production
        ? { ...formattedError, message: formattedError.message.replace(/\s*Did you mean[^?]*\?/g, '') }
        : formattedError;
      const original = unwrapResolverError(error);
      const mapped = graphQLErrorFrom(original);
      if (mapped) {
        deps.metrics.graphqlErrors.inc({ code: String(mapped.extensions.code ?? 'UNKNOWN') });
        return {
          message: mapped.message,
          locations: formatted.locations,
          path: formatted.path,
          extensions: mapped.extensions,
        };
      }
      const code = String(formatted.extensions?.code ?? 'UNKNOWN');
      deps.metrics.graphqlErrors.inc({ code });
      if (code === 'INTERNAL_SERVER_ERROR') {
        deps.metrics.internalErrors.inc();
        if (config.production) {
          return {
            message: 'Internal server error',
            locations: formatted.locations,
            path: formatted.path,
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          };
        }
      }
      return formatted;
    },
  });
}
