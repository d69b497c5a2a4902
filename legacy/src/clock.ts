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
