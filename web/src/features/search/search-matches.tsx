import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { Picture } from '../../components/picture';

export const SearchMatches_designer = graphql(`
  fragment SearchMatches_designer on Designer {
    id
    firstName {
      th
      en
    }
    lastName {
      th
      en
    }
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
  const localized = useLocalized();
  const designerList = designers.map((designer) => getFragmentData(SearchMatches_designer, designer));
  const tagList = tags.map((tag) => getFragmentData(SearchMatches_tag, tag));
  return (
    <>
      {designerList.length > 0 ? (
        <Section aria-labelledby="search-designers">
          <h2 id="search-designers">{intl.formatMessage({ id: 'searchPage.designers' })}</h2>
          <ul>
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
                      {`${localized(designer.firstName)} ${localized(designer.lastName)}`.trim()}
                    </strong>
                    {designer.portfolioCount !== null && designer.portfolioCount !== undefined ? (
                      <small>
                        {intl.formatMessage({ id: 'searchPage.works' }, { count: designer.portfolioCount })}
                      </small>
                    ) : null}
                  </span>
                </DesignerLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {tagList.length > 0 ? (
        <Section aria-labelledby="search-tags">
          <h2 id="search-tags">{intl.formatMessage({ id: 'searchPage.tags' })}</h2>
          <ul>
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
          </ul>
        </Section>
      ) : null}
    </>
  );
}
