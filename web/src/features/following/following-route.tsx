import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, SectionTitle } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { PortfolioPageGrid } from '../../components/portfolio-page-grid';
import { DesignerCard, DesignerCardGrid } from '../../components/audience/designer-card';
import { useHeaderViewer } from '../../components/layout/header-viewer';
import { useUnlistedPageHead } from '../../components/page-head';
import { usePageParam } from '../../lib/use-page-param';
import { useText } from '../../i18n/use-text';

const FollowingRouteQuery = graphql(`
  query FollowingRouteQuery($page: Int!) {
    viewer {
      id
      followingPortfolios(page: $page) {
        pageInfo {
          total
        }
        ...PortfolioPageGrid_page
      }
      followedDesigners {
        pageInfo {
          total
        }
        items {
          id
          ...DesignerCard_designer
        }
      }
      designerSuggestions {
        id
        ...DesignerCard_designer
      }
    }
  }
`);

/**
 * /following (members): the newest approved work of the designers the member follows, 12 a page, and those
 * designers; a member who follows nobody yet is offered designers to follow.
 */
export default function FollowingRoute() {
  const text = useText();
  useUnlistedPageHead('following.title', 'following.head.description');
  const [page, goToPage] = usePageParam();
  // Follows change on other pages: each visit asks again.
  const query = useQuery(FollowingRouteQuery, { variables: { page }, fetchPolicy: 'cache-and-network' });
  // The page is the member's own: whether they follow each designer comes with it.
  const { viewer: member } = useHeaderViewer();
  const viewer = (query.data ?? query.previousData)?.viewer;
  const known = viewer !== undefined;
  if (!viewer) return <QueryState query={query} />;

  const followed = viewer.followedDesigners;
  const following = followed.pageInfo.total > 0;
  return (
    <Container>
      <Title>{text('following.title')}</Title>
      {following ? (
        <section aria-labelledby="following-feed">
          <SectionTitle id="following-feed">{text('following.feed')}</SectionTitle>
          <PortfolioPageGrid
            portfolios={viewer.followingPortfolios}
            page={page}
            onPageChange={goToPage}
            countMessageId="following.count"
            emptyMessageId="following.noWork"
          />
        </section>
      ) : (
        <Empty>
          <h2>{text('following.empty')}</h2>
          <p>{text('following.emptyText')}</p>
        </Empty>
      )}
      {following ? (
        <section aria-labelledby="following-designers">
          <SectionTitle id="following-designers">
            {text('following.designers', { count: followed.pageInfo.total })}
          </SectionTitle>
          <DesignerCardGrid>
            {followed.items.map((designer) => (
              <DesignerCard key={designer.id} designer={designer} member={member} known={known} />
            ))}
          </DesignerCardGrid>
        </section>
      ) : null}
      {!following && viewer.designerSuggestions.length > 0 ? (
        <section aria-labelledby="following-suggestions">
          <SectionTitle id="following-suggestions">{text('following.suggestions')}</SectionTitle>
          <DesignerCardGrid>
            {viewer.designerSuggestions.map((designer) => (
              <DesignerCard key={designer.id} designer={designer} member={member} known={known} />
            ))}
          </DesignerCardGrid>
        </section>
      ) : null}
    </Container>
  );
}

const Title = styled.h1`
  margin: 32px 0 8px;
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.2rem);
`;

const Empty = styled.div`
  margin: 24px 0;
  padding: 40px 20px;
  border: 2px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.large};
  text-align: center;
  h2 {
    font-size: 1.2rem;
  }
  p {
    margin: 8px auto 0;
    max-width: 440px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
