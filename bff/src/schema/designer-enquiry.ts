import { builder } from './builder';
import { legacyCost } from './field-cost';
import { memberCall, openCall } from './field-access';
import { CACHE } from './cache-hints';
import { implementUnreadPage, pageArg, unreadPageOf, type UnreadPageShape } from './paged-list';
import { positiveIdOf } from '../protocol/record-id';
import { givenOf, timeField } from './shared';
import { payloadType, recordPayloadOf, recordPayloadType, type PayloadShape } from './payloads';
import { attempt } from './errors';
import { Designer, completed } from './designer';
import { Viewer } from './viewer';
import type { DesignerEnquiryDto, EnquiryBudget as EnquiryBudgetValue } from '../legacy/legacy-types';

/*
 * Enquiries to designers (ติดต่อนักออกแบบ / Hire): anyone writes to a designer through the site; the designer
 * reads it in their inbox and by e-mail, and the sender never learns the designer's address.
 */

export const EnquiryBudget = builder.enumType('EnquiryBudget', {
  description: 'The budget range an enquiry names, in Thai baht.',
  values: {
    UNDER_50K: { value: 'under-50k', description: 'Under 50,000 baht.' },
    FROM_50K_TO_200K: { value: '50k-200k', description: '50,000 to 200,000 baht.' },
    FROM_200K_TO_1M: { value: '200k-1m', description: '200,000 to 1,000,000 baht.' },
    OVER_1M: { value: 'over-1m', description: 'Over 1,000,000 baht.' },
  } as const,
});

builder.objectField(Designer, 'acceptsEnquiries', (t) =>
  t.boolean({
    complexity: legacyCost({ calls: 1 }),
    nullable: true,
    description: 'Whether visitors may send the designer an enquiry (the designer can turn it off).',
    resolve: async (designer, _args, context) => {
      const full = await completed(designer, context);
      return full ? (full.profile?.accepts_enquiries ?? true) : null;
    },
  }),
);

const DesignerEnquiryInput = builder.inputType('DesignerEnquiryInput', {
  description:
    'An enquiry to a designer. Name, e-mail, what the work is and the message are required; the rest is optional.',
  fields: (t) => ({
    designerId: t.id({ description: 'The designer written to (member id).' }),
    name: t.string({ description: 'Who writes (at most 191 characters).' }),
    email: t.string({ description: 'Where the designer answers (x@y.zz); the designer’s own stays hidden.' }),
    organisation: t.string({ required: false, description: 'The sender’s company or organisation.' }),
    workType: t.string({ description: 'What the work is (at most 200 characters).' }),
    budget: t.field({ type: EnquiryBudget, required: false, description: 'The budget range, optional.' }),
    message: t.string({ description: 'The message (at most 5,000 characters).' }),
    portfolioId: t.id({ required: false, description: 'The designer’s work it was sent from, if any.' }),
  }),
});

const SendDesignerEnquiryPayload = payloadType<{ sent: boolean } & PayloadShape>(
  'SendDesignerEnquiryPayload',
  {
    description: 'The result of sending an enquiry to a designer.',
    fields: (t) => ({
      sent: t.exposeBoolean('sent', { description: 'True when the enquiry is in the designer’s inbox.' }),
    }),
    message: 'What happened, as the server words it.',
    errors: 'What to fix; empty on success.',
  },
);

const ENQUIRY_FIELDS = { work_type: 'workType', portfolio_id: 'portfolioId' };

builder.mutationFields((t) => ({
  sendDesignerEnquiry: t.field({
    ...openCall,
    type: SendDesignerEnquiryPayload,
    description:
      'Sends a designer an enquiry (open to visitors): kept in their inbox and e-mailed to them with the sender as Reply-To. Limited per client (an IPv4 address or an IPv6 /64) and per sender’s mailbox (`+tag` and Gmail’s dots ignored), and each of them per designer: over a limit it fails with RATE_LIMITED and `extensions.retryAfterSeconds`. Refused with ENQUIRIES_OFF when the designer has turned enquiries off.',
    args: { input: t.arg({ type: DesignerEnquiryInput, description: 'The form.' }) },
    resolve: async (_root, { input }, context) => {
      const designerId = positiveIdOf(input.designerId);
      if (designerId === null)
        return {
          sent: false,
          message: null,
          errors: [{ field: 'designerId', message: 'Designer not found.' }],
        };
      const portfolioId =
        input.portfolioId === null || input.portfolioId === undefined
          ? undefined
          : positiveIdOf(input.portfolioId);
      if (portfolioId === null) {
        return {
          sent: false,
          message: null,
          errors: [{ field: 'portfolioId', message: 'The selected portfolio id is invalid.' }],
        };
      }
      await context.limits.consumeDesignerEnquiry(context.asker, { email: input.email, designerId });
      const outcome = await attempt(
        () =>
          context.legacy.sendDesignerEnquiry(designerId, {
            name: input.name,
            email: input.email,
            organisation: input.organisation ?? '',
            work_type: input.workType,
            ...(input.budget ? { budget: input.budget } : {}),
            message: input.message,
            ...(portfolioId === undefined ? {} : { portfolio_id: portfolioId }),
          }),
        ENQUIRY_FIELDS,
      );
      return outcome.result
        ? { sent: true, message: outcome.result.message, errors: [] }
        : { sent: false, message: null, errors: outcome.errors };
    },
  }),
}));

