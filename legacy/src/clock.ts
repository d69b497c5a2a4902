/** A source of the current time, injectable so tests can move it forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Laravel's timestamp format, in UTC: `YYYY-MM-DD HH:MM:SS`. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function addDays(date: Date, days: number): Date {
  return addMinutes(date, days * 24 * 60);
}

/**
 * Thailand keeps UTC+7 all year (no daylight saving), so Asia/Bangkok's day is a fixed shift of UTC's: the day
 * the audience's once-a-day rules, the digest and the insights count by (the BFF has its own, in limits/).
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar day in Bangkok at `now`, `YYYY-MM-DD`. */
export function bangkokDay(now: Date): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) in Bangkok at `now`. */
export function bangkokHour(now: Date): number {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).getUTCHours();
}
