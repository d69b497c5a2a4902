import { css } from 'styled-components';

/**
 * How a portfolio's sanitised rich text reads: on its public page and in the staff's preview of it, which must
 * show it the same way.
 */
export const prose = css`
  line-height: 1.75;
  font-size: 1rem;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.ink};
  img,
  video,
  iframe {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  h2,
  h3,
  h4 {
    margin: 1.6em 0 0.6em;
    line-height: 1.3;
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${({ theme }) => theme.colors.accentDark};
  }
  blockquote {
    margin: 1.2em 0;
    padding: 0.4em 1em;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
    border-radius: 0 ${({ theme }) => theme.radius.small} ${({ theme }) => theme.radius.small} 0;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
`;
