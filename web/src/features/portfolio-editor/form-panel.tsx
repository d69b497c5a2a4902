import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import { panelSurface } from '../../styles/surface';

const Panel = styled.section`
  ${panelSurface}
  display: grid;
  gap: 18px;
  min-width: 0;
  padding: clamp(16px, 3vw, 28px);
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
  display: flex;
  align-items: center;
  gap: 10px;
  &::before {
    content: '';
    width: 4px;
    height: 18px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** One titled section of the portfolio form; the title (id `portfolio-<name>-title`) names the section. */
export function FormPanel({
  name,
  title,
  children,
}: {
  name: string;
  title: MessageId;
  children: ReactNode;
}) {
  const text = useText();
  const titleId = `portfolio-${name}-title`;
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{text(title)}</PanelTitle>
      {children}
    </Panel>
  );
}
