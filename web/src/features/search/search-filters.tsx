import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { useLocale, useLocalized } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import type { MessageId } from '../../i18n/catalog';
import { SEARCH_SORTS, type SearchNarrowing, type SearchSortName } from './search-narrowing';

export const SearchFilters_facets = graphql(`
  fragment SearchFilters_facets on SearchFacets {
    categories {
      category {
        id
        name {
          th
          en
        }
      }
      count
    }
    subcategories {
      subcategory {
        id
        name {
          th
          en
        }
      }
      count
    }
    awards {
      award {
        id
        name
      }
      count
    }
    years {
      year
      count
    }
  }
`);

const Bar = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 12px;
  margin: 12px 0 4px;
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  label {
    display: grid;
    gap: 4px;
    min-width: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  select {
    min-width: 0;
    height: 40px;
    padding: 0 8px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-size: 0.95rem;
  }
`;

const SORT_MESSAGES: Record<SearchSortName, MessageId> = {
  relevance: 'searchPage.sort.relevance',
  newest: 'searchPage.sort.newest',
  views: 'searchPage.sort.views',
};

interface Choice {
  value: string;
  label: string;
}

/** One filter: "any" first, then each value with how many matches it keeps; the chosen one even with none. */
function FilterSelect({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  const listed =
    value && !choices.some((choice) => choice.value === value)
      ? [{ value, label: value }, ...choices]
      : choices;
  return (
    <label>
      {label}
      <select
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {listed.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The search page's filters (category, its subcategory, award, year published) with how many matches each value
 * keeps, and the order. Each choice goes into the address (`onChange`), so Back, a reload and a shared link keep it.
 */
export function SearchFilters({
  facets,
  narrowing,
  onChange,
}: {
  facets: FragmentType<typeof SearchFilters_facets> | undefined;
  narrowing: SearchNarrowing;
  onChange: (change: Partial<Record<keyof SearchNarrowing, string>>) => void;
}) {
  const text = useText();
  const localized = useLocalized();
  const { locale } = useLocale();
  const data = getFragmentData(SearchFilters_facets, facets);
  const counted = (name: string, count: number) => text('searchPage.filter.counted', { name, count });
  // Thai readers count years in the Buddhist era.
  const yearName = (year: number) => String(locale === 'th' ? year + 543 : year);
  return (
    <Bar role="search" aria-label={text('searchPage.filters')} onSubmit={(event) => event.preventDefault()}>
      <FilterSelect
        label={text('searchPage.filter.category')}
        anyLabel={text('searchPage.filter.anyCategory')}
        value={narrowing.categoryId}
        choices={(data?.categories ?? []).map(({ category, count }) => ({
          value: category.id,
          label: counted(localized(category.name), count),
        }))}
        onChange={(categoryId) => onChange({ categoryId })}
      />
      {narrowing.categoryId ? (
        <FilterSelect
          label={text('searchPage.filter.subcategory')}
          anyLabel={text('searchPage.filter.anySubcategory')}
          value={narrowing.subcategoryId}
          choices={(data?.subcategories ?? []).map(({ subcategory, count }) => ({
            value: subcategory.id,
            label: counted(localized(subcategory.name), count),
          }))}
          onChange={(subcategoryId) => onChange({ subcategoryId })}
        />
      ) : null}
      <FilterSelect
        label={text('searchPage.filter.award')}
        anyLabel={text('searchPage.filter.anyAward')}
        value={narrowing.awardId}
        choices={(data?.awards ?? []).map(({ award, count }) => ({
          value: award.id,
          label: counted(award.name, count),
        }))}
        onChange={(awardId) => onChange({ awardId })}
      />
      <FilterSelect
        label={text('searchPage.filter.year')}
        anyLabel={text('searchPage.filter.anyYear')}
        value={narrowing.year}
        choices={(data?.years ?? []).map(({ year, count }) => ({
          value: String(year),
          label: counted(yearName(year), count),
        }))}
        onChange={(year) => onChange({ year })}
      />
      <label>
        {text('searchPage.sort')}
        <select
          value={narrowing.sort}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange({ sort: event.target.value })}
        >
          {(Object.keys(SEARCH_SORTS) as SearchSortName[]).map((sort) => (
            <option key={sort} value={sort}>
              {text(SORT_MESSAGES[sort])}
            </option>
          ))}
        </select>
      </label>
    </Bar>
  );
}
