import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { Icon } from '../icons';
import { useText } from '../../i18n/use-text';

/** How many portfolios wait for the staff: the badge of the staff entry. Asked only for staff (others are refused). */
export const StaffMenuCountQuery = graphql(`
  query StaffMenuCountQuery {
    # The count only: one entry is the least the queue answers.
    moderationQueue(first: 1) {
      total
    }
  }
`);

/**
 * The staff's one entry in the member menu and the phone drawer, to the moderation queue, with the number waiting.
 * Each opening of the menu asks again, so the count follows other moderators' decisions.
 */
export function StaffMenuItem({
  itemRole,
  onNavigate,
  className,
}: {
  itemRole?: 'menuitem';
  onNavigate(): void;
  className?: string;
}) {
  const text = useText();
  const { data } = useQuery(StaffMenuCountQuery, { fetchPolicy: 'cache-and-network' });
  const total = data?.moderationQueue.total;
  return (
    <Link role={itemRole} to={paths.staffModeration} onClick={onNavigate} className={className}>
      <StaffIcon />
      <span>{text('header.staff')}</span>
      {total !== undefined ? (
        <Count data-testid="staff-waiting" title={text('header.staffWaiting', { count: total })}>
          <span aria-hidden="true">{total}</span>
          <VisuallyHidden>{text('header.staffWaiting', { count: total })}</VisuallyHidden>
        </Count>
      ) : null}
    </Link>
  );
}

const Count = styled.span`
  margin-left: auto;
  min-width: 24px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

function StaffIcon() {
  return (
    <Icon size={18}>
      <path
        d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M9 12l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}
