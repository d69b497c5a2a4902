import type { GraphQLContext } from '../context';
import { LegacyHttpError } from '../legacy/legacy-errors';

/** The most ids one legacy check call takes (`portfolio_ids`, `member_ids`). */
const CHECK_LIMIT = 100;

/**
 * The viewer's own yes-or-no of each id (appreciates this work, follows this designer), for a loader: false for
 * everyone when no member is signed in (no call) or the session has expired, else the ids the legacy API names among
 * them, asked 100 at a time.
 */
export async function viewerAmong(
  context: GraphQLContext,
  ids: readonly number[],
  among: (ids: number[]) => Promise<number[]>,
): Promise<boolean[]> {
  if (!context.token) return ids.map(() => false);
  const unique = [...new Set(ids)];
  const chunks: number[][] = [];
  for (let start = 0; start < unique.length; start += CHECK_LIMIT)
    chunks.push(unique.slice(start, start + CHECK_LIMIT));
  try {
    const yes = new Set((await Promise.all(chunks.map(among))).flat());
    return ids.map((id) => yes.has(id));
  } catch (error) {
    if (error instanceof LegacyHttpError && error.status === 401) return ids.map(() => false);
    throw error;
  }
}
