import styled from 'styled-components';
import { buttonShape } from '../button';
import { Icon } from '../icons';
import { useText } from '../../i18n/use-text';
import type { HeaderViewer } from '../layout/header-viewer';
import { useAudienceToggle } from './use-audience-toggle';
import './messages';

/**
 * Follow (ติดตาม) a designer, or no longer. A visitor is asked to sign in and comes back following; a member sees
 * no button on their own pages.
 */
export function FollowButton({
  designerId,
  name,
  follows,
  member,
  known,
  className,
}: {
  designerId: string;
  /** Whether the member follows them (`Designer.followedByViewer`, asked apart: `useMemberState`). */
  follows: boolean;
  /** The designer's name in the reader's language, for the button's accessible name. */
  name: string;
  /** Who is signed in (null for a visitor), and whether their state is known yet (`useMemberState`). */
  member: HeaderViewer | null;
  known: boolean;
  className?: string;
}) {
  const text = useText();
  const { own, press, disabled } = useAudienceToggle(
    'follow',
    { id: designerId, on: follows, owner: designerId },
    { member, known },
  );

  if (own) return null;

  return (
    <Toggle
      type="button"
      className={className}
      aria-pressed={follows}
      disabled={disabled}
      onClick={() => void press()}
      $on={follows}
    >
      <Icon size={18}>
        {follows ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        ) : (
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        )}
      </Icon>
      {text(follows ? 'audience.following' : 'audience.follow')}{' '}
      <span className="visually-hidden">{name}</span>
    </Toggle>
  );
}

const Toggle = styled.button<{ $on: boolean }>`
  ${buttonShape}
  gap: 6px;
  padding: 0 18px;
  border: 1.5px solid ${({ theme, $on }) => ($on ? theme.colors.line : theme.colors.ink)};
  background: ${({ theme, $on }) => ($on ? theme.colors.paper : theme.colors.ink)};
  color: ${({ theme, $on }) => ($on ? theme.colors.ink : '#fff')};
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
