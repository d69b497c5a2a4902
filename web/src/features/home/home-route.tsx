import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql, getFragmentData } from '../../graphql/generated';
import { Container, SectionTitle } from '../../components/layout/container';
import { CategorySlider } from '../../components/category-filter';
import { EmptyState, ErrorState, LoadingOverlay } from '../../components/status';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';
import { cutTitle } from '../../lib/text';
import type { MessageId } from '../../i18n/catalog';

/** Home titles are cut around 20 characters (§9). */
const HOME_TITLE = { over: 20, at: 20 };
/** Highlight thumbnails shown at most (§9). */
const MAX_HIGHLIGHTS = 6;
/** Top Rank shows the top 3 (§9). */
const TOP_RANK_COUNT = 3;

const HomeRouteQuery = graphql(`
  query HomeRouteQuery {
    categories {
      id
      ...CategoryFilter_category
    }
    newPortfolios {
      ...HomeTile_portfolio
    }
    mostViewedPortfolios {
      ...HomeTile_portfolio
      viewsLast30Days
    }
    highlightedPortfolios {
      ...HomeTile_portfolio
    }
    topRank {
      sort
      entries(first: 3) {
        rank
        portfolio {
          ...HomeTile_portfolio
          viewCount
        }
      }
    }
  }
`);

const HomeTile_portfolio = graphql(`
  fragment HomeTile_portfolio on Portfolio {
    id
    title
    cover {
      url
    }
    designer {
      id
      firstName {
        th
        en
      }
      lastName {
        th
        en
      }
    }
  }
`);

interface Tile {
  id: string;
  title: string;
  cover?: { url: string } | null;
  designer: { id: string; firstName: { th: string; en: string }; lastName: { th: string; en: string } };
}

const Section = styled.section`
  margin: 28px 0 36px;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 14px;
  h2 {
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  a {
    flex: 0 0 auto;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accentDark};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** A row card is 200 px wide, a quarter of the page (at most 1240 px) on large screens. */
const ROW_CARD_SIZES = '(min-width: 992px) 300px, 200px';

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 1fr);
  gap: 16px;
  overflow-x: auto;
  list-style: none;
  margin: 0;
  padding: 4px 2px 12px;
  scroll-snap-type: x proximity;
  ${media.large} {
    grid-auto-columns: calc((100% - 3 * 16px) / 4);
  }
`;

const Card = styled.li`
  scroll-snap-align: start;
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  img {
    display: block;
  }
  div {
    padding: 10px 12px 14px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 0.95rem;
  }
  h3 a {
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    font-size: 0.82rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Highlight = styled.div`
  display: grid;
  gap: 16px;
  ${media.medium} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Large = styled(Link)`
  position: relative;
  display: block;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  color: #fff;
  text-decoration: none;
  img {
    display: block;
  }
  span {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 40px 20px 18px;
    background: linear-gradient(transparent, rgba(29, 27, 58, 0.85));
    font-size: 1.3rem;
    font-weight: 700;
  }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
  align-content: start;
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radius.medium};
    overflow: hidden;
    text-decoration: none;
    font-size: 0.82rem;
    font-weight: 600;
  }
  img {
    display: block;
  }
  span {
    display: block;
    padding: 6px 2px;
  }
`;

