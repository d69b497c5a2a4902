import { builder } from './builder';
import { legacyCost } from './field-cost';
import { openCall } from './field-access';
import { CACHE, cacheEntity } from './cache-hints';
import { eachKey, idOf, optionalIdOf, localizedField, imageField, LOOKUP_ID_RULE } from './shared';
import { orNull } from './errors';
import { PortfolioPage, implementPage, pageArg, pageOf, type PageShape } from './paged-list';
import { Profile } from './profile';
import { argumentsOfSelected } from './selection';
import { keywordMatchesField } from './keyword-matches';
import type { GraphQLContext } from '../context';
import type { DesignerDto, PortfolioDto, ProfileDto } from '../legacy/legacy-types';

/**
 * What is known of a designer. Lists of portfolios carry only names and picture; the rest (`full`) comes
 * from the designer loader when a query asks for it.
 */
export interface DesignerSource {
  memberId: number;
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
  pictureFile: string | null;
  /** The current job title, when known without loading the designer. */
  position?: string | null;
  full?: {
    profile: ProfileDto | null;
    portfolioAmount: number;
    /** Members who follow the designer, and designers they follow (0 from a legacy API without follows). */
    followers: number;
    following: number;
  };
}

export function designerFromPortfolio(portfolio: PortfolioDto): DesignerSource {
  const profile = portfolio.profile;
  return {
    memberId: portfolio.member_id,
    firstNameTh: profile?.firstname_th ?? '',
    lastNameTh: profile?.lastname_th ?? '',
    firstNameEn: profile?.firstname_en ?? '',
    lastNameEn: profile?.lastname_en ?? '',
    pictureFile: profile?.img_path ?? null,
    position: profile?.position ?? null,
  };
}

export function designerFromDto(
  designer: Pick<DesignerDto, 'member_id' | 'firstname_th' | 'lastname_th' | 'profile' | 'portfolio_amount'> &
    Partial<Pick<DesignerDto, 'followers' | 'following'>>,
): DesignerSource {
  return fullDesigner(designer, designer.portfolio_amount);
}

function fullDesigner(
  designer: Pick<DesignerDto, 'member_id' | 'firstname_th' | 'lastname_th' | 'profile'> &
    Partial<Pick<DesignerDto, 'followers' | 'following'>>,
  portfolioAmount: number,
): DesignerSource {
  const { member_id: memberId, firstname_th: firstNameTh, lastname_th: lastNameTh, profile } = designer;
  return {
    memberId,
    firstNameTh: profile?.firstname_th || firstNameTh,
    lastNameTh: profile?.lastname_th || lastNameTh,
    firstNameEn: profile?.firstname_en ?? '',
    lastNameEn: profile?.lastname_en ?? '',
    pictureFile: profile?.img_path ?? null,
    full: {
      profile,
      portfolioAmount,
      followers: designer.followers ?? profile?.followers ?? 0,
      following: designer.following ?? profile?.following ?? 0,
    },
  };
}

/** The page of a designer's portfolios that `Designer.portfolios` asks for with these arguments. */
function portfoliosQuery(
  memberId: number,
  args: { categoryId?: string | number | null; subcategoryId?: string | number | null; page?: number | null },
) {
  return {
    memberId,
    categoryId: optionalIdOf(args.categoryId, 'categoryId'),
    subcategoryId: optionalIdOf(args.subcategoryId, 'subcategoryId'),
    page: args.page ?? 1,
  };
}

/**
 * One page of a designer's portfolios, asked of the legacy API once per request: the designer's record comes from
 * the first page of all their work, which is also what the designer page lists first.
 */
export function designerPortfolios(
  context: GraphQLContext,
  query: { memberId: number; categoryId?: number; subcategoryId?: number; page?: number },
) {
  const { memberId, categoryId = 0, subcategoryId = 0, page = 1 } = query;
  return context.once(`designer-portfolios:${memberId}:${categoryId}:${subcategoryId}:${page}`, () =>
    context.legacy.designerPortfolios({ memberId, categoryId, subcategoryId, page }),
  );
}

const OF_WORK =
  'the designer has approved portfolios in (ids, in id order): the filters worth offering on their page.';

/** The categories (or subcategories) of a designer's approved work, from the call that loads the designer. */
async function workIdsOf(
  context: GraphQLContext,
  memberId: number,
  kind: 'category_id' | 'subcategory_id',
): Promise<number[]> {
  const answer = await designerPortfolios(context, { memberId }).catch(() => undefined);
  return [...new Set((answer?.work_categories ?? []).map((each) => each[kind]))];
}

