import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { Card } from './editor-styles';
import { useText } from '../../i18n/use-text';

const Heading = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 64px;
  padding: 14px 16px;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.large};
  ${media.medium} {
    padding: 16px 32px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ink};
    outline-offset: -2px;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: 1.15rem;
`;

const Titles = styled.span`
  display: grid;
  gap: 2px;
  flex: 1;
  min-width: 0;
  small {
    font-weight: 400;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  margin: 0 6px;
  border-right: 2px solid ${({ theme }) => theme.colors.muted};
  border-bottom: 2px solid ${({ theme }) => theme.colors.muted};
  transform: ${({ $open }) => ($open ? 'rotate(-135deg) translateY(-2px)' : 'rotate(45deg)')};
  transition: transform 0.2s;
`;

const Body = styled.div`
  padding: 4px 16px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  padding-top: 20px;
  ${media.medium} {
    padding: 24px 32px 28px;
  }
`;

const PleaseSave = styled.div`
  display: grid;
  gap: 4px;
  padding: 20px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.canvas};
  strong {
    font-size: 1.05rem;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/**
 * One of the three collapsible panels of the profile screen (education, work experience, portfolio). Until the
 * profile exists (create mode) it only says 'please save' (§2, §4).
 */
export function CollapsiblePanel({
  title,
  summary,
  icon,
  locked,
  lockedText,
  children,
}: {
  title: string;
  /** A short line under the title (how many rows, what the panel holds). */
  summary?: string;
  icon: ReactNode;
  /** Create mode: the panel only says 'please save'. */
  locked: boolean;
  /** The explanation under 'please save'. */
  lockedText: string;
  children: ReactNode;
}) {
  const text = useText();
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Card>
      <Heading>
        <Toggle
          type="button"
          // Named by all it shows, title and summary (WCAG 2.5.3: a voice user says what they see).
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((was) => !was)}
        >
          <Icon aria-hidden="true">{icon}</Icon>
          <Titles>
            <span id={`${id}-title`}>{title}</span>
            {/* The space keeps title and summary two words in the button's name. */}
            {summary ? (
              <>
                {' '}
                <small>{summary}</small>
              </>
            ) : null}
          </Titles>
          <Chevron aria-hidden="true" $open={open} />
        </Toggle>
      </Heading>
      <Body id={`${id}-body`} role="region" aria-labelledby={`${id}-title`} hidden={!open}>
        {locked ? (
          <PleaseSave role="note">
            <strong>{text('profileEditor.pleaseSave')}</strong>
            <span>{lockedText}</span>
          </PleaseSave>
        ) : (
          children
        )}
      </Body>
    </Card>
  );
}
