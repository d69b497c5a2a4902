import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { media } from '../../styles/theme';
import { DesignerPanel } from './designer-panel';
import { MoreWork } from './more-work';
import { PortfolioFacts } from './portfolio-facts';
import { PortfolioHead } from './portfolio-head';
import { PortfolioHeader } from './portfolio-header';
import { PortfolioPictures } from './portfolio-pictures';
import { PortfolioRichText } from './portfolio-rich-text';
import { PortfolioTags } from './portfolio-tags';
import { ShareLinks } from './share-links';
import { useRecordView } from './use-record-view';
import { AppreciateButton } from '../../components/audience/appreciate-button';
import { useMemberState } from '../../components/audience/use-member-state';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

const PortfolioDetailRouteQuery = graphql(`
  query PortfolioDetailRouteQuery($id: ID!) {
    portfolio(id: $id) {
      id
      appreciationCount
      ...PortfolioHead_portfolio
      ...PortfolioHeader_portfolio
      ...PortfolioRichText_portfolio
      ...PortfolioPictures_portfolio
      designer {
        id
        ...DesignerPanel_designer
      }
      ...PortfolioFacts_portfolio
      ...PortfolioTags_portfolio
      ...ShareLinks_portfolio
      ...MoreWork_portfolio
    }
  }
`);

const Layout = styled.div`
  display: grid;
  gap: 32px;
  margin: 32px 0 40px;
  ${media.large} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Appreciation = styled.div`
  margin: -8px 0 24px;
`;

const Aside = styled.aside`
  display: grid;
  gap: 16px;
  ${media.large} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
`;

/** The portfolio of the address; none without an id. */
function portfolioIdOf(params: URLSearchParams): string {
  return (params.get('id') ?? '').trim();
}

/** The signed-in member's own state on this page, asked in the browser (`useMemberState`): never in a shared page. */
const PortfolioViewerStateQuery = graphql(`
  query PortfolioViewerStateQuery($id: ID!) {
    portfolio(id: $id) {
      id
      appreciatedByViewer
      designer {
        id
        followedByViewer
      }
    }
  }
`);

export const routeQueries: RouteQueries = (params) => {
  const id = portfolioIdOf(params);
  return id ? [routeQuery(PortfolioDetailRouteQuery, { id })] : [];
};

/**
 * /detail-portfolio?id=: one portfolio with its pictures (opening a lightbox), rich text, designer, tags and share
 * links, then the designer's other work and like work; all of it in one query.
 */
export default function PortfolioDetailRoute() {
  const [params] = useSearchParams();
  const id = portfolioIdOf(params);
  // Without an id nothing is asked: the page is not found (404), as for an unknown one.
  const query = useQuery(PortfolioDetailRouteQuery, { variables: { id }, skip: !id });
  useRecordView(id);
  const { viewer: member, known, data: own } = useMemberState(PortfolioViewerStateQuery, { id });
  const appreciated = own?.portfolio?.appreciatedByViewer ?? false;
  const follows = own?.portfolio?.designer.followedByViewer ?? false;
  const portfolio = query.data?.portfolio;

  return (
    <QueryState query={query} missing={{ when: !portfolio, titleId: 'notFound.portfolio' }}>
      {portfolio ? (
        <Container>
          <PortfolioHead portfolio={portfolio} />
          {/* The page hydrates in pieces, each a short task of its own (decision 031). */}
          <Layout>
            <article>
              <Suspense>
                <PortfolioHeader portfolio={portfolio} />
                <Appreciation>
                  <AppreciateButton
                    portfolioId={portfolio.id}
                    count={portfolio.appreciationCount}
                    appreciated={appreciated}
                    designerId={portfolio.designer.id}
                    member={member}
                    known={known}
                  />
                </Appreciation>
                <DesignerPanel
                  designer={portfolio.designer}
                  placement="top"
                  portfolioId={portfolio.id}
                  follows={follows}
                  member={member}
                  known={known}
                />
              </Suspense>
              <Suspense>
                <PortfolioPictures portfolio={portfolio}>
                  <PortfolioRichText portfolio={portfolio} />
                </PortfolioPictures>
              </Suspense>
            </article>
            <Suspense>
              <Aside>
                <DesignerPanel
                  designer={portfolio.designer}
                  placement="side"
                  portfolioId={portfolio.id}
                  follows={follows}
                  member={member}
                  known={known}
                />
                <PortfolioFacts portfolio={portfolio} />
                <PortfolioTags portfolio={portfolio} />
                <ShareLinks portfolio={portfolio} />
              </Aside>
            </Suspense>
          </Layout>
          <Suspense>
            <MoreWork portfolio={portfolio} />
          </Suspense>
        </Container>
      ) : null}
    </QueryState>
  );
}
