/**
 * What every page-numbered list shares: where a page stands, the `page` argument, the page types. The types that
 * list pages of another type (a tag's portfolios, a designer's) import their page from here, so no schema file
 * needs to import the file of the type it lists a page of.
 */
import type { ImplementableObjectRef, ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder';
import { CACHE } from './cache-hints';
import { legacyCost } from './field-cost';
import type { PagedDto, PortfolioDto } from '../legacy/legacy-dto';

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

/**
 * Gives a page type its fields: `items` of the listed type (at most `perPage`, the legacy API's page size) and
 * `pageInfo`. The file of the listed type calls it,
 * the page's reference being declared where the lists of it are (here for portfolios, listed by tags, designers,
 * collections and the viewer).
 */
export function implementPage<Item>(
  page: ImplementableObjectRef<SchemaTypes, PageShape<Item>>,
  itemType: ObjectRef<SchemaTypes, Item>,
  { listed, perPage }: { listed: string; perPage: number },
): void {
  page.implement({
    directives: CACHE.inherit,
    description: `One page of a page-numbered list of ${listed}.`,
    fields: (t) => ({
      items: t.field({
        type: [itemType],
        complexity: legacyCost({ calls: 0, items: perPage }),
        description: `The ${listed} on this page.`,
        resolve: (shown) => shown.items,
      }),
      pageInfo: t.field({
        type: PageInfo,
        description: 'Where this page stands in the list.',
        resolve: (shown) => shown.pageInfo,
      }),
    }),
  });
}

export const PortfolioPage = builder.objectRef<PageShape<PortfolioDto>>('PortfolioPage');
