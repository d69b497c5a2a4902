import { css } from 'styled-components';

/** The white, rounded, softly shadowed surface of the site's cards, tiles and panels. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** A card that is one link: a picture, then its text block with a title (h2) that takes the accent on hover. */
export const linkCard = css`
  ${cardSurface}
  overflow: hidden;
  min-width: 0;
  a {
    display: block;
    height: 100%;
    color: inherit;
    text-decoration: none;
  }
  a:hover h2 {
    color: ${({ theme }) => theme.colors.accent};
  }
  div {
    padding: 14px 16px 18px;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 6px;
  }
`;

/** The same surface with the larger radius of a page's panels (a form, a profile section, a header card). */
export const panelSurface = css`
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** A flat, outlined panel: the back office's sections, forms and list entries, set on the page without a shadow. */
export const framedSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
`;

/** A card led by one link: the link's area spreads over the whole card (which is `position: relative`). */
export const wholeCardLink = css`
  a {
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
