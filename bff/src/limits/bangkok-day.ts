/** Thailand keeps UTC+7 all year (no daylight saving), so Asia/Bangkok's day is a fixed shift of UTC's. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Bangkok at `now` (`2026-11-21`) and the whole seconds left in it (at least 1). */
export function bangkokDay(now: Date): { day: string; secondsLeft: number } {
  const shifted = now.getTime() + BANGKOK_OFFSET_MS;
  const msIntoDay = ((shifted % DAY_MS) + DAY_MS) % DAY_MS;
  return {
    day: new Date(shifted).toISOString().slice(0, 10),
    secondsLeft: Math.max(1, Math.ceil((DAY_MS - msIntoDay) / 1000)),
  };
}
