import styled from 'styled-components';
import { cardSurface } from '../../styles/surface';

/** Home titles are cut around 20 characters (§9): `<CutTitle title={…} limits={HOME_TITLE} />`. */
export const HOME_TITLE = { over: 20, at: 20 };

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
