import { PressedGroup } from '../pressed-group';
import { useText } from '../../i18n/use-text';
import { PERIODS, type Period } from './insight-period';
import './messages';

/** The last 7, 30 or 90 days, as pressed buttons. */
export function PeriodPicker({ days, onChoose }: { days: Period; onChoose(days: Period): void }) {
  const text = useText();
  return (
    <PressedGroup
      label={text('charts.period')}
      options={PERIODS.map((count) => ({
        value: String(count) as `${Period}`,
        label: text('charts.lastDays', { count }),
      }))}
      value={String(days) as `${Period}`}
      onChoose={(value) => onChoose(Number(value) as Period)}
    />
  );
}
