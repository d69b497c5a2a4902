import { builder } from './builder';
import { legacyCost } from './field-cost';
import { operatorCall, staffCall } from './field-access';
import { CACHE, responseCacheTags } from './cache-hints';
import { messageCodeField, idsOf, timeField } from './shared';
import { payloadType, type PayloadShape } from './payloads';
import { attempt } from './errors';
import { implementPage, pageArg, pageOf, type PageShape } from './paged-list';
import { Portfolio } from './portfolio';
import { Viewer } from './viewer';
import type {
  AudienceTotalsDto,
  ModerationEntryDto,
  ModerationResultDto,
  StaffActionDto,
  StaffMemberDto,
} from '../legacy/legacy-types';

/**
 * The design centre's staff through the schema (issue 16), so that integrators could build their own back office:
 * roles, the moderation queue and its decisions, the audit log. Moderators and operators (`staff` scope) decide on
 * portfolios; operators alone read the log and grant roles. The legacy API checks the same again.
 */

export const StaffRole = builder.enumType('StaffRole', {
  description: 'What a member of the design centre’s staff may do.',
  values: {
    MODERATOR: { description: 'Decides on new portfolios and on edits of published ones.' },
    OPERATOR: { description: 'Moderates, runs the site’s content and grants roles.' },
  } as const,
});

function staffRoleOf(role: string | null | undefined): 'MODERATOR' | 'OPERATOR' | null {
  return role === 'operator' ? 'OPERATOR' : role === 'moderator' ? 'MODERATOR' : null;
}

builder.objectField(Viewer, 'staffRole', (t) =>
  t.field({
    type: StaffRole,
    nullable: true,
    description: 'The member’s staff role; null for a designer. Staff see the staff menu.',
    resolve: (viewer) => staffRoleOf(viewer.user.staff_role),
  }),
);

const ModerationKind = builder.enumType('ModerationKind', {
  description: 'What waits for a decision.',
  values: {
    NEW: { description: 'A portfolio never published: approving publishes it.' },
    REVISION: {
      description:
        'A designer’s edit of a published portfolio: approving replaces the public version; refusing keeps it.',
    },
  } as const,
});

const ModerationItem = builder.objectRef<ModerationEntryDto>('ModerationItem').implement({
  directives: CACHE.viewer,
  description: 'A portfolio, or an edit of one, waiting for a moderator’s decision.',
  fields: (t) => ({
    portfolioId: t.id({
      description: 'The portfolio to decide on (for an edit, the published portfolio’s id).',
      resolve: (item) => item.portfolio_id,
    }),
    kind: t.field({
      type: ModerationKind,
      description: 'A new portfolio or an edit of a published one.',
      resolve: (item) => (item.kind === 'revision' ? 'REVISION' : 'NEW'),
    }),
    submittedAt: timeField(t, 'submitted_at', 'When the designer last saved it: the queue is oldest first.'),
    portfolio: t.field({
      type: Portfolio,
      description:
        'The content to decide on, as the public would see it (for an edit, the revision, with an id of its own).',
      resolve: (item) => item.portfolio,
    }),
    published: t.field({
      type: Portfolio,
      nullable: true,
      description: 'For an edit, the version the public sees now, to compare; null for a new portfolio.',
      resolve: (item) => item.published,
    }),
  }),
});

interface ModerationQueueShape {
  total: number;
  items: ModerationEntryDto[];
}

const ModerationQueue = builder.objectRef<ModerationQueueShape>('ModerationQueue').implement({
  directives: CACHE.viewer,
  description: 'Everything waiting for a decision, oldest first.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'How many wait (the count in the staff menu).' }),
    items: t.field({
      type: [ModerationItem],
      // A queue of a few dozen at most: each item's portfolio fields read what the queue's answer holds.
      complexity: legacyCost({ calls: 0, items: 50 }),
      description: 'What waits, oldest first.',
      resolve: (queue) => queue.items,
    }),
  }),
});

