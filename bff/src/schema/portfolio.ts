import { isoTime } from '../legacy/legacy-time';
import { builder } from './builder';
import { legacyCost } from './field-cost';
import { memberCall, openCall } from './field-access';
import { CACHE, cacheEntity, responseCacheTags } from './cache-hints';
import { positiveIdOf } from '../protocol/record-id';
import {
  Image,
  eachKey,
  imageOf,
  idOf,
  idsOf,
  optionalIdOf,
  LOOKUP_ID_RULE,
  type UserErrorShape,
  imageField,
  timeField,
} from './shared';
import { PortfolioPage, implementPage, pageArg, pageOf } from './paged-list';
import { Category, Subcategory } from './category';
import { Tag, TagType } from './tag';
import { Designer, designerFromPortfolio } from './designer';
import { attempt, orNull } from './errors';
import {
  deletionPayloadOf,
  deletionPayloadType,
  payloadType,
  recordPayloadOf,
  recordPayloadType,
} from './payloads';
import { currentViewer } from './current-viewer';
import { ViewSourceInput, viewSourceBodyOf } from './view-source';
import { sanitizeHtml } from '../html/sanitize-html';
import { DEFAULT_LIMIT_RULES } from '../limits/abuse-limits';
import type { PortfolioBody, PortfolioDto } from '../legacy/legacy-types';

export const ApprovalStatus = builder.enumType('ApprovalStatus', {
  description: 'Where a portfolio stands with the operators. Only approved portfolios are public.',
  values: {
    APPROVED: { description: 'Published (legacy is_approve 1, shown green).' },
    NOT_APPROVED: { description: 'Refused by an operator (legacy is_approve 0, shown red).' },
    PENDING: { description: 'Waiting for an operator (any other legacy value, shown grey).' },
  } as const,
});

