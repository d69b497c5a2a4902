import { builder } from './builder';
import { legacyCost } from './field-cost';
import { CACHE, responseCacheTags } from './cache-hints';
import { UserError, type UserErrorShape, idOf, idsOf } from './shared';
import { attempt } from './errors';
import { PageInfo, pageArg, pageInfoOf, type PageInfoShape } from './paged-list';
import { Portfolio } from './portfolio';
import { isoTime } from '../legacy/legacy-time';
import type { EnquiryDto, PortfolioDto } from '../legacy/legacy-dto';

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
    receivedAt: t.field({
      type: 'DateTime',
      description: 'When it was sent.',
      resolve: (enquiry) => isoTime(enquiry.created_at) ?? '',
    }),
    readAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When an operator marked it read; null while unread.',
      resolve: (enquiry) => isoTime(enquiry.read_at),
    }),
  }),
});

interface EnquiryPageShape {
  items: EnquiryDto[];
  pageInfo: PageInfoShape;
  unread: number;
}

const EnquiryPage = builder.objectRef<EnquiryPageShape>('EnquiryPage').implement({
  directives: CACHE.viewer,
  description: 'One page of the enquiries, newest first, with how many are unread.',
  fields: (t) => ({
    items: t.field({
      type: [Enquiry],
      description: 'The enquiries on this page.',
      resolve: (page) => page.items,
    }),
    pageInfo: t.field({
      type: PageInfo,
      description: 'Where this page stands.',
      resolve: (page) => page.pageInfo,
    }),
    unread: t.exposeInt('unread', { description: 'How many enquiries are unread, on every page.' }),
  }),
});

builder.queryField('enquiries', (t) =>
  t.field({
    complexity: legacyCost({ calls: 1 }),
    type: EnquiryPage,
    directives: CACHE.viewer,
    authScopes: { operator: true },
    description: 'Contact-form enquiries, newest first, 20 a page. Operators only.',
    args: { page: t.arg.int(pageArg) },
    resolve: async (_root, args, context) => {
      const answer = await context.legacy.enquiries(args.page ?? 1);
      return { items: answer.data, pageInfo: pageInfoOf(answer), unread: answer.unread };
    },
  }),
);

const HighlightsPayload = builder
  .objectRef<{ portfolios: PortfolioDto[]; errors: UserErrorShape[] }>('HighlightsPayload')
  .implement({
    directives: CACHE.never,
    description: 'The home highlight block as stored, or why it was refused.',
    fields: (t) => ({
      portfolios: t.field({
        type: [Portfolio],
        complexity: legacyCost({ calls: 0, items: 6 }),
        description: 'The highlighted portfolios in order (the first is shown large); empty when refused.',
        resolve: (payload) => payload.portfolios,
      }),
      errors: t.field({
        type: [UserError],
        description: 'Why nothing changed (more than 6, a portfolio not published); empty otherwise.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

const EnquiryPayload = builder
  .objectRef<{ enquiry: EnquiryDto | null; errors: UserErrorShape[] }>('EnquiryPayload')
  .implement({
    directives: CACHE.never,
    description: 'An enquiry as marked, or why not.',
    fields: (t) => ({
      enquiry: t.field({
        type: Enquiry,
        nullable: true,
        description: 'The enquiry; null when refused.',
        resolve: (payload) => payload.enquiry,
      }),
      errors: t.field({
        type: [UserError],
        description: 'Why it was refused (no such enquiry); empty otherwise.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

builder.mutationFields((t) => ({
  setHighlights: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: HighlightsPayload,
    authScopes: { operator: true },
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
    complexity: legacyCost({ calls: 1 }),
    type: EnquiryPayload,
    authScopes: { operator: true },
    description: 'Marks an enquiry read, or unread again (`read: false`). Logged. Operators only.',
    args: {
      id: t.arg.id({ description: 'The enquiry.' }),
      read: t.arg.boolean({ required: false, defaultValue: true, description: 'Read (default) or unread.' }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await attempt(() => context.legacy.markEnquiry(idOf(args.id, 'id'), args.read ?? true));
      return outcome.result
        ? { enquiry: outcome.result.data, errors: [] }
        : { enquiry: null, errors: outcome.errors };
    },
  }),
}));
