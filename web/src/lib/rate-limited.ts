import { CombinedGraphQLErrors } from '@apollo/client';
import type { MessageId } from '../i18n/catalog';
import { tooManyAttempts } from '../i18n/common-messages';

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

/** A catalogue message above a form, with its values. */
export interface FormNotice {
  id: MessageId;
  values?: Record<string, number | string>;
}

/** What a failed send says: how long to wait after too many attempts (RATE_LIMITED), else `failed`. */
export function failureNotice(error: unknown, failed: MessageId): FormNotice {
  const wait = retryAfterOf(error);
  return wait === undefined ? { id: failed } : tooManyAttempts(wait);
}
