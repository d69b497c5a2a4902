import { GraphQLError } from 'graphql';
import { LegacyHttpError, LegacyTimeoutError, LegacyUnavailableError } from '../legacy/legacy-errors';
import type { UserErrorShape } from './shared';

/**
 * Code of the error on a field whose legacy call failed (unreachable, 5xx, its route's breaker open); the
 * rest of the answer is delivered.
 */
export const UPSTREAM_UNAVAILABLE = 'UPSTREAM_UNAVAILABLE';

/** Code of the error on a field still waiting for the legacy API when the request's time budget ran out. */
export const UPSTREAM_TIMEOUT = 'UPSTREAM_TIMEOUT';

/**
 * The GraphQL error a legacy failure becomes: a call cut off by the request's time budget is
 * UPSTREAM_TIMEOUT, an unreachable or failing legacy API UPSTREAM_UNAVAILABLE, a refused token
 * UNAUTHENTICATED, someone else's record FORBIDDEN. Others keep the legacy message.
 */
export function graphQLErrorFrom(error: unknown): GraphQLError | undefined {
  if (error instanceof LegacyTimeoutError) {
    return new GraphQLError('The portfolio service took too long to answer. Please try again.', {
      extensions: { code: UPSTREAM_TIMEOUT },
    });
  }
  if (error instanceof LegacyUnavailableError) {
    return new GraphQLError('The portfolio service is unavailable. Please try again.', {
      extensions: { code: UPSTREAM_UNAVAILABLE },
    });
  }
  if (error instanceof LegacyHttpError) {
    const code =
      error.status === 401
        ? 'UNAUTHENTICATED'
        : error.status === 403
          ? 'FORBIDDEN'
          : error.status === 404
            ? 'NOT_FOUND'
            : 'BAD_USER_INPUT';
    return new GraphQLError(error.legacyMessage, { extensions: { code } });
  }
  return undefined;
}

/** A read that answers null for a record the legacy API does not have (404) or no longer has (410). */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    // 410: a deleted portfolio, whose id is never given to another one.
    if (error instanceof LegacyHttpError && (error.status === 404 || error.status === 410)) return null;
    throw error;
  }
}

function camelCase(field: string): string {
  return field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The user errors a legacy refusal carries: one per field message, or its message alone. */
export function userErrorsOf(
  error: LegacyHttpError,
  fieldNames: Record<string, string> = {},
): UserErrorShape[] {
  const entries = Object.entries(error.fieldErrors ?? {});
  if (entries.length === 0) return [{ field: null, message: error.legacyMessage }];
  return entries.flatMap(([field, messages]) =>
    messages.map((message) => ({
      field: fieldNames[field] ?? camelCase(field.split('.')[0] ?? field),
      message,
    })),
  );
}

/** How a write ended: its answer, or the errors of a refusal the person can fix. */
export type WriteOutcome<T> = { result: T; errors: [] } | { result: null; errors: UserErrorShape[] };

/**
 * Runs a write; a refusal the person can fix (4xx other than 401) becomes user errors with the legacy
 * server's messages, field names mapped to the mutation input's. Anything else propagates as a GraphQL error.
 */
export async function attempt<T>(
  write: () => Promise<T>,
  fieldNames: Record<string, string> = {},
): Promise<WriteOutcome<T>> {
  try {
    return { result: await write(), errors: [] };
  } catch (error) {
    if (!(error instanceof LegacyHttpError) || error.status === 401) throw error;
    return { result: null, errors: userErrorsOf(error, fieldNames) };
  }
}
