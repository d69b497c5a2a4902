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

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px 16px;
  margin-top: 12px;
  details {
    flex: 1 1 240px;
    min-width: 0;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
    min-height: 24px;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  margin-top: 8px;
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
  min-height: 36px;
  padding: 0 14px;
  font-size: 0.9rem;
`;
