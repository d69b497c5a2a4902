import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { PortfolioPageGrid } from '../../components/portfolio-page-grid';
import { PrimaryButton } from '../../components/button';
import { useUnlistedPageHead } from '../../components/page-head';
import { paths } from '../../config/paths';
import { usePageParam } from '../../lib/use-page-param';
import { useText } from '../../i18n/use-text';
import { ProfileHeader } from './profile-header';
import { EmptyPanel } from '../../components/empty-panel';

const ProfileAppreciatedRouteQuery = graphql(`
  query ProfileAppreciatedRouteQuery($page: Int!) {
    viewer {
      id
      ...ProfileHeader_viewer
      appreciatedPortfolios(page: $page) {
        pageInfo {
          total
        }
        ...PortfolioPageGrid_page
      }
    }
  }
`);

/** /profile-appreciated: the public work the member appreciates, the latest first, 12 a page. Theirs alone. */
export default function ProfileAppreciatedRoute() {
  const text = useText();
  useUnlistedPageHead('memberProfile.tab.appreciated', 'memberProfile.head.description');
  const [page, goToPage] = usePageParam();
  // Appreciations are made on other pages: each visit asks again.
  const query = useQuery(ProfileAppreciatedRouteQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const viewer = (query.data ?? query.previousData)?.viewer;
  if (!viewer) return <QueryState query={query} />;
  const list = viewer.appreciatedPortfolios;
  return (
    <Container>
      <ProfileHeader viewer={viewer} tab="appreciated" />
      <h2 className="visually-hidden">{text('memberProfile.tab.appreciated')}</h2>
      {list.pageInfo.total === 0 && page === 1 ? (
        <EmptyPanel>
          <h3>{text('memberProfile.appreciated.empty')}</h3>
          <p>{text('memberProfile.appreciated.emptyText')}</p>
          <PrimaryButton as={Link} to={paths.home}>
            {text('memberProfile.appreciated.browse')}
          </PrimaryButton>
        </EmptyPanel>
      ) : (
        <PortfolioPageGrid
          portfolios={list}
          page={page}
          onPageChange={goToPage}
          countMessageId="memberProfile.appreciated.count"
        />
      )}
    </Container>
  );
}
