import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { DesignerLink } from '../../components/designer-link';
import { Picture } from '../../components/picture';
import { EmptyState } from '../../components/status';
import { routeTo } from '../../config/paths';
import { media } from '../../styles/theme';
import { CutTitle } from '../../components/cut-title';
import { HOME_TITLE, TileCard } from './tile-card';
import { useText } from '../../i18n/use-text';

export const PodiumPlace_entry = graphql(`
  fragment PodiumPlace_entry on TopRankEntry {
    rank
    portfolio {
      id
      title
      viewCount
      cover {
        url
      }
      designer {
        ...DesignerLink_designer
      }
    }
  }
`);

/** Top Rank shows the top 3 (§9). */
const TOP_RANK_COUNT = 3;

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

const Place = styled(TileCard)`
  position: relative;
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
    font-size: 1rem;
  }
  p {
    font-size: 0.85rem;
  }
`;

/** A place on the podium: the rank on the cover, the title, the designer (to their page) and the views. */
function PodiumPlace({ entry }: { entry: FragmentType<typeof PodiumPlace_entry> }) {
  const text = useText();
  const { rank, portfolio } = getFragmentData(PodiumPlace_entry, entry);
  return (
    <Place>
      <b aria-label={`#${rank}`}>{rank}</b>
      <Picture src={portfolio.cover?.url} alt="" width={640} height={400} />
      <div>
        <h3>
          <Link to={routeTo.detail(portfolio.id)} title={portfolio.title}>
            <CutTitle title={portfolio.title} limits={HOME_TITLE} />
          </Link>
        </h3>
        <p>
          <DesignerLink designer={portfolio.designer} />
          {' · '}
          {text('common.views', { count: portfolio.viewCount })}
        </p>
      </div>
    </Place>
  );
}

/** The three most viewed works, side by side from medium widths. */
export function TopRankPodium({
  entries,
}: {
  entries: readonly (FragmentType<typeof PodiumPlace_entry> & { rank: number })[];
}) {
  const top = entries.slice(0, TOP_RANK_COUNT);
  if (top.length === 0) return <EmptyState />;
  return (
    <Podium>
      {top.map((entry) => (
        <PodiumPlace key={entry.rank} entry={entry} />
      ))}
    </Podium>
  );
}
