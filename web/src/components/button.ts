import styled, { css } from 'styled-components';

/**
 * The shape every button of the site shares: a round-ended box at least 44 px high whose label stays on one line
 * (a label broken over two lines, กำลัง / ติดตาม, reads as two things); a row of buttons wraps instead.
 */
export const buttonShape = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s,
    color 0.15s,
    border-color 0.15s;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** The main call to action. */
export const PrimaryButton = styled.button`
  ${buttonShape}
  border: 0;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accentDark};
  }
`;

/** A quieter action (More, toggles). */
export const OutlineButton = styled.button<{ $active?: boolean }>`
  ${buttonShape}
  border: 1.5px solid ${({ theme, $active }) => ($active ? theme.colors.ink : theme.colors.line)};
  background: ${({ theme, $active }) => ($active ? theme.colors.ink : theme.colors.paper)};
  color: ${({ theme, $active }) => ($active ? '#fff' : theme.colors.ink)};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.ink};
  }
`;
