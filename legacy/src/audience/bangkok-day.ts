/**
 * Thailand keeps UTC+7 all year (no daylight saving), so Asia/Bangkok's day is a fixed shift of UTC's. The BFF has
 * its own copy (bff/src/limits/bangkok-day.ts): the programs share no code.
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
