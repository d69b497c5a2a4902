import styled from 'styled-components';

/** The most a badge spells out: more shows as 99+. */
const MOST_SHOWN = 99;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

/**
 * The small coral number of what is unread (the bell, the member menu's Enquiries, the Enquiries tab), nothing at
 * zero or before the number is known. For the eye only: the link it sits in says the number in words.
 */
export function CountBadge({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return (
    <Badge aria-hidden="true" className={className} data-testid="count-badge">
      {count > MOST_SHOWN ? `${MOST_SHOWN}+` : count}
    </Badge>
  );
}