const Podium = styled.ol`
  display: grid;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.medium} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Place = styled.li`
  position: relative;
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  img {
    display: block;
  }
  b {
    position: absolute;
    top: 10px;
    left: 10px;
    width: 40px;
    height: 40px;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.ink};
    font-size: 1.1rem;
  }
  div {
    padding: 10px 14px 14px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  h3 a {
    text-decoration: none;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function HomeSection({
  titleId,
  noteId,
  children,
}: {
  titleId: MessageId;
  noteId: MessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <Section aria-label={title}>
      <SectionHead>
        <div>
          <SectionTitle>{title}</SectionTitle>
          <p>{intl.formatMessage({ id: noteId })}</p>
        </div>
        <Link
          to={routeTo.categoryList()}
          aria-label={intl.formatMessage({ id: 'home.moreLink' }, { section: title })}
        >
          {intl.formatMessage({ id: 'common.more' })} →
        </Link>
      </SectionHead>
      {children}
    </Section>
  );
}

function PortfolioRow({ items, eager }: { items: readonly Tile[]; eager: boolean }) {
  const localized = useLocalized();
  if (items.length === 0) return <EmptyState />;
  return (
    <Row>
      {items.map((item, index) => (
        <Card key={item.id}>
          <Picture
            src={item.cover?.url}
            alt=""
            width={640}
            height={480}
            eager={eager && index < 4}
            sizes={ROW_CARD_SIZES}
          />
          <div>
            <h3>
              <Link to={routeTo.detail(item.id)} title={item.title}>
                {cutTitle(item.title, HOME_TITLE)}
              </Link>
            </h3>
            <p>{`${localized(item.designer.firstName)} ${localized(item.designer.lastName)}`.trim()}</p>
          </div>
        </Card>
      ))}
    </Row>
  );
}

/** /homepage: the category slider, new, most viewed, highlighted and top-ranked portfolios. */
export default function HomeRoute() {
  const intl = useIntl();
  const localized = useLocalized();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(HomeRouteQuery);

  if (loading && !data) return <LoadingOverlay />;
  if (error && !data) return <ErrorState onRetry={() => void refetch()} />;

  const newItems = getFragmentData(HomeTile_portfolio, data?.newPortfolios ?? []);
  const mostViewed = getFragmentData(HomeTile_portfolio, data?.mostViewedPortfolios ?? []);
  const highlights = getFragmentData(HomeTile_portfolio, data?.highlightedPortfolios ?? []).slice(
    0,
    MAX_HIGHLIGHTS,
  );
  const top = (data?.topRank?.entries ?? []).slice(0, TOP_RANK_COUNT);
  const [first, ...others] = highlights;

  return (
    <Container>
      <CategorySlider
        categories={data?.categories ?? []}
        selectedId=""
        onSelect={(id) => void navigate(routeTo.categoryList(id))}
      />
      <HomeSection titleId="home.newPortfolio" noteId="home.newPortfolioNote">
        <PortfolioRow items={newItems} eager />
      </HomeSection>
      <HomeSection titleId="home.mostView" noteId="home.mostViewNote">
        <PortfolioRow items={mostViewed} eager={false} />
      </HomeSection>
      <HomeSection titleId="home.highlight" noteId="home.highlightNote">
        {first ? (
          <Highlight>
            <Large to={routeTo.detail(first.id)} title={first.title}>
              <Picture src={first.cover?.url} alt="" width={960} height={600} />
              <span>{cutTitle(first.title, HOME_TITLE)}</span>
            </Large>
            <Thumbs>
              {others.map((item) => (
                <li key={item.id}>
                  <Link to={routeTo.detail(item.id)} title={item.title}>
                    <Picture src={item.cover?.url} alt="" width={320} height={240} />
                    <span>{cutTitle(item.title, HOME_TITLE)}</span>
                  </Link>
                </li>
              ))}
            </Thumbs>
          </Highlight>
        ) : (
          <EmptyState />
        )}
      </HomeSection>
      <HomeSection titleId="home.topRank" noteId="home.topRankNote">
        {top.length > 0 ? (
          <Podium>
            {top.map(({ rank, portfolio }) => {
              const item = {
                ...getFragmentData(HomeTile_portfolio, portfolio),
                viewCount: portfolio.viewCount,
              };
              return (
                <Place key={item.id}>
                  <b aria-label={`#${rank}`}>{rank}</b>
                  <Picture src={item.cover?.url} alt="" width={640} height={400} />
                  <div>
                    <h3>
                      <Link to={routeTo.detail(item.id)} title={item.title}>
                        {cutTitle(item.title, HOME_TITLE)}
                      </Link>
                    </h3>
                    <p>
                      <Link to={routeTo.designer(item.designer.id)}>
                        {`${localized(item.designer.firstName)} ${localized(item.designer.lastName)}`.trim()}
                      </Link>
                      {' · '}
                      {intl.formatMessage({ id: 'common.views' }, { count: item.viewCount ?? 0 })}
                    </p>
                  </div>
                </Place>
              );
            })}
          </Podium>
        ) : (
          <EmptyState />
        )}
      </HomeSection>
    </Container>
  );
}
