import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../graphql/generated';
import { useLocalized } from '../i18n/locale';
import { CategoryIcon } from './category-icon';
import { ROW_INSET, SideScroller } from './side-scroller';
import { media } from '../styles/theme';
import { useText } from '../i18n/use-text';

export const CategoryFilter_category = graphql(`
  fragment CategoryFilter_category on Category {
    id
    icon
    name {
      th
      en
    }
    subcategories {
      id
      name {
        th
        en
      }
    }
  }
`);

/** The tiles in one line; the side scroller around it scrolls them where they do not fit. */
const Slider = styled.div`
  display: flex;
  gap: 10px;
  padding: 16px ${ROW_INSET};
`;

const Tile = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  scroll-snap-align: start;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  min-width: 104px;
  padding: 14px 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1.5px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.line)};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : theme.colors.paper)};
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  /* A large screen has room for every category: the tiles share the width (a long name wraps) rather than the
     last one being cut at the edge. */
  ${media.large} {
    flex: 1 1 0;
    min-width: 88px;
  }
`;

/** A row of filter chips. */
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 4px 0 8px;
`;

/** One filter chip; `$active` marks the chosen one (with `aria-pressed`). */
const Chip = styled.button<{ $active: boolean }>`
  min-height: 36px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.ink : theme.colors.line)};
  background: ${({ theme, $active }) => ($active ? theme.colors.ink : theme.colors.paper)};
  color: ${({ theme, $active }) => ($active ? '#fff' : theme.colors.ink)};
  font-size: 0.85rem;
  cursor: pointer;
`;

/** The category slider with an "All" tile (id 0). */
export function CategorySlider({
  categories,
  selectedId,
  onSelect,
}: {
  categories: readonly FragmentType<typeof CategoryFilter_category>[];
  selectedId: string;
  onSelect(id: string): void;
}) {
  const text = useText();
  const localized = useLocalized();
  const items = categories.map((category) => getFragmentData(CategoryFilter_category, category));
  return (
    <SideScroller label={text('category.slider')}>
      <Slider role="group" aria-label={text('category.slider')}>
        <Tile
          type="button"
          $active={selectedId === '0'}
          aria-pressed={selectedId === '0'}
          onClick={() => onSelect('0')}
        >
          <CategoryIcon icon="all" />
          {text('category.all')}
        </Tile>
        {items.map((category) => (
          <Tile
            key={category.id}
            type="button"
            $active={selectedId === category.id}
            aria-pressed={selectedId === category.id}
            onClick={() => onSelect(category.id)}
          >
            <CategoryIcon icon={category.icon} />
            {localized(category.name)}
          </Tile>
        ))}
      </Slider>
    </SideScroller>
  );
}

/**
 * A group of filter chips that starts with "All" (id 0): one chosen at a time, marked with `aria-pressed`.
 * The subcategories of a category, the designer page's categories.
 */
export function FilterChips({
  label,
  options,
  selectedId,
  onSelect,
  className,
}: {
  /** The group's accessible name. */
  label: string;
  options: readonly { id: string; name: { th: string; en: string } }[];
  selectedId: string;
  onSelect(id: string): void;
  className?: string;
}) {
  const text = useText();
  const localized = useLocalized();
  const all = { id: '0', text: text('category.all') };
  const chips = [all, ...options.map((option) => ({ id: option.id, text: localized(option.name) }))];
  return (
    <Chips role="group" aria-label={label} className={className}>
      {chips.map((chip) => (
        <Chip
          key={chip.id}
          type="button"
          $active={selectedId === chip.id}
          aria-pressed={selectedId === chip.id}
          onClick={() => onSelect(chip.id)}
        >
          {chip.text}
        </Chip>
      ))}
    </Chips>
  );
}

/** Subcategory chips of the chosen category (those `offered`, all unless told), starting with "All" (id 0). */
export function SubcategoryChips({
  category,
  offered = () => true,
  selectedId,
  onSelect,
}: {
  category: FragmentType<typeof CategoryFilter_category> | undefined;
  offered?: (subcategoryId: string) => boolean;
  selectedId: string;
  onSelect(id: string): void;
}) {
  const text = useText();
  const data = category ? getFragmentData(CategoryFilter_category, category) : undefined;
  if (!data) return null;
  return (
    <FilterChips
      label={text('subcategory.label')}
      options={data.subcategories.filter((subcategory) => offered(subcategory.id))}
      selectedId={selectedId}
      onSelect={onSelect}
    />
  );
}
