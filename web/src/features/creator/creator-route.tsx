import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageSubtitle, PageTitle } from '../../components/layout/container';
import { MoreButton } from '../../components/more-button';
import { QueryState } from '../../components/status';
import { NotFoundPage } from '../../components/not-found-page';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { linkCard } from '../../styles/surface';
import { media } from '../../styles/theme';
import { ChoiceButtons } from './choice-buttons';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';
import { useAddressState } from '../../lib/use-address-state';
import { narrowingIdOf, NO_NARROWING } from '../../lib/record-id';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

/** The chosen collection category in the address (`?category_id=`); all categories, id 0, has none. */
const CATEGORY_PARAM = 'category_id';

const CreatorRouteQuery = graphql(`
  query CreatorRouteQuery($categoryId: ID, $page: Int) {
    collectionCategories {
      id
      name {
        th
        en
      }
      about {
        th
        en
      }
    }
    collections(categoryId: $categoryId, page: $page) {
      items {
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
      }
      pageInfo {
        page
        perPage
        hasNextPage
      }
    }
  }
`);

const About = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: 1fr;
  ${media.small} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.large} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  ${linkCard}
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.inkSoft};
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  time {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The chosen collection category of the address (NO_NARROWING: all); null when it is no id (nothing is asked). */
function categoryOf(params: URLSearchParams): string | null {
  return narrowingIdOf(params.get(CATEGORY_PARAM));
}

export const routeQueries: RouteQueries = (params) => {
  const categoryId = categoryOf(params);
  return categoryId === null ? [] : [routeQuery(CreatorRouteQuery, { categoryId, page: 1 })];
};

/** /creator: curated collections, filtered by collection category, 6 a page with More. */
export default function CreatorRoute() {
  const text = useText();
  const localized = useLocalized();
  const [params, changeParams] = useAddressState();
  const asked = categoryOf(params);
  const categoryId = asked ?? NO_NARROWING;
  const query = useQuery(CreatorRouteQuery, {
    variables: { categoryId, page: 1 },
    skip: asked === null,
    notifyOnNetworkStatusChange: true,
  });
  const { data, loading, fetchMore } = query;
  const categories = data?.collectionCategories ?? [];
  const collections = data?.collections;
  const chosen = categories.find((category) => category.id === categoryId);
  usePageHead({
    title: text('creator.title'),
    description: text('creator.subtitle'),
    // The first collection's cover shows in a link preview.
    image: data?.collections?.items[0]?.cover?.url,
  });

  if (asked === null) return <NotFoundPage titleId="notFound.category" />;

  return (
    <Container>
      <PageTitle>{text('creator.title')}</PageTitle>
      <PageSubtitle>{text('creator.subtitle')}</PageSubtitle>
      {categories.length > 0 ? (
        <ChoiceButtons
          label={text('creator.categories')}
          choices={[
            { id: NO_NARROWING, text: text('category.all') },
            ...categories.map((category) => ({ id: category.id, text: localized(category.name) })),
          ]}
          chosen={categoryId}
          // Each choice is a step Back can undo.
          onChoose={(id) => changeParams({ [CATEGORY_PARAM]: id === NO_NARROWING ? undefined : id })}
        />
      ) : null}
      {chosen ? <About>{localized(chosen.about)}</About> : null}
      <QueryState
        query={{ ...query, data: collections }}
        empty={collections?.items.length === 0}
        emptyMessageId="common.notFound"
      />
      {collections && collections.items.length > 0 ? (
        <Grid>
          {collections.items.map((collection, index) => {
            const name = localized(collection.name);
            return (
              <Card key={collection.id}>
                {/* Named by what it shows (WCAG 2.5.3): the collection's name, description and date. */}
                <Link to={routeTo.subCurated(collection.id, name)}>
                  <Picture src={collection.cover?.url} alt="" width={640} height={400} eager={index < 3} />
                  <div>
                    <h2>{name}</h2>
                    <p>{localized(collection.description)}</p>
                    <time>{localized(collection.date)}</time>
                  </div>
                </Link>
              </Card>
            );
          })}
        </Grid>
      ) : null}
      {collections?.pageInfo.hasNextPage ? (
        <MoreButton
          disabled={loading}
          onClick={() => void fetchMore({ variables: { categoryId, page: collections.pageInfo.page + 1 } })}
        />
      ) : null}
    </Container>
  );
}
