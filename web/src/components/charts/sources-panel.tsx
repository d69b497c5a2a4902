import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useText } from '../../i18n/use-text';
import { useNumberFormat } from './insight-period';
import { RankingPanel } from './ranking-panel';
import { useSourceLabel } from './source-label';

export const SourcesPanel_sources = graphql(`
  fragment SourcesPanel_sources on ViewSourceCount {
    kind
    source
    shared
    views
  }
`);

/** Where a period's views came from: a bar per source (a shared link told apart), its table and CSV. */
export function SourcesPanel({
  heading,
  sources: sourceRefs,
  fileName,
}: {
  heading: string;
  sources: readonly FragmentType<typeof SourcesPanel_sources>[];
  fileName: string;
}) {
  const text = useText();
  const number = useNumberFormat();
  const labelOf = useSourceLabel();
  const rows = getFragmentData(SourcesPanel_sources, sourceRefs).map((source) => {
    const label = labelOf(source);
    const kind = text(`charts.kind.${source.kind.toLowerCase() as 'page' | 'site' | 'direct' | 'unknown'}`);
    return {
      key: `${source.kind}:${source.source}:${source.shared ? 1 : 0}`,
      label,
      value: source.views,
      note: source.shared ? text('charts.sharedNote') : undefined,
      cells: [label, kind, source.shared ? '✓' : '', number(source.views)],
      csv: [label, kind, source.shared ? 1 : 0, source.views],
    };
  });
  return (
    <RankingPanel
      heading={heading}
      rows={rows}
      columns={[
        { label: text('charts.source') },
        { label: text('charts.sourceKind') },
        { label: text('charts.shared') },
        { label: text('charts.views'), numeric: true },
      ]}
      fileName={fileName}
      formatValue={number}
    />
  );
}
