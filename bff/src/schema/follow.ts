import { builder } from './builder';
import { legacyCost } from './field-cost';
import { CACHE, responseCacheTags } from './cache-hints';
import { UserError, messageCodeField, positiveIdOf } from './shared';
import { attempt } from './errors';
import { Designer, DesignerPage, completed, designerFromDto, type DesignerSource } from './designer';
import { PortfolioPage, pageArg, pageOf } from './paged-list';
import { Viewer } from './viewer';
import { memberAskerOf } from './current-viewer';
import { viewerAmong } from './viewer-among';
import type { GraphQLContext } from '../context';

/*
 * Following a designer: their follower and following counts are public (they travel with the designer's record);
 * whom a member follows is theirs alone (`followedByViewer`, `Viewer.followedDesigners`), never in a shared answer.
 */

builder.objectFields(Designer, (t) => ({
  // As long-lived as the designer's record: a follow through the BFF drops every answer holding the designer.
  followerCount: t.int({
    complexity: legacyCost({ calls: 1 }),
    nullable: true,
    description: 'How many members follow the designer.',
    resolve: async (designer, _args, context) => (await completed(designer, context))?.followers ?? null,
  }),
  followingCount: t.int({
    complexity: legacyCost({ calls: 1 }),
    nullable: true,
    description: 'How many designers this designer follows.',
    resolve: async (designer, _args, context) => (await completed(designer, context))?.following ?? null,
  }),
  followedByViewer: t.loadable({
    type: 'Boolean',
    directives: CACHE.viewer,
    // One call per request for all the designers asked; none for a visitor.
    complexity: legacyCost({ calls: 0 }),
    description:
      'Whether the signed-in member follows the designer; false for a visitor. Private to the viewer: an answer holding it is never shared.',
    resolve: (designer) => designer.memberId,
    load: (memberIds: number[], context: GraphQLContext) =>
      viewerAmong(context, memberIds, (some) => context.legacy.followedAmong(some)),
  }),
}));

const FollowPayload = builder.simpleObject(
  'FollowPayload',
  {
    directives: CACHE.never,
    description: 'The result of following a designer or no longer following them.',
    fields: (t) => ({
      designer: t.field({
        type: Designer,
        nullable: true,
        description: 'The designer with their new follower count; null when refused.',
      }),
      message: t.string({
        nullable: true,
        description: 'What happened, as the server words it; null when refused.',
      }),
      errors: t.field({ type: [UserError], description: 'Why it was refused; empty on success.' }),
    }),
  },
  (t) => ({ messageCode: messageCodeField(t) }),
);

/** Follows (or unfollows) and answers the designer as they now stand. */
async function changeFollow(context: GraphQLContext, id: string | number, follow: boolean) {
  const memberId = positiveIdOf(id);
  if (memberId === null)
    return { designer: null, message: null, errors: [{ field: 'id', message: 'Designer not found.' }] };
  const asker = await memberAskerOf(context);
  if (asker) await context.limits.consumeFollow(asker);
  const outcome = await attempt(() =>
    follow ? context.legacy.follow(memberId) : context.legacy.unfollow(memberId),
  );
  if (!outcome.result) return { designer: null, message: null, errors: outcome.errors };
  const { data, message } = outcome.result;
  const followerId = asker?.member;
  // The designer's answers carry their follower count, the member's their following count.
  await context.publicAnswers.invalidate([
    responseCacheTags.designer(memberId),
    ...(followerId === undefined ? [] : [responseCacheTags.designer(followerId)]),
  ]);
  const loaded = await Designer.getDataloader(context).load(memberId);
  const designer: DesignerSource | null = loaded?.full
    ? { ...loaded, full: { ...loaded.full, followers: data.followers } }
    : loaded;
  return { designer, message, errors: [] };
}

builder.mutationFields((t) => ({
  followDesigner: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: FollowPayload,
    authScopes: { member: true },
    description:
      'The signed-in member follows a designer: their new approved work shows in `Viewer.followingPortfolios`. Refused with ALREADY_FOLLOWING, FOLLOW_SELF or DESIGNER_NOT_FOUND (no such member, or a member who is no designer: no public work and no profile shown). The designer is told once a Bangkok day per follower, however often they unfollow and follow again. Follows and unfollows are limited per member and per client (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    args: { id: t.arg.id({ description: 'The designer’s member id.' }) },
    resolve: (_root, { id }, context) => changeFollow(context, id, true),
  }),
  unfollowDesigner: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: FollowPayload,
    authScopes: { member: true },
    description:
      'The signed-in member no longer follows a designer. Refused with NOT_FOLLOWING. Limited with `followDesigner`.',
    args: { id: t.arg.id({ description: 'The designer’s member id.' }) },
    resolve: (_root, { id }, context) => changeFollow(context, id, false),
  }),
}));

builder.objectFields(Viewer, (t) => ({
  followedDesigners: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: DesignerPage,
    description:
      'The designers the member follows, the latest followed first, 12 a page. Private to the member.',
    args: { page: t.arg.int(pageArg) },
    resolve: async (_viewer, args, context) =>
      pageOf(await context.legacy.myFollowing(args.page ?? 1), designerFromDto),
  }),
  followingPortfolios: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: PortfolioPage,
    description:
      'The approved work of the designers the member follows, newest approval first, 12 a page (the Following page).',
    args: { page: t.arg.int(pageArg) },
    resolve: async (_viewer, args, context) =>
      pageOf(await context.legacy.followingPortfolios(args.page ?? 1)),
  }),
  designerSuggestions: t.field({
    complexity: legacyCost({ calls: 1, items: 8 }),
    type: [Designer],
    description:
      'Designers with approved work the member does not follow yet, the most published first (at most 8).',
    resolve: async (_viewer, _args, context) =>
      (await context.legacy.designerSuggestions()).map(designerFromDto),
  }),
}));
