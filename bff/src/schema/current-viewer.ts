import { isoTime } from '../legacy/legacy-time';
import { checkedToken } from '../session/token-check';
import type { GraphQLContext } from '../context';
import type { UserDto } from '../legacy/legacy-types';
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
    const answer = await checkedToken(context.legacy);
    // An expired or revoked token is simply nobody; the stale cookie goes.
    if (answer === null) context.session.signOut();
    return answer?.user ? { user: answer.user, expiresAt: isoTime(answer.expires_at) } : null;
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
