import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { graphql } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryState } from '../../components/status';
import { PortfolioPageGrid } from '../../components/portfolio-page-grid';
import { pageOf, usePageParam } from '../../lib/use-page-param';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

const TagRouteQuery = graphql(`
  query TagRouteQuery($name: String!, $page: Int!) {
    tag(name: $name) {
      id
      name
      type
      portfolios(page: $page) {
        items {
          id
          cover {
            url
          }
        }
        ...PortfolioPageGrid_page
      }
    }
  }
`);

const Eyebrow = styled.p`
  margin: 32px 0 0;
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Heading = styled(PageTitle)`
  margin-top: 4px;
  ${wrappingRow}
  gap: 12px;
  overflow-wrap: anywhere;
`;

const AwardBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.85rem;
  font-weight: 700;
`;

/** The tag of the address; none: the page is not found. */
function tagNameOf(params: URLSearchParams): string {
  return (params.get('tag') ?? '').trim();
}

export const routeQueries: RouteQueries = (params) => {
  const name = tagNameOf(params);
  return name ? [routeQuery(TagRouteQuery, { name, page: pageOf(params) })] : [];
};

/** /portfolio-tag?tag=<name>: the portfolios of one tag or award, 12 a page, page number in the address. */
export default function TagRoute() {
  const text = useText();
  const [params] = useSearchParams();
  const name = tagNameOf(params);
  const [page, goTo] = usePageParam();
  const query = useQuery(TagRouteQuery, { variables: { name, page }, skip: !name });
  const tag = query.data?.tag;
  usePageHead({
    title: text('tagPage.head.title', { tag: tag?.name ?? name }),
    description: text(tag?.type === 'AWARD' ? 'tagPage.head.awardDescription' : 'tagPage.head.description', {
      tag: tag?.name ?? name,
    }),
    // The first card's cover shows in a link preview.
    image: tag?.portfolios?.items[0]?.cover?.url,
  });

  // An unknown tag (or none asked) is the site's not-found page, answered 404.
  if (!name || (query.data && !tag)) return <NotFoundPage titleId="notFound.tag" />;

  return (
    <Container>
      <Eyebrow>{text('tagPage.eyebrow')}</Eyebrow>
      <Heading>
        {tag?.name ?? name}
        {tag?.type === 'AWARD' ? (
          <AwardBadge>
            <span aria-hidden>🏆</span>
            {text('tagPage.award')}
          </AwardBadge>
        ) : null}
      </Heading>
      <QueryState query={query} empty={!tag?.portfolios} emptyMessageId="common.notFound">
        {/* The cards' titles are h3: this names their list, so the headings go h1, h2, h3. */}
        <h2 className="visually-hidden">{text('nav.portfolio')}</h2>
        {tag?.portfolios ? (
          <PortfolioPageGrid
            portfolios={tag.portfolios}
            page={page}
            onPageChange={goTo}
            countMessageId="tagPage.count"
            emptyMessageId="common.notFound"
          />
        ) : null}
      </QueryState>
    </Container>
  );
}
