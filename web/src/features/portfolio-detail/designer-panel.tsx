import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useDesignerName } from '../../components/designer-name';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
import { media } from '../../styles/theme';
import { Panel } from './detail-panel';
import { useText } from '../../i18n/use-text';
import { FollowButton } from '../../components/audience/follow-button';
import { EnquiryButton } from '../../components/audience/enquiry-button';
import type { HeaderViewer } from '../../components/layout/header-viewer';

export const DesignerPanel_designer = graphql(`
  fragment DesignerPanel_designer on Designer {
    id
    position
    followerCount
    acceptsEnquiries
    picture {
      url
    }
    ...DesignerName_designer
  }
`);

const DesignerLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  text-decoration: none;
  color: inherit;
  strong {
    display: block;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const Avatar = styled.div`
  width: 56px;
  height: 56px;
  flex: 0 0 56px;
  border-radius: 50%;
  overflow: hidden;
  img {
    height: 56px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 14px;
  > * {
    flex: 1 1 auto;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Under the title on phones and tablets, in the side column on large screens: one of them shows at a time. */
const PlacedPanel = styled(Panel)<{ $placement: 'top' | 'side' }>`
  margin-bottom: ${({ $placement }) => ($placement === 'top' ? '24px' : '0')};
  ${({ $placement }) => ($placement === 'top' ? media.large : '@media (max-width: 991.98px)')} {
    display: none;
  }
`;

/**
 * Who made the work: picture, name and position, leading to the designer's page. The page shows it twice, near
 * the top on narrow screens (`top`) and in the side column on large ones (`side`); the other is not displayed.
 */
export function DesignerPanel({
  designer,
  placement,
  portfolioId,
  follows,
  member,
  known,
}: {
  designer: FragmentType<typeof DesignerPanel_designer>;
  placement: 'top' | 'side';
  portfolioId: string;
  /** Whether the member follows the designer (asked apart: `useMemberState`). */
  follows: boolean;
  /** Who is signed in (null for a visitor), and whether their own state is known (`useMemberState`). */
  member: HeaderViewer | null;
  known: boolean;
}) {
  const text = useText();
  const data = getFragmentData(DesignerPanel_designer, designer);
  const name = useDesignerName(data);
  const headingId = `detail-designer-${placement}`;
  return (
    <PlacedPanel aria-labelledby={headingId} $placement={placement}>
      <h2 id={headingId}>{text('detail.designer')}</h2>
      <DesignerLink to={routeTo.designer(data.id)}>
        <Avatar>
          <Picture
            src={data.picture?.url}
            alt={text('detail.designerPicture', { name })}
            width={56}
            height={56}
            kind="avatar"
          />
        </Avatar>
        <span>
          <strong>{name}</strong>
          {data.position ? <small>{data.position}</small> : null}
          {data.followerCount !== null ? (
            <small>{text('audience.followers', { count: data.followerCount })}</small>
          ) : null}
        </span>
      </DesignerLink>
      <Actions>
        <FollowButton designerId={data.id} name={name} follows={follows} member={member} known={known} />
        <EnquiryButton
          designerId={data.id}
          designerName={name}
          portfolioId={portfolioId}
          acceptsEnquiries={data.acceptsEnquiries ?? true}
          member={member}
        />
      </Actions>
    </PlacedPanel>
  );
}
