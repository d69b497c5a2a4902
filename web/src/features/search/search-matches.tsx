import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { routeTo } from '../../config/paths';
import { DesignerName } from '../../components/designer-name';
import { Picture } from '../../components/picture';
import { useText } from '../../i18n/use-text';

export const SearchMatches_designer = graphql(`
  fragment SearchMatches_designer on Designer {
    id
    ...DesignerName_designer
    picture {
      url
    }
    portfolioCount
  }
`);

export const SearchMatches_tag = graphql(`
  fragment SearchMatches_tag on Tag {
    id
    name
    type
    portfolioCount
  }
`);

const Section = styled.section`
  margin: 16px 0 4px;
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const DesignerLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 14px 6px 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  color: inherit;
  text-decoration: none;
  img,
  .placeholder {
    width: 36px;
    height: 36px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.line};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover strong,
  &:focus-visible strong {
    color: ${({ theme }) => theme.colors.accentDark};
  }
`;

const TagLink = styled(Link)<{ $award: boolean }>`
  display: inline-block;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.canvas};
  border: 1px solid ${({ theme, $award }) => ($award ? theme.colors.gold : theme.colors.line)};
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The designers and tags that match a keyword, shown above the portfolios it found. */
export function SearchMatches({
  designers,
  tags,
}: {
  designers: readonly FragmentType<typeof SearchMatches_designer>[];
  tags: readonly FragmentType<typeof SearchMatches_tag>[];
}) {
  const intl = useIntl();
  const text = useText();
  const designerList = getFragmentData(SearchMatches_designer, designers);
  const tagList = getFragmentData(SearchMatches_tag, tags);
  return (
    <>
      <MatchSection id="search-designers" title={text('searchPage.designers')}>
        {designerList.map((designer) => (
          <li key={designer.id}>
            <DesignerLink to={routeTo.designer(designer.id)}>
              {designer.picture ? (
                <Picture src={designer.picture.url} alt="" width={36} height={36} />
              ) : (
                <span className="placeholder" aria-hidden="true" />
              )}
              <span>
                <strong>
                  <DesignerName designer={designer} />
                </strong>
                {designer.portfolioCount !== null && designer.portfolioCount !== undefined ? (
                  <small>{text('searchPage.works', { count: designer.portfolioCount })}</small>
                ) : null}
              </span>
            </DesignerLink>
          </li>
        ))}
      </MatchSection>
      <MatchSection id="search-tags" title={text('searchPage.tags')}>
        {tagList.map((tag) => (
          <li key={tag.id}>
            <TagLink to={routeTo.tag(tag.name)} $award={tag.type === 'AWARD'}>
              #{tag.name}
              {tag.portfolioCount !== null && tag.portfolioCount !== undefined
                ? ` (${intl.formatNumber(tag.portfolioCount)})`
                : ''}
            </TagLink>
          </li>
        ))}
      </MatchSection>
    </>
  );
}

/** A titled list of matches; nothing at all when it has no items. */
function MatchSection({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>{children}</ul>
    </Section>
  );
}
