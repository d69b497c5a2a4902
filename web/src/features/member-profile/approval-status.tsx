import styled from 'styled-components';
import type { ApprovalStatus } from '../../graphql/generated/graphql';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';

type StatusColour = 'approved' | 'rejected' | 'pending';

/**
 * How each approval status shows (§4): legacy is_approve 1 green "approved", 0 red "not approved", any other
 * value grey "pending". The BFF has already mapped is_approve to `ApprovalStatus`.
 */
export const APPROVAL_STATUS_LOOK: Record<ApprovalStatus, { messageId: MessageId; colour: StatusColour }> = {
  APPROVED: { messageId: 'memberProfile.status.approved', colour: 'approved' },
  NOT_APPROVED: { messageId: 'memberProfile.status.notApproved', colour: 'rejected' },
  PENDING: { messageId: 'memberProfile.status.pending', colour: 'pending' },
};

/** A portfolio's approval status as a coloured badge with its label. */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const text = useText();
  // An unknown future status reads as pending, as any other is_approve value does.
  const look = APPROVAL_STATUS_LOOK[status] ?? APPROVAL_STATUS_LOOK.PENDING;
  return (
    <Badge $colour={look.colour} data-status={look.colour}>
      {text(look.messageId)}
    </Badge>
  );
}

/** Darker shades of the status colours for the label, so small text keeps a 4.5:1 contrast. */
const TEXT_SHADE: Record<StatusColour, string> = {
  approved: '#1d7442',
  rejected: '#a82f2f',
  pending: '#5c5a72',
};

const Badge = styled.span<{ $colour: StatusColour }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 12px 3px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $colour }) => `${theme.colors[$colour]}1a`};
  color: ${({ $colour }) => TEXT_SHADE[$colour]};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $colour }) => theme.colors[$colour]};
  }
`;
