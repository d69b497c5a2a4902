import styled from 'styled-components';
import type { SortOrder } from '../../graphql/generated/graphql';
import { OutlineButton } from '../../components/button';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';

const Toolbar = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-bottom: 12px;
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