const StaffAction = builder.objectRef<StaffActionDto>('StaffAction').implement({
  directives: CACHE.viewer,
  description: 'One thing a member of staff did: who, what, on what and when.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the entry.' }),
    action: t.exposeString('action', {
      description:
        'What was done: `portfolio.approve`, `portfolio.reject`, `role.grant`, `role.revoke`, `highlights.set`, `enquiry.read`, `enquiry.unread`, `collection.create`, `collection.update`, `collection.delete`, `collection.portfolios`, `collection.designers`, `collection-category.create`, `collection-category.update`, `collection-category.delete` or `page.update` (more may come).',
    }),
    targetType: t.exposeString('target_type', {
      description:
        'What it was done to: `portfolio`, `member`, `highlights`, `enquiry`, `collection`, `collection_category` or `page`.',
    }),
    targetLabel: t.string({
      nullable: true,
      description:
        'What it was done to, in words, as it was then: a portfolio’s title, a member’s e-mail, a collection’s or category’s Thai name, a page’s key; null when not recorded (older entries, highlights, enquiries).',
      resolve: (entry) => {
        const { title, email, name_th: nameTh, url } = entry.detail;
        const label = [title, email, nameTh, url].find((value) => typeof value === 'string' && value !== '');
        return typeof label === 'string' ? label : null;
      },
    }),
    targetId: t.id({
      nullable: true,
      description: 'The id of what it was done to.',
      resolve: (entry) => entry.target_id,
    }),
    reason: t.string({
      nullable: true,
      description: 'A refusal’s reason, as the designer received it; null otherwise.',
      resolve: (entry) => entry.detail.reason ?? null,
    }),
    staffEmail: t.string({ description: 'The e-mail of who did it.', resolve: (entry) => entry.staff.email }),
    staffName: t.string({
      description: 'The name of who did it (Thai, as registered).',
      resolve: (entry) => `${entry.staff.firstname_th} ${entry.staff.lastname_th}`.trim(),
    }),
    at: timeField(t, 'created_at', 'When it was done.'),
  }),
});

const StaffMember = builder.objectRef<StaffMemberDto>('StaffMember').implement({
  directives: CACHE.viewer,
  description: 'A member who holds a staff role: who may moderate or run the site.',
  fields: (t) => ({
    id: t.exposeID('member_id', { description: 'The member’s id.' }),
    email: t.exposeString('email', { description: 'The member’s e-mail, which the roles form takes.' }),
    name: t.string({
      description: 'The member’s name (Thai, as registered).',
      resolve: (member) => `${member.firstname_th} ${member.lastname_th}`.trim(),
    }),
    role: t.field({
      type: StaffRole,
      description: 'The role they hold.',
      resolve: (member) => staffRoleOf(member.staff_role) ?? 'MODERATOR',
    }),
  }),
});

const StaffActionPage = builder.objectRef<PageShape<StaffActionDto>>('StaffActionPage');
implementPage(StaffActionPage, StaffAction, { listed: 'staff actions', perPage: 50 });

const AudienceTotals = builder.objectRef<AudienceTotalsDto>('AudienceTotals').implement({
  directives: CACHE.viewer,
  description: 'Totals of the audience’s acts over the whole site: counts only, never who.',
  fields: (t) => ({
    appreciations: t.exposeInt('appreciations', { description: 'Appreciations standing now.' }),
    follows: t.exposeInt('follows', { description: 'Follows standing now.' }),
    enquiries: t.exposeInt('enquiries', { description: 'Enquiries sent to designers, ever.' }),
    appreciationsLast30Days: t.exposeInt('appreciations_30_days', {
      description: 'Appreciations made in the last 30 days and standing now.',
    }),
    followsLast30Days: t.exposeInt('follows_30_days', {
      description: 'Follows made in the last 30 days and standing now.',
    }),
    enquiriesLast30Days: t.exposeInt('enquiries_30_days', {
      description: 'Enquiries sent to designers in the last 30 days.',
    }),
  }),
});

