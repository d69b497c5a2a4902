import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { PrimaryButton } from '../../components/button';
import { PencilIcon } from '../../components/icons';
import { paths, routeTo } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';
import { AboutEducation, AboutWork } from './about-history';
import { AboutPersonal, AboutSocial } from './about-personal';
import { EmptyPanel } from '../../components/empty-panel';
import { ProfileHeader } from './profile-header';
import { useUnlistedPageHead } from '../../components/page-head';

const ProfileAboutRouteQuery = graphql(`
  query ProfileAboutRouteQuery {
    viewer {
      id
      profileId
      ...ProfileHeader_viewer
      profile {
        id
        ...AboutPersonal_profile
        ...SocialLinks_profile
        ...AboutEducation_profile
        ...AboutWork_profile
      }
    }
  }
`);

/** /profile-about: the member's own profile, read-only, with an edit button (route GetUpdateProfile). */
export default function ProfileAboutRoute() {
  const text = useText();
  useUnlistedPageHead('memberProfile.title', 'memberProfile.head.description');
  const query = useQuery(ProfileAboutRouteQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = query.data?.viewer;
  const profile = viewer?.profile;
  const profileId = viewer?.profileId ?? profile?.id;

  return (
    <QueryState query={query}>
      {!viewer ? null : !profile || !profileId ? (
        <Container>
          <ProfileHeader viewer={viewer} tab="about" />
          <NoProfile as="section">
            <h2>{text('memberProfile.about.noProfile')}</h2>
            <p>{text('memberProfile.about.noProfileText')}</p>
            <PrimaryButton as={Link} to={paths.updateProfile}>
              {text('memberProfile.about.createProfile')}
            </PrimaryButton>
          </NoProfile>
        </Container>
      ) : (
        <Container>
          <ProfileHeader
            viewer={viewer}
            tab="about"
            actions={
              <PrimaryButton as={Link} to={routeTo.profile(profileId)}>
                <PencilIcon />
                {text('memberProfile.about.edit')}
              </PrimaryButton>
            }
          />
          <Layout>
            <AboutPersonal profile={profile} />
            <Side>
              <AboutSocial profile={profile} />
            </Side>
            <AboutEducation profile={profile} />
            <AboutWork profile={profile} />
          </Layout>
        </Container>
      )}
    </QueryState>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  margin-bottom: 48px;
  ${media.large} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 20px;
  ${media.large} {
    grid-row: span 3;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 20px);
  }
`;

const NoProfile = styled(EmptyPanel)`
  margin-bottom: 48px;
`;
