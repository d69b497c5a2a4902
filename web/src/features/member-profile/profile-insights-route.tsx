import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { ProfileInsightsRouteQueryQuery } from '../../graphql/generated/graphql';
import { Container } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { useUnlistedPageHead } from '../../components/page-head';
import { routeTo } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';
import { narrowingIdOf, NO_NARROWING } from '../../lib/record-id';
import { NotFoundPage } from '../../components/not-found-page';
import { useAddressState } from '../../lib/use-address-state';
import { SeriesChart } from '../../components/charts/series-chart';
import { RankingPanel } from '../../components/charts/ranking-panel';
import { ChartTable } from '../../components/charts/chart-table';
import { InsightPanel, InsightTiles, InsightToolbar } from '../../components/charts/insight-layout';
import { PeriodPicker } from '../../components/charts/period-picker';
import {
  periodOf,
  useDayFormat,
  useInsightPeriod,
  useNumberFormat,
} from '../../components/charts/insight-period';
import { SourcesPanel } from '../../components/charts/sources-panel';
import { ProfileHeader } from './profile-header';

const ProfileInsightsRouteQuery = graphql(`
  query ProfileInsightsRouteQuery($from: Date!, $to: Date!, $portfolioId: ID, $oneWork: Boolean!) {
    viewer {
      id
      ...ProfileHeader_viewer
      insights(from: $from, to: $to, portfolioId: $portfolioId) {
        from
        to
        portfolioId
        days {
          day
          views
          appreciations
          enquiries
          followers
        }
        totals {
          views
          appreciations
          enquiries
          followersGained
          followersLost
          followers
        }
        sources {
          ...SourcesPanel_sources
        }
        portfolios {
          portfolioId
          title
          published
          views
          appreciations
          enquiries
        }
      }
      works: insights(from: $from, to: $to) @include(if: $oneWork) {
        portfolios {
          portfolioId
          title
        }
      }
    }
  }
`);

type Insights = NonNullable<ProfileInsightsRouteQueryQuery['viewer']>['insights'];

/** The work of the address (`work`): null for all the member's work, undefined when it is no id (nothing is asked). */
function workOf(params: URLSearchParams): string | null | undefined {
  const work = narrowingIdOf(params.get('work'));
  if (work === null) return undefined;
  return work === NO_NARROWING ? null : work;
}

/** The variables of the page's one query at an address: the period (`days`) and the work, if one. */
function variablesOf(params: URLSearchParams, work: string | null) {
  const { from, to } = periodOf(params);
  return { from, to, portfolioId: work, oneWork: work !== null };
}

export const routeQueries: RouteQueries = (params) => {
  const work = workOf(params);
  return work === undefined ? [] : [routeQuery(ProfileInsightsRouteQuery, variablesOf(params, work))];
};

/**
 * /profile-insights: the member's own figures over the last 7, 30 or 90 days, for all their work or one work: views,
 * appreciations and enquiries per day, followers over time, where the views came from and the best works; each
 * chart with its table and CSV. Theirs alone (issue 30).
 */
export default function ProfileInsightsRoute() {
  useUnlistedPageHead('memberProfile.insights.title', 'memberProfile.insights.head.description');
  const [params] = useSearchParams();
  const period = useInsightPeriod();
  const work = workOf(params);
  const query = useQuery(ProfileInsightsRouteQuery, {
    variables: variablesOf(params, work ?? null),
    skip: work === undefined,
    fetchPolicy: 'cache-and-network',
  });
  if (work === undefined) return <NotFoundPage titleId="notFound.portfolio" />;
  const viewer = (query.data ?? query.previousData)?.viewer;
  if (!viewer) return <QueryState query={query} />;
  const insights = viewer.insights;
  const works = viewer.works?.portfolios ?? insights.portfolios;
  return (
    <Container>
      <ProfileHeader viewer={viewer} tab="insights" />
      <InsightToolbar>
        <PeriodPicker days={period.days} onChoose={period.choose} />
        <WorkPicker works={works} chosen={insights.portfolioId ?? null} />
      </InsightToolbar>
      <Figures insights={insights} />
    </Container>
  );
}

/** The work the figures are of: all the member's work, or one. */
function WorkPicker({
  works,
  chosen,
}: {
  works: readonly { portfolioId: string; title: string }[];
  chosen: string | null;
}) {
  const text = useText();
  const id = useId();
  const [, change] = useAddressState();
  return (
    <WorkField>
      <label htmlFor={id}>{text('memberProfile.insights.work')}</label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => change({ work: event.target.value || undefined })}
      >
        <option value="">{text('memberProfile.insights.allWork')}</option>
        {works.map((work) => (
          <option key={work.portfolioId} value={work.portfolioId}>
            {work.title}
          </option>
        ))}
      </select>
    </WorkField>
  );
}