builder.queryFields((t) => ({
  moderationQueue: t.field({
    ...staffCall,
    type: ModerationQueue,
    description:
      'New portfolios and edits of published ones waiting for a decision, oldest first: the first `first` of them, and how many wait in all. Staff only.',
    args: {
      first: t.arg.int({
        required: false,
        defaultValue: 50,
        description: 'How many to answer, 1–100 (default 50): the rest follow as these are decided.',
      }),
    },
    resolve: async (_root, args, context) => {
      const answer = await context.legacy.moderationQueue(Math.min(Math.max(args.first ?? 50, 1), 100));
      return { total: answer.total, items: answer.data };
    },
  }),
  staffMembers: t.field({
    ...operatorCall,
    type: [StaffMember],
    directives: CACHE.viewer,
    description:
      'Everyone who holds a staff role, operators first, then moderators, each by e-mail. Operators only.',
    resolve: async (_root, _args, context) => (await context.legacy.staffMembers()).data,
  }),
  audienceTotals: t.field({
    ...operatorCall,
    type: AudienceTotals,
    directives: CACHE.viewer,
    description:
      'How much the public appreciates, follows and enquires: totals, and those of the last 30 days; never who. Operators only.',
    resolve: (_root, _args, context) => context.legacy.audienceTotals(),
  }),
  auditLog: t.field({
    ...operatorCall,
    type: StaffActionPage,
    directives: CACHE.viewer,
    description: 'Every staff action, newest first, 50 a page. Operators only.',
    args: { page: t.arg.int(pageArg) },
    resolve: async (_root, args, context) => pageOf(await context.legacy.auditLog(args.page ?? 1)),
  }),
}));

/**
 * The root fields whose answers an approval can change besides the portfolio's own and its designer's: the lists
 * and counts public work appears in (a new portfolio, or an edit that moves it to another category or tag). Other
 * portfolios' related lists follow within their max-age.
 */
const PUBLISHED_LISTS = [
  'newPortfolios',
  'portfolios',
  'searchPortfolios',
  'portfolioSearch',
  'searchDesigners',
  'searchTags',
  'tag',
  'featuredDesigners',
];

const ModerationDecision = builder.enumType('ModerationDecision', {
  description: 'A moderator’s decision.',
  values: {
    APPROVE: { description: 'Publish the portfolio, or put the edit on the public version.' },
    REJECT: { description: 'Refuse it with a reason the designer reads in their list and by e-mail.' },
  } as const,
});

const ModerationResult = builder.objectRef<ModerationResultDto>('ModerationResult').implement({
  directives: CACHE.never,
  description: 'How the decision on one portfolio went.',
  fields: (t) => ({
    portfolioId: t.id({ description: 'The portfolio.', resolve: (result) => result.portfolio_id }),
    decided: t.boolean({
      description:
        'Whether the decision was taken; false when it no longer waited (`NOT_WAITING`: another moderator decided) or is the caller’s own portfolio (`OWN_PORTFOLIO`: another member of staff decides on it).',
      resolve: (result) => result.status === 200,
    }),
    message: t.exposeString('message', { description: 'What happened, in English.' }),
    messageCode: messageCodeField(t),
    mailed: t.boolean({
      nullable: true,
      description:
        'Whether the e-mail telling the designer (an approval with the link to the published work, or a refusal with its reason) left; the decision stands either way. Null when none was due.',
      resolve: (result) => result.mailed ?? null,
    }),
  }),
});

const DecidePortfoliosPayload = payloadType<{ results: ModerationResultDto[] } & PayloadShape>(
  'DecidePortfoliosPayload',
  {
    description: 'The outcome of a decision on one or several portfolios.',
    fields: (t) => ({
      results: t.field({
        type: [ModerationResult],
        description: 'One result per portfolio, in the order asked.',
        resolve: (payload) => payload.results,
      }),
    }),
    errors: 'Why nothing was decided (no portfolio, a refusal without a reason); empty otherwise.',
  },
);

