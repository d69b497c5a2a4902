import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { DesignerName } from '../../components/designer-name';
import { CardCover, CardTitle } from '../../components/portfolio-card';
import { EmptyState } from '../../components/status';
import { ROW_INSET, SideScroller } from '../../components/side-scroller';
import { StaticPart } from '../../components/hydrate-when-seen';
import { media } from '../../styles/theme';
import { HOME_TITLE, TileCard } from './tile-card';

export const HomeTile_portfolio = graphql(`
  fragment HomeTile_portfolio on Portfolio {
    id
    title
    cover {
      url
    }
    designer {
      id
      ...DesignerName_designer
    }
  }
`);

/** Covers loaded at once in an eager row: the four a large screen shows. */
const EAGER_COUNT = 4;

/** A row card is 200 px wide, a quarter of the page (at most 1240 px) on large screens. */
const ROW_CARD_SIZES = '(min-width: 992px) 300px, 200px';

/** The cards in one line, as wide as they need: the side scroller around it scrolls them. */
const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 1fr);
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 4px ${ROW_INSET} 12px;
  ${media.large} {
    grid-auto-columns: calc((100% - 3 * 16px) / 4);
  }
`;

const Card = styled(TileCard)`
  scroll-snap-align: start;
  div {
    padding: 10px 12px 14px;
  }
  h3 {
    font-size: 0.95rem;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    font-size: 0.82rem;
  }
`;

/** A portfolio in a home row: cover, title cut at 20 characters, designer's name; opens the detail page. */
function HomeTile({
  portfolio,
  eager,
  priority,
}: {
  portfolio: FragmentType<typeof HomeTile_portfolio>;
  eager: boolean;
  priority: boolean;
}) {
  const data = getFragmentData(HomeTile_portfolio, portfolio);
  return (
    <Card>
      <CardCover url={data.cover?.url} eager={eager} priority={priority} sizes={ROW_CARD_SIZES} />
      <div>
        <h3>
          <CardTitle id={data.id} title={data.title} limits={HOME_TITLE} />
        </h3>
        <p>
          <DesignerName designer={data.designer} />
        </p>
      </div>
    </Card>
  );
}

/**
 * A row of tiles that scrolls sideways, four to a large screen, with previous and next buttons named after the row
 * (`label`); in an `eager` row the first four load at once (the first two rows are on a phone's first screen too),
 * and in the `lead` row the first before anything else (the home page's largest picture).
 */
export function HomeTileRow({
  label,
  portfolios,
  eager,
  lead = false,
}: {
  label: string;
  portfolios: readonly (FragmentType<typeof HomeTile_portfolio> & { id: string })[];
  eager: boolean;
  lead?: boolean;
}) {
  if (portfolios.length === 0) return <EmptyState />;
  return (
    <SideScroller label={label}>
      {/* The tiles are links only: the server's HTML, never hydrated (the arrows are). */}
      <StaticPart as={Row}>
        {portfolios.map((portfolio, index) => (
          <HomeTile
            key={portfolio.id}
            portfolio={portfolio}
            eager={eager && index < EAGER_COUNT}
            priority={lead && index === 0}
          />
        ))}
      </StaticPart>
    </SideScroller>
  );
}