export const Portfolio = builder.loadableObject('Portfolio', {
  directives: CACHE.catalogue,
  description: 'A designer’s project: title, brief, rich-text detail, cover, images, tags and awards.',
  // A portfolio the legacy API does not have (or does not show the caller) is null, not an error.
  load: (ids: number[], context) => eachKey(ids, (id) => orNull(context.legacy.portfolio(id))),
  toKey: (portfolio: PortfolioDto) => portfolio.id,
  cacheResolved: true,
  extensions: cacheEntity((portfolio: PortfolioDto) => portfolio.id),
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the portfolio (the legacy portfolio_id).' }),
    title: t.exposeString('project_title', { description: 'The project title.' }),
    brief: t.string({
      // The whole portfolio is asked once per request for the whole list (see detailHtml): not a call per item.
      complexity: legacyCost({ calls: 0 }),
      description: 'A short summary of the project.',
      resolve: async (portfolio, _args, context) =>
        (await context.legacy.wholePortfolio(portfolio)).project_brief ?? '',
    }),
    detailHtml: t.string({
      complexity: legacyCost({ calls: 0 }),
      description: 'The rich-text detail as HTML, sanitised: safe to insert into a page.',
      // List answers leave out what cards never show (legacy `omit`): a list item's brief, detail, images and tags
      // come from the whole portfolio, asked once per request for the whole list.
      resolve: async (portfolio, _args, context) =>
        sanitizeHtml((await context.legacy.wholePortfolio(portfolio)).detail ?? ''),
    }),
    cover: t.field({
      complexity: legacyCost({ calls: 0 }),
      type: Image,
      nullable: true,
      description: 'The cover image; null when the designer set none.',
      resolve: (portfolio, _args, context) =>
        imageOf(context, 'images_cover', portfolio.cover_img_path, {
          width: portfolio.cover_img_width,
          height: portfolio.cover_img_height,
        }),
    }),
    shareCover: imageField(
      t,
      'images_cover_share',
      'cover_img_share_path',
      'The wide image used when the portfolio is shared on social media; null when none.',
    ),
    images: t.field({
      complexity: legacyCost({ calls: 0 }),
      type: [PortfolioImage],
      description: 'The extra images with their captions, in order.',
      resolve: async (portfolio, _args, context) =>
        ((await context.legacy.wholePortfolio(portfolio)).portfolio_image ?? []).flatMap((image) => {
          const picture = imageOf(context, 'images', image.img_path, image);
          return picture ? [{ id: image.id, image: picture, caption: image.detail }] : [];
        }),
    }),
    category: t.field({
      type: Category,
      nullable: true,
      description: 'The portfolio’s category.',
      resolve: (portfolio) => portfolio.portfolio_cate,
    }),
    subcategory: t.field({
      type: Subcategory,
      nullable: true,
      description: 'The portfolio’s subcategory.',
      resolve: (portfolio) => portfolio.portfolio_sub_cate,
    }),
    tags: t.field({
      complexity: legacyCost({ calls: 0, items: 10 }),
      type: [Tag],
      description: 'Tags and awards of the portfolio; pass a type for only one kind.',
      args: { type: t.arg({ type: TagType, required: false, description: 'Only tags of this type.' }) },
      resolve: async (portfolio, args, context) =>
        ((await context.legacy.wholePortfolio(portfolio)).tag_port ?? [])
          .map((link) => link.tag)
          .filter((tag) => args.type === null || args.type === undefined || tag.type === args.type),
    }),
    viewCount: t.int({
      directives: CACHE.audience,
      description: 'How many times the portfolio was viewed, ever.',
      resolve: (portfolio) => portfolio.view ?? 0,
    }),
    viewsLast30Days: t.int({
      directives: CACHE.audience,
      nullable: true,
      description: 'Views in the last 30 days; set on `mostViewedPortfolios` only, null elsewhere.',
      resolve: (portfolio) => portfolio.view_last_30_days ?? null,
    }),
    approvalStatus: t.field({
      type: ApprovalStatus,
      description:
        'Approved, not approved or pending. Others than the owner only ever see approved portfolios.',
      resolve: (portfolio) =>
        portfolio.is_approve === 1 ? 'APPROVED' : portfolio.is_approve === 0 ? 'NOT_APPROVED' : 'PENDING',
    }),
    rejectionReason: t.string({
      directives: CACHE.viewer,
      nullable: true,
      description:
        'Why an operator did not approve it, as they wrote it (`approvalStatus` NOT_APPROVED). Given to its owner only; null for anyone else, and when it was not refused or no reason was given.',
      resolve: (portfolio) => portfolio.rejection_reason ?? null,
    }),
    refusedAt: t.field({
      type: 'DateTime',
      directives: CACHE.viewer,
      nullable: true,
      description: 'When an operator refused it. Given to its owner only; null otherwise.',
      resolve: (portfolio) => isoTime(portfolio.decided_at ?? null),
    }),
    isHighlighted: t.boolean({
      description: 'Whether operators chose it for the home page highlight block.',
      resolve: (portfolio) => portfolio.is_highlight ?? false,
    }),
    designer: t.field({
      type: Designer,
      description: 'The designer who made it.',
      resolve: (portfolio) => designerFromPortfolio(portfolio),
    }),
    shareUrl: t.string({
      complexity: legacyCost({ calls: 0 }),
      description:
        'The page to share on Facebook or Twitter: it carries Open Graph tags and leads to the detail page.',
      resolve: (portfolio, _args, context) => context.urls.share(portfolio.id),
    }),
    publishedAt: timeField(t, 'approved_at', 'When an operator approved it; null until then.', {
      nullable: true,
    }),
    createdAt: timeField(t, 'created_at', 'When it was created.'),
    updatedAt: timeField(t, 'updated_at', 'When it last changed.'),
  }),
});

// Defined apart from the type: it is a Portfolio itself.
builder.objectField(Portfolio, 'revision', (t) =>
  t.field({
    type: Portfolio,
    directives: CACHE.viewer,
    nullable: true,
    description:
      'The owner’s edit of this approved portfolio: PENDING while it waits for an operator, NOT_APPROVED (with `rejectionReason`) when refused. Visitors see this approved version until an operator approves the edit, which then replaces it. A portfolio with an id of its own; saving goes to this portfolio’s id. Given to its owner only; null for anyone else and when there is no edit.',
    resolve: (portfolio) => portfolio.revision ?? null,
  }),
);

export const PortfolioImage = builder.simpleObject('PortfolioImage', {
  directives: CACHE.inherit,
  description: 'One of a portfolio’s extra images.',
  fields: (t) => ({
    id: t.id({ description: 'Stable id of the image within the portfolio.' }),
    image: t.field({ type: Image, description: 'The image.' }),
    caption: t.string({ description: 'What the image shows, as the designer wrote it (may be empty).' }),
  }),
});

implementPage(PortfolioPage, Portfolio, { listed: 'portfolios', perPage: 12 });

