/**
 * What every page-numbered list shares: where a page stands, the `page` argument, the page types and the fields
 * answering a page. The types that list pages of another type (a tag's portfolios, a designer's) import their page
 * from here, so no schema file needs to import the file of the type it lists a page of.
 */
import type { FieldMap, ImplementableObjectRef, ObjectFieldBuilder, ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder';
import { CACHE } from './cache-hints';
import { legacyCost } from './field-cost';
import type { GraphQLContext } from '../context';
import type { PagedDto, PortfolioDto } from '../legacy/legacy-types';

export interface PageInfoShape {
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
  hasNextPage: boolean;
}

export const PageInfo = builder.simpleObject('PageInfo', {
  directives: CACHE.inherit,
  description: 'Where a page-numbered list stands. Pages start at 1.',
  fields: (t) => ({
    page: t.int({ description: 'This page’s number.' }),
    lastPage: t.int({ description: 'The last page’s number (1 when the list is empty).' }),
    perPage: t.int({ description: 'How many items a full page holds.' }),
    total: t.int({ description: 'How many items the whole list holds.' }),
    hasNextPage: t.boolean({ description: 'Whether a page follows this one.' }),
  }),
});

export function pageInfoOf(
  page: Pick<PagedDto<unknown>, 'current_page' | 'last_page' | 'per_page' | 'total'>,
): PageInfoShape {
  return {
    page: page.current_page,
    lastPage: page.last_page,
    perPage: page.per_page,
    total: page.total,
    hasNextPage: page.current_page < page.last_page,
  };
}

/** The options of every `page` argument: `t.arg.int(pageArg)`. */
export const pageArg = { required: false, defaultValue: 1, description: 'Page number, from 1.' } as const;

/** One page of a list: its items and where it stands. */
export interface PageShape<Item> {
  items: Item[];
  pageInfo: PageInfoShape;
}

/** A legacy page as a page of the schema, each item mapped when the schema's item is not the DTO. */
export function pageOf<Dto>(answer: PagedDto<Dto>): PageShape<Dto>;
export function pageOf<Dto, Item>(answer: PagedDto<Dto>, item: (dto: Dto) => Item): PageShape<Item>;
export function pageOf<Dto, Item>(answer: PagedDto<Dto>, item?: (dto: Dto) => Item): PageShape<Dto | Item> {
  return { items: item ? answer.data.map(item) : answer.data, pageInfo: pageInfoOf(answer) };
}

/** A page that also says how many of the whole list are unread (the notifications, an inbox of enquiries). */
export interface UnreadPageShape<Item> extends PageShape<Item> {
  unread: number;
}

/** A legacy page that counts the unread items of the whole list, as a page of the schema. */
export function unreadPageOf<Dto>(answer: PagedDto<Dto> & { unread: number }): UnreadPageShape<Dto> {
  return { ...pageOf(answer), unread: answer.unread };
}

/** How a page type is told apart from the others: what it lists, and what it says beyond `items` and `pageInfo`. */
export interface PageOptions<Shape> {
  /** What the page lists, in the plural ("portfolios"). */
  listed: string;
  /** The most items a page holds: the legacy API's page size. */
  perPage: number;
  /** The type's description, where it says more than "One page of a page-numbered list of …". */
  description?: string;
  /** The type's cache hint, where not that of the field holding it (a member's own list is private). */
  directives?: (typeof CACHE)[keyof typeof CACHE];
  /** What `pageInfo` says, where not the default. */
  pageInfo?: string;
  /** The fields the page has beyond `items` and `pageInfo` (Pothos relay's "Reusing connection objects"). */
  fields?: (t: ObjectFieldBuilder<SchemaTypes, Shape>) => FieldMap;
}

/**
 * Gives a page type its fields: `items` of the listed type (at most `perPage`, the legacy API's page size),
 * `pageInfo` and any `fields` of its own. The file of the listed type calls it,
 * the page's reference being declared where the lists of it are (here for portfolios, listed by tags, designers,
 * collections and the viewer).
 */
export function implementPage<Item, Shape extends PageShape<Item>>(
  page: ImplementableObjectRef<SchemaTypes, Shape>,
  itemType: ObjectRef<SchemaTypes, Item>,
  options: PageOptions<Shape>,
): void {
  const { listed, perPage, fields } = options;
  page.implement({
    directives: options.directives ?? CACHE.inherit,
    description: options.description ?? `One page of a page-numbered list of ${listed}.`,
    fields: (t) => ({
      items: t.field({
        type: [itemType],
        complexity: legacyCost({ calls: 0, items: perPage }),
        description: `The ${listed} on this page.`,
        resolve: (shown) => shown.items,
      }),
      pageInfo: t.field({
        type: PageInfo,
        description: options.pageInfo ?? 'Where this page stands in the list.',
        resolve: (shown) => shown.pageInfo,
      }),
      ...fields?.(t),
    }),
  });
}

/**
 * Gives a page of an inbox (the notifications, enquiries) its fields: 20 items a page, private to whoever reads
 * it, and `unread`, how many of the whole list are unread.
 */
export function implementUnreadPage<Item>(
  page: ImplementableObjectRef<SchemaTypes, UnreadPageShape<Item>>,
  itemType: ObjectRef<SchemaTypes, Item>,
  { listed, description, unread }: { listed: string; description: string; unread: string },
): void {
  implementPage(page, itemType, {
    listed,
    perPage: 20,
    description,
    directives: CACHE.viewer,
    pageInfo: 'Where this page stands.',
    fields: (t) => ({ unread: t.int({ description: unread, resolve: (shown) => shown.unread }) }),
  });
}

/**
 * A field answering one page of a list, chosen by its `page` argument, with one legacy call (`load`): the
 * portfolios of a tag, the designers a member follows.
 */
export function pageField<Parent, Shape extends PageShape<unknown>>(
  t: ObjectFieldBuilder<SchemaTypes, Parent>,
  type: ObjectRef<SchemaTypes, Shape>,
  options: {
    description: string;
    nullable?: boolean;
    load: (parent: Parent, page: number, context: GraphQLContext) => Promise<Shape>;
  },
) {
  return t.field({
    complexity: legacyCost({ calls: 1 }),
    type,
    nullable: options.nullable ?? false,
    description: options.description,
    args: { page: t.arg.int(pageArg) },
    // Pothos cannot relate a generic shape to the result it expects of `type`: `load` answers that very shape.
    resolve: (parent, args, context) => options.load(parent, args.page ?? 1, context) as never,
  });
}

export const PortfolioPage = builder.objectRef<PageShape<PortfolioDto>>('PortfolioPage');
