import styled from 'styled-components';
import { downloadCsv, toCsv } from '../../lib/csv';
import { OutlineButton } from '../button';
import { useText } from '../../i18n/use-text';
import './messages';

export interface Column {
  label: string;
  /** Figures align right. */
  numeric?: boolean;
}

/**
 * The figures of a chart or a list as a table, for screen readers and for anyone who would rather read, behind a
 * disclosure the reader opens; and its CSV (the same cells, figures unformatted) to download.
 */
export function ChartTable({
  caption,
  columns,
  rows,
  csvRows,
  fileName,
  open = false,
}: {
  caption: string;
  columns: Column[];
  /** The cells as shown (formatted). */
  rows: { key: string; cells: string[] }[];
  /** The same cells for the CSV file, figures as plain numbers. */
  csvRows: (string | number)[][];
  /** Without `.csv`. */
  fileName: string;
  /** Shown open (a list that is its own picture). */
  open?: boolean;
}) {
  const text = useText();
  return (
    <Wrap>
      <details open={open}>
        <summary>{text('charts.showTable')}</summary>
        <Scroll>
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? 'numeric' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={i} className={columns[i]?.numeric ? 'numeric' : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </details>
      <CsvButton
        type="button"
        onClick={() =>
          downloadCsv(
            `${fileName}.csv`,
            toCsv(
              columns.map((column) => column.label),
              csvRows,
            ),
          )
        }
      >
        {text('charts.downloadCsv')}
        <span className="visually-hidden"> {caption}</span>
      </CsvButton>
    </Wrap>
  );
}

/** The disclosure takes the whole width (an open table too); the CSV button sits at the end of its summary's line. */
const Wrap = styled.div`
  position: relative;
  margin-top: 12px;
  summary {
    display: flex;
    align-items: center;
    gap: 6px;
    width: fit-content;
    min-height: 36px;
    list-style: none;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
  }
  summary::before {
    content: '▸';
  }
  details[open] summary::before {
    content: '▾';
  }
  summary::-webkit-details-marker {
    display: none;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  margin-top: 12px;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9rem;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 6px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const CsvButton = styled(OutlineButton)`
  position: absolute;
  top: 0;
  right: 0;
  min-height: 36px;
  padding: 0 14px;
  font-size: 0.9rem;
`;
