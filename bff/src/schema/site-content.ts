import { builder } from './builder';
import { legacyCost } from './field-cost';
import { operatorCall } from './field-access';
import { CACHE, responseCacheTags } from './cache-hints';
import { idOf, idsOf, timeField } from './shared';
import { payloadType, recordPayloadOf, recordPayloadType, type PayloadShape } from './payloads';
import { attempt } from './errors';
import { implementUnreadPage, pageArg, unreadPageOf, type UnreadPageShape } from './paged-list';
import { Portfolio } from './portfolio';
import type { EnquiryDto, PortfolioDto } from '../legacy/legacy-types';

/**
 * What operators run on the site besides moderation (issue 16): the home page's highlight block and the enquiries
 * sent through the contact form. Operators only; each change is in the audit log.
 */

/** Contact reasons of §9, as the contact form offers them. */
const ENQUIRY_REASONS: Record<number, 'GENERAL' | 'SUGGESTION' | 'WEBSITE' | 'OTHER'> = {
  1: 'GENERAL',
  2: 'SUGGESTION',
  3: 'WEBSITE',
  4: 'OTHER',
};

const EnquiryReason = builder.enumType('EnquiryReason', {
  description: 'Why someone wrote, as chosen on the contact form.',
  values: {
    GENERAL: { description: 'General contact.' },
    SUGGESTION: { description: 'A suggestion.' },
    WEBSITE: { description: 'A comment on the website.' },
    OTHER: { description: 'Anything else.' },
  } as const,
});

const Enquiry = builder.objectRef<EnquiryDto>('Enquiry').implement({
  directives: CACHE.viewer,
  description: 'A message sent through the contact form, kept whether or not its e-mail left.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the enquiry.' }),
    name: t.exposeString('name', { description: 'Who wrote.' }),
    email: t.exposeString('email', { description: 'Their e-mail, to answer them.' }),
    phoneNumber: t.exposeString('phone_number', { description: 'Their phone number; empty when not given.' }),
    reason: t.field({
      type: EnquiryReason,
      nullable: true,
      description: 'Why they wrote; null when they chose nothing.',
      resolve: (enquiry) => ENQUIRY_REASONS[enquiry.reason_contact ?? 0] ?? null,
    }),
    detail: t.exposeString('detail', { description: 'The message, as plain text.' }),
    receivedAt: timeField(t, 'created_at', 'When it was sent.'),
    readAt: timeField(t, 'read_at', 'When an operator marked it read; null while unread.', {
      nullable: true,
    }),
  }),
});

const EnquiryPage = builder.objectRef<UnreadPageShape<EnquiryDto>>('EnquiryPage');
implementUnreadPage(EnquiryPage, Enquiry, {
  listed: 'enquiries',
  description: 'One page of the enquiries, newest first, with how many are unread.',
  unread: 'How many enquiries are unread, on every page.',
});

builder.queryField('enquiries', (t) =>
  t.field({
    ...operatorCall,
    type: EnquiryPage,
    directives: CACHE.viewer,
    description: 'Contact-form enquiries, newest first, 20 a page. Operators only.',
    args: { page: t.arg.int(pageArg) },
    resolve: async (_root, args, context) => unreadPageOf(await context.legacy.enquiries(args.page ?? 1)),
  }),
);

const HighlightsPayload = payloadType<{ portfolios: PortfolioDto[] } & PayloadShape>('HighlightsPayload', {
  description: 'The home highlight block as stored, or why it was refused.',
  fields: (t) => ({
    portfolios: t.expose('portfolios', {
      type: [Portfolio],
      complexity: legacyCost({ calls: 0, items: 6 }),
      description: 'The highlighted portfolios in order (the first is shown large); empty when refused.',
    }),
  }),
  errors: 'Why nothing changed (more than 6, a portfolio not published); empty otherwise.',
});

const EnquiryPayload = recordPayloadType('EnquiryPayload', {
  description: 'An enquiry as marked, or why not.',
  record: { enquiry: { type: Enquiry, description: 'The enquiry; null when refused.' } },
  errors: 'Why it was refused (no such enquiry); empty otherwise.',
});

builder.mutationFields((t) => ({
  setHighlights: t.field({
    ...operatorCall,
    type: HighlightsPayload,
    description:
      'Makes these published portfolios, in this order, the home page’s highlight block (at most 6; none empties it). Logged. Operators only.',
    args: { portfolioIds: t.arg.idList({ description: 'The portfolios, first shown large.' }) },
    resolve: async (_root, args, context) => {
      const outcome = await attempt(
        () => context.legacy.setHighlights(idsOf(args.portfolioIds, 'portfolioIds')),
        {
          portfolio_ids: 'portfolioIds',
        },
      );
      if (!outcome.result) return { portfolios: [], errors: outcome.errors };
      // The home page's shared answer is dropped: visitors see the new order on their next load.
      await context.publicAnswers.invalidate([responseCacheTags.rootField('highlightedPortfolios')]);
      return { portfolios: outcome.result.data, errors: [] };
    },
  }),
  markEnquiryRead: t.field({
    ...operatorCall,
    type: EnquiryPayload,
    description: 'Marks an enquiry read, or unread again (`read: false`). Logged. Operators only.',
    args: {
      id: t.arg.id({ description: 'The enquiry.' }),
      read: t.arg.boolean({ required: false, defaultValue: true, description: 'Read (default) or unread.' }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await attempt(() => context.legacy.markEnquiry(idOf(args.id, 'id'), args.read ?? true));
      return recordPayloadOf('enquiry', outcome);
    },
  }),
}));
