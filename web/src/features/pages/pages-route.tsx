import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { CMS_PAGE_KEYS, CMS_PAGE_SLUGS, isCmsPageKey, type CmsPageKey } from '../../config/cms-pages';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import { headingsUnder } from '../../lib/heading-levels';
import { plainTextOf, summaryOf } from '../../lib/text';
import { panelSurface } from '../../styles/surface';
import { usePageHead } from '../../components/page-head';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

/** A description as long as search results show. */
const DESCRIPTION_LENGTH = 160;

const PagesRouteQuery = graphql(`
  query PagesRouteQuery($slug: PageSlug!) {
    page(slug: $slug) {
      id
      slug
      title {
        th
        en
      }
      bodyHtml {
        th
        en
      }
    }
  }
`);

/** Where the last chosen page is kept, so /pages without a query reopens it. */
export const LAST_PAGE_KEY = 'pages.last';

function lastPage(): CmsPageKey {
  try {
    const stored = window.sessionStorage.getItem(LAST_PAGE_KEY);
    return isCmsPageKey(stored) ? stored : 'about-us';
  } catch {
    return 'about-us';
  }
}

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 32px 0 8px;
  a {
    padding: 8px 16px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
    font-weight: 600;
    font-size: 0.9rem;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
`;

/** Editorial HTML from the organisation's CMS, set in readable type. */
const Prose = styled.article`
  ${panelSurface}
  padding: clamp(20px, 4vw, 48px);
  margin-bottom: 48px;
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.inkSoft};
  overflow-wrap: anywhere;
  max-width: 880px;
  h1,
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.ink};
    line-height: 1.3;
    margin: 1.5em 0 0.5em;
  }
  > :first-child {
    margin-top: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.accentDark};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
`;

/** The page the address asks for (the last one opened without a choice; null for an unknown one). */
function pageKeyOf(params: URLSearchParams): CmsPageKey | null {
  const asked = params.get('page');
  return asked === null ? lastPage() : isCmsPageKey(asked) ? asked : null;
}

export const routeQueries: RouteQueries = (params) => {
  const key = pageKeyOf(params);
  return key ? [routeQuery(PagesRouteQuery, { slug: CMS_PAGE_SLUGS[key] })] : [];
};

/** /pages?page=term|privacy-policy|faqs|about-us: one static CMS page in the current language. */
export default function PagesRoute() {
  const text = useText();
  const localized = useLocalized();
  const [params] = useSearchParams();
  const key = pageKeyOf(params);
  const query = useQuery(PagesRouteQuery, {
    variables: { slug: key ? CMS_PAGE_SLUGS[key] : 'TERM' },
    skip: !key,
  });

  useEffect(() => {
    if (!key) return;
    try {
      window.sessionStorage.setItem(LAST_PAGE_KEY, key);
    } catch {
      // Private modes may refuse storage; the query still chooses the page.
    }
  }, [key]);

  const page = query.data?.page;
  usePageHead({
    title: page ? localized(page.title) : text('pages.nav'),
    // The page's own opening words, as it reads now (an operator may rewrite it).
    description: page ? summaryOf(plainTextOf(localized(page.bodyHtml)), DESCRIPTION_LENGTH) : undefined,
    status: query.data && !page ? 404 : undefined,
  });
  return (
    <Container>
      <Tabs aria-label={text('pages.nav')}>
        {CMS_PAGE_KEYS.map((choice) => (
          <Link key={choice} to={routeTo.page(choice)} aria-current={choice === key ? 'page' : undefined}>
            {text(`pages.${choice}`)}
          </Link>
        ))}
      </Tabs>
      <QueryState query={query} empty={!key || !page} emptyMessageId="common.notFound">
        {page ? (
          <>
            <PageTitle>{localized(page.title)}</PageTitle>
            {/* The page's headings follow its title's h1 in the outline. */}
            <Prose dangerouslySetInnerHTML={{ __html: headingsUnder(localized(page.bodyHtml), 1) }} />
          </>
        ) : null}
      </QueryState>
    </Container>
  );
}
