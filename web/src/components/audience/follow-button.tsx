import { useCallback } from 'react';
import styled from 'styled-components';
import { buttonShape } from '../button';
import { useDialog } from '../dialog';
import { Icon } from '../icons';
import { useText } from '../../i18n/use-text';
import { useIntentOnReturn, useSignInFor } from '../../lib/use-sign-in-intent';
import type { HeaderViewer } from '../layout/header-viewer';
import { useFollow } from './use-follow';
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
  const dialog = useDialog();
  const signInFor = useSignInFor();
  const { change, busy } = useFollow();
  const own = member?.id === designerId;

  const finishOnReturn = useCallback(() => {
    if (!follows) return change(designerId, true);
  }, [follows, change, designerId]);
  useIntentOnReturn('follow', Boolean(member) && known && !own, finishOnReturn);

  if (own) return null;

  const press = async () => {
    if (!member) {
      const yes = await dialog.confirm({
        kind: 'info',
        title: text('audience.signInToFollow'),
        text: text('audience.signInText'),
        confirmLabel: text('audience.signIn'),
      });
      if (yes) signInFor('follow');
      return;
    }
    await change(designerId, !follows);
  };

  return (
    <Toggle
      type="button"
      className={className}
      aria-pressed={follows}
      disabled={busy || (Boolean(member) && !known)}
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
