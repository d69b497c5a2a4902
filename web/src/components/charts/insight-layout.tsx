import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { panelSurface } from '../../styles/surface';
import { media } from '../../styles/theme';

/** The period and other choices above an insight screen's figures. */
export const InsightToolbar = styled.div`
  ${wrappingRow}
  justify-content: space-between;
  gap: 12px 24px;
  margin: 0 0 20px;
`;

/** The headline figures of an insight screen, as tiles: a figure, its words and a note. */
export function InsightTiles({
  label,
  tiles,
}: {
  label: string;
  tiles: { label: string; value: string; note?: string }[];
}) {
  return (
    <Tiles aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.label}>
          <strong>{tile.value}</strong>
          <span>{tile.label}</span>
          {tile.note ? <small>{tile.note}</small> : null}
        </li>
      ))}
    </Tiles>
  );
}

/** One section of an insight screen: a heading, then its charts, lists and tables. */
export function InsightPanel({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Panel>
  );
}

/** Two panels side by side on large screens. */
export const InsightColumns = styled.div`
  display: grid;
  align-items: start;
  gap: 0 20px;
  ${media.large} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0 0 20px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${media.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    ${panelSurface}
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 14px 16px;
    min-width: 0;
  }
  strong {
    font-size: 1.6rem;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Panel = styled.section`
  ${panelSurface}
  display: grid;
  align-content: start;
  gap: 20px;
  padding: 18px;
  margin-bottom: 20px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;
