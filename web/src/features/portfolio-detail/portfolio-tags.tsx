import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import type { PortfolioTags_PortfolioFragment } from '../../graphql/generated/graphql';
import { routeTo } from '../../config/paths';
import type { MessageId } from '../../i18n/catalog';
import { Panel } from './detail-panel';
import { useText } from '../../i18n/use-text';

export const PortfolioTags_portfolio = graphql(`
  fragment PortfolioTags_portfolio on Portfolio {
    tags {
      id
      name
      type
    }
  }
`);

const TagList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-block;
    padding: 5px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.canvas};
    text-decoration: none;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.ink};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  a.award {
    background: ${({ theme }) => theme.colors.gold};
    border-color: transparent;
    font-weight: 700;
  }
`;

type Tag = PortfolioTags_PortfolioFragment['tags'][number];

/** One side panel of tags, each leading to its tag page; nothing when the list is empty. */
function TagPanel({
  headingId,
  titleId,
  tags,
  award = false,
}: {
  headingId: string;
  titleId: MessageId;
  tags: readonly Tag[];
  award?: boolean;
}) {
  const text = useText();
  if (tags.length === 0) return null;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{text(titleId)}</h2>
      <TagList>
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link className={award ? 'award' : undefined} to={routeTo.tag(tag.name)}>
              {award ? `🏆 ${tag.name}` : `#${tag.name}`}
            </Link>
          </li>
        ))}
      </TagList>
    </Panel>
  );
}

/** The work's awards (gold, with a trophy), then its keyword tags (with #). */
export function PortfolioTags({ portfolio }: { portfolio: FragmentType<typeof PortfolioTags_portfolio> }) {
  const { tags } = getFragmentData(PortfolioTags_portfolio, portfolio);
  return (
    <>
      <TagPanel
        headingId="detail-awards"
        titleId="detail.awards"
        tags={tags.filter((tag) => tag.type === 'AWARD')}
        award
      />
      <TagPanel
        headingId="detail-tags"
        titleId="detail.tags"
        tags={tags.filter((tag) => tag.type !== 'AWARD')}
      />
    </>
  );
}
