import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { OutlineButton } from '../../components/button';
import { MoreButton } from '../../components/more-button';
import { EmptyState, ErrorState, LoadingOverlay } from '../../components/status';
import { Picture } from '../../components/picture';
import { PortfolioCardGrid } from '../../components/portfolio-card';
import { paths, routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';
import { Chips } from './creator-route';

/** Designers per page (§9): More shows only once a full page is on screen. */
export const DESIGNERS_PER_PAGE = 8;

const SubCuratedRouteQuery = graphql(`
  query SubCuratedRouteQuery($id: ID!, $portfolioPage: Int, $designerPage: Int) {
    collection(id: $id) {
      id
      name {
        th
        en
      }
      description {
        th
        en
      }
      date {
        th
        en
      }
      cover {
        url
      }
      portfolios(page: $portfolioPage) {
        items {
          id
          ...PortfolioCard_portfolio
        }
        pageInfo {
          page
          perPage
          hasNextPage
        }
      }
      designers(page: $designerPage) {
        items {
          id
          firstName {
            th
            en
          }
          lastName {
            th
            en
          }
          position
          picture {
            url
          }
        }
        pageInfo {
          page
          perPage
          hasNextPage
        }
      }
    }
  }
`);

const Header = styled.header`
  display: grid;
  gap: 20px;
  align-items: center;
  margin: 24px 0;
  ${media.medium} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  img {
    border-radius: ${({ theme }) => theme.radius.large};
  }
  h1 {
    margin-top: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  time {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-top: 24px;
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Designers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    min-width: 0;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: 8px;
    padding: 20px 12px;
    background: ${({ theme }) => theme.colors.paper};
    border-radius: ${({ theme }) => theme.radius.medium};
    box-shadow: ${({ theme }) => theme.shadow.card};
    color: inherit;
    text-decoration: none;
  }
  a:hover strong {
    color: ${({ theme }) => theme.colors.accent};
  }
  img {
    width: 96px;
    border-radius: 50%;
  }
  strong {
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** /sub-curated: one collection's portfolios or designers, each list growing with More. */
export default function SubCuratedRoute() {
  const intl = useIntl();
  const localized = useLocalized();
  const [params] = useSearchParams();
  const id = params.get('collection_id') ?? '';
  const [view, setView] = useState<'portfolio' | 'designer'>('portfolio');
  const { data, loading, error, refetch, fetchMore } = useQuery(SubCuratedRouteQuery, {
    variables: { id, portfolioPage: 1, designerPage: 1 },
    skip: !id,
    notifyOnNetworkStatusChange: true,
  });
  const collection = data?.collection;

  if (!id || (data && !collection)) {
    return (
      <Container>
        <EmptyState messageId="common.notFound" />
      </Container>
    );
  }

  const portfolios = collection?.portfolios;
  const designers = collection?.designers;
  const title = collection ? localized(collection.name) : (params.get('collection_name') ?? '');

  /** The next page of one list; the other list's page stays where it is (the pages are merged in the cache). */
  function showMore(list: 'portfolio' | 'designer') {
    const portfolioPage = portfolios?.pageInfo.page ?? 1;
    const designerPage = designers?.pageInfo.page ?? 1;
    return fetchMore({
      variables: {
        portfolioPage: list === 'portfolio' ? portfolioPage + 1 : portfolioPage,
        designerPage: list === 'designer' ? designerPage + 1 : designerPage,
      },
    });
  }

  return (
    <Container>
      <Back to={paths.creator}>← {intl.formatMessage({ id: 'subCurated.back' })}</Back>
      <Header>
        <Picture src={collection?.cover?.url} alt="" width={640} height={400} eager />
        <div>
          <PageTitle>{title}</PageTitle>
          {collection ? (
            <>
              <p>{localized(collection.description)}</p>
              <time>{localized(collection.date)}</time>
            </>
          ) : null}
        </div>
      </Header>
      <Chips role="group" aria-label={intl.formatMessage({ id: 'subCurated.view' })}>
        {(['portfolio', 'designer'] as const).map((choice) => (
          <OutlineButton
            key={choice}
            type="button"
            $active={view === choice}
            aria-pressed={view === choice}
            onClick={() => setView(choice)}
          >
            {intl.formatMessage({ id: `subCurated.${choice}` })}
          </OutlineButton>
        ))}
      </Chips>
      {loading && !data ? <LoadingOverlay /> : null}
      {error && !data ? <ErrorState onRetry={() => void refetch()} /> : null}
      {view === 'portfolio' && portfolios ? (
        <>
          {portfolios.items.length === 0 ? <EmptyState /> : null}
          <PortfolioCardGrid portfolios={portfolios.items} eagerCount={4} />
          {portfolios.pageInfo.hasNextPage ? (
            <MoreButton disabled={loading} onClick={() => void showMore('portfolio')} />
          ) : null}
        </>
      ) : null}
      {view === 'designer' && designers ? (
        <>
          {designers.items.length === 0 ? <EmptyState messageId="common.notFound" /> : null}
          <Designers>
            {designers.items.map((designer) => {
              const name = `${localized(designer.firstName)} ${localized(designer.lastName)}`.trim();
              return (
                <li key={designer.id}>
                  <Link to={routeTo.designer(designer.id)}>
                    <Picture src={designer.picture?.url} alt="" width={96} height={96} kind="avatar" />
                    <strong>{name}</strong>
                    <span>{designer.position ?? intl.formatMessage({ id: 'common.unknown' })}</span>
                  </Link>
                </li>
              );
            })}
          </Designers>
          {designers.items.length >= DESIGNERS_PER_PAGE && designers.pageInfo.hasNextPage ? (
            <MoreButton disabled={loading} onClick={() => void showMore('designer')} />
          ) : null}
        </>
      ) : null}
    </Container>
  );
}
