import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { useDesignerName } from '../../components/designer-name';
import { CoverHeader } from '../../components/cover-header';
import { socialLinksOf } from '../../components/social-links';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';
import { FollowButton } from '../../components/audience/follow-button';
import { EnquiryButton } from '../../components/audience/enquiry-button';
import type { HeaderViewer } from '../../components/layout/header-viewer';

export const DesignerHeader_designer = graphql(`
  fragment DesignerHeader_designer on Designer {
    ...DesignerName_designer
    firstName {
      en
    }
    lastName {
      en
    }
    id
    position
    portfolioCount
    followerCount
    followingCount
    acceptsEnquiries
    picture {
      url
    }
    profile {
      id
      firstNameEn
      lastNameEn
      cover {
        url
      }
      ...SocialLinks_profile
    }
  }
`);

/**
 * The designer page's header: cover, picture, name (and the English one), position, online links, Follow and Hire;
 * then, on a line of their own under all that, the designer's figures, each named (works, followers, how many they
 * follow), so that none reads as the reader's own state beside the Follow button.
 */
export function DesignerHeader({
  designer,
  follows,
  member,
  known,
}: {
  designer: FragmentType<typeof DesignerHeader_designer>;
  /** Whether the member follows the designer (asked apart: `useMemberState`). */
  follows: boolean;
  /** Who is signed in (null for a visitor), and whether their own state is known (`useMemberState`). */
  member: HeaderViewer | null;
  known: boolean;
}) {
  const text = useText();
  const intl = useIntl();
  const data = getFragmentData(DesignerHeader_designer, designer);
  const name = useDesignerName(data);
  const englishName = data.profile
    ? `${data.profile.firstNameEn} ${data.profile.lastNameEn}`.trim()
    : `${data.firstName.en} ${data.lastName.en}`.trim();
  const links = data.profile ? socialLinksOf(data.profile) : [];
  return (
    <Header
      coverUrl={data.profile?.cover?.url}
      pictureUrl={data.picture?.url}
      pictureAlt={text('designerPage.picture', { name })}
      name={name}
      englishName={englishName}
      lines={data.position ? <p>{data.position}</p> : null}
      actions={
        <>
          <FollowButton designerId={data.id} name={name} follows={follows} member={member} known={known} />
          <EnquiryButton
            designerId={data.id}
            designerName={name}
            acceptsEnquiries={data.acceptsEnquiries ?? true}
            member={member}
          />
          {links.length > 0 ? (
            <Social aria-label={text('designerPage.social')}>
              {links.map((link) => (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {text(`designerPage.${link.network}`)}
                  </a>
                </li>
              ))}
            </Social>
          ) : null}
        </>
      }
    >
      <Figures>
        {(
          [
            ['designerPage.works', data.portfolioCount],
            ['designerPage.followers', data.followerCount],
            ['designerPage.following', data.followingCount],
          ] as const
        ).map(([label, count]) => (
          <div key={label}>
            <dt>{text(label)}</dt>
            <dd>{intl.formatNumber(count ?? 0)}</dd>
          </div>
        ))}
      </Figures>
    </Header>
  );
}

const Header = styled(CoverHeader)`
  margin: 24px 0 8px;
`;

/** The figures across the foot of the header, apart from the buttons: "ผลงาน 6 · ผู้ติดตาม 5 · กำลังติดตาม 4". */
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 0;
  margin: 0;
  padding: 12px 20px 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  ${media.medium} {
    padding: 12px 28px 14px;
  }
  div {
    display: flex;
    gap: 6px;
    white-space: nowrap;
  }
  div + div::before {
    content: '·';
    content: '·' / '';
    margin: 0 10px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Social = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  margin: 0;
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
