import { useState } from 'react';

import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageSubtitle, PageTitle } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { paths } from '../../config/paths';
import { CollapsiblePanel } from './collapsible-panel';
import { PersonalForm } from './personal-form';
import { EducationSection } from './education-section';
import { WorkSection } from './work-section';
import { PortfolioTable } from './portfolio-table';
import { EducationIcon, PortfolioIcon, WorkIcon } from './icons';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useText } from '../../i18n/use-text';
import { useUnlistedPageHead } from '../../components/page-head';
import { useFreshFetchPolicy } from '../../lib/use-fresh-fetch-policy';

const ProfileEditorRouteQuery = graphql(`
  query ProfileEditorRouteQuery($page: Int!) {
    viewer {
      id
      email
      firstName {
        th
        en
      }
      lastName {
        th
        en
      }
      profileId
      profile {
        id
        educations {
          id
        }
        works {
          id
        }
        ...PersonalForm_profile
        ...EducationSection_profile
        ...WorkSection_profile
      }
      portfolios(page: $page) {
        pageInfo {
          total
        }
        ...PortfolioTable_page
      }
    }
    degrees {
      ...EducationSection_degree
    }
    uploadLimits {
      maxBytes
      maxMegabytes
      acceptedTypes
    }
  }
`);

const Column = styled.div`
  max-width: 980px;
  margin: 0 auto 56px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: 24px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Title = styled(PageTitle)`
  margin-top: 12px;
`;

const Subtitle = styled(PageSubtitle)`
  max-width: 62ch;
`;

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

/**
 * /update-profile and /profile/{id} (§2): the signed-in member edits their own profile. The route id (a
 * profile id from /profile-about, or a member id after a portfolio is created) does not choose whose profile:
 * the screen is in create mode while the member has no profile, in update mode once they have one (§4).
 */
export default function ProfileEditorRoute() {
  const text = useText();
  // The portfolio table's page stays out of the URL: a URL change scrolls to the top of the page, far from
  // the table at its bottom.
  const [page, setPage] = useState(1);
  const query = useQuery(ProfileEditorRouteQuery, {
    variables: { page },
    // An editor starts from what is stored now, not from what another screen cached earlier.
    fetchPolicy: useFreshFetchPolicy(),
    nextFetchPolicy: 'cache-first',
  });
  // Keep the forms on screen (and their unsaved edits) while another page of the portfolio table loads.
  const current = query.data ?? query.previousData;
  const viewer = current?.viewer;
  useUnlistedPageHead('profileEditor.editTitle', 'profileEditor.editSubtitle');

  if (!viewer) return <QueryState query={{ ...query, data: current }} />;

  const creating = viewer.profile === null || viewer.profile === undefined;
  const locked = creating;
  const account = { firstName: viewer.firstName.th, lastName: viewer.lastName.th, email: viewer.email };

  return (
    <UnsavedChangesGuard>
      <Container>
        <Column>
          {creating ? null : <Back to={paths.profileAbout}>‹ {text('profileEditor.back')}</Back>}
          <Title style={creating ? { marginTop: 32 } : undefined}>
            {text(creating ? 'profileEditor.createTitle' : 'profileEditor.editTitle')}
          </Title>
          <Subtitle>
            {text(creating ? 'profileEditor.createSubtitle' : 'profileEditor.editSubtitle')}
          </Subtitle>
          <Stack>
            <PersonalForm
              profile={viewer.profile ?? null}
              account={account}
              viewerId={viewer.id}
              uploadLimits={current.uploadLimits ?? null}
            />
            <CollapsiblePanel
              title={text('profileEditor.educationTitle')}
              summary={
                viewer.profile
                  ? text('profileEditor.rowCount', { count: viewer.profile.educations.length })
                  : text('profileEditor.educationSummary')
              }
              icon={<EducationIcon />}
              locked={locked}
              lockedText={text('profileEditor.pleaseSaveEducation')}
            >
              {viewer.profile ? (
                <EducationSection profile={viewer.profile} degrees={current.degrees ?? []} />
              ) : null}
            </CollapsiblePanel>
            <CollapsiblePanel
              title={text('profileEditor.workTitle')}
              summary={
                viewer.profile
                  ? text('profileEditor.rowCount', { count: viewer.profile.works.length })
                  : text('profileEditor.workSummary')
              }
              icon={<WorkIcon />}
              locked={locked}
              lockedText={text('profileEditor.pleaseSaveWork')}
            >
              {viewer.profile ? <WorkSection profile={viewer.profile} /> : null}
            </CollapsiblePanel>
            <CollapsiblePanel
              title={text('profileEditor.portfolioPanelTitle')}
              summary={
                viewer.profile
                  ? text('profileEditor.portfolioCount', { count: viewer.portfolios.pageInfo.total })
                  : text('profileEditor.portfolioSummary')
              }
              icon={<PortfolioIcon />}
              locked={locked}
              lockedText={text('profileEditor.pleaseSavePortfolio')}
            >
              <PortfolioTable page={viewer.portfolios} onPageChange={setPage} />
            </CollapsiblePanel>
          </Stack>
        </Column>
      </Container>
    </UnsavedChangesGuard>
  );
}
