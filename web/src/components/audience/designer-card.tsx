import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useDesignerName } from '../designer-name';
import { Picture } from '../picture';
import { routeTo } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import type { HeaderViewer } from '../layout/header-viewer';
import { FollowButton } from './follow-button';
import './messages';

export const DesignerCard_designer = graphql(`
  fragment DesignerCard_designer on Designer {
    id
    position
    followerCount
    followedByViewer
    picture {
      url
    }
    ...DesignerName_designer
  }
`);

/**
 * A designer to follow, on the member's own pages (it asks whether the member follows them): picture, name (to their
 * page), position, followers and the Follow button.
 */
export function DesignerCard({
  designer,
  member,
  known,
}: {
  designer: FragmentType<typeof DesignerCard_designer>;
  member: HeaderViewer | null;
  known: boolean;
}) {
  const text = useText();
  const data = getFragmentData(DesignerCard_designer, designer);
  const name = useDesignerName(data);
  return (
    <Card>
      <Link to={routeTo.designer(data.id)}>
        <Picture src={data.picture?.url} alt="" width={72} height={72} kind="avatar" />
        <strong>{name}</strong>
        {data.position ? <small>{data.position}</small> : null}
        <small>{text('audience.followers', { count: data.followerCount ?? 0 })}</small>
      </Link>
      <CardFollowButton
        designerId={data.id}
        name={name}
        follows={data.followedByViewer}
        member={member}
        known={known}
      />
    </Card>
  );
}

/** Narrower sides than elsewhere: "✓ กำลังติดตาม" stays on one line inside a card of a phone's two. */
const CardFollowButton = styled(FollowButton)`
  max-width: 100%;
  padding: 0 14px;
`;

/** Designer cards side by side: two on a phone, up to five on a large screen. */
export const DesignerCardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 16px 0 32px;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 18px 12px;
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    color: inherit;
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
    overflow-wrap: anywhere;
  }
`;
