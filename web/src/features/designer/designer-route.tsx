import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { getFragmentData, graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { EmptyState, ErrorState, LoadingOverlay } from '../../components/status';
import { PortfolioCardGrid } from '../../components/portfolio-card';
import { Pagination } from '../../components/pagination';
import { CategoryFilter_category, Chip, Chips, SubcategoryChips } from '../../components/category-filter';
import { Picture } from '../../components/picture';
import { CoverAvatar, CoverBanner, CoverHeaderCard } from '../../components/cover-header';
import { useLocalized } from '../../i18n/locale';

const DesignerRouteQuery = graphql(`
  query DesignerRouteQuery($id: ID!, $categoryId: ID, $subcategoryId: ID, $page: Int!) {
    designer(id: $id) {
      id
      firstName {
        th
        en
      }
      lastName {
        th
        en
      }
      position
      portfolioCount
      picture {
        url
      }
      profile {
        id
        firstNameEn
        lastNameEn
        facebook
        instagram
        pinterest
        website
        cover {
          url
        }
      }
      portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {
        items {
          id
          ...PortfolioCard_portfolio
        }
        pageInfo {
          page
          lastPage
          total
        }
      }
    }
    categories {
      id
      ...CategoryFilter_category
    }
  }
`);

const Header = styled(CoverHeaderCard)`
  margin: 24px 0 8px;
`;

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px 16px;
  padding: 0 20px 20px;
  h1 {
    font-size: clamp(1.4rem, 1.2rem + 1vw, 2rem);
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Names = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  padding-top: 14px;
`;

const Count = styled.span`
  display: inline-block;
  margin-top: 8px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 700;
  font-size: 0.85rem;
`;

const Social = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  margin: 14px 0 0;
  a {
    display: inline-block;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.line};
    text-decoration: none;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const CategoryChips = styled(Chips)`
  margin-top: 20px;
`;

/** A full web address for a profile link written with or without its scheme. */
function externalUrl(value: string, base: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return base ? `${base}${value.replace(/^@/, '')}` : `https://${value}`;
}

/** /all-portfolio-by-design?member_id=: a designer's header and their portfolios, filtered by category. */
export default function DesignerRoute() {
  const intl = useIntl();
  const localized = useLocalized();
  const [params, setParams] = useSearchParams();
  const id = (params.get('member_id') ?? '').trim();
  const categoryId = params.get('category_id') ?? '0';
  const subcategoryId = params.get('subcategory_id') ?? '0';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(DesignerRouteQuery, {
    variables: {
      id,
      categoryId: categoryId === '0' ? null : categoryId,
      subcategoryId: subcategoryId === '0' ? null : subcategoryId,
      page,
    },
    skip: !id,
  });
  const shown = data ?? previousData;

  function update(changes: Record<string, string>) {
    const copy = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '0' || (key === 'page' && value === '1')) copy.delete(key);
      else copy.set(key, value);
    }
    if (!('page' in changes)) copy.delete('page');
    setParams(copy);
  }

  if (!id) return <EmptyState messageId="common.notFound" />;
  if (loading && !shown) return <LoadingOverlay />;
  if (error && !shown) return <ErrorState onRetry={() => void refetch()} />;
  const designer = shown?.designer;
  if (!designer) return <EmptyState messageId="common.notFound" />;

  const name = `${localized(designer.firstName)} ${localized(designer.lastName)}`.trim();
  const englishName = designer.profile
    ? `${designer.profile.firstNameEn} ${designer.profile.lastNameEn}`.trim()
    : `${designer.firstName.en} ${designer.lastName.en}`.trim();
  const categories = shown?.categories ?? [];
  const selectedCategory = categories.find((category) => category.id === categoryId);
  const items = designer.portfolios?.items ?? [];
  const social = designer.profile
    ? [
        { key: 'facebook' as const, value: designer.profile.facebook, base: 'https://www.facebook.com/' },
        { key: 'instagram' as const, value: designer.profile.instagram, base: 'https://www.instagram.com/' },
        { key: 'pinterest' as const, value: designer.profile.pinterest, base: 'https://www.pinterest.com/' },
        { key: 'website' as const, value: designer.profile.website, base: '' },
      ].filter((link) => link.value.trim() !== '' && link.value.trim() !== '-')
    : [];

  return (
    <Container>
      <Header>
        <CoverBanner $image={designer.profile?.cover?.url} />
        <Identity>
          <CoverAvatar>
            <Picture
              src={designer.picture?.url}
              alt={intl.formatMessage({ id: 'designerPage.picture' }, { name })}
              width={82}
              height={82}
              kind="avatar"
              eager
            />
          </CoverAvatar>
          <Names>
            <h1>{name}</h1>
            {englishName && englishName !== name ? <p lang="en">{englishName}</p> : null}
            {designer.position ? <p>{designer.position}</p> : null}
            <Count>
              {intl.formatMessage(
                { id: 'designerPage.portfolioCount' },
                { count: designer.portfolioCount ?? 0 },
              )}
            </Count>
          </Names>
          {social.length > 0 ? (
            <Social aria-label={intl.formatMessage({ id: 'designerPage.social' })}>
              {social.map((link) => (
                <li key={link.key}>
                  <a
                    href={externalUrl(link.value.trim(), link.base)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {intl.formatMessage({ id: `designerPage.${link.key}` })}
                  </a>
                </li>
              ))}
            </Social>
          ) : null}
        </Identity>
      </Header>
      <CategoryChips role="group" aria-label={intl.formatMessage({ id: 'designerPage.categories' })}>
        <Chip
          type="button"
          $active={categoryId === '0'}
          aria-pressed={categoryId === '0'}
          onClick={() => update({ category_id: '0', subcategory_id: '0' })}
        >
          {intl.formatMessage({ id: 'category.all' })}
        </Chip>
        {categories.map((category) => {
          const data = getFragmentData(CategoryFilter_category, category);
          return (
            <Chip
              key={data.id}
              type="button"
              $active={categoryId === data.id}
              aria-pressed={categoryId === data.id}
              onClick={() => update({ category_id: data.id, subcategory_id: '0' })}
            >
              {localized(data.name)}
            </Chip>
          );
        })}
      </CategoryChips>
      <SubcategoryChips
        category={selectedCategory}
        selectedId={subcategoryId}
        onSelect={(next) => update({ subcategory_id: next })}
      />
      {items.length === 0 ? <EmptyState /> : null}
      <PortfolioCardGrid portfolios={items} />
      {designer.portfolios ? (
        <Pagination
          page={page}
          lastPage={designer.portfolios.pageInfo.lastPage}
          onChange={(next) => update({ page: String(next) })}
        />
      ) : null}
    </Container>
  );
}
