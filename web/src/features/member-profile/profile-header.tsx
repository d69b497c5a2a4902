import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { OutlineButton } from '../../components/button';
import { CoverHeader } from '../../components/cover-header';
import { useFullName } from '../../components/designer-name';
import { CountBadge } from '../../components/count-badge';
import { Icon, InboxIcon } from '../../components/icons';
import { paths, routeTo } from '../../config/paths';
import { useMediaQuery } from '../../lib/use-media-query';
import { media, theme as siteTheme } from '../../styles/theme';
import { useText } from '../../i18n/use-text';

export const ProfileHeader_viewer = graphql(`
  fragment ProfileHeader_viewer on Viewer {
    id
    unreadEnquiryCount
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
      cover {
        url
      }
      picture {
        url
      }
      works {
        id
        position
      }
    }
  }
`);

export type ProfileTab = 'portfolio' | 'about' | 'appreciated' | 'enquiries' | 'insights' | 'settings';

/**
 * The member's own header on the member area's screens: cover, avatar, name, current position, the screen's actions
 * and a link to the member's public designer page as visitors see it, and the tab bar (portfolio, about, appreciated,
 * enquiries with the number unread in the inbox, settings; captioned icons on phones).
 */
export function ProfileHeader({
  viewer,
  tab,
  actions,
}: {
  viewer: FragmentType<typeof ProfileHeader_viewer>;
  tab: ProfileTab;
  actions?: ReactNode;
}) {
  const text = useText();
  const fullName = useFullName();
  const data = getFragmentData(ProfileHeader_viewer, viewer);
  const profile = data.profile;
  const name = fullName(profile?.firstName ?? data.firstName, profile?.lastName ?? data.lastName);
  const englishName = profile ? `${profile.firstNameEn} ${profile.lastNameEn}`.trim() : '';
  // The first work entry is the current one (§3).
  const position = profile?.works[0]?.position.trim() ?? '';
  return (
    <Header
      coverUrl={profile?.cover?.url}
      middle="#fff1dc 55%"
      pictureUrl={profile?.picture?.url ?? data.picture?.url}
      pictureAlt={text('memberProfile.picture', { name })}
      name={name}
      englishName={englishName}
      lines={<Position $muted={!position}>{position || text('memberProfile.noPosition')}</Position>}
      actions={
        <>
          {actions}
          {/* The viewer's id is their member id, which is also their id as a designer. */}
          <OutlineButton as={Link} to={routeTo.designer(data.id)}>
            <EyeIcon />
            {text('memberProfile.publicPage')}
          </OutlineButton>
        </>
      }
    >
      <ProfileTabs tab={tab} unreadEnquiries={data.unreadEnquiryCount} />
    </Header>
  );
}

function ProfileTabs({ tab, unreadEnquiries }: { tab: ProfileTab; unreadEnquiries: number }) {
  const text = useText();
  const wide = useMediaQuery(`(min-width: ${siteTheme.breakpoints.medium})`);
  const tabs: { key: ProfileTab; to: string; icon: ReactNode }[] = [
    { key: 'portfolio', to: paths.profilePortfolio, icon: <GridIcon /> },
    { key: 'about', to: paths.profileAbout, icon: <PersonIcon /> },
    { key: 'appreciated', to: paths.profileAppreciated, icon: <HeartIcon /> },
    { key: 'enquiries', to: paths.profileEnquiries, icon: <InboxIcon size={22} /> },
    { key: 'insights', to: paths.profileInsights, icon: <ChartIcon /> },
    { key: 'settings', to: paths.profileSettings, icon: <GearIcon /> },
  ];
  return (
    <Tabs aria-label={text('memberProfile.tabs')}>
      {tabs.map((entry) => {
        const label = text(wide ? `memberProfile.tab.${entry.key}` : `memberProfile.tab.${entry.key}Icon`);
        const unread = entry.key === 'enquiries' ? unreadEnquiries : 0;
        return (
          <Link
            key={entry.key}
            to={entry.to}
            aria-current={entry.key === tab ? 'page' : undefined}
            // The badge shows the number; the tab's name says it.
            aria-label={unread > 0 ? text('memberProfile.tab.unread', { label, count: unread }) : undefined}
          >
            {entry.icon}
            <span>{label}</span>
            <TabCount count={unread} />
          </Link>
        );
      })}
    </Tabs>
  );
}

const Header = styled(CoverHeader)`
  margin: 24px 0 20px;
`;

const Position = styled.p<{ $muted: boolean }>`
  && {
    color: ${({ theme, $muted }) => ($muted ? theme.colors.muted : theme.colors.inkSoft)};
    font-weight: ${({ $muted }) => ($muted ? 400 : 600)};
    font-style: ${({ $muted }) => ($muted ? 'italic' : 'normal')};
  }
`;

/** Six tabs on a phone: each as wide as its caption needs, the row scrolling sideways where the screen is narrower. */
const Tabs = styled.nav`
  display: flex;
  overflow-x: auto;
  scrollbar-width: none;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  a {
    position: relative;
    flex: 1 0 auto;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 60px;
    min-width: 0;
    padding: 8px 3px;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.7rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accentDark};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  ${media.medium} {
    padding: 0 16px;
    a {
      flex: none;
      flex-direction: row;
      gap: 8px;
      min-height: 54px;
      padding: 0 16px;
      font-size: 0.98rem;
      letter-spacing: normal;
    }
  }
`;

/** The unread enquiries on their tab: on the icon's shoulder on phones, after the name from medium widths. */
const TabCount = styled(CountBadge)`
  position: absolute;
  top: 4px;
  left: calc(50% + 4px);
  ${media.medium} {
    position: static;
  }
`;

function GridIcon() {
  return (
    <Icon size={22} fill="currentColor">
      <rect x="3" y="3" width="8" height="8" rx="2" />
      <rect x="13" y="3" width="8" height="8" rx="2" />
      <rect x="3" y="13" width="8" height="8" rx="2" />
      <rect x="13" y="13" width="8" height="8" rx="2" />
    </Icon>
  );
}

function PersonIcon() {
  return (
    <Icon size={22}>
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2.2" />
      <path d="M4 20.5c1.2-3.8 4.3-5.8 8-5.8s6.8 2 8 5.8" stroke="currentColor" strokeWidth="2.2" />
    </Icon>
  );
}

function HeartIcon() {
  return (
    <Icon size={22}>
      <path
        d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

function GearIcon() {
  return (
    <Icon size={22}>
      <circle cx="12" cy="12" r="3.2" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 2.8v3M12 18.2v3M2.8 12h3M18.2 12h3M5.5 5.5l2.1 2.1M16.4 16.4l2.1 2.1M5.5 18.5l2.1-2.1M16.4 7.6l2.1-2.1"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Icon>
  );
}

function EyeIcon() {
  return (
    <Icon size={18}>
      <path
        d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}

function ChartIcon() {
  return (
    <Icon size={22}>
      <path
        d="M4 20h16M7 16v-5M12 16V7M17 16v-8"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </Icon>
  );
}
