import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';

const HeaderSearchSuggestionsQuery = graphql(`
  query HeaderSearchSuggestionsQuery($keyword: String!) {
    searchDesigners(keyword: $keyword, first: 3) {
      id
      firstName {
        th
        en
      }
      lastName {
        th
        en
      }
    }
    searchTags(keyword: $keyword, first: 4) {
      id
      name
    }
    categories {
      id
      name {
        th
        en
      }
    }
    portfolioSearch(keyword: $keyword, page: 1) {
      didYouMean
      portfolios {
        items {
          id
          title
        }
      }
    }
  }
`);

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 250;
/** Portfolio titles offered at most. */
const MAX_TITLES = 4;

export type SuggestionKind = 'correction' | 'designer' | 'tag' | 'category' | 'portfolio';

export interface Suggestion {
  /** Unique within the list (the option's element id is made from it). */
  key: string;
  kind: SuggestionKind;
  label: string;
  to: string;
}

/** No suggestions: one array, so that a reader of the list sees no change while there are none. */
const NONE: Suggestion[] = [];

/** Text compared as Thai and English readers type it: composed the same way, case folded. */
function comparable(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase();
}

/**
 * Suggestions for what is typed in the header's search box: the corrected keyword when it is misspelt, then
 * designers, tags, categories and portfolio titles that match, from one query once typing pauses. Categories are matched here, in the cached list every page shares.
 */
export function useSearchSuggestions(keyword: string): { suggestions: Suggestion[]; loading: boolean } {
  const localized = useLocalized();
  const text = useText();
  const [settled, setSettled] = useState(keyword.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(keyword.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const { data, loading } = useQuery(HeaderSearchSuggestionsQuery, {
    variables: { keyword: settled },
    skip: settled === '',
  });
  const suggestions = useMemo(() => {
    if (!data || settled === '') return NONE;
    const wanted = comparable(settled);
    const list: Suggestion[] = [];
    const didYouMean = data.portfolioSearch.didYouMean;
    if (didYouMean) {
      list.push({
        key: 'correction',
        kind: 'correction',
        label: text('search.didYouMean', { keyword: didYouMean }),
        to: routeTo.search(didYouMean),
      });
    }
    for (const designer of data.searchDesigners ?? []) {
      list.push({
        key: `designer-${designer.id}`,
        kind: 'designer',
        label: `${localized(designer.firstName)} ${localized(designer.lastName)}`.trim(),
        to: routeTo.designer(designer.id),
      });
    }
    for (const tag of data.searchTags ?? []) {
      list.push({ key: `tag-${tag.id}`, kind: 'tag', label: `#${tag.name}`, to: routeTo.tag(tag.name) });
    }
    for (const category of data.categories ?? []) {
      const names = [category.name.th, category.name.en].map(comparable);
      if (!names.some((name) => name.includes(wanted))) continue;
      list.push({
        key: `category-${category.id}`,
        kind: 'category',
        label: localized(category.name),
        to: routeTo.categoryList(category.id),
      });
    }
    for (const portfolio of data.portfolioSearch.portfolios.items.slice(0, MAX_TITLES)) {
      list.push({
        key: `portfolio-${portfolio.id}`,
        kind: 'portfolio',
        label: portfolio.title,
        to: routeTo.detail(portfolio.id),
      });
    }
    return list;
  }, [data, settled, localized, text]);
  return { suggestions: keyword.trim() === '' ? NONE : suggestions, loading };
}

/**
 * Asks for the suggestions of what is typed and hands them to the search box, which shows them. The search box
 * loads this module (its query and its matching) once the reader types, so no page starts with it.
 */
export function SuggestionsSource({
  keyword,
  onSuggestions,
}: {
  keyword: string;
  onSuggestions: (suggestions: Suggestion[]) => void;
}) {
  const { suggestions } = useSearchSuggestions(keyword);
  useEffect(() => onSuggestions(suggestions), [suggestions, onSuggestions]);
  return null;
}
