import type { LegacyApi } from '../legacy/legacy-calls';
import type { CheckTokenDto } from '../legacy/legacy-types';
import { LegacyHttpError } from '../legacy/legacy-errors';

/**
 * What the legacy API says of a session token (`check-token`), or null when it signs in no one (401: unknown, expired
 * or revoked). Any other failure (the legacy API unavailable) propagates: it says nothing about the token.
 */
export async function checkedToken(legacy: Pick<LegacyApi, 'checkToken'>): Promise<CheckTokenDto | null> {
  try {
    return await legacy.checkToken();
  } catch (error) {
    if (error instanceof LegacyHttpError && error.status === 401) return null;
    throw error;
  }
}
