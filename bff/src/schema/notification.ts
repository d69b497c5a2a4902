import { builder } from './builder';
import { legacyCost } from './field-cost';
import { memberCall } from './field-access';
import { CACHE } from './cache-hints';
import { implementUnreadPage, pageField, unreadPageOf, type UnreadPageShape } from './paged-list';
import { Designer, type DesignerSource } from './designer';
import { Viewer } from './viewer';
import { idsOf, timeField } from './shared';
import type { GraphQLContext } from '../context';
import type { NotificationDto } from '../legacy/legacy-types';

/*
 * A member's notifications (the header's bell): their work approved or refused, a new follower, appreciations of a
 * work grouped per day, a new enquiry. Private to the member.
 */

export const NotificationKind = builder.enumType('NotificationKind', {
  description: 'What a notification tells.',
  values: {
    APPROVED: { value: 'approved', description: 'A new portfolio, or an edit of one, was approved.' },
    REFUSED: {
      value: 'refused',
      description: 'A new portfolio, or an edit of one, was refused (see `reason`).',
    },
    FOLLOWER: { value: 'follower', description: 'A member began to follow the designer (`actor`).' },
    APPRECIATION: {
      value: 'appreciation',
      description: 'Members appreciated a work (`count` of them that Bangkok day).',
    },
    ENQUIRY: { value: 'enquiry', description: 'Someone sent an enquiry (`senderName`).' },
  } as const,
});

const Notification = builder.objectRef<NotificationDto>('Notification').implement({
  directives: CACHE.viewer,
  description: 'One notification of the signed-in member.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the notification.' }),
    kind: t.field({ type: NotificationKind, description: 'What it tells.', resolve: (n) => n.kind }),
    portfolioId: t.id({
      nullable: true,
      description: 'The work it is about; null for a follower.',
      resolve: (n) => n.portfolio?.id ?? null,
    }),
    portfolioTitle: t.string({
      nullable: true,
      description: 'That work’s title; null when none.',
      resolve: (n) => n.portfolio?.project_title ?? null,
    }),
    actor: t.field({
      type: Designer,
      nullable: true,
      description: 'The member who followed; null for the other kinds.',
      resolve: (n): DesignerSource | null =>
        n.actor && {
          memberId: n.actor.member_id,
          firstNameTh: n.actor.firstname_th,
          lastNameTh: n.actor.lastname_th,
          firstNameEn: n.actor.firstname_en,
          lastNameEn: n.actor.lastname_en,
          pictureFile: n.actor.img_path,
        },
    }),
    actorHasPage: t.boolean({
      description:
        'For FOLLOWER: whether the follower shows as a designer (public work, or a profile they chose to show), so has a designer page to link to; false otherwise.',
      resolve: (n) => n.actor?.public_designer ?? false,
    }),
    count: t.int({
      nullable: true,
      description: 'For APPRECIATION: how many members appreciated the work that day; null otherwise.',
      resolve: (n) => n.count ?? null,
    }),
    reason: t.string({
      nullable: true,
      description: 'For REFUSED: the operator’s reason; null otherwise.',
      resolve: (n) => n.reason ?? null,
    }),
    isRevision: t.boolean({
      description: 'For APPROVED and REFUSED: whether it was an edit of a published work.',
      resolve: (n) => n.revision ?? false,
    }),
    enquiryId: t.id({
      nullable: true,
      description: 'For ENQUIRY: the enquiry in the inbox; null otherwise.',
      resolve: (n) => n.enquiry_id ?? null,
    }),
    senderName: t.string({
      nullable: true,
      description: 'For ENQUIRY: who wrote, as they wrote it; null otherwise.',
      resolve: (n) => n.actor_name ?? null,
    }),
    read: t.boolean({ description: 'Whether the member has seen it.', resolve: (n) => n.read_at !== null }),
    updatedAt: timeField(
      t,
      'updated_at',
      'When it last changed (a later appreciation the same day moves it up).',
    ),
  }),
});

const NotificationPage = builder.objectRef<UnreadPageShape<NotificationDto>>('NotificationPage');
implementUnreadPage(NotificationPage, Notification, {
  listed: 'notifications',
  description: 'One page of the member’s notifications, the latest change first, with how many are unread.',
  unread: 'How many notifications are unread, on every page.',
});

/** The bell's and the inbox's unread counts: one legacy call per request, whichever fields ask. */
function unreadCounts(context: GraphQLContext) {
  return context.once('unread-counts', () => context.legacy.unreadCounts());
}

builder.objectFields(Viewer, (t) => ({
  notifications: pageField(t, NotificationPage, {
    description: 'The member’s notifications, the latest change first, 20 a page.',
    load: async (_viewer, page, context) => unreadPageOf(await context.legacy.notifications(page)),
  }),
  unreadNotificationCount: t.int({
    complexity: legacyCost({ calls: 1 }),
    description: 'How many notifications are unread (the number on the header’s bell).',
    resolve: async (_viewer, _args, context) => (await unreadCounts(context)).unread,
  }),
  unreadEnquiryCount: t.int({
    complexity: legacyCost({ calls: 1 }),
    description: 'How many enquiries in the inbox are unread (the number in the member menu).',
    resolve: async (_viewer, _args, context) => (await unreadCounts(context)).enquiries_unread,
  }),
}));

const MarkNotificationsReadPayload = builder.simpleObject('MarkNotificationsReadPayload', {
  directives: CACHE.never,
  description: 'What stays unread once notifications were marked read.',
  fields: (t) => ({
    unreadCount: t.int({ description: 'How many notifications are still unread.' }),
  }),
});

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    ...memberCall,
    type: MarkNotificationsReadPayload,
    description:
      'Marks the member’s notifications read: the ones named, or every one (the bell, when opened).',
    args: {
      ids: t.arg.idList({ required: false, description: 'The notifications; absent for every one.' }),
    },
    resolve: async (_root, args, context) => {
      const ids = args.ids ? idsOf(args.ids, 'ids') : undefined;
      const answer = await context.legacy.markNotificationsRead(ids);
      return { unreadCount: answer.unread };
    },
  }),
);
