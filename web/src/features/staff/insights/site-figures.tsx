import type { StaffInsightsRouteQueryQuery } from '../../../graphql/generated/graphql';
import { SeriesChart, type Series } from '../../../components/charts/series-chart';
import { ChartTable } from '../../../components/charts/chart-table';
import { InsightColumns, InsightPanel, InsightTiles } from '../../../components/charts/insight-layout';
import { useDayFormat, useNumberFormat } from '../../../components/charts/insight-period';
import { SourcesPanel } from '../../../components/charts/sources-panel';
import { useText } from '../../../i18n/use-text';
import { SiteRankings, SiteSearches } from './insights-rankings';

type Insights = StaffInsightsRouteQueryQuery['siteInsights'];

/**
 * A panel of figures over days or weeks: drawn as lines or bars, then the same figures in a table (and CSV), one
 * row a point, the first column the point's date under `pointLabel`.
 */
function SeriesPanel({
  heading,
  kind,
  pointLabel,
  points,
  columns,
  fileName,
}: {
  heading: string;
  kind?: 'bars';
  pointLabel: string;
  points: string[];
  columns: Series[];
  fileName: string;
}) {
  const number = useNumberFormat();
  const day = useDayFormat();
  return (
    <InsightPanel heading={heading}>
      <SeriesChart
        title={heading}
        titleShown={false}
        kind={kind}
        points={points}
        labelOf={day.short}
        series={columns}
        formatValue={number}
      />
      <ChartTable
        caption={heading}
        columns={[{ label: pointLabel }, ...columns.map(({ label }) => ({ label, numeric: true }))]}
        rows={points.map((point, index) => ({
          key: point,
          cells: [day.long(point), ...columns.map(({ values }) => number(values[index] ?? 0))],
        }))}
        csvRows={points.map((point, index) => [point, ...columns.map(({ values }) => values[index] ?? 0)])}
        fileName={fileName}
      />
    </InsightPanel>
  );
}

/**
 * The site's figures for the period: totals and review times, views per day and where they came from, newcomers
 * per week, the rankings and what readers searched for.
 */
export function SiteFigures({ insights }: { insights: Insights }) {
  const text = useText();
  const number = useNumberFormat();
  const hours = (value: number | null | undefined) =>
    value === null || value === undefined
      ? text('staff.insights.noDecisions')
      : text('staff.insights.hours', { hours: value });
  const { days, review, weeks } = insights;
  const fileBase = `site-insights-${insights.from}-${insights.to}`;
  const totalViews = days.reduce((sum, d) => sum + d.views, 0);
  const sharedViews = days.reduce((sum, d) => sum + d.sharedViews, 0);

  return (
    <>
      <InsightTiles
        label={text('staff.insights.totals')}
        tiles={[
          { label: text('charts.views'), value: number(totalViews) },
          { label: text('charts.sharedViews'), value: number(sharedViews) },
          {
            label: text('staff.insights.medianWait'),
            value: hours(review.medianHours),
            note: text('staff.insights.decided', {
              decided: review.decided,
              approved: review.approved,
              refused: review.refused,
            }),
          },
          {
            label: text('staff.insights.p90Wait'),
            value: hours(review.p90Hours),
            note:
              review.p90Hours === null || review.p90Hours === undefined
                ? undefined
                : text('staff.insights.p90Within', { duration: hours(review.p90Hours) }),
          },
        ]}
      />
      <SeriesPanel
        heading={text('staff.insights.viewsPerDay')}
        pointLabel={text('charts.day')}
        points={days.map((d) => d.day)}
        columns={[
          { label: text('charts.views'), values: days.map((d) => d.views), tone: 0 },
          { label: text('charts.sharedViews'), values: days.map((d) => d.sharedViews), tone: 1 },
        ]}
        fileName={`${fileBase}-views`}
      />
      <InsightColumns>
        <SourcesPanel
          heading={text('staff.insights.sources')}
          sources={insights.sources}
          fileName={`${fileBase}-sources`}
        />
        <SeriesPanel
          heading={text('staff.insights.newcomers')}
          kind="bars"
          pointLabel={text('charts.week')}
          points={weeks.map((w) => w.week)}
          columns={[
            { label: text('staff.insights.newDesigners'), values: weeks.map((w) => w.newDesigners), tone: 1 },
            {
              label: text('staff.insights.newPortfolios'),
              values: weeks.map((w) => w.newPortfolios),
              tone: 2,
            },
          ]}
          fileName={`${fileBase}-weeks`}
        />
      </InsightColumns>
      <SiteRankings insights={insights} fileBase={fileBase} />
      <SiteSearches insights={insights} fileBase={fileBase} />
    </>
  );
}
