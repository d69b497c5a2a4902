import { useText } from '../../i18n/use-text';
import { BarRows } from './bar-rows';
import { ChartTable, type Column } from './chart-table';
import { InsightPanel } from './insight-layout';
import './messages';

/** One row of a ranking: its words and figure for the bars, its cells for the table and the CSV. */
export interface RankingRow {
  key: string;
  label: string;
  value: number;
  note?: string;
  /** Where its words lead (the work's or the designer's page). */
  to?: string;
  /** The table's cells, as shown. */
  cells: string[];
  /** The CSV's cells, figures unformatted. */
  csv: (string | number)[];
}

/**
 * A section ranking things by a figure (where views came from, the most viewed work, designers): a bar per row,
 * most first, then the same rows as a table and a CSV file. Says so when the period has none.
 */
export function RankingPanel({
  heading,
  rows,
  columns,
  fileName,
  formatValue,
}: {
  heading: string;
  rows: RankingRow[];
  /** The table's and the CSV's column names: what each holds (Work, Views), not the panel's heading. */
  columns: Column[];
  /** Without `.csv`. */
  fileName: string;
  formatValue: (value: number) => string;
}) {
  const text = useText();
  return (
    <InsightPanel heading={heading}>
      {rows.length === 0 ? (
        <p>{text('charts.empty')}</p>
      ) : (
        <BarRows label={heading} rows={rows} formatValue={formatValue} />
      )}
      <ChartTable
        caption={heading}
        columns={columns}
        rows={rows.map((row) => ({ key: row.key, cells: row.cells }))}
        csvRows={rows.map((row) => row.csv)}
        fileName={fileName}
      />
    </InsightPanel>
  );
}
