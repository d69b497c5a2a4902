import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../../graphql/generated';
import type { StaffInsightsRouteQueryQuery } from '../../../graphql/generated/graphql';
import { PageSubtitle, PageTitle } from '../../../components/layout/container';
import { usePageHead } from '../../../components/page-head';
import { useFullName } from '../../../components/designer-name';
import { routeTo } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';
import { routeQuery, type RouteQueries } from '../../../lib/route-queries';
import { SeriesChart } from '../../../components/charts/series-chart';
import { RankingPanel } from '../../../components/charts/ranking-panel';
import { ChartTable } from '../../../components/charts/chart-table';
import {
  InsightColumns,
  InsightPanel,
  InsightTiles,
  InsightToolbar,
} from '../../../components/charts/insight-layout';
import { PeriodPicker } from '../../../components/charts/period-picker';
import { periodOf, useDayFormat, useInsightPeriod } from '../../../components/charts/insight-period';
import { SourcesPanel } from '../../../components/charts/sources-panel';
import { StaffQueryState } from '../staff-only';

const StaffInsightsRouteQuery = graphql(`
  query StaffInsightsRouteQuery($from: Date!, $to: Date!) {
    siteInsights(from: $from, to: $to) {
      from
      to
      days {
        day
        views
        sharedViews
      }
      sources {
        ...SourcesPanel_sources
      }
      weeks {
        week
        newDesigners
        newPortfolios
      }
      review {
        decided
        approved
        refused
        medianHours
        p90Hours
      }
      topPortfoliosByViews {
        ...StaffInsights_rankedWork
      }
      topPortfoliosByAppreciations {
        ...StaffInsights_rankedWork
      }
      topDesignersByViews {
        ...StaffInsights_rankedDesigner
      }
      topDesignersByAppreciations {
        ...StaffInsights_rankedDesigner
      }
      topSearches {
        ...StaffInsights_keyword
      }
      unansweredSearches {
        ...StaffInsights_keyword
      }
    }
  }
`);

const StaffInsights_rankedWork = graphql(`
  fragment StaffInsights_rankedWork on RankedPortfolio {
    count
    portfolio {
      id
      title
    }
  }
`);

const StaffInsights_rankedDesigner = graphql(`
  fragment StaffInsights_rankedDesigner on RankedDesigner {
    count
    designer {
      id
      firstName {
        th
        en
      }
      lastName {
        th
        en
      }
    }
  }
`);

const StaffInsights_keyword = graphql(`
  fragment StaffInsights_keyword on SearchKeywordCount {
    keyword
    searches
    found
  }
`);

type Insights = StaffInsightsRouteQueryQuery['siteInsights'];

function variablesOf(params: URLSearchParams) {
  const { from, to } = periodOf(params);
  return { from, to };
}

export const routeQueries: RouteQueries = (params) => [
  routeQuery(StaffInsightsRouteQuery, variablesOf(params)),
];

/**
 * /staff/insights: how the site was used over the last 7, 30 or 90 days: views per day and where they came from,
 * new designers and work per week, review times, the most viewed and appreciated work and designers, and what
 * readers searched for (most searched; found little or nothing). Each with its table and CSV. Operators only.
 */
export default function StaffInsightsRoute() {
  const text = useText();
  usePageHead({ title: text('staff.insights.title'), noindex: true });
  const [params] = useSearchParams();
  const period = useInsightPeriod();
  const query = useQuery(StaffInsightsRouteQuery, {
    variables: variablesOf(params),
    fetchPolicy: 'cache-and-network',
  });
  const data = query.data ?? query.previousData;
  if (!data) return <StaffQueryState query={query} />;
  return (
    <>
      <PageTitle>{text('staff.insights.title')}</PageTitle>
      <PageSubtitle>{text('staff.insights.subtitle')}</PageSubtitle>
      <InsightToolbar>
        <PeriodPicker days={period.days} onChoose={period.choose} />
      </InsightToolbar>
      <Figures insights={data.siteInsights} />
    </>
  );
}

