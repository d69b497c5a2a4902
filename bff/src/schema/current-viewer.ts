import { isoTime } from '../legacy/legacy-time';
import { LegacyHttpError } from '../legacy/legacy-errors';
import type { GraphQLContext } from '../context';
import type { UserDto } from '../legacy/legacy-dto';
import type { MemberAsker } from '../limits/abuse-limits';

/** The signed-in member as the legacy token check tells it. */
export interface ViewerShape {
  user: UserDto;
  expiresAt: string | null;
}

/**
 * The signed-in member behind the request's token, asked of the legacy API once per request whichever fields need
 * it (`viewer`, the owner check of `recordPortfolioView`); null for a visitor.
 */
export async function currentViewer(context: GraphQLContext): Promise<ViewerShape | null> {
  if (!context.token) return null;
  return context.once('viewer', async () => {
    try {
      const answer = await context.legacy.checkToken();
      return answer.user ? { user: answer.user, expiresAt: isoTime(answer.expires_at) } : null;
    } catch (error) {
      // An expired or revoked token is simply nobody; the stale cookie goes.
      if (error instanceof LegacyHttpError && error.status === 401) {
        context.session.signOut();
        return null;
      }
      throw error;
    }
  });
}

/**
 * Who is asking, with the signed-in member's id: the key of the limits of acts only members make (appreciations,
 * follows). Null for a visitor or a token that signs in no one (the act is then refused as unauthenticated).
 */
export async function memberAskerOf(context: GraphQLContext): Promise<MemberAsker | null> {
  const viewer = await currentViewer(context);
  return viewer ? { ...context.asker, member: viewer.user.id } : null;
}
