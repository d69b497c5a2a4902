import { useMemo } from 'react';

import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageTitle } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { paths, routeTo } from '../../config/paths';
import { EMPTY_PORTFOLIO, portfolioInputOf, type PortfolioFormValues } from './forms/portfolio-schema';
import { PortfolioForm, valuesOfPortfolio } from './portfolio-form';
import { useSavePortfolio } from './use-portfolio-mutations';
import { useText } from '../../i18n/use-text';
import { useUnlistedPageHead } from '../../components/page-head';
import { useFreshFetchPolicy } from '../../lib/use-fresh-fetch-policy';
import { recordIdOf } from '../../lib/record-id';

const PortfolioEditorRouteQuery = graphql(`
  query PortfolioEditorRouteQuery($id: ID!, $editing: Boolean!) {
    viewer {
      id
    }
    uploadLimits {
      maxBytes
      maxMegabytes
      acceptedTypes
      cover {
        width
        height
      }
      shareImage {
        width
        height
      }
    }
    categories {
      id
      ...CategorySelects_category
    }
    normalTags: tags(type: NORMAL) {
      id
      name
    }
    awardTags: tags(type: AWARD) {
      id
      name
    }
    portfolio(id: $id) @include(if: $editing) {
      id
      title
      designer {
        id
      }
      approvalStatus
      ...PortfolioForm_portfolio
      # The member's edit waiting on an approved portfolio: the form starts from it.
      revision {
        id
        ...PortfolioForm_portfolio
      }
    }
  }
`);

const Head = styled.header`
  margin: 8px 0 24px;
`;

const Eyebrow = styled.p`
  margin: 24px 0 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  max-width: 62ch;
  color: ${({ theme }) => theme.colors.muted};
`;

const Page = styled(Container)`
  padding-bottom: 48px;
`;

const NotFound = styled.section`
  display: grid;
  justify-items: center;
  gap: 12px;
  max-width: 520px;
  margin: 48px auto;
  padding: 40px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    margin: 8px 0 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const NotFoundIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 1.8rem;
  font-weight: 700;
`;

const NotFoundActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin-top: 12px;
`;

const LinkButton = styled(OutlineButton).attrs({ as: Link })``;
const PrimaryLinkButton = styled(PrimaryButton).attrs({ as: Link })``;

/** The editor of a portfolio not the member's to edit: none by that id, another member's, or an id that is no id. */
function PortfolioNotFound() {
  const text = useText();
  return (
    <Page>
      <NotFound aria-labelledby="portfolio-not-found-title">
        <NotFoundIcon aria-hidden="true">?</NotFoundIcon>
        <h1 id="portfolio-not-found-title">{text('portfolioEditor.notFound')}</h1>
        <p>{text('portfolioEditor.notFoundText')}</p>
        <NotFoundActions>
          <LinkButton to={paths.profilePortfolio}>{text('portfolioEditor.myPortfolios')}</LinkButton>
          <PrimaryLinkButton to={paths.createPortfolio}>
            {text('portfolioEditor.createNew')}
          </PrimaryLinkButton>
        </NotFoundActions>
      </NotFound>
    </Page>
  );
}

/**
 * /create-portfolio (create mode) and /portfolio/:id (edit mode, route name EditPortfolio) of §2 and §4.
 * Only the owner edits: another member's portfolio, or one that does not exist, shows a not-found state.
 */
export default function PortfolioEditorRoute() {
  const { id } = useParams();
  const editing = id !== undefined;
  // In edit mode, an address whose id is no id names no portfolio: not found, and nothing is asked.
  const malformed = editing && recordIdOf(id) === null;
  const text = useText();
  const navigate = useNavigate();
  const location = useLocation();
  useUnlistedPageHead(
    editing ? 'portfolioEditor.editTitle' : 'portfolioEditor.createTitle',
    editing ? 'portfolioEditor.editIntro' : 'portfolioEditor.createIntro',
  );
  const query = useQuery(PortfolioEditorRouteQuery, {
    variables: { id: id ?? '0', editing },
    skip: malformed,
    // The form starts from what the server holds now, never from an older cached copy.
    fetchPolicy: useFreshFetchPolicy(),
  });
  const { data, refetch } = query;
  const viewerId = data?.viewer?.id ?? '';
  const savePortfolio = useSavePortfolio(viewerId);

  const portfolio = data?.portfolio;
  const owned = Boolean(portfolio && viewerId && portfolio.designer.id === viewerId);
  // The form takes these when it mounts; after a save it is reloaded explicitly.
  const initialValues = useMemo(
    () => (editing ? valuesOfPortfolio(portfolio?.revision ?? portfolio) : EMPTY_PORTFOLIO),
    [editing, portfolio],
  );

  async function save(values: PortfolioFormValues, reload: (next: PortfolioFormValues) => void) {
    const outcome = await savePortfolio(editing ? id : undefined, portfolioInputOf(values));
    if (!outcome.ok) return;
    if (!editing) {
      await outcome.told;
      // §4: after a create the browser goes to the member's profile, /profile/{member_id}.
      await navigate(routeTo.profile(viewerId));
      return;
    }
    // §4: after an edit the portfolio and its tags reload into the form (as saved, if asking again fails).
    const fresh = await refetch().catch(() => null);
    const saved = fresh?.data?.portfolio;
    reload(valuesOfPortfolio(saved?.revision ?? saved ?? outcome.payload.portfolio));
    await outcome.told;
  }

  function cancel() {
    // Back where the member came from; a page opened directly goes to their portfolio list.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.profilePortfolio);
  }

  if (malformed) return <PortfolioNotFound />;

  if (!data)
    return (
      <Page>
        <QueryState query={query} />
      </Page>
    );

  if (editing && !owned) return <PortfolioNotFound />;

  return (
    <Page>
      <Head>
        <Eyebrow>
          <Link to={paths.profilePortfolio}>{text('portfolioEditor.myPortfolios')}</Link>
        </Eyebrow>
        <PageTitle>{text(editing ? 'portfolioEditor.editTitle' : 'portfolioEditor.createTitle')}</PageTitle>
        <Subtitle>
          {text(
            !editing
              ? 'portfolioEditor.createIntro'
              : // An approved portfolio stays online as it was while the edit waits (decision 022).
                portfolio?.approvalStatus === 'APPROVED'
                ? 'portfolioEditor.editPublishedIntro'
                : 'portfolioEditor.editIntro',
          )}
        </Subtitle>
      </Head>
      <PortfolioForm
        key={editing ? `edit-${id}` : 'create'}
        mode={editing ? 'edit' : 'create'}
        initialValues={initialValues}
        categories={data?.categories ?? []}
        tags={data?.normalTags ?? []}
        awards={data?.awardTags ?? []}
        uploadLimits={data?.uploadLimits ?? null}
        onSave={save}
        onCancel={cancel}
      />
    </Page>
  );
}
