import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useDesignerName } from '../../components/designer-name';
import { PortfolioCardGrid } from '../../components/portfolio-card';
import { SpreadRow } from '../../components/layout/container';
import { routeTo } from '../../config/paths';
import { media } from '../../styles/theme';
import { useText } from '../../i18n/use-text';

const MoreWork_portfolio = graphql(`
  fragment MoreWork_portfolio on Portfolio {
    designer {
      id
      ...DesignerName_designer
    }
    moreByDesigner {
      id
      ...PortfolioCard_portfolio
    }
    relatedPortfolios {
      id
      ...PortfolioCard_portfolio
    }
  }
`);

const Section = styled.section`
  /* Below the work: the browser lays its cards out only when the reader comes near (the first layout is the work's). */
  content-visibility: auto;
  contain-intrinsic-size: auto 1200px;
  margin: 8px 0 40px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  padding-top: 28px;
  h2 {
    font-size: 1.3rem;
    margin: 0;
  }
  /* Two cards a row on a phone: a suggestion need not be as large as the work itself. */
  ul {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
  ${media.small} {
    ul {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 16px;
    }
  }
  ${media.medium} {
    ul {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  }
`;

const Heading = styled(SpreadRow)`
  align-items: baseline;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accentDark};
  }
`;

/** After the work: the designer's other work (with a link to all of it), then like work by other designers. */
export function MoreWork({ portfolio }: { portfolio: FragmentType<typeof MoreWork_portfolio> }) {
  const text = useText();
  const data = getFragmentData(MoreWork_portfolio, portfolio);
  const name = useDesignerName(data.designer);
  const more = data.moreByDesigner ?? [];
  const related = data.relatedPortfolios ?? [];
  return (
    <>
      {more.length > 0 ? (
        <Section aria-labelledby="detail-more-by">
          <Heading>
            <h2 id="detail-more-by">{text('detail.moreByHeading', { name })}</h2>
            <Link to={routeTo.designer(data.designer.id)}>{text('detail.moreByDesigner')}</Link>
          </Heading>
          <PortfolioCardGrid portfolios={more} eagerCount={0} />
        </Section>
      ) : null}
      {related.length > 0 ? (
        <Section aria-labelledby="detail-related">
          <h2 id="detail-related">{text('detail.related')}</h2>
          <PortfolioCardGrid portfolios={related} eagerCount={0} />
        </Section>
      ) : null}
    </>
  );
}
