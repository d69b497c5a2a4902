import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The wait, in seconds, that a refusal for too many attempts (the GraphQL error code RATE_LIMITED) asks for;
 * undefined for any other error.
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const limited = error.errors.find((each) => each.extensions?.code === 'RATE_LIMITED');
  if (!limited) return undefined;
  const seconds = Number(limited.extensions?.retryAfterSeconds);
  return seconds > 0 ? seconds : 60;
}
