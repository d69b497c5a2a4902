import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useContentLang, useLocalized } from '../../i18n/locale';

export const PortfolioHeader_portfolio = graphql(`
  fragment PortfolioHeader_portfolio on Portfolio {
    title
    brief
    category {
      id
      name {
        th
        en
      }
    }
    subcategory {
      id
      name {
        th
        en
      }
    }
  }
`);

const Breadcrumb = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  span + span::before {
    content: '›';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Title = styled.h1`
  font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.4rem);
  font-weight: 700;
  margin: 8px 0 12px;
  overflow-wrap: anywhere;
`;

const Brief = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.inkSoft};
  margin: 0 0 24px;
  overflow-wrap: anywhere;
`;

/** The top of the work: category › subcategory, the title (the page's h1) and the brief. */
export function PortfolioHeader({
  portfolio,
}: {
  portfolio: FragmentType<typeof PortfolioHeader_portfolio>;
}) {
  const localized = useLocalized();
  const contentLang = useContentLang();
  const data = getFragmentData(PortfolioHeader_portfolio, portfolio);
  return (
    <>
      <Breadcrumb>
        {data.category ? <span>{localized(data.category.name)}</span> : null}
        {data.subcategory ? <span>{localized(data.subcategory.name)}</span> : null}
      </Breadcrumb>
      <Title lang={contentLang(data.title)}>{data.title}</Title>
      {data.brief ? <Brief lang={contentLang(data.brief)}>{data.brief}</Brief> : null}
    </>
  );
}