function Figures({ insights }: { insights: Insights }) {
  const text = useText();
  const number = useNumberFormat();
  const day = useDayFormat();
  const { days, totals } = insights;
  const oneWork = insights.portfolioId !== null && insights.portfolioId !== undefined;
  const fileBase = `insights-${oneWork ? `work-${insights.portfolioId}-` : ''}${insights.from}-${insights.to}`;
  const tiles = [
    { label: text('charts.views'), value: number(totals.views) },
    { label: text('charts.appreciations'), value: number(totals.appreciations) },
    { label: text('charts.enquiries'), value: number(totals.enquiries) },
    ...(oneWork
      ? []
      : [
          {
            label: text('charts.followers'),
            value: number(totals.followers),
            note: text('memberProfile.insights.followerChange', {
              gained: totals.followersGained,
              lost: totals.followersLost,
            }),
          },
        ]),
  ];
  const points = days.map((d) => d.day);
  return (
    <>
      <InsightTiles label={text('memberProfile.insights.totals')} tiles={tiles} />
      <InsightPanel heading={text('memberProfile.insights.perDay')}>
        <SeriesChart
          title={text('charts.views')}
          points={points}
          labelOf={day.short}
          series={[{ label: text('charts.views'), values: days.map((d) => d.views), tone: 0 }]}
          formatValue={number}
        />
        <SeriesChart
          title={`${text('charts.appreciations')} · ${text('charts.enquiries')}`}
          points={points}
          labelOf={day.short}
          series={[
            { label: text('charts.appreciations'), values: days.map((d) => d.appreciations), tone: 1 },
            { label: text('charts.enquiries'), values: days.map((d) => d.enquiries), tone: 2 },
          ]}
          formatValue={number}
        />
        <ChartTable
          caption={text('memberProfile.insights.perDay')}
          columns={[
            { label: text('charts.day') },
            { label: text('charts.views'), numeric: true },
            { label: text('charts.appreciations'), numeric: true },
            { label: text('charts.enquiries'), numeric: true },
            ...(oneWork ? [] : [{ label: text('charts.followers'), numeric: true }]),
          ]}
          rows={days.map((d) => ({
            key: d.day,
            cells: [
              day.long(d.day),
              number(d.views),
              number(d.appreciations),
              number(d.enquiries),
              ...(oneWork ? [] : [number(d.followers ?? 0)]),
            ],
          }))}
          csvRows={days.map((d) => [
            d.day,
            d.views,
            d.appreciations,
            d.enquiries,
            ...(oneWork ? [] : [d.followers ?? 0]),
          ])}
          fileName={`${fileBase}-days`}
        />
      </InsightPanel>
      {oneWork ? null : (
        <InsightPanel heading={text('memberProfile.insights.followersOverTime')}>
          <SeriesChart
            title={text('charts.followers')}
            points={points}
            labelOf={day.short}
            series={[{ label: text('charts.followers'), values: days.map((d) => d.followers ?? 0), tone: 2 }]}
            formatValue={number}
          />
        </InsightPanel>
      )}
      <SourcesPanel
        heading={text('memberProfile.insights.sources')}
        sources={insights.sources}
        fileName={`${fileBase}-sources`}
      />
      {oneWork ? null : (
        <RankingPanel
          heading={text('memberProfile.insights.bestWorks')}
          rows={insights.portfolios.map((work) => ({
            key: work.portfolioId,
            label: work.title,
            value: work.views,
            note: work.published ? undefined : text('memberProfile.insights.notPublic'),
            to: work.published ? routeTo.detail(work.portfolioId) : undefined,
            cells: [work.title, number(work.views), number(work.appreciations), number(work.enquiries)],
            csv: [work.title, work.views, work.appreciations, work.enquiries],
          }))}
          columns={[
            { label: text('memberProfile.insights.workColumn') },
            { label: text('charts.views'), numeric: true },
            { label: text('charts.appreciations'), numeric: true },
            { label: text('charts.enquiries'), numeric: true },
          ]}
          fileName={`${fileBase}-works`}
          formatValue={number}
        />
      )}
    </>
  );
}

const WorkField = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  max-width: 100%;
  label {
    flex: none;
    font-weight: 600;
  }
  select {
    min-height: 44px;
    min-width: 0;
    flex: 1 1 auto;
    max-width: 100%;
    padding: 0 12px;
    font: inherit;
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.paper};
  }
`;
