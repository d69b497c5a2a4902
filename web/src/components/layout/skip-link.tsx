import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useText } from '../../i18n/use-text';

/** Out of sight until the keyboard reaches it, then over the header's top-left corner. */
const Skip = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 200;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/**
 * The page's first stop for the keyboard (WCAG 2.4.1): 'skip to the main content', past the header's menu and
 * search. Every layout's `<main>` has the id `main`; without JavaScript the link's `#main` does the same.
 */
export function SkipLink() {
  const text = useText();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById('main');
    if (!main) return;
    // Focus itself moves into the main content (not only the scroll), and the address keeps no #main.
    event.preventDefault();
    main.tabIndex = -1;
    main.focus();
  }
  return (
    <Skip href="#main" onClick={skip}>
      {text('header.skipToContent')}
    </Skip>
  );
}
