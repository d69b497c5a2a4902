import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { DesignerLink } from '../../components/designer-link';
import { StaticPart } from '../../components/hydrate-when-seen';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
import { CutTitle } from '../../components/cut-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { media } from '../../styles/theme';
import { useText } from '../../i18n/use-text';
import type { TopRankMeasure } from '../../graphql/generated/graphql';
import '../../components/audience/messages';

export const TopRankRow_entry = graphql(`
  fragment TopRankRow_entry on TopRankEntry {
    rank
    portfolio {
      id
      title
      viewCount
      appreciationCount
      cover {
        url
      }
      designer {
        ...DesignerLink_designer
      }
    }
  }
`);

/** Titles are cut at 100 characters where the table is wide, at 20 on phones. */
const WIDE_TITLE = { over: 100, at: 100 };
const NARROW_TITLE = { over: 20, at: 20 };

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 8px;
  th {
    text-align: left;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    padding: 0 12px;
  }
  td {
    background: ${({ theme }) => theme.colors.paper};
    padding: 10px 12px;
    vertical-align: middle;
    /* Cells wrap between words, as English and Thai are read (the browser finds Thai word boundaries); a word is cut
       only when it is wider than its line. The site's \`anywhere\` let the table squeeze the title column to a few
       letters, and English titles broke inside words on a phone (issue 25). */
    overflow-wrap: break-word;
  }
  td:first-child {
    border-radius: ${({ theme }) => theme.radius.medium} 0 0 ${({ theme }) => theme.radius.medium};
    font-weight: 800;
    font-size: 1.1rem;
    width: 48px;
    text-align: center;
  }
  td:last-child {
    border-radius: 0 ${({ theme }) => theme.radius.medium} ${({ theme }) => theme.radius.medium} 0;
    white-space: nowrap;
    text-align: right;
  }
  a {
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    text-decoration: underline;
  }
  .designer {
    display: none;
    ${media.medium} {
      display: table-cell;
    }
  }
  .designer-inline {
    display: block;
    /* A target at least 24 px tall (WCAG 2.5.8), right under the title's link. */
    min-height: 24px;
    line-height: 24px;
    font-size: 0.8rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.muted};
    ${media.medium} {
      display: none;
    }
  }
  /* On a phone the columns are fixed: the rank and the views take what they need, the title all the rest, and no
     long word can widen the table past the screen. The figure's column is as wide as its longest word
     ("appreciations" in slightly smaller type): a figure and its word may take two lines, never a word cut in two. */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.medium} - 0.02px)) {
    table-layout: fixed;
    th,
    td {
      padding-left: 8px;
      padding-right: 8px;
    }
    th:first-child {
      width: 44px;
    }
    th:last-child {
      width: 7rem;
    }
    td:last-child {
      white-space: normal;
      overflow-wrap: normal;
      font-size: 0.9rem;
    }
  }
`;

const Cover = styled.div`
  width: 50px;
  height: 50px;
  border-radius: 50%;
  overflow: hidden;
  flex: 0 0 50px;
  img {
    height: 50px;
  }
`;

const TitleCell = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  /* The title's link is one box at least 24 px tall, however many lines it takes (WCAG 2.5.8), so it and the
     designer's link under it are each big enough to tap. */
  > span {
    min-width: 0;
  }
  > span > a:first-child {
    display: inline-block;
    min-height: 24px;
  }
`;

/**
 * A place in the ranking: rank, round cover, title and views; the designer has a column of their own from medium
 * widths and sits under the title below that.
 */
function TopRankRow({
  entry,
  wide,
  by,
}: {
  entry: FragmentType<typeof TopRankRow_entry>;
  wide: boolean;
  by: TopRankMeasure;
}) {
  const text = useText();
  const { rank, portfolio } = getFragmentData(TopRankRow_entry, entry);
  return (
    <tr>
      <td>{rank}</td>
      <td>
        <TitleCell>
          <Cover>
            <Picture src={portfolio.cover?.url} alt="" width={50} height={50} />
          </Cover>
          <span>
            <Link to={routeTo.detail(portfolio.id)} title={portfolio.title}>
              <CutTitle title={portfolio.title} limits={wide ? WIDE_TITLE : NARROW_TITLE} />
            </Link>
            <DesignerLink className="designer-inline" designer={portfolio.designer} />
          </span>
        </TitleCell>
      </td>
      <td className="designer">
        <DesignerLink designer={portfolio.designer} />
      </td>
      <td>
        {by === 'APPRECIATIONS'
          ? text('audience.appreciationCount', { count: portfolio.appreciationCount })
          : text('common.views', { count: portfolio.viewCount })}
      </td>
    </tr>
  );
}

/** The ranking as a table: rank, portfolio, designer and its views (or appreciations) under the Rating heading. */
export function TopRankTable({
  entries,
  by,
}: {
  entries: readonly (FragmentType<typeof TopRankRow_entry> & { rank: number })[];
  by: TopRankMeasure;
}) {
  const text = useText();
  const wide = useMediaQuery(`(min-width: 768px)`);
  if (entries.length === 0) return null;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{text('topRank.rank')}</th>
          <th scope="col">{text('topRank.portfolio')}</th>
          <th scope="col" className="designer">
            {text('topRank.designer')}
          </th>
          <th scope="col">{text('topRank.rating')}</th>
        </tr>
      </thead>
      {/* The rows are links only: the server's HTML, never hydrated (drawn anew when the ranking or width changes). */}
      <StaticPart as="tbody">
        {entries.map((entry) => (
          <TopRankRow key={entry.rank} entry={entry} wide={wide} by={by} />
        ))}
      </StaticPart>
    </Table>
  );
}
