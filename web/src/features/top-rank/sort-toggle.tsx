import type { SortOrder, TopRankMeasure } from '../../graphql/generated/graphql';
import { PressedGroup } from '../../components/pressed-group';
import { useText } from '../../i18n/use-text';

/** Pressed buttons choosing the ranking's order, most viewed first by default; pressing either reloads it. */
export function SortToggle({ sort, onSort }: { sort: SortOrder; onSort(sort: SortOrder): void }) {
  const text = useText();
  return (
    <PressedGroup
      label={text('topRank.sortLabel')}
      options={[
        { value: 'DESC', label: text('topRank.sortDescending') },
        { value: 'ASC', label: text('topRank.sortAscending') },
      ]}
      value={sort}
      onChoose={onSort}
    />
  );
}

/** Pressed buttons choosing what the ranking counts: views (the default) or appreciations. */
export function MeasureToggle({
  by,
  onMeasure,
}: {
  by: TopRankMeasure;
  onMeasure(by: TopRankMeasure): void;
}) {
  const text = useText();
  return (
    <PressedGroup
      label={text('topRank.measureLabel')}
      options={[
        { value: 'VIEWS', label: text('topRank.byViews') },
        { value: 'APPRECIATIONS', label: text('topRank.byAppreciations') },
      ]}
      value={by}
      onChoose={onMeasure}
    />
  );
}
