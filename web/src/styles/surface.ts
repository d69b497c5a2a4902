import { css } from 'styled-components';

/** The white, rounded, softly shadowed surface of the site's cards, tiles and panels. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
