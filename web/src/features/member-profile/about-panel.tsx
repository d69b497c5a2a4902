import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { panelSurface } from '../../styles/surface';

/** A profile value as written, or a dash when empty (the legacy data also stores '-' for "none"). */
export function shownValue(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? '-' : trimmed;
}

/** One labelled value of a `<dl>`. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A white panel of /profile-about with its heading. */
export function AboutPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

const Panel = styled.section`
  padding: 20px;
  ${panelSurface}
  ${media.medium} {
    padding: 24px 28px;
  }
  h2 {
    font-size: 1.1rem;
    margin-bottom: 16px;
    padding-bottom: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
`;

/** A list without bullets or indent, its items 12 px apart. */
export const PlainList = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The quiet line of a panel with nothing in it. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
