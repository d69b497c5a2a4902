import { Link } from 'react-router';
import styled from 'styled-components';
import { wholeCardLink } from '../styles/surface';
import { graphql, getFragmentData, type FragmentType } from '../graphql/generated';
import { routeTo } from '../config/paths';
import { CutTitle } from './cut-title';
import { media } from '../styles/theme';
import { DesignerName } from './designer-name';
import { Picture } from './picture';
import { HeartIcon } from './icons';
import { StaticPart } from './hydrate-when-seen';
import { useText } from '../i18n/use-text';
import type { TitleLimits } from '../lib/text';

export const PortfolioCard_portfolio = graphql(`
  fragment PortfolioCard_portfolio on Portfolio {
    id
    title
    appreciationCount
    cover {
      url
    }
    designer {
      id
      ...DesignerName_designer
    }
  }
`);

/** A card's cover: the work's picture at 4:3, unnamed (the card's title names the work). */
export function CardCover({
  url,
  eager,
  priority,
  sizes,
}: {
  url: string | null | undefined;
  eager: boolean;
  /** The page's largest picture: fetched first (see `Picture`). */
  priority: boolean;
  sizes: string;
}) {
  return (
    <Picture src={url} alt="" width={640} height={480} eager={eager} priority={priority} sizes={sizes} />
  );
}

/** A card's title, cut to fit the card, leading to the work's page. */
export function CardTitle({ id, title, limits }: { id: string; title: string; limits?: TitleLimits }) {
  return (
    <Link to={routeTo.detail(id)} title={title}>
      <CutTitle title={title} limits={limits} />
    </Link>
  );
}

/** Cards in a grid: 6 columns on large screens, 4 on medium, 3 on small, 1 on extra small (§2). */
/** How wide a card's cover shows in the grid below (1, 3, 4, then 6 columns of a page at most 1240 px). */
const CARD_SIZES =
  '(min-width: 1240px) 200px, (min-width: 992px) 16vw, (min-width: 768px) 24vw, (min-width: 576px) 32vw, 100vw';

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 20px;
  list-style: none;
  padding: 0;
  margin: 24px 0;
  ${media.small} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 16px;
  }
  ${media.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.large} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  position: relative;
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform 0.15s;
  &:hover {
    transform: translateY(-2px);
  }
  h3 {
    font-size: 0.95rem;
    font-weight: 600;
    margin: 10px 12px 2px;
  }
  p {
    margin: 0 12px 12px;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${wholeCardLink}
`;

const Byline = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

const Appreciations = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  flex: none;
  color: ${({ theme }) => theme.colors.accentDark};
`;

/**
 * A portfolio card: cover, title cut with dots when long, designer's first and last name and how many appreciate it;
 * opens the detail page.
 */
export function PortfolioCard({
  portfolio,
  eager = false,
  priority = false,
}: {
  portfolio: FragmentType<typeof PortfolioCard_portfolio>;
  eager?: boolean;
  /** The page's largest picture: fetched first (see `Picture`). */
  priority?: boolean;
}) {
  const text = useText();
  const data = getFragmentData(PortfolioCard_portfolio, portfolio);
  return (
    <Card>
      <CardCover url={data.cover?.url} eager={eager} priority={priority} sizes={CARD_SIZES} />
      <h3>
        <CardTitle id={data.id} title={data.title} />
      </h3>
      <Byline>
        <DesignerName designer={data.designer} />
        {data.appreciationCount > 0 ? (
          <Appreciations title={text('common.appreciations', { count: data.appreciationCount })}>
            <HeartIcon size={14} />
            <span aria-hidden="true">{data.appreciationCount.toLocaleString()}</span>
            <span className="visually-hidden">
              {text('common.appreciations', { count: data.appreciationCount })}
            </span>
          </Appreciations>
        ) : null}
      </Byline>
    </Card>
  );
}

/**
 * Cards in the responsive grid; the first `eagerCount` (above the fold) load their covers at once, the very first
 * (the page's largest picture on a phone) before anything else.
 */
export function PortfolioCardGrid({
  portfolios,
  eagerCount = 6,
}: {
  portfolios: readonly (FragmentType<typeof PortfolioCard_portfolio> & { id: string })[];
  eagerCount?: number;
}) {
  if (portfolios.length === 0) return null;
  // The cards are links only: the server's HTML, never hydrated.
  return (
    <StaticPart as={CardGrid}>
      {portfolios.map((portfolio, index) => (
        <li key={portfolio.id}>
          <PortfolioCard
            portfolio={portfolio}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </StaticPart>
  );
}
