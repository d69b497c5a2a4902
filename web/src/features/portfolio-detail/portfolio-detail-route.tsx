import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { media } from '../../styles/theme';
import { DesignerPanel } from './designer-panel';
import { moreWorkQuery, MoreWorkSection } from './more-work';
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
import { HydrateWhenSeen } from '../../components/hydrate-when-seen';
import { recordIdOf } from '../../lib/record-id';
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
    }
  }
`);

/**
 * The work in one column on phones: the title, its designer, the pictures, then the facts. On large screens the
 * designer and the facts stand in a side column that stays in view. The designer panel is drawn once (the browser
 * hydrates one Follow and one Hire button, not a hidden copy); on phones the side column takes no box of its own and
 * its parts are placed around the pictures.
 */
const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  row-gap: 24px;
  margin: 32px 0 40px;
  ${media.large} {
    grid-template-columns: minmax(0, 1fr) 300px;
    grid-template-rows: auto 1fr;
    column-gap: 32px;
    align-items: start;
  }
`;

const Head = styled.div`
  ${media.large} {
    grid-column: 1;
    grid-row: 1;
  }
`;

const Body = styled.div`
  order: 1;
  ${media.large} {
    grid-column: 1;
    grid-row: 2;
  }
`;

const Appreciation = styled.div`
  margin-top: -8px;
`;

const Side = styled.aside`
  display: contents;
  /* On phones the designer comes under the title, the other panels after the pictures. */
  > :not(:first-child) {
    order: 2;
  }
  ${media.large} {
    display: grid;
    gap: 16px;
    grid-column: 2;
    grid-row: 1 / span 2;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
    > :not(:first-child) {
      order: 0;
    }
  }
`;

/** The portfolio of the address; null without an id or with a form that is no id. */
function portfolioIdOf(params: URLSearchParams): string | null {
  return recordIdOf(params.get('id'));
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
  return id ? [routeQuery(PortfolioDetailRouteQuery, { id }), moreWorkQuery(id)] : [];
};

/**
 * /detail-portfolio?id=: one portfolio with its pictures (opening a lightbox), rich text, designer, tags and share
 * links in one query; then the designer's other work and like work, which reads its own (`MoreWorkSection`).
 */
export default function PortfolioDetailRoute() {
  const [params] = useSearchParams();
  const id = portfolioIdOf(params);
  // Without an id (or with a malformed one) nothing is asked: the page is not found (404), as for an unknown one.
  const query = useQuery(PortfolioDetailRouteQuery, { variables: { id: id ?? '' }, skip: id === null });
  useRecordView(id);
  const {
    viewer: member,
    known,
    data: own,
  } = useMemberState(PortfolioViewerStateQuery, id === null ? null : { id });
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
            <Suspense>
              <Head>
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
              </Head>
            </Suspense>
            <Suspense>
              <Side>
                <DesignerPanel
                  designer={portfolio.designer}
                  portfolioId={portfolio.id}
                  follows={follows}
                  member={member}
                  known={known}
                />
                <PortfolioFacts portfolio={portfolio} />
                <PortfolioTags portfolio={portfolio} />
                <ShareLinks portfolio={portfolio} />
              </Side>
            </Suspense>
            <Suspense>
              <Body>
                <PortfolioPictures portfolio={portfolio}>
                  <PortfolioRichText portfolio={portfolio} />
                </PortfolioPictures>
              </Body>
            </Suspense>
          </Layout>
          <HydrateWhenSeen>
            <MoreWorkSection portfolioId={portfolio.id} />
          </HydrateWhenSeen>
        </Container>
      ) : null}
    </QueryState>
  );
}
