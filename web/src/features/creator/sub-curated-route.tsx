import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { MoreButton } from '../../components/more-button';
import { EmptyState, QueryState } from '../../components/status';
import { NotFoundPage } from '../../components/not-found-page';
import { Picture } from '../../components/picture';
import { PortfolioCardGrid } from '../../components/portfolio-card';
import { paths } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';
import { ChoiceButtons } from './choice-buttons';
import { CollectionDesigners } from './collection-designers';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';
import { useAddressState } from '../../lib/use-address-state';
import { recordIdOf } from '../../lib/record-id';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

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
          ...CollectionDesigners_designer
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

/** What the collection page lists: its portfolios, or with `?view=designer` its designers. */
type CollectionView = 'portfolio' | 'designer';
const VIEW_PARAM = 'view';

/** The collection of the address (none, or a form that is no id: the page is not found) and the page's variables. */
function collectionOf(params: URLSearchParams) {
  const id = recordIdOf(params.get('collection_id')) ?? '';
  return { id, variables: { id, portfolioPage: 1, designerPage: 1 } };
}

export const routeQueries: RouteQueries = (params) => {
  const { id, variables } = collectionOf(params);
  return id ? [routeQuery(SubCuratedRouteQuery, variables)] : [];
};

/** /sub-curated: one collection's portfolios or designers, each list growing with More. */
export default function SubCuratedRoute() {
  const text = useText();
  const localized = useLocalized();
  const [params, changeParams] = useAddressState();
  const { id, variables } = collectionOf(params);
  const view: CollectionView = params.get(VIEW_PARAM) === 'designer' ? 'designer' : 'portfolio';
  const query = useQuery(SubCuratedRouteQuery, {
    variables,
    skip: !id,
    notifyOnNetworkStatusChange: true,
  });
  const { data, loading, fetchMore } = query;
  const collection = data?.collection;
  usePageHead({
    title: collection ? localized(collection.name) : (params.get('collection_name') ?? text('creator.title')),
    description: collection ? localized(collection.description) : undefined,
    image: collection?.cover?.url,
    status: !id || (data && !collection) ? 404 : undefined,
  });

  // A missing collection is the site's not-found page, answered 404.
  if (!id || (data && !collection)) return <NotFoundPage titleId="notFound.collection" />;

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
      <Back to={paths.creator}>← {text('subCurated.back')}</Back>
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
      <ChoiceButtons<CollectionView>
        label={text('subCurated.view')}
        choices={(['portfolio', 'designer'] as const).map((choice) => ({
          id: choice,
          text: text(`subCurated.${choice}`),
        }))}
        chosen={view}
        // Each choice is a step Back can undo.
        onChoose={(choice) => changeParams({ [VIEW_PARAM]: choice === 'portfolio' ? undefined : choice })}
      />
      <QueryState query={query} />
      {view === 'portfolio' && portfolios ? (
        <>
          {portfolios.items.length === 0 ? <EmptyState /> : null}
          {/* The cards' titles are h3: this names their list, so the headings go h1, h2, h3. */}
          <h2 className="visually-hidden">{text('subCurated.portfolio')}</h2>
          <PortfolioCardGrid portfolios={portfolios.items} eagerCount={4} />
          {portfolios.pageInfo.hasNextPage ? (
            <MoreButton disabled={loading} onClick={() => void showMore('portfolio')} />
          ) : null}
        </>
      ) : null}
      {view === 'designer' && designers ? (
        <>
          {designers.items.length === 0 ? <EmptyState messageId="common.notFound" /> : null}
          <CollectionDesigners designers={designers.items} />
          {designers.items.length >= DESIGNERS_PER_PAGE && designers.pageInfo.hasNextPage ? (
            <MoreButton disabled={loading} onClick={() => void showMore('designer')} />
          ) : null}
        </>
      ) : null}
    </Container>
  );
}
