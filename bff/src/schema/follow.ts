import { builder } from './builder';
import { legacyCost } from './field-cost';
import { responseCacheTags } from './cache-hints';
import { recordPayloadType } from './payloads';
import { memberAct, memberActMutations, viewerActField } from './member-acts';
import { Designer, DesignerPage, completed, designerFromDto, type DesignerSource } from './designer';
import { PortfolioPage, pageField, pageOf } from './paged-list';
import { Viewer } from './viewer';
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
  followedByViewer: viewerActField(t, {
    description:
      'Whether the signed-in member follows the designer; false for a visitor. Private to the viewer: an answer holding it is never shared.',
    idOf: (designer) => designer.memberId,
    among: (context, memberIds) => context.legacy.followedAmong(memberIds),
  }),
}));

const FollowPayload = recordPayloadType('FollowPayload', {
  description: 'The result of following a designer or no longer following them.',
  record: {
    designer: {
      type: Designer,
      description: 'The designer with their new follower count; null when refused.',
    },
  },
  message: 'What happened, as the server words it; null when refused.',
  errors: 'Why it was refused; empty on success.',
});

/** Follows (or unfollows) and answers the designer as they now stand. */
function changeFollow(context: GraphQLContext, id: string | number, follow: boolean) {
  return memberAct(context, id, {
    key: 'designer',
    notFound: 'Designer not found.',
    consume: (asker) => context.limits.consumeFollow(asker),
    write: (memberId) => (follow ? context.legacy.follow(memberId) : context.legacy.unfollow(memberId)),
    // The designer's answers carry their follower count, the member's their following count.
    tags: (memberId, asker) => [
      responseCacheTags.designer(memberId),
      ...(asker ? [responseCacheTags.designer(asker.member)] : []),
    ],
    answer: async (memberId, data): Promise<DesignerSource | null> => {
      const loaded = await Designer.getDataloader(context).load(memberId);
      return loaded?.full ? { ...loaded, full: { ...loaded.full, followers: data.followers } } : loaded;
    },
  });
}

builder.mutationFields((t) =>
  memberActMutations(t, FollowPayload, {
    id: 'The designer’s member id.',
    do: {
      name: 'followDesigner',
      description:
        'The signed-in member follows a designer: their new approved work shows in `Viewer.followingPortfolios`. Refused with ALREADY_FOLLOWING, FOLLOW_SELF or DESIGNER_NOT_FOUND (no such member, or a member who is no designer: no public work and no profile shown). The designer is told once a Bangkok day per follower, however often they unfollow and follow again. Follows and unfollows are limited per member and per client (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    },
    undo: {
      name: 'unfollowDesigner',
      description:
        'The signed-in member no longer follows a designer. Refused with NOT_FOLLOWING. Limited with `followDesigner`.',
    },
    change: changeFollow,
  }),
);

builder.objectFields(Viewer, (t) => ({
  followedDesigners: pageField(t, DesignerPage, {
    description:
      'The designers the member follows, the latest followed first, 12 a page. Private to the member.',
    load: async (_viewer, page, context) => pageOf(await context.legacy.myFollowing(page), designerFromDto),
  }),
  followingPortfolios: pageField(t, PortfolioPage, {
    description:
      'The approved work of the designers the member follows, newest approval first, 12 a page (the Following page).',
    load: async (_viewer, page, context) => pageOf(await context.legacy.followingPortfolios(page)),
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