builder.queryFields((t) => ({
  portfolio: t.field({
    ...openCall,
    type: Portfolio,
    nullable: true,
    description: `One portfolio by id: approved ones for anyone, others only for their owner; null otherwise. ${LOOKUP_ID_RULE}`,
    args: { id: t.arg.id({ description: 'The portfolio’s id.' }) },
    resolve: (_root, args) => idOf(args.id, 'id'),
  }),
  portfolios: t.field({
    ...openCall,
    directives: CACHE.catalogue,
    type: PortfolioPage,
    nullable: true,
    description:
      'Approved portfolios of a category and subcategory (absent or 0 = all), newest first, 12 a page.',
    args: {
      categoryId: t.arg.id({ required: false, description: 'Category id; absent or 0 for all categories.' }),
      subcategoryId: t.arg.id({
        required: false,
        description: 'Subcategory id; absent or 0 for the whole category.',
      }),
      page: t.arg.int(pageArg),
    },
    resolve: async (_root, args, context) => {
      const categoryId = optionalIdOf(args.categoryId, 'categoryId');
      const subcategoryId = optionalIdOf(args.subcategoryId, 'subcategoryId');
      const page = args.page ?? 1;
      return pageOf(
        subcategoryId > 0
          ? await context.legacy.portfoliosBySubcategory(categoryId, subcategoryId, page)
          : await context.legacy.portfoliosByCategory(categoryId, page),
      );
    },
  }),
  newPortfolios: t.field({
    complexity: legacyCost({ calls: 1, items: 12 }),
    type: [Portfolio],
    nullable: true,
    description: 'Portfolios published in the last 7 days, newest first (at most 12).',
    resolve: (_root, _args, context) => context.legacy.newPortfolios(),
  }),
  mostViewedPortfolios: t.field({
    complexity: legacyCost({ calls: 1, items: 12 }),
    directives: CACHE.audience,
    type: [Portfolio],
    nullable: true,
    description:
      'The portfolios with the largest audience in the last 30 days (at most 12), with `viewsLast30Days`.',
    resolve: (_root, _args, context) => context.legacy.mostViewedPortfolios(),
  }),
  highlightedPortfolios: t.field({
    complexity: legacyCost({ calls: 1, items: 6 }),
    type: [Portfolio],
    nullable: true,
    description: 'The operators’ highlight block, in order: the first is shown large, at most 6.',
    resolve: (_root, _args, context) => context.legacy.highlightedPortfolios(),
  }),
}));

const PortfolioImageInput = builder.inputType('PortfolioImageInput', {
  description: 'An extra image of a portfolio.',
  fields: (t) => ({
    fileName: t.string({ description: 'The stored name `POST /upload` answered (type `portfolio-images`).' }),
    caption: t.string({ required: false, description: 'What the image shows.' }),
  }),
});

const PortfolioInput = builder.inputType('PortfolioInput', {
  description:
    'The content of a portfolio, for create and update. The required fields are sent every time (null is refused as invalid input). Every optional field follows one rule: absent, it stays as it is on update (none on create); null, empty or `[]`, it is removed; given, it replaces what was there.',
  fields: (t) => ({
    categoryId: t.id({ description: 'The category (required).' }),
    subcategoryId: t.id({ description: 'A subcategory of that category (required).' }),
    title: t.string({ description: 'Project title (required, at most 255 characters).' }),
    brief: t.string({ description: 'Project brief (required).' }),
    detailHtml: t.string({
      description: 'Rich-text detail as HTML (required); sanitised whenever it is shown.',
    }),
    coverFileName: t.string({
      required: false,
      description:
        'Uploaded cover (type `portfolio-cover`). Absent keeps the cover on update; null or empty removes it.',
    }),
    shareCoverFileName: t.string({
      required: false,
      description:
        'Uploaded share cover (type `portfolio-cover-share`). Absent keeps it on update; null or empty removes it.',
    }),
    images: t.field({
      type: [PortfolioImageInput],
      required: false,
      description:
        'Extra images, in order, replacing the earlier list. Absent keeps them on update; null or `[]` removes them all.',
    }),
    tagIds: t.idList({
      required: false,
      description:
        'Tags and awards, replacing the earlier ones. Absent keeps them on update; null or `[]` removes them all.',
    }),
  }),
});

