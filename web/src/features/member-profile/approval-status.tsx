import styled from 'styled-components';
import type { ApprovalStatus } from '../../graphql/generated/graphql';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';

type StatusColour = 'approved' | 'rejected' | 'pending';

type StatusLooks = Record<ApprovalStatus, { messageId: MessageId; colour: StatusColour }>;

/**
 * How each approval status shows (§4): legacy is_approve 1 green "approved", 0 red "not approved", any other
 * value grey "pending". The BFF has already mapped is_approve to `ApprovalStatus`.
 */
export const APPROVAL_STATUS_LOOK: StatusLooks = {
  APPROVED: { messageId: 'memberProfile.status.approved', colour: 'approved' },
  NOT_APPROVED: { messageId: 'memberProfile.status.notApproved', colour: 'rejected' },
  PENDING: { messageId: 'memberProfile.status.pending', colour: 'pending' },
};

/** A status as a coloured badge with its label, as `looks` show it; `kind` prefixes its `data-status`. */
function StatusBadge({
  status,
  looks,
  kind = '',
}: {
  status: ApprovalStatus;
  looks: StatusLooks;
  kind?: string;
}) {
  const text = useText();
  // An unknown future status reads as pending, as any other is_approve value does.
  const look = looks[status] ?? looks.PENDING;
  return (
    <Badge $colour={look.colour} data-status={kind + look.colour}>
      {text(look.messageId)}
    </Badge>
  );
}

/** A portfolio's approval status as a coloured badge with its label. */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  return <StatusBadge status={status} looks={APPROVAL_STATUS_LOOK} />;
}

/** How the state of a member's edit of a published portfolio shows, beside the published one's status. */
const REVISION_STATUS_LOOK: StatusLooks = {
  APPROVED: { messageId: 'memberProfile.revision.badge.pending', colour: 'pending' },
  NOT_APPROVED: { messageId: 'memberProfile.revision.badge.notApproved', colour: 'rejected' },
  PENDING: { messageId: 'memberProfile.revision.badge.pending', colour: 'pending' },
};

/** The state of the member's edit waiting on (or refused for) a published portfolio, as a badge. */
export function RevisionStatusBadge({ status }: { status: ApprovalStatus }) {
  return <StatusBadge status={status} looks={REVISION_STATUS_LOOK} kind="revision-" />;
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
