import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { ErrorState, LoadingOverlay } from '../../components/status';
import { PrimaryButton } from '../../components/button';
import { PencilIcon } from '../../components/icons';
import { paths, routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';
import { ProfileHeader } from './profile-header';
import type { MessageIdsUnder } from '../../i18n/catalog';

const ProfileAboutRouteQuery = graphql(`
  query ProfileAboutRouteQuery {
    viewer {
      id
      profileId
      ...ProfileHeader_viewer
      profile {
        id
        firstName {
          th
          en
        }
        lastName {
          th
          en
        }
        firstNameEn
        lastNameEn
        brandName
        profession
        designType
        city
        email
        mobileNumber
        domainName
        website
        facebook
        instagram
        pinterest
        educations {
          id
          number
          schoolUniversity
          classOf
          degree {
            id
            name {
              th
              en
            }
          }
        }
        works {
          id
          number
          company
          position
          city
          country
        }
      }
    }
  }
`);

/** A profile value as written, or a dash when empty (the legacy data also stores '-' for "none"). */
function shownValue(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? '-' : trimmed;
}

/** A full web address for a link written with or without its scheme (handles like '@name' get the site's base). */
function externalUrl(value: string, base: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return base ? `${base}${value.replace(/^@/, '')}` : `https://${value}`;
}

/** /profile-about: the member's own profile, read-only, with an edit button (route GetUpdateProfile). */
export default function ProfileAboutRoute() {
  const intl = useIntl();
  const localized = useLocalized();
  const { data, loading, error, refetch } = useQuery(ProfileAboutRouteQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const text = (id: MessageIdsUnder<'memberProfile.about.'>) =>
    intl.formatMessage({ id: `memberProfile.about.${id}` });

  if (loading && !data) return <LoadingOverlay />;
  if (error && !data) return <ErrorState onRetry={() => void refetch()} />;
  const viewer = data?.viewer;
  if (!viewer) return null;
  const profile = viewer.profile;
  const profileId = viewer.profileId ?? profile?.id;

  if (!profile || !profileId) {
    return (
      <Container>
        <ProfileHeader viewer={viewer} tab="about" />
        <NoProfile>
          <h2>{text('noProfile')}</h2>
          <p>{text('noProfileText')}</p>
          <PrimaryButton as={Link} to={paths.updateProfile}>
            {text('createProfile')}
          </PrimaryButton>
        </NoProfile>
      </Container>
    );
  }

  // The registered (Thai) name; the English one has its own line.
  const name = `${profile.firstName.th} ${profile.lastName.th}`.trim();
  const englishName = `${profile.firstNameEn} ${profile.lastNameEn}`.trim();
  const social = [
    { key: 'facebook' as const, value: profile.facebook, base: 'https://www.facebook.com/' },
    { key: 'instagram' as const, value: profile.instagram, base: 'https://www.instagram.com/' },
    { key: 'pinterest' as const, value: profile.pinterest, base: 'https://www.pinterest.com/' },
    { key: 'website' as const, value: profile.website, base: '' },
  ].filter((link) => shownValue(link.value) !== '-');

  return (
    <Container>
      <ProfileHeader
        viewer={viewer}
        tab="about"
        actions={
          <PrimaryButton as={Link} to={routeTo.profile(profileId)}>
            <PencilIcon />
            {text('edit')}
          </PrimaryButton>
        }
      />
      <Layout>
        <Panel aria-labelledby="about-personal">
          <h2 id="about-personal">{text('personal')}</h2>
          <Fields>
            <Field label={text('name')}>{shownValue(name)}</Field>
            <Field label={text('nameEn')}>
              <span lang="en">{shownValue(englishName)}</span>
            </Field>
            <Field label={text('brandName')}>{shownValue(profile.brandName)}</Field>
            <Field label={text('profession')}>{shownValue(profile.profession)}</Field>
            <Field label={text('designType')}>{shownValue(profile.designType)}</Field>
            <Field label={text('city')}>{shownValue(profile.city)}</Field>
            <Field label={text('email')}>{shownValue(profile.email)}</Field>
            <Field label={text('mobileNumber')}>{shownValue(profile.mobileNumber)}</Field>
            <Field label={text('domainName')}>{shownValue(profile.domainName)}</Field>
          </Fields>
        </Panel>
        <Side>
          <Panel aria-labelledby="about-social">
            <h2 id="about-social">{text('social')}</h2>
            {social.length === 0 ? (
              <Muted>{text('noSocial')}</Muted>
            ) : (
              <Links>
                {social.map((link) => (
                  <li key={link.key}>
                    <span>{text(link.key)}</span>
                    <a
                      href={externalUrl(link.value.trim(), link.base)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.value.trim()}
                    </a>
                  </li>
                ))}
              </Links>
            )}
          </Panel>
        </Side>
        <EntriesPanel
          id="about-education"
          title={text('education')}
          emptyText={text('noEducation')}
          entries={profile.educations}
          renderEntry={(education) => (
            <>
              <strong>{shownValue(education.schoolUniversity)}</strong>
              <dl>
                <Field label={text('degree')}>{shownValue(localized(education.degree?.name))}</Field>
                <Field label={text('branch')}>{shownValue(education.classOf)}</Field>
              </dl>
            </>
          )}
        />
        <EntriesPanel
          id="about-work"
          title={text('work')}
          emptyText={text('noWork')}
          entries={profile.works}
          renderEntry={(work, index) => (
            <>
              <strong>
                {shownValue(work.position)}
                {index === 0 ? <Current>{text('current')}</Current> : null}
              </strong>
              <dl>
                <Field label={text('company')}>{shownValue(work.company)}</Field>
                <Field label={text('city')}>
                  {[work.city, work.country]
                    .map((part) => part.trim())
                    .filter((part) => part !== '' && part !== '-')
                    .join(', ') || '-'}
                </Field>
              </dl>
            </>
          )}
        />
      </Layout>
    </Container>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A panel of education or work entries, each a heading and its details, or a quiet line when there are none. */
function EntriesPanel<T extends { id: string }>({
  id,
  title,
  emptyText,
  entries,
  renderEntry,
}: {
  id: string;
  title: string;
  emptyText: string;
  entries: readonly T[];
  renderEntry(entry: T, index: number): ReactNode;
}) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entries.length === 0 ? (
        <Muted>{emptyText}</Muted>
      ) : (
        <Entries as="ol">
          {entries.map((entry, index) => (
            <li key={entry.id}>{renderEntry(entry, index)}</li>
          ))}
        </Entries>
      )}
    </Panel>
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

const Panel = styled.section`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.medium} {
    padding: 24px 28px;
  }
  h2 {
    font-size: 1.1rem;
    margin-bottom: 16px;
    padding-bottom: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
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

const Fields = styled.dl`
  display: grid;
  gap: 14px 24px;
  margin: 0;
  ${media.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
    font-weight: 600;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

/** A list without bullets or indent, its items 12 px apart. */
const PlainList = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Links = styled(PlainList)`
  li {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

const Entries = styled(PlainList)`
  li {
    padding: 14px 16px;
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
    border-radius: 0 ${({ theme }) => theme.radius.small} ${({ theme }) => theme.radius.small} 0;
    background: ${({ theme }) => theme.colors.canvas};
  }
  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    gap: 4px 20px;
    margin: 6px 0 0;
    ${media.small} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  dl div {
    display: flex;
    gap: 6px;
    min-width: 0;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Current = styled.span`
  padding: 1px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const NoProfile = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-bottom: 48px;
  padding: 48px 20px;
  border: 2px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.paper};
  text-align: center;
  h2 {
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 12px;
    max-width: 440px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