/** Legacy field names of a portfolio write and the input fields they come from. */
const PORTFOLIO_FIELDS: Record<string, string> = {
  category_id: 'categoryId',
  subcategory_id: 'subcategoryId',
  project_title: 'title',
  project_brief: 'brief',
  detail: 'detailHtml',
  cover_img_path: 'coverFileName',
  cover_img_share_path: 'shareCoverFileName',
  portfolio_image: 'images',
  tags: 'tagIds',
};

const PortfolioPayload = recordPayloadType('PortfolioPayload', {
  description: 'The result of saving a portfolio: the portfolio as stored, or what to fix.',
  record: { portfolio: { type: Portfolio, description: 'The saved portfolio; null when refused.' } },
  message: 'The success message to show (`Create Portfolio successfully!`, `Edit Portfolio successfully!`).',
  errors: 'What to fix; empty on success.',
});

const DeletePortfolioPayload = deletionPayloadType('DeletePortfolioPayload', {
  description: 'The result of deleting a portfolio.',
  deleted: 'The deleted portfolio’s id; null when refused.',
  errors: 'Why it was refused; empty on success.',
});

const RecordViewPayload = payloadType<{
  counted: boolean;
  viewCount: number | null;
  errors: UserErrorShape[];
}>('RecordViewPayload', {
  description: 'The result of recording a view.',
  fields: (t) => ({
    counted: t.exposeBoolean('counted', {
      description:
        'Whether this call added a view: false for a visitor who already viewed the portfolio today (Bangkok time), for its owner, and when refused.',
    }),
    viewCount: t.exposeInt('viewCount', {
      nullable: true,
      description:
        'The portfolio’s all-time view count after this call; null when refused, or when the view was not counted and the count is not at hand (a visitor’s repeated view).',
    }),
  }),
  errors: 'Why it was refused (e.g. the portfolio is not public).',
});

type PortfolioInputShape = {
  categoryId: string | number;
  subcategoryId: string | number;
  title: string;
  brief: string;
  detailHtml: string;
  coverFileName?: string | null;
  shareCoverFileName?: string | null;
  images?: { fileName: string; caption?: string | null }[] | null;
  tagIds?: (string | number)[] | null;
};

/**
 * The legacy body of a create or update: an optional field left out of the input is left out of the body (the
 * legacy API then keeps it), null is sent empty (it removes it).
 */
function portfolioBody(input: PortfolioInputShape): PortfolioBody {
  const { coverFileName, shareCoverFileName, images, tagIds } = input;
  return {
    category_id: idOf(input.categoryId, 'categoryId'),
    subcategory_id: idOf(input.subcategoryId, 'subcategoryId'),
    project_title: input.title,
    project_brief: input.brief,
    detail: input.detailHtml,
    ...(coverFileName === undefined ? {} : { cover_img_path: coverFileName ?? '' }),
    ...(shareCoverFileName === undefined ? {} : { cover_img_share_path: shareCoverFileName ?? '' }),
    ...(images === undefined
      ? {}
      : {
          portfolio_image: (images ?? []).map((image) => ({
            img_path: image.fileName,
            detail: image.caption ?? '',
          })),
        }),
    // Stored with the portfolio in one write: an unknown tag stores nothing at all.
    ...(tagIds === undefined ? {} : { tags: idsOf(tagIds ?? [], 'tagIds') }),
  };
}