export const Designer = builder.loadableObject('Designer', {
  directives: CACHE.catalogue,
  description: 'A designer (a member who publishes portfolios), as visitors see them.',
  // The legacy API reads a designer one at a time, with the first page of their portfolios.
  load: (memberIds: number[], context) =>
    eachKey(memberIds, async (memberId): Promise<DesignerSource | null> => {
      const answer = await orNull(designerPortfolios(context, { memberId }));
      if (!answer) return null;
      return fullDesigner(answer.designer, answer.portfolio_amount);
    }),
  toKey: (designer: DesignerSource) => designer.memberId,
  extensions: cacheEntity((designer: DesignerSource) => designer.memberId),
  fields: (t) => ({
    id: t.id({
      description: 'Stable id of the designer (the legacy member_id).',
      resolve: (designer) => designer.memberId,
    }),
    firstName: localizedField(t, 'firstNameTh', 'firstNameEn', 'First name in Thai and English.'),
    lastName: localizedField(t, 'lastNameTh', 'lastNameEn', 'Last name in Thai and English.'),
    picture: imageField(
      t,
      'images_profile',
      'pictureFile',
      'Profile picture; null when none (the site shows its default picture).',
    ),
    position: t.string({
      // Designers of portfolios carry their position, and every other source the whole record: no call.
      complexity: legacyCost({ calls: 0 }),
      nullable: true,
      description: 'The position of the first (current) work entry; null when there is none or no profile.',
      resolve: async (designer, _args, context) =>
        designer.position !== undefined
          ? designer.position || null
          : (await completed(designer, context))?.profile?.works[0]?.position || null,
    }),
    hasProfile: t.boolean({
      complexity: legacyCost({ calls: 1 }),
      nullable: true,
      description: 'Whether the designer has filled in a profile.',
      resolve: async (designer, _args, context) => {
        const full = await completed(designer, context);
        return full ? full.profile !== null : null;
      },
    }),
    profile: t.field({
      complexity: legacyCost({ calls: 1 }),
      type: Profile,
      nullable: true,
      description: 'The public profile (contact details hidden); null when the designer has none.',
      resolve: async (designer, _args, context) => (await completed(designer, context))?.profile ?? null,
    }),
    portfolioCount: t.int({
      complexity: legacyCost({ calls: 1 }),
      nullable: true,
      description: 'How many approved portfolios the designer has.',
      resolve: async (designer, _args, context) =>
        (await completed(designer, context))?.portfolioAmount ?? null,
    }),
    workCategoryIds: t.idList({
      complexity: legacyCost({ calls: 1 }),
      description: `The categories ${OF_WORK}`,
      resolve: (designer, _args, context) => workIdsOf(context, designer.memberId, 'category_id'),
    }),
    workSubcategoryIds: t.idList({
      complexity: legacyCost({ calls: 1 }),
      description: `The subcategories ${OF_WORK}`,
      resolve: (designer, _args, context) => workIdsOf(context, designer.memberId, 'subcategory_id'),
    }),
    portfolios: t.field({
      complexity: legacyCost({ calls: 1 }),
      type: PortfolioPage,
      nullable: true,
      description:
        'The designer’s approved portfolios, optionally of one category and subcategory, 12 a page.',
      args: {
        categoryId: t.arg.id({ required: false, description: 'Category id; absent or 0 for all.' }),
        subcategoryId: t.arg.id({ required: false, description: 'Subcategory id; absent or 0 for all.' }),
        page: t.arg.int(pageArg),
      },
      resolve: async (designer, args, context) =>
        pageOf(await designerPortfolios(context, portfoliosQuery(designer.memberId, args))),
    }),
  }),
});

/** A page of designers: a collection's (8 a page) or those a member follows (12 a page). */
export const DesignerPage = builder.objectRef<PageShape<DesignerSource>>('DesignerPage');
implementPage(DesignerPage, Designer, { listed: 'designers', perPage: 12 });

/** The full record of a designer: what the source carries, or one load through the per-request loader. */
export async function completed(
  designer: DesignerSource,
  context: GraphQLContext,
): Promise<DesignerSource['full'] | undefined> {
  if (designer.full) return designer.full;
  const loaded = await Designer.getDataloader(context).load(designer.memberId);
  return loaded?.full;
}

builder.queryFields((t) => ({
  designer: t.field({
    ...openCall,
    type: Designer,
    nullable: true,
    description: `One designer by id (member id); null when there is none, and for a member who is no designer (no public work and no profile shown: a reader who only appreciates and follows is named nowhere). ${LOOKUP_ID_RULE}`,
    args: { id: t.arg.id({ description: 'The designer’s member id.' }) },
    resolve: (_root, args, context, info) => {
      const id = idOf(args.id, 'id');
      // A filtered page of work does not need the designer's record: both calls start now, not one after the other.
      for (const asked of argumentsOfSelected(info, 'portfolios'))
        designerPortfolios(context, portfoliosQuery(id, asked)).catch(() => undefined);
      return id;
    },
  }),
  featuredDesigners: t.field({
    complexity: legacyCost({ calls: 1, items: 12 }),
    type: [Designer],
    nullable: true,
    description:
      'The featured designers of the landing page: those with the most approved portfolios (at most 12).',
    resolve: async (_root, _args, context) => (await context.legacy.featuredDesigners()).map(designerFromDto),
  }),
  searchDesigners: keywordMatchesField(t, Designer, {
    description:
      'Designers with public work whose names (Thai or English) or brand match the keyword, best match first. Thai is matched as Thai readers type it (see `searchPortfolios`).',
    max: 8,
    search: async (context, keyword) => (await context.legacy.searchDesigners(keyword)).map(designerFromDto),
  }),
}));
