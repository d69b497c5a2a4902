import { Link } from 'react-router';
import styled from 'styled-components';

/**
 * Shares of a whole as labelled horizontal bars (where views came from, the best works): plain HTML, a list a
 * screen reader reads as it is, each row its words, its figure and a bar as long as its share of the largest. A
 * row's note follows its words after a dot, not in brackets: the words may have brackets of their own.
 */
export function BarRows({
  label,
  rows,
  formatValue = String,
}: {
  /** The list's accessible name. */
  label: string;
  rows: { key: string; label: string; value: number; note?: string; to?: string }[];
  formatValue?: (value: number) => string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Rows aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <span className="label">
            {row.to ? <Link to={row.to}>{row.label}</Link> : row.label}
            {row.note ? <small> · {row.note}</small> : null}
          </span>
          <span className="value">{formatValue(row.value)}</span>
          <span className="track" aria-hidden="true">
            <span style={{ width: `${(row.value / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </Rows>
  );
}

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 12px;
  }
  .label {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  .value {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .track {
    grid-column: 1 / -1;
    height: 8px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.pendingSoft};
    overflow: hidden;
  }
  .track span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
    border-radius: 4px;
  }
`;