builder.mutationFields((t) => ({
  createPortfolio: t.field({
    ...memberCall,
    type: PortfolioPayload,
    description:
      'Creates a portfolio of the signed-in member with its tags. It waits for an operator’s approval.',
    args: { input: t.arg({ type: PortfolioInput, description: 'The portfolio’s content.' }) },
    resolve: async (_root, { input }, context) => {
      const outcome = await attempt(
        () => context.legacy.createPortfolio(portfolioBody(input)),
        PORTFOLIO_FIELDS,
      );
      // Pending work is not public yet, but the designer's answers count it once approved.
      if (outcome.result)
        await context.publicAnswers.invalidate([responseCacheTags.designer(outcome.result.data.member_id)]);
      return recordPayloadOf('portfolio', outcome);
    },
  }),
  updatePortfolio: t.field({
    ...memberCall,
    type: PortfolioPayload,
    description:
      'Changes the signed-in member’s portfolio: the required fields as sent, the optional ones as `PortfolioInput` says (absent keeps, null or `[]` removes). A portfolio not yet public goes back to pending approval; an approved one stays public as it is, and the edit waits for an operator as its `revision`.',
    args: {
      id: t.arg.id({ description: 'The portfolio to change.' }),
      input: t.arg({ type: PortfolioInput, description: 'Its new content.' }),
    },
    resolve: async (_root, { id, input }, context) => {
      const outcome = await attempt(
        () => context.legacy.updatePortfolio(idOf(id, 'id'), portfolioBody(input)),
        PORTFOLIO_FIELDS,
      );
      if (outcome.result) {
        await context.publicAnswers.invalidate([
          responseCacheTags.portfolio(id),
          responseCacheTags.designer(outcome.result.data.member_id),
        ]);
      }
      return recordPayloadOf('portfolio', outcome);
    },
  }),
  deletePortfolio: t.field({
    ...memberCall,
    type: DeletePortfolioPayload,
    description: 'Deletes the signed-in member’s portfolio with its images, tags and views.',
    args: { id: t.arg.id({ description: 'The portfolio to delete.' }) },
    resolve: async (_root, { id }, context) => {
      const outcome = await attempt(() => context.legacy.deletePortfolio(idOf(id, 'id')));
      if (outcome.result) {
        const memberId = (await currentViewer(context))?.user.id;
        await context.publicAnswers.invalidate([
          responseCacheTags.portfolio(id),
          ...(memberId === undefined ? [] : [responseCacheTags.designer(memberId)]),
        ]);
      }
      return deletionPayloadOf(id, outcome);
    },
  }),
  recordPortfolioView: t.field({
    ...openCall,
    type: RecordViewPayload,
    description:
      'Counts one view of a public portfolio; the detail page calls it when it opens. A view counts once per visitor (the `portfolio_visitor` cookie, and the member when signed in), portfolio and Bangkok day, and never for the portfolio’s owner; ' +
      `one client (an IPv4 address or an IPv6 /64) counts at most ${DEFAULT_LIMIT_RULES.viewsPerClientPortfolioAndDay.points} views of a portfolio a Bangkok day, whatever its cookies (many readers may share it). ` +
      'Other calls answer `counted: false` without an error. ' +
      'Refused (`counted: false`, each error with its `code`) with PORTFOLIO_NOT_FOUND (no such id, or not public), PORTFOLIO_GONE (deleted) or VIEW_SOURCE_INVALID (a page and a referrer at once, or a referrer that is not a host name). ' +
      `More than ${DEFAULT_LIMIT_RULES.viewRecordingPerClient.points} calls an hour from one client fail with RATE_LIMITED and \`extensions.retryAfterSeconds\`.`,
    args: {
      id: t.arg.id({ description: 'The portfolio viewed.' }),
      source: t.arg({
        type: ViewSourceInput,
        required: false,
        description: 'Where the reader came from, for the designer’s insights; none: not known.',
      }),
    },
    resolve: async (_root, { id, source }, context) => {
      await context.limits.consumeViewRecording(context.asker);
      const from = source === undefined ? { body: undefined } : viewSourceBodyOf(source);
      if ('error' in from) return { counted: false, viewCount: null, errors: [from.error] };
      const portfolioId = positiveIdOf(id);
      if (portfolioId === null) {
        return {
          counted: false,
          viewCount: null,
          errors: [{ field: 'id', message: 'Portfolio not found.' }],
        };
      }
      // Only a signed-in member can be the owner: visitors cost no legacy call before the view is claimed.
      const memberId = (await currentViewer(context))?.user.id;
      const known: PortfolioDto | null =
        memberId === undefined ? null : await Portfolio.getDataloader(context).load(portfolioId);
      if (known && known.member_id === memberId) {
        return { counted: false, viewCount: known.view ?? 0, errors: [] };
      }
      const claim = await context.limits.claimView({
        portfolioId,
        visitorId: context.visitorId(),
        asker: memberId === undefined ? context.asker : { ...context.asker, member: memberId },
      });
      if (!claim.counts) return { counted: false, viewCount: known?.view ?? null, errors: [] };
      try {
        const outcome = await attempt(() => context.legacy.saveView(portfolioId, from.body));
        if (outcome.result) {
          await context.publicAnswers.invalidate([responseCacheTags.portfolio(portfolioId)]);
          return { counted: true, viewCount: outcome.result.view, errors: [] };
        }
        await claim.release();
        return { counted: false, viewCount: null, errors: outcome.errors };
      } catch (error) {
        // Not saved: the visitor's next look may count.
        await claim.release();
        throw error;
      }
    },
  }),
}));
