import { builder } from './builder';
import { legacyCost } from './field-cost';
import { memberCall, openCall } from './field-access';
import { CACHE, responseCacheTags } from './cache-hints';
import { payloadType, type RecordPayloadShape } from './payloads';
import { keywordMatchesField } from './keyword-matches';
import { userErrorsOf } from './errors';
import { idOf, LOOKUP_ID_RULE } from './shared';
import { LegacyHttpError } from '../legacy/legacy-errors';
import { PortfolioPage, pageField, pageOf } from './paged-list';
import type { GraphQLContext } from '../context';
import type { TagDto } from '../legacy/legacy-types';

export const TagType = builder.enumType('TagType', {
  description: 'What kind of tag: a normal keyword or an award the work received.',
  values: {
    NORMAL: { value: 0, description: 'A keyword describing the work (legacy type 0).' },
    AWARD: { value: 1, description: 'An award the work received (legacy type 1).' },
  } as const,
});

/** Every tag: kept across requests for a short time (dropped when a tag is added), the same list within a request. */
export function allTags(context: GraphQLContext): Promise<TagDto[]> {
  return context.once('tags', () => context.referenceData.get('tags', () => context.legacy.tags()));
}

export const Tag = builder.objectRef<TagDto & { portfolio_count?: number }>('Tag');

Tag.implement({
  directives: CACHE.reference,
  description: 'A keyword or award attached to portfolios; the tag page lists the portfolios of one tag.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the tag.' }),
    name: t.exposeString('name', { description: 'The tag as written (Thai or English).' }),
    type: t.field({
      type: TagType,
      description: 'Normal keyword or award.',
      resolve: (tag) => (tag.type === 1 ? 1 : 0),
    }),
    portfolioCount: t.int({
      nullable: true,
      description: 'How many approved portfolios carry the tag; given by `searchTags`, null elsewhere.',
      resolve: (tag) => tag.portfolio_count ?? null,
    }),
    portfolios: pageField(t, PortfolioPage, {
      nullable: true,
      description: 'Approved portfolios carrying this tag, newest first, 12 a page.',
      load: async (tag, page, context) => pageOf(await context.legacy.portfoliosByTag(tag.id, page)),
    }),
  }),
});

builder.queryFields((t) => ({
  tags: t.field({
    complexity: legacyCost({ calls: 1, items: 10 }),
    type: [Tag],
    nullable: true,
    description: 'Every tag, normal ones first; filter by type for the tag and award pickers.',
    args: { type: t.arg({ type: TagType, required: false, description: 'Only tags of this type.' }) },
    resolve: async (_root, args, context) =>
      (await allTags(context)).filter(
        (tag) => args.type === null || args.type === undefined || tag.type === args.type,
      ),
  }),
  searchTags: keywordMatchesField(t, Tag, {
    description:
      'Tags and awards of public work that match the keyword, best match first, with `portfolioCount`. Thai is matched as Thai readers type it (see `searchPortfolios`).',
    max: 10,
    search: (context, keyword) => context.legacy.searchTags(keyword),
  }),
  tag: t.field({
    ...openCall,
    type: Tag,
    nullable: true,
    description: `One tag by id or by name (names compare case-insensitively); null when there is none. ${LOOKUP_ID_RULE}`,
    args: {
      id: t.arg.id({ required: false, description: 'The tag’s id.' }),
      name: t.arg.string({ required: false, description: 'The tag’s name, as in `/portfolio-tag?tag=…`.' }),
    },
    resolve: async (_root, args, context) => {
      if (args.id !== null && args.id !== undefined) {
        const id = idOf(args.id, 'id');
        return (await allTags(context)).find((tag) => tag.id === id) ?? null;
      }
      const tags = await allTags(context);
      const name = args.name?.trim().normalize('NFC').toLowerCase();
      return name ? (tags.find((tag) => tag.name.toLowerCase() === name) ?? null) : null;
    },
  }),
}));

export const CreateTagStatus = builder.enumType('CreateTagStatus', {
  description:
    'How adding a tag ended, as the legacy answer’s status: the site words each one (§8) without reading messages.',
  values: {
    ADDED: { description: 'The tag was added (legacy 200, `Tag has been added!`).' },
    ALREADY_EXISTS: { description: 'A tag of that name exists already (legacy 409, `Tag already exist!`).' },
    FAILED: { description: 'Refused for another reason (an empty name, a bad type); see `errors`.' },
  } as const,
});

const CreateTagPayload = payloadType<
  RecordPayloadShape<'tag', TagDto> & { status: 'ADDED' | 'ALREADY_EXISTS' | 'FAILED' }
>('CreateTagPayload', {
  description: 'The result of adding a tag: the tag, or why it was refused.',
  fields: (t) => ({
    status: t.expose('status', {
      type: CreateTagStatus,
      description: 'Added, already existing or failed: what the site tells the person.',
    }),
    tag: t.expose('tag', { type: Tag, nullable: true, description: 'The new tag; null when refused.' }),
  }),
  message: 'The server’s answer to show: `Tag has been added!`, `Tag already exist!` or another failure.',
  errors: 'Why the tag was refused; empty on success.',
});

builder.mutationFields((t) => ({
  createTag: t.field({
    ...memberCall,
    type: CreateTagPayload,
    description:
      'Adds a new tag (signed-in members). A name that exists already is refused with `Tag already exist!`.',
    args: {
      name: t.arg.string({ description: 'The tag; must not be empty.' }),
      type: t.arg({
        type: TagType,
        required: false,
        defaultValue: 0,
        description: 'Normal (default) or award.',
      }),
    },
    resolve: async (_root, args, context) => {
      const name = args.name.trim();
      if (name === '')
        return {
          status: 'FAILED' as const,
          tag: null,
          message: null,
          errors: [{ field: 'name', message: 'The name field is required.' }],
        };
      try {
        const created = await context.legacy.createTag(name, args.type ?? 0);
        // The member sees their new tag in the pickers at once, not after the list's TTL.
        context.referenceData.invalidate('tags');
        await context.publicAnswers.invalidate([responseCacheTags.rootField('tags')]);
        return { status: 'ADDED' as const, tag: created.data, message: created.message, errors: [] };
      } catch (error) {
        // A refused token is a GraphQL error like everywhere else; other refusals are the person's to read.
        if (!(error instanceof LegacyHttpError) || error.status === 401) throw error;
        const errors = userErrorsOf(error);
        return {
          status: error.status === 409 ? ('ALREADY_EXISTS' as const) : ('FAILED' as const),
          tag: null,
          message: errors[0]?.message ?? null,
          errors,
        };
      }
    },
  }),
}));
