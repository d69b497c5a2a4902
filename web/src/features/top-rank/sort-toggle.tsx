import styled from 'styled-components';
import type { SortOrder, TopRankMeasure } from '../../graphql/generated/graphql';
import { OutlineButton } from '../../components/button';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The two orders, most viewed first by default. */
const ORDERS: readonly { sort: SortOrder; labelId: MessageId }[] = [
  { sort: 'DESC', labelId: 'topRank.sortDescending' },
  { sort: 'ASC', labelId: 'topRank.sortAscending' },
];

/** Pressed buttons choosing the ranking's order; pressing either, also the current one, reloads it. */
export function SortToggle({ sort, onSort }: { sort: SortOrder; onSort(sort: SortOrder): void }) {
  const text = useText();
  return (
    <Toolbar role="group" aria-label={text('topRank.sortLabel')}>
      {ORDERS.map((order) => (
        <OutlineButton
          key={order.sort}
          type="button"
          $active={sort === order.sort}
          aria-pressed={sort === order.sort}
          onClick={() => onSort(order.sort)}
        >
          {text(order.labelId)}
        </OutlineButton>
      ))}
    </Toolbar>
  );
}

/** The two measures, most viewed first by default. */
const MEASURES: readonly { by: TopRankMeasure; labelId: MessageId }[] = [
  { by: 'VIEWS', labelId: 'topRank.byViews' },
  { by: 'APPRECIATIONS', labelId: 'topRank.byAppreciations' },
];

/** Pressed buttons choosing what the ranking counts: views or appreciations. */
export function MeasureToggle({
  by,
  onMeasure,
}: {
  by: TopRankMeasure;
  onMeasure(by: TopRankMeasure): void;
}) {
  const text = useText();
  return (
    <Toolbar role="group" aria-label={text('topRank.measureLabel')}>
      {MEASURES.map((measure) => (
        <OutlineButton
          key={measure.by}
          type="button"
          $active={by === measure.by}
          aria-pressed={by === measure.by}
          onClick={() => onMeasure(measure.by)}
        >
          {text(measure.labelId)}
        </OutlineButton>
      ))}
    </Toolbar>
  );
}
