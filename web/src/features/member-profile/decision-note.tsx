import styled from 'styled-components';
import { useText } from '../../i18n/use-text';

/**
 * What the member should know of the operators' decision: why the portfolio was refused, or that their edit of
 * the published one waits (or was refused, and why) while visitors keep seeing the published version.
 */
export function DecisionNote({
  portfolio,
}: {
  portfolio: {
    approvalStatus: string;
    rejectionReason?: string | null;
    revision?: { title: string; approvalStatus: string; rejectionReason?: string | null } | null;
  };
}) {
  const text = useText();
  const refused = portfolio.revision ?? portfolio;
  const lines: string[] = [];
  if (portfolio.revision) {
    lines.push(
      text(
        portfolio.revision.approvalStatus === 'NOT_APPROVED'
          ? 'memberProfile.revision.notApproved'
          : 'memberProfile.revision.pending',
        { title: portfolio.revision.title },
      ),
    );
  }
  if (refused.approvalStatus === 'NOT_APPROVED') {
    lines.push(
      refused.rejectionReason
        ? text('memberProfile.rejectionReason', { reason: refused.rejectionReason })
        : text('memberProfile.rejectionNoReason'),
    );
  }
  if (lines.length === 0) return null;
  return (
    <Note $refused={refused.approvalStatus === 'NOT_APPROVED'} data-testid="decision-note">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Note>
  );
}

const Note = styled.div<{ $refused: boolean }>`
  grid-area: note;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  border-left: 4px solid ${({ theme, $refused }) => ($refused ? theme.colors.rejected : theme.colors.pending)};
  background: ${({ theme }) => theme.colors.line}40;
  font-size: 0.88rem;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
    font-weight: 600;
  }
`;
