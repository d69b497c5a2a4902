import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { headingsUnder } from '../../lib/heading-levels';
import { prose } from '../../styles/prose';

export const PortfolioRichText_portfolio = graphql(`
  fragment PortfolioRichText_portfolio on Portfolio {
    detailHtml
  }
`);

const Prose = styled.div`
  margin: 32px 0;
  ${prose}
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
