import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { useDesignerName } from '../../components/designer-name';
import { CoverHeader } from '../../components/cover-header';
import { socialLinksOf } from '../../components/social-links';
import { useText } from '../../i18n/use-text';
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
 * The designer page's header: cover, picture, name (and the English one), position, counts of work and followers,
 * online links, and Follow and Hire.
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
      lines={
        <>
          {data.position ? <p>{data.position}</p> : null}
          <Counts>
            <Count>{text('designerPage.portfolioCount', { count: data.portfolioCount ?? 0 })}</Count>
            <Count>{text('audience.followers', { count: data.followerCount ?? 0 })}</Count>
            <Count>{text('audience.followingCount', { count: data.followingCount ?? 0 })}</Count>
          </Counts>
        </>
      }
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
    />
  );
}

const Header = styled(CoverHeader)`
  margin: 24px 0 8px;
`;

const Counts = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 8px 0 0;
  }
`;

const Count = styled.span`
  display: inline-block;
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
