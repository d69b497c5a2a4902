import { Link } from 'react-router';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { TileGrid } from './tile-grid';
import { useText } from '../../i18n/use-text';

export const CategoryTiles_category = graphql(`
  fragment CategoryTiles_category on Category {
    id
    name {
      th
      en
    }
  }
`);

/** The landing lists the ten categories of §2. */
const CATEGORY_COUNT = 10;

/** Room for an icon and a two-line name, so every tile (and its placeholder) is the same height. */
const TILE_HEIGHT = '116px';

/** Badge colours by position, so the ten tiles read as a set without image requests. */
const BADGE_COLOURS = [
  '#f25c54',
  '#f7b267',
  '#29335c',
  '#669bbc',
  '#7d5ba6',
  '#2e9e5b',
  '#e4572e',
  '#1d1b3a',
  '#c9423b',
  '#a8c686',
];

const Tiles = styled(TileGrid)`
  gap: 12px;
  a {
    justify-content: center;
    gap: 6px;
    min-height: ${TILE_HEIGHT};
    padding: 12px 8px;
    font-weight: 600;
    font-size: 0.9rem;
    transition: transform 0.15s;
  }
  a:hover {
    transform: translateY(-2px);
  }
`;

/** Holds a tile's place while the categories load, so nothing below moves when they arrive. */
const TilePlaceholder = styled.li`
  min-height: ${TILE_HEIGHT};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(255, 255, 255, 0.55);
`;

const Badge = styled.span<{ $colour: string }>`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  color: #fff;
  font-size: 1.05rem;
  font-weight: 800;
`;

/** The hero's category tiles, each opening its category list; placeholders hold their places until they load. */
export function CategoryTiles({
  categories,
}: {
  /** Undefined while the page's query is on its way; null when the categories could not be loaded. */
  categories: readonly FragmentType<typeof CategoryTiles_category>[] | null | undefined;
}) {
  const text = useText();
  const localized = useLocalized();
  return (
    <nav aria-label={text('landing.categories')}>
      <Tiles $columns={5}>
        {categories !== undefined
          ? getFragmentData(CategoryTiles_category, categories ?? []).map((category, index) => (
              <li key={category.id}>
                <Link to={routeTo.categoryList(category.id)}>
                  <Badge aria-hidden $colour={BADGE_COLOURS[index % BADGE_COLOURS.length] ?? '#1d1b3a'}>
                    {Array.from(category.name.en.trim())[0]?.toUpperCase() ?? '•'}
                  </Badge>
                  {localized(category.name)}
                </Link>
              </li>
            ))
          : Array.from({ length: CATEGORY_COUNT }, (_, index) => (
              <TilePlaceholder key={index} aria-hidden="true" />
            ))}
      </Tiles>
    </nav>
  );
}
