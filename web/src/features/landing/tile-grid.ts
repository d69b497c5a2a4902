import styled from 'styled-components';
import { media } from '../../styles/theme';
import { cardSurface } from '../../styles/surface';

/** The landing's grids of white link tiles: 2 columns on phones, 3 on small screens, `$columns` on large ones. */
export const TileGrid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.small} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.large} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    ${cardSurface}
    text-decoration: none;
    text-align: center;
  }
`;
