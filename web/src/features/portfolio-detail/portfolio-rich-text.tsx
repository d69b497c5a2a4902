import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { headingsUnder } from '../../lib/heading-levels';

export const PortfolioRichText_portfolio = graphql(`
  fragment PortfolioRichText_portfolio on Portfolio {
    detailHtml
  }
`);

const Prose = styled.div`
  margin: 32px 0;
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

/** The designer's rich-text account of the work. */
export function PortfolioRichText({
  portfolio,
}: {
  portfolio: FragmentType<typeof PortfolioRichText_portfolio>;
}) {
  const { detailHtml } = getFragmentData(PortfolioRichText_portfolio, portfolio);
  // detailHtml is sanitised by the BFF. Its headings follow the title's h1 in the page's outline.
  return <Prose dangerouslySetInnerHTML={{ __html: headingsUnder(detailHtml, 1) }} />;
}
