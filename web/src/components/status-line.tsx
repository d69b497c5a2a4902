import styled, { css, type DefaultTheme } from 'styled-components';

/** How an outcome went: the colour it is said in. */
export type StatusTone = 'success' | 'warning' | 'error';

/**
 * The site's one notice: what a write or a form answered, in the reader's words (one line or several), and in a
 * dialog the text under it (`detail`; a status line shows the message only).
 */
export interface Said {
  tone: StatusTone;
  message: string | readonly string[];
  detail?: string;
}

/** An outcome that went well (`ok`) or not, as the status line says it. */
export function said(ok: boolean, message: string): Said {
  return { tone: ok ? 'success' : 'error', message };
}

const INK: Record<StatusTone, (theme: DefaultTheme) => string> = {
  success: (theme) => theme.colors.approved,
  warning: (theme) => theme.colors.warning,
  error: (theme) => theme.colors.rejected,
};

const TINT: Record<StatusTone, (theme: DefaultTheme) => string> = {
  success: (theme) => theme.colors.approvedSoft,
  warning: (theme) => theme.colors.warningSoft,
  error: (theme) => theme.colors.rejectedSoft,
};

/**
 * The site's one status line: what a save, a decision or a deletion answered, in its tone's colour (a tinted box when
 * `boxed`). It is always there, empty until something is said, so screen readers hear each new message (`role`
 * status, or alert for a failure that interrupts).
 */
export function StatusLine({
  said: outcome,
  boxed = false,
  role = 'status',
  testId,
}: {
  said: Said | null | undefined;
  boxed?: boolean;
  role?: 'status' | 'alert';
  testId?: string;
}) {
  const lines = outcome ? (typeof outcome.message === 'string' ? [outcome.message] : outcome.message) : [];
  return (
    <Line
      role={role}
      aria-live={role === 'status' ? 'polite' : undefined}
      $tone={outcome?.tone ?? 'success'}
      $boxed={boxed}
      data-testid={testId}
    >
      {lines.filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Line>
  );
}

const Line = styled.div<{ $tone: StatusTone; $boxed: boolean }>`
  font-weight: 600;
  color: ${({ $tone, theme }) => INK[$tone](theme)};
  &:not(:empty) {
    margin: 12px 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ $boxed, $tone, theme }) =>
    $boxed &&
    css`
      &:not(:empty) {
        margin: 0 0 16px;
        padding: 12px 16px;
        border-radius: ${theme.radius.medium};
        background: ${TINT[$tone](theme)};
      }
    `}
`;
