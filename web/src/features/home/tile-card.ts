import styled from 'styled-components';
import { cutTitle } from '../../lib/text';
import { cardSurface } from '../../styles/surface';

/** Home titles are cut around 20 characters (§9). */
const HOME_TITLE = { over: 20, at: 20 };

/** A title as the home page shows it: longer than 20 characters, its first 20 and dots. */
export function cutHomeTitle(title: string): string {
  return cutTitle(title, HOME_TITLE);
}

/** The white card a home tile sits on: its picture flush with the top, the title and a muted line below. */
export const TileCard = styled.li`
  ${cardSurface}
  overflow: hidden;
  img {
    display: block;
  }
  h3 {
    margin: 0 0 4px;
  }
  h3 a {
    text-decoration: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