const DecidePortfoliosInput = builder.inputType('DecidePortfoliosInput', {
  description: 'A decision on one or several waiting portfolios.',
  fields: (t) => ({
    portfolioIds: t.idList({ description: 'The portfolios (at most 100).' }),
    decision: t.field({ type: ModerationDecision, description: 'Approve or refuse.' }),
    reason: t.string({
      required: false,
      description: 'Why it is refused (required to refuse; at most 1000 characters). The designer reads it.',
    }),
  }),
});

const SetStaffRolePayload = payloadType<
  { email: string | null; role: 'MODERATOR' | 'OPERATOR' | null } & PayloadShape
>('SetStaffRolePayload', {
  description: 'The outcome of granting or taking a staff role.',
  fields: (t) => ({
    email: t.exposeString('email', {
      nullable: true,
      description: 'The member’s e-mail; null when refused.',
    }),
    role: t.field({
      type: StaffRole,
      nullable: true,
      description: 'Their role now; null for none.',
      resolve: (payload) => payload.role,
    }),
  }),
  errors: 'Why it was refused (no such member, your own role); empty otherwise.',
});

builder.mutationFields((t) => ({
  decidePortfolios: t.field({
    ...staffCall,
    type: DecidePortfoliosPayload,
    description:
      'Approves or refuses (with a reason) new portfolios and edits of published ones; each is logged with who decided, and the designer is e-mailed (in Thai and English) the approval with the link to the published work or the refusal with its reason. Nobody decides on their own portfolio: its result is `decided: false` with `OWN_PORTFOLIO`, and the others are decided. Staff only.',
    args: { input: t.arg({ type: DecidePortfoliosInput, description: 'The portfolios and the decision.' }) },
    resolve: async (_root, { input }, context) => {
      const ids = idsOf(input.portfolioIds, 'portfolioIds');
      const outcome = await attempt(
        () =>
          context.legacy.decidePortfolios({
            portfolio_ids: ids,
            decision: input.decision === 'APPROVE' ? 'approve' : 'reject',
            ...(input.reason ? { reason: input.reason } : {}),
          }),
        { portfolio_ids: 'portfolioIds' },
      );
      if (!outcome.result) return { results: [], errors: outcome.errors };
      // A refusal changes nothing a visitor sees; an approval changes the portfolio (its cached "not found"
      // answers included: they are tagged with the id asked for), its designer's answers and the lists above.
      const approved =
        input.decision === 'APPROVE' ? outcome.result.data.filter((result) => result.status === 200) : [];
      if (approved.length > 0)
        await context.publicAnswers.invalidate([
          ...PUBLISHED_LISTS.map((field) => responseCacheTags.rootField(field)),
          ...approved.map((result) => responseCacheTags.portfolio(result.portfolio_id)),
          ...approved.flatMap((result) =>
            result.member_id === undefined ? [] : [responseCacheTags.designer(result.member_id)],
          ),
        ]);
      return { results: outcome.result.data, errors: [] };
    },
  }),
  setStaffRole: t.field({
    ...operatorCall,
    type: SetStaffRolePayload,
    description: 'Gives a member a staff role, or takes it away (`role` null). Logged. Operators only.',
    args: {
      email: t.arg.string({ description: 'The member’s e-mail.' }),
      role: t.arg({ type: StaffRole, required: false, description: 'The role; null or absent for none.' }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await attempt(() =>
        context.legacy.setStaffRole({
          email: args.email,
          role: args.role === 'OPERATOR' ? 'operator' : args.role === 'MODERATOR' ? 'moderator' : 'none',
        }),
      );
      return outcome.result
        ? {
            email: outcome.result.data.email,
            role: staffRoleOf(outcome.result.data.staff_role),
            errors: [],
          }
        : { email: null, role: null, errors: outcome.errors };
    },
  }),
}));
