import { formatTimestamp, bangkokDay } from '../clock';
import type { Input } from '../http/input';
import { Validator } from '../http/validation';

/** The longest range the insights answer, in days, both ends included: a leap year. */
export const MAX_RANGE_DAYS = 366;

/** The insights' failures are 400 (issue 30), not the 422 of the older calls. */
export const INSIGHTS_INVALID = 400;

const DAY_MS = 86_400_000;

/** A range of Bangkok days, as the insights read it. */
export interface DayRange {
  /** First and last Bangkok day, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** Every day of the range, in order. */
  days: string[];
  /** The range in stored (UTC) times: from `start` included to `end` excluded. */
  start: string;
  end: string;
}

/** The UTC time at which a Bangkok day begins, as stored: `2026-09-01` → `2026-08-31 17:00:00`. */
export function bangkokDayStart(day: string): string {
  return formatTimestamp(new Date(`${day}T00:00:00+07:00`));
}

/** The day `days` after `day` (before, when negative), `YYYY-MM-DD`. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `day` (a week runs Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addCalendarDays(day, -((weekday + 6) % 7));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/**
 * The range `from`–`to` of an insights call: two real dates written `YYYY-MM-DD`, `from` not after `to`, `to` not after
 * today in Bangkok (`now`), at most 366 days. 400 naming the field otherwise.
 */
export function dayRangeFrom(input: Input, now: Date): DayRange {
  const validator = new Validator(input).required('from', 'to').date('from').date('to');
  validator.check(INSIGHTS_INVALID);
  const from = input.string('from');
  const to = input.string('to');
  const today = bangkokDay(now);
  if (from > to) validator.fail('from', 'The from must be a date before or equal to to.');
  else if (to > today)
    validator.fail('to', `The to must be a date before or equal to today (${today}, Bangkok time).`);
  else if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) >= MAX_RANGE_DAYS * DAY_MS)
    validator.fail('to', `The range may not be longer than ${MAX_RANGE_DAYS} days (from and to included).`);
  validator.check(INSIGHTS_INVALID);
  return {
    from,
    to,
    days: daysBetween(from, to),
    start: bangkokDayStart(from),
    end: bangkokDayStart(addCalendarDays(to, 1)),
  };
}
