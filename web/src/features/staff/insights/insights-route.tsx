import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../graphql/generated';
import { PageSubtitle, PageTitle } from '../../../components/layout/container';
import { useUnlistedPageHead } from '../../../components/page-head';
import { useText } from '../../../i18n/use-text';
import { routeQuery, type RouteQueries } from '../../../lib/route-queries';
import { InsightToolbar } from '../../../components/charts/insight-layout';
import { PeriodPicker } from '../../../components/charts/period-picker';
import { periodOf, useInsightPeriod } from '../../../components/charts/insight-period';
import { StaffQueryState } from '../staff-only';
import { SiteFigures } from './site-figures';

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
  useUnlistedPageHead('staff.insights.title');
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
      <SiteFigures insights={data.siteInsights} />
    </>
  );
}
