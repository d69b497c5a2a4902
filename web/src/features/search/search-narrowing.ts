import type { PortfolioSearchFilter, PortfolioSearchSort } from '../../graphql/generated/graphql';
import type { AddressChanges } from '../../lib/use-address-state';
import { recordIdOf } from '../../lib/record-id';

/** The orders of the address (`?sort=`), the first the default. */
export const SEARCH_SORTS = {
  relevance: 'RELEVANCE',
  newest: 'NEWEST',
  views: 'MOST_VIEWED',
} as const satisfies Record<string, PortfolioSearchSort>;
export type SearchSortName = keyof typeof SEARCH_SORTS;

/** What the search page is narrowed to, as its address says: ids as text, "" for any. */
export interface SearchNarrowing {
  categoryId: string;
  subcategoryId: string;
  awardId: string;
  year: string;
  sort: SearchSortName;
}

/** The address parameters of each filter. */
export const FILTER_PARAMS = {
  categoryId: 'category_id',
  subcategoryId: 'subcategory_id',
  awardId: 'award',
  year: 'year',
} as const;

/** A filter's id of the address, "" for any: search forgives, so one that is no id reads as not narrowed. */
const filterIdOf = (value: string | null) => recordIdOf(value) ?? '';

/** The narrowing of an address; anything malformed reads as not narrowed. */
export function narrowingOf(params: URLSearchParams): SearchNarrowing {
  const sort = params.get('sort') ?? '';
  const categoryId = filterIdOf(params.get(FILTER_PARAMS.categoryId));
  const year = params.get(FILTER_PARAMS.year) ?? '';
  return {
    categoryId,
    // A subcategory is read only with its category.
    subcategoryId: categoryId ? filterIdOf(params.get(FILTER_PARAMS.subcategoryId)) : '',
    awardId: filterIdOf(params.get(FILTER_PARAMS.awardId)),
    year: /^(19|20|21)\d\d$/.test(year) ? year : '',
    sort: sort in SEARCH_SORTS ? (sort as SearchSortName) : 'relevance',
  };
}

/** The search query's `filter` and `sort` for a narrowing. */
export function searchVariablesOf(narrowing: SearchNarrowing): {
  filter: PortfolioSearchFilter | null;
  sort: PortfolioSearchSort;
} {
  const filter: PortfolioSearchFilter = {};
  if (narrowing.categoryId) filter.categoryId = narrowing.categoryId;
  if (narrowing.subcategoryId) filter.subcategoryId = narrowing.subcategoryId;
  if (narrowing.awardId) filter.awardId = narrowing.awardId;
  if (narrowing.year) filter.year = Number(narrowing.year);
  return { filter: Object.keys(filter).length > 0 ? filter : null, sort: SEARCH_SORTS[narrowing.sort] };
}

/**
 * The address changes of one filter or the sort changed ("" for any or the default), back on page 1: another
 * category drops the subcategory. The keyword and the other choices stay (`useAddressState`).
 */
export function addressChangesOf(change: Partial<Record<keyof SearchNarrowing, string>>): AddressChanges {
  const changes: AddressChanges = { page: undefined };
  for (const [key, value] of Object.entries(change) as [keyof SearchNarrowing, string][]) {
    const name = key === 'sort' ? 'sort' : FILTER_PARAMS[key];
    changes[name] = !value || (key === 'sort' && value === 'relevance') ? undefined : value;
    if (key === 'categoryId') changes[FILTER_PARAMS.subcategoryId] = undefined;
  }
  return changes;
}
