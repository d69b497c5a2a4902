import styled from 'styled-components';
import { cardSurface } from '../../styles/surface';

/** A white box of the detail page's side column, with its small upper-case heading and facts list. */
export const Panel = styled.section`
  ${cardSurface}
  padding: 18px;
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 10px;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 8px 12px;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
