import styled from 'styled-components';
import { HeartIcon } from '../icons';
import { useText } from '../../i18n/use-text';
import type { HeaderViewer } from '../layout/header-viewer';
import { useAudienceToggle } from './use-audience-toggle';
import './messages';

/**
 * Appreciate (ชื่นชอบผลงาน) with the count. A visitor is asked to sign in and comes back with the work appreciated;
 * the designer sees the count only. Pressed again, it takes the appreciation back.
 */
export function AppreciateButton({
  portfolioId,
  count,
  appreciated,
  designerId,
  member,
  known,
}: {
  portfolioId: string;
  count: number;
  /** Whether the member appreciates it (`Portfolio.appreciatedByViewer`, asked apart: `useMemberState`). */
  appreciated: boolean;
  designerId: string;
  /** Who is signed in (null for a visitor), and whether their state is known yet (`useMemberState`). */
  member: HeaderViewer | null;
  known: boolean;
}) {
  const text = useText();
  const { own, press, disabled } = useAudienceToggle(
    'appreciate',
    { id: portfolioId, on: appreciated, owner: designerId },
    { member, known },
  );

  if (own) return <Count>{text('audience.appreciationCount', { count })}</Count>;

  // The name is the visible text and what the number counts (`ชื่นชอบผลงาน 3 คนชื่นชอบ`); the state is aria-pressed.
  return (
    <Toggle
      type="button"
      aria-pressed={appreciated}
      disabled={disabled}
      onClick={() => void press()}
      $on={appreciated}
    >
      <HeartIcon filled={appreciated} />
      <span>{text(appreciated ? 'audience.appreciated' : 'audience.appreciate')}</span>{' '}
      <strong>{count.toLocaleString()}</strong>{' '}
      <span className="visually-hidden">{text('audience.countSuffix', { count })}</span>
    </Toggle>
  );
}

const Toggle = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1.5px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.line)};
  background: ${({ theme, $on }) => ($on ? theme.colors.accentSoft : theme.colors.paper)};
  color: ${({ theme, $on }) => ($on ? theme.colors.accentDark : theme.colors.ink)};
  font-weight: 600;
  cursor: pointer;
  strong {
    padding-left: 8px;
    border-left: 1px solid ${({ theme }) => theme.colors.line};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const Count = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-weight: 600;
`;