export const DesignerEnquiry = builder.objectRef<DesignerEnquiryDto>('DesignerEnquiry').implement({
  directives: CACHE.viewer,
  description:
    'An enquiry in a designer’s inbox: who wrote, about what, and whether it was read or archived.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the enquiry.' }),
    name: t.exposeString('name', { description: 'Who wrote, as they wrote it.' }),
    email: t.exposeString('email', { description: 'Where to answer them.' }),
    organisation: t.exposeString('organisation', {
      description: 'Their company or organisation; may be empty.',
    }),
    workType: t.exposeString('work_type', { description: 'What the work is.' }),
    budget: t.field({
      type: EnquiryBudget,
      nullable: true,
      description: 'The budget range named; null when none.',
      resolve: (enquiry) => (enquiry.budget as EnquiryBudgetValue | null) ?? null,
    }),
    message: t.exposeString('message', { description: 'The message, as plain text.' }),
    portfolioId: t.id({
      nullable: true,
      description: 'The work it was sent from; null when sent from the designer page.',
      resolve: (enquiry) => enquiry.portfolio?.id ?? null,
    }),
    portfolioTitle: t.string({
      nullable: true,
      description: 'That work’s title; null when none.',
      resolve: (enquiry) => enquiry.portfolio?.project_title ?? null,
    }),
    read: t.boolean({ description: 'Whether the designer has read it.', resolve: (e) => e.read_at !== null }),
    archived: t.boolean({
      description: 'Whether the designer has archived it.',
      resolve: (enquiry) => enquiry.archived_at !== null,
    }),
    sentAt: timeField(t, 'created_at', 'When it was sent.'),
  }),
});

const DesignerEnquiryPage = builder.objectRef<UnreadPageShape<DesignerEnquiryDto>>('DesignerEnquiryPage');
implementUnreadPage(DesignerEnquiryPage, DesignerEnquiry, {
  listed: 'enquiries',
  description: 'One page of a designer’s enquiries, newest first, with how many in the inbox are unread.',
  unread: 'How many enquiries in the inbox are unread, on every page.',
});

builder.objectField(Viewer, 'enquiries', (t) =>
  t.field({
    complexity: legacyCost({ calls: 1 }),
    type: DesignerEnquiryPage,
    description: 'The enquiries sent to the member, newest first, 20 a page: the inbox, or the archive.',
    args: {
      page: t.arg.int(pageArg),
      archived: t.arg.boolean({
        required: false,
        defaultValue: false,
        description: 'True for the archive; false (default) for the inbox.',
      }),
    },
    resolve: async (_viewer, args, context) =>
      unreadPageOf(await context.legacy.myEnquiries(args.page ?? 1, args.archived ?? false)),
  }),
);

const UpdateDesignerEnquiryPayload = recordPayloadType('UpdateDesignerEnquiryPayload', {
  description: 'The enquiry as it now stands, or why it could not be changed.',
  record: { enquiry: { type: DesignerEnquiry, description: 'The enquiry; null when refused.' } },
  errors: 'Why it was refused; empty on success.',
});

builder.mutationField('updateDesignerEnquiry', (t) =>
  t.field({
    ...memberCall,
    type: UpdateDesignerEnquiryPayload,
    description: 'Marks one of the member’s enquiries read or unread, archived or back in the inbox.',
    args: {
      id: t.arg.id({ description: 'The enquiry.' }),
      read: t.arg.boolean({
        required: false,
        description: 'Read (true) or unread (false); absent keeps it.',
      }),
      archived: t.arg.boolean({
        required: false,
        description: 'Archived (true) or in the inbox (false); absent keeps it.',
      }),
    },
    resolve: async (_root, args, context) => {
      const id = positiveIdOf(args.id);
      if (id === null) return { enquiry: null, errors: [{ field: 'id', message: 'Enquiry not found.' }] };
      const outcome = await attempt(() =>
        context.legacy.updateMyEnquiry(id, givenOf({ read: args.read, archived: args.archived })),
      );
      return recordPayloadOf('enquiry', outcome);
    },
  }),
);
