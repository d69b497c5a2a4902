import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useDesignerName } from '../../components/designer-name';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
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

/**
 * Who made the work: picture, name, position and followers, leading to the designer's page, with Follow and Hire.
 * Under the title on phones, at the top of the side column on large screens (`portfolio-detail-route.tsx`).
 */
export function DesignerPanel({
  designer,
  portfolioId,
  follows,
  member,
  known,
}: {
  designer: FragmentType<typeof DesignerPanel_designer>;
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
  return (
    <Panel aria-labelledby="detail-designer">
      <h2 id="detail-designer">{text('detail.designer')}</h2>
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
    </Panel>
  );
}
