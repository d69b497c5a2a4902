import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, SpreadRow } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { Pagination } from '../../components/pagination';
import { PrimaryButton } from '../../components/button';
import { PlusIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { usePageParam } from '../../lib/use-page-param';
import { ProfileHeader } from './profile-header';
import { EmptyPanel } from '../../components/empty-panel';
import { OwnPortfolioList, OwnPortfolioRow } from './own-portfolio-row';
import { useDeletePortfolio } from './use-delete-portfolio';
import { FacebookPhotoGrid, FacebookPhotosButton, useFacebookPhotos } from './facebook-photos';
import { useText } from '../../i18n/use-text';
import { useUnlistedPageHead } from '../../components/page-head';

const ProfilePortfolioRouteQuery = graphql(`
  query ProfilePortfolioRouteQuery($page: Int!) {
    viewer {
      id
      ...ProfileHeader_viewer
      portfolios(page: $page) {
        items {
          id
          ...OwnPortfolioRow_portfolio
        }
        pageInfo {
          page
          lastPage
          total
        }
      }
    }
    facebookAppId
  }
`);

/** /profile-portfolio: the member's own portfolios with their approval status, 12 a page (page in the URL). */
export default function ProfilePortfolioRoute() {
  const text = useText();
  useUnlistedPageHead('memberProfile.title', 'memberProfile.head.description');
  const [page, goToPage] = usePageParam();
  const query = useQuery(ProfilePortfolioRouteQuery, {
    variables: { page },
    // Statuses change outside the page (operators approve, an edit sends a portfolio back to pending), so
    // each visit asks the server; pages met again during the visit come from the cache.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const { data, refetch } = query;
  const { remove } = useDeletePortfolio(() => refetch());
  const shown = data ?? query.previousData;
  const facebookAppId = shown?.facebookAppId ?? null;
  const facebook = useFacebookPhotos(facebookAppId);
  const viewer = shown?.viewer;
  const lastPage = viewer?.portfolios.pageInfo.lastPage ?? 1;

  // A page past the end (the last item of the last page was deleted, or an old link) shows the last page.
  useEffect(() => {
    if (data?.viewer && page > data.viewer.portfolios.pageInfo.lastPage)
      goToPage(data.viewer.portfolios.pageInfo.lastPage);
  });

  if (!viewer) return <QueryState query={query} />;

  const items = viewer.portfolios.items;
  const createLink = (
    <PrimaryButton as={Link} to={paths.createPortfolio}>
      <PlusIcon />
      {text('memberProfile.create')}
    </PrimaryButton>
  );

  return (
    <Container>
      <ProfileHeader
        viewer={viewer}
        tab="portfolio"
        actions={
          <>
            {createLink}
            {facebookAppId ? (
              <FacebookPhotosButton loading={facebook.loading} onClick={() => void facebook.load()} />
            ) : null}
          </>
        }
      />
      <section aria-labelledby="own-portfolios">
        <ListHeading>
          <h2 id="own-portfolios">{text('memberProfile.list')}</h2>
          <span>{text('memberProfile.portfolioCount', { count: viewer.portfolios.pageInfo.total })}</span>
        </ListHeading>
        {items.length === 0 ? (
          <EmptyPanel>
            <EmptyIcon />
            <h3 role="status">{text('common.noData')}</h3>
            <p>{text('memberProfile.emptyHint')}</p>
            {createLink}
          </EmptyPanel>
        ) : (
          <OwnPortfolioList>
            {items.map((portfolio, index) => (
              <li key={portfolio.id}>
                <OwnPortfolioRow portfolio={portfolio} eager={index < 4} onDelete={(it) => void remove(it)} />
              </li>
            ))}
          </OwnPortfolioList>
        )}
        <Pagination page={page} lastPage={lastPage} onChange={goToPage} />
      </section>
      {facebook.photos ? <FacebookPhotoGrid photos={facebook.photos} /> : null}
    </Container>
  );
}

const ListHeading = styled(SpreadRow)`
  align-items: baseline;
  margin: 8px 0 16px;
  h2 {
    font-size: clamp(1.15rem, 1.05rem + 0.5vw, 1.4rem);
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

function EmptyIcon() {
  return (
    <svg width="88" height="72" viewBox="0 0 88 72" aria-hidden="true">
      <rect x="6" y="10" width="60" height="48" rx="8" fill="#fde7e5" />
      <rect x="22" y="18" width="60" height="48" rx="8" fill="#fff" stroke="#e6e4ef" strokeWidth="2" />
      <circle cx="40" cy="34" r="6" fill="#f7b267" />
      <path d="M28 58l14-14 10 10 8-6 16 10z" fill="#f25c54" opacity=".8" />
    </svg>
  );
}
