import { getFragmentData, graphql, type FragmentType } from '../../../graphql/generated';
import { useFullName } from '../../../components/designer-name';
import { RankingPanel } from '../../../components/charts/ranking-panel';
import { ChartTable } from '../../../components/charts/chart-table';
import { InsightColumns, InsightPanel } from '../../../components/charts/insight-layout';
import { routeTo } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';
import { useNumberFormat } from '../../../components/charts/insight-period';

export const StaffInsights_rankedWork = graphql(`
  fragment StaffInsights_rankedWork on RankedPortfolio {
    count
    portfolio {
      id
      title
    }
  }
`);

export const StaffInsights_rankedDesigner = graphql(`
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

export const StaffInsights_keyword = graphql(`
  fragment StaffInsights_keyword on SearchKeywordCount {
    keyword
    searches
    found
  }
`);

/** One ranked entry as a ranking panel lists it: its name, its count and its page. */
interface Ranked {
  id: string;
  name: string;
  count: number;
  to: string;
}

/** The four rankings: heading, what is ranked (work or designer), by what, and the CSV's name. */
const RANKINGS = [
  ['staff.insights.topWorksByViews', 'staff.insights.work', 'charts.views', 'works-by-views'],
  [
    'staff.insights.topWorksByAppreciations',
    'staff.insights.work',
    'charts.appreciations',
    'works-by-appreciations',
  ],
  ['staff.insights.topDesignersByViews', 'staff.insights.designer', 'charts.views', 'designers-by-views'],
  [
    'staff.insights.topDesignersByAppreciations',
    'staff.insights.designer',
    'charts.appreciations',
    'designers-by-appreciations',
  ],
] as const;

/**
 * The site's most viewed and most appreciated work and designers, each leading to its page, with its table and CSV.
 * The tables name their columns by what they hold (Work, Views), never by the panel's heading.
 */
export function SiteRankings({
  insights,
  fileBase,
}: {
  insights: {
    topPortfoliosByViews: readonly FragmentType<typeof StaffInsights_rankedWork>[];
    topPortfoliosByAppreciations: readonly FragmentType<typeof StaffInsights_rankedWork>[];
    topDesignersByViews: readonly FragmentType<typeof StaffInsights_rankedDesigner>[];
    topDesignersByAppreciations: readonly FragmentType<typeof StaffInsights_rankedDesigner>[];
  };
  fileBase: string;
}) {
  const text = useText();
  const number = useNumberFormat();
  const fullName = useFullName();
  const works = (list: readonly FragmentType<typeof StaffInsights_rankedWork>[]): Ranked[] =>
    getFragmentData(StaffInsights_rankedWork, list).flatMap(({ portfolio, count }) =>
      portfolio ? [{ id: portfolio.id, name: portfolio.title, count, to: routeTo.detail(portfolio.id) }] : [],
    );
  const designers = (list: readonly FragmentType<typeof StaffInsights_rankedDesigner>[]): Ranked[] =>
    getFragmentData(StaffInsights_rankedDesigner, list).flatMap(({ designer, count }) =>
      designer
        ? [
            {
              id: designer.id,
              name: fullName(designer.firstName, designer.lastName),
              count,
              to: routeTo.designer(designer.id),
            },
          ]
        : [],
    );
  // In the order of RANKINGS.
  const ranked = [
    works(insights.topPortfoliosByViews),
    works(insights.topPortfoliosByAppreciations),
    designers(insights.topDesignersByViews),
    designers(insights.topDesignersByAppreciations),
  ];

  return (
    <InsightColumns>
      {RANKINGS.map(([heading, name, count, file], index) => (
        <RankingPanel
          key={file}
          heading={text(heading)}
          rows={(ranked[index] ?? []).map((row) => ({
            key: row.id,
            label: row.name,
            value: row.count,
            to: row.to,
            cells: [row.name, number(row.count)],
            csv: [row.name, row.count],
          }))}
          columns={[{ label: text(name) }, { label: text(count), numeric: true }]}
          fileName={`${fileBase}-${file}`}
          formatValue={number}
        />
      ))}
    </InsightColumns>
  );
}

/** What readers searched for: the keywords searched most, and those that found little or nothing. */
export function SiteSearches({
  insights,
  fileBase,
}: {
  insights: Record<
    'topSearches' | 'unansweredSearches',
    readonly FragmentType<typeof StaffInsights_keyword>[]
  >;
  fileBase: string;
}) {
  const text = useText();
  return (
    <InsightColumns>
      <KeywordsPanel
        heading={text('staff.insights.searches')}
        keywords={insights.topSearches}
        fileName={`${fileBase}-searches`}
      />
      <KeywordsPanel
        heading={text('staff.insights.unanswered')}
        hint={text('staff.insights.unansweredHint')}
        keywords={insights.unansweredSearches}
        fileName={`${fileBase}-unanswered-searches`}
      />
    </InsightColumns>
  );
}

/** A list of keywords, how often each was searched and how much it found. */
function KeywordsPanel({
  heading,
  keywords,
  fileName,
  hint,
}: {
  heading: string;
  keywords: readonly FragmentType<typeof StaffInsights_keyword>[];
  fileName: string;
  hint?: string;
}) {
  const text = useText();
  const number = useNumberFormat();
  const list = getFragmentData(StaffInsights_keyword, keywords);
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
        fileName={fileName}
      />
    </InsightPanel>
  );
}
