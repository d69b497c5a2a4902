import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { Picture } from '../../components/picture';
import { EmptyState } from '../../components/status';
import { routeTo } from '../../config/paths';
import { media } from '../../styles/theme';
import { CutTitle } from '../../components/cut-title';
import { HOME_TITLE } from './tile-card';

export const HighlightTile_portfolio = graphql(`
  fragment HighlightTile_portfolio on Portfolio {
    id
    title
    cover {
      url
    }
  }
`);

/** Highlight thumbnails shown at most (§9). */
const MAX_HIGHLIGHTS = 6;

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

/** A highlighted portfolio: its cover and title, leading to the detail page; the first is shown large. */
function HighlightTile({
  portfolio,
  large = false,
}: {
  portfolio: FragmentType<typeof HighlightTile_portfolio>;
  large?: boolean;
}) {
  const data = getFragmentData(HighlightTile_portfolio, portfolio);
  const TileLink = large ? Large : Link;
  return (
    <TileLink to={routeTo.detail(data.id)} title={data.title}>
      <Picture src={data.cover?.url} alt="" width={large ? 960 : 320} height={large ? 600 : 240} />
      <span>
        <CutTitle title={data.title} limits={HOME_TITLE} />
      </span>
    </TileLink>
  );
}

/** The curators' picks: the first large, up to five more as thumbnails beside it. */
export function Highlights({
  portfolios,
}: {
  portfolios: readonly (FragmentType<typeof HighlightTile_portfolio> & { id: string })[];
}) {
  const [first, ...others] = portfolios.slice(0, MAX_HIGHLIGHTS);
  if (!first) return <EmptyState />;
  return (
    <Highlight>
      <HighlightTile portfolio={first} large />
      <Thumbs>
        {others.map((portfolio) => (
          <li key={portfolio.id}>
            <HighlightTile portfolio={portfolio} />
          </li>
        ))}
      </Thumbs>
    </Highlight>
  );
}
