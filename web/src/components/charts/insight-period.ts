import { useIntl } from 'react-intl';
import { useAddressState } from '../../lib/use-address-state';

/** The periods an insight screen offers, in days; the address's `days` keeps the chosen one. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
const DEFAULT_PERIOD: Period = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const BANGKOK_MS = 7 * 60 * 60 * 1000;

/** The Bangkok day `daysAgo` days before today, `YYYY-MM-DD` (the insights count Bangkok days). */
export function bangkokDayAgo(daysAgo: number, now = Date.now()): string {
  return new Date(now + BANGKOK_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The period of an address (30 days unless it names another offered one), as the range of days it covers. */
export function periodOf(params: URLSearchParams): { days: Period; from: string; to: string } {
  const asked = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? (asked as Period) : DEFAULT_PERIOD;
  return { days, from: bangkokDayAgo(days - 1), to: bangkokDayAgo(0) };
}

/** The period the address holds, and a change of it (kept in the address: Back, a reload and a link restore it). */
export function useInsightPeriod() {
  const [params, change] = useAddressState();
  const period = periodOf(params);
  return {
    ...period,
    choose: (days: Period) => change({ days: days === DEFAULT_PERIOD ? undefined : String(days) }),
  };
}

/** Words a `YYYY-MM-DD` day in the reader's language (Thai dates in Thai: the Buddhist year). */
export function useDayFormat() {
  const intl = useIntl();
  return {
    short: (day: string) =>
      intl.formatDate(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    long: (day: string) =>
      intl.formatDate(`${day}T00:00:00Z`, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  };
}

/** A figure in the reader's way of writing numbers (`1,234`). */
export function useNumberFormat(): (value: number) => string {
  const intl = useIntl();
  return (value) => intl.formatNumber(value);
}
