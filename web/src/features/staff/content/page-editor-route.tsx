import { NavLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../../graphql/generated';
import { PageSubtitle, PageTitle } from '../../../components/layout/container';
import { useUnlistedPageHead } from '../../../components/page-head';
import { CMS_PAGE_SLUGS, type CmsPageKey } from '../../../config/cms-pages';
import { routeTo } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';
import { StaffQueryState } from '../staff-only';
import { PageForm } from './page-form';

const PageEditorRouteQuery = graphql(`
  query PageEditorRouteQuery($slug: PageSlug!) {
    page(slug: $slug) {
      id
      titleAsWritten {
        th
        en
      }
      sourceHtml {
        th
        en
      }
      updatedAt
    }
  }
`);

/** The CMS pages in the order of the editor's tabs; /staff/pages opens the first. */
const EDITOR_PAGES: readonly CmsPageKey[] = ['faqs', 'about-us', 'term', 'privacy-policy'];

/**
 * /staff/pages/:page: an operator rewrites one of the four CMS pages (FAQ, about us, terms, privacy) in Thai and
 * English with the portfolios' rich-text editor. Visitors read it sanitised, on their next load. Operators only.
 */
export default function PageEditorRoute() {
  const text = useText();
  const params = useParams();
  const page = EDITOR_PAGES.find((each) => each === params.page) ?? 'faqs';
  useUnlistedPageHead('staff.pages.title');
  const query = useQuery(PageEditorRouteQuery, {
    variables: { slug: CMS_PAGE_SLUGS[page] },
    // The editor starts from what is stored now.
    fetchPolicy: 'network-only',
  });
  const data = query.data;
  return (
    <>
      <PageTitle>{text('staff.pages.title')}</PageTitle>
      <PageSubtitle>{text('staff.pages.subtitle')}</PageSubtitle>
      <PageTabs aria-label={text('staff.pages.choose')}>
        {EDITOR_PAGES.map((each) => (
          <NavLink key={each} to={routeTo.staffPage(each)} end>
            {text(`staff.pages.name.${each}`)}
          </NavLink>
        ))}
      </PageTabs>
      {!data?.page?.sourceHtml || !data.page.titleAsWritten ? (
        <StaffQueryState query={query} />
      ) : (
        <PageForm
          // A new form for each page: switching pages never carries one page's text into another.
          key={page}
          page={page}
          initialValues={{
            titleTh: data.page.titleAsWritten.th,
            titleEn: data.page.titleAsWritten.en,
            bodyTh: data.page.sourceHtml.th,
            bodyEn: data.page.sourceHtml.en,
          }}
          updatedAt={data.page.updatedAt ?? null}
        />
      )}
    </>
  );
}

const PageTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 8px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border-bottom: 3px solid transparent;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