function Figures({ insights }: { insights: Insights }) {
  const text = useText();
  const intl = useIntl();
  const day = useDayFormat();
  const fullName = useFullName();
  const number = (value: number) => intl.formatNumber(value);
  const hours = (value: number | null | undefined) =>
    value === null || value === undefined
      ? text('staff.insights.noDecisions')
      : text('staff.insights.hours', { hours: value });
  const { days, review, weeks } = insights;
  const fileBase = `site-insights-${insights.from}-${insights.to}`;
  const totalViews = days.reduce((sum, d) => sum + d.views, 0);
  const sharedViews = days.reduce((sum, d) => sum + d.sharedViews, 0);

  /**
   * A ranking of works or designers by a count, each leading to its page. Its table and CSV name their columns by
   * what they hold (Work, Views), never by the panel's heading.
   */
  const ranking = (
    heading: string,
    columnNames: { name: string; count: string },
    rows: { id: string; name: string; count: number; to: string }[],
    file: string,
  ) => (
    <RankingPanel
      heading={heading}
      rows={rows.map((row) => ({
        key: row.id,
        label: row.name,
        value: row.count,
        to: row.to,
        cells: [row.name, number(row.count)],
        csv: [row.name, row.count],
      }))}
      columns={[{ label: columnNames.name }, { label: columnNames.count, numeric: true }]}
      fileName={`${fileBase}-${file}`}
      formatValue={number}
    />
  );
  const works = (heading: string, count: string, list: Insights['topPortfoliosByViews'], file: string) =>
    ranking(
      heading,
      { name: text('staff.insights.work'), count },
      getFragmentData(StaffInsights_rankedWork, list).flatMap((entry) =>
        entry.portfolio
          ? [
              {
                id: entry.portfolio.id,
                name: entry.portfolio.title,
                count: entry.count,
                to: routeTo.detail(entry.portfolio.id),
              },
            ]
          : [],
      ),
      file,
    );
  const makers = (heading: string, count: string, list: Insights['topDesignersByViews'], file: string) =>
    ranking(
      heading,
      { name: text('staff.insights.designer'), count },
      getFragmentData(StaffInsights_rankedDesigner, list).flatMap((entry) =>
        entry.designer
          ? [
              {
                id: entry.designer.id,
                name: fullName(entry.designer.firstName, entry.designer.lastName),
                count: entry.count,
                to: routeTo.designer(entry.designer.id),
              },
            ]
          : [],
      ),
      file,
    );

  const keywords = (heading: string, refs: Insights['topSearches'], file: string, hint?: string) => {
    const list = getFragmentData(StaffInsights_keyword, refs);
    return (
      <InsightPanel heading={heading}>
        {hint ? <p>{hint}</p> : null}
        {list.length === 0 ? <p>{text('charts.empty')}</p> : null}
        <ChartTable
          caption={heading}
          open
          columns={[
            { label: text('staff.insights.keyword') },
            { label: text('staff.insights.searchCount'), numeric: true },
            { label: text('staff.insights.found'), numeric: true },
          ]}
          rows={list.map((entry) => ({
            key: entry.keyword,
            // Not yet counted (a keyword first searched seconds ago): left blank.
            cells: [entry.keyword, number(entry.searches), entry.found === null ? '' : number(entry.found)],
          }))}
          csvRows={list.map((entry) => [entry.keyword, entry.searches, entry.found ?? ''])}
          fileName={`${fileBase}-${file}`}
        />
      </InsightPanel>
    );
  };

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
      <InsightPanel heading={text('staff.insights.viewsPerDay')}>
        <SeriesChart
          title={text('staff.insights.viewsPerDay')}
          titleShown={false}
          points={days.map((d) => d.day)}
          labelOf={day.short}
          series={[
            { label: text('charts.views'), values: days.map((d) => d.views), tone: 0 },
            { label: text('charts.sharedViews'), values: days.map((d) => d.sharedViews), tone: 1 },
          ]}
          formatValue={number}
        />
        <ChartTable
          caption={text('staff.insights.viewsPerDay')}
          columns={[
            { label: text('charts.day') },
            { label: text('charts.views'), numeric: true },
            { label: text('charts.sharedViews'), numeric: true },
          ]}
          rows={days.map((d) => ({
            key: d.day,
            cells: [day.long(d.day), number(d.views), number(d.sharedViews)],
          }))}
          csvRows={days.map((d) => [d.day, d.views, d.sharedViews])}
          fileName={`${fileBase}-views`}
        />
      </InsightPanel>
      <InsightColumns>
        <SourcesPanel
          heading={text('staff.insights.sources')}
          sources={insights.sources}
          fileName={`${fileBase}-sources`}
        />
        <InsightPanel heading={text('staff.insights.newcomers')}>
          <SeriesChart
            title={text('staff.insights.newcomers')}
            titleShown={false}
            kind="bars"
            points={weeks.map((w) => w.week)}
            labelOf={day.short}
            series={[
              {
                label: text('staff.insights.newDesigners'),
                values: weeks.map((w) => w.newDesigners),
                tone: 1,
              },
              {
                label: text('staff.insights.newPortfolios'),
                values: weeks.map((w) => w.newPortfolios),
                tone: 2,
              },
            ]}
            formatValue={number}
          />
          <ChartTable
            caption={text('staff.insights.newcomers')}
            columns={[
              { label: text('charts.week') },
              { label: text('staff.insights.newDesigners'), numeric: true },
              { label: text('staff.insights.newPortfolios'), numeric: true },
            ]}
            rows={weeks.map((w) => ({
              key: w.week,
              cells: [day.long(w.week), number(w.newDesigners), number(w.newPortfolios)],
            }))}
            csvRows={weeks.map((w) => [w.week, w.newDesigners, w.newPortfolios])}
            fileName={`${fileBase}-weeks`}
          />
        </InsightPanel>
      </InsightColumns>
      <InsightColumns>
        {works(
          text('staff.insights.topWorksByViews'),
          text('charts.views'),
          insights.topPortfoliosByViews,
          'works-by-views',
        )}
        {works(
          text('staff.insights.topWorksByAppreciations'),
          text('charts.appreciations'),
          insights.topPortfoliosByAppreciations,
          'works-by-appreciations',
        )}
        {makers(
          text('staff.insights.topDesignersByViews'),
          text('charts.views'),
          insights.topDesignersByViews,
          'designers-by-views',
        )}
        {makers(
          text('staff.insights.topDesignersByAppreciations'),
          text('charts.appreciations'),
          insights.topDesignersByAppreciations,
          'designers-by-appreciations',
        )}
      </InsightColumns>
      <InsightColumns>
        {keywords(text('staff.insights.searches'), insights.topSearches, 'searches')}
        {keywords(
          text('staff.insights.unanswered'),
          insights.unansweredSearches,
          'unanswered-searches',
          text('staff.insights.unansweredHint'),
        )}
      </InsightColumns>
    </>
  );
}
