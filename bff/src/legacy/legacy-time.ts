/** Legacy timestamps are UTC `YYYY-MM-DD HH:MM:SS`: as ISO 8601, or null for none. */
export function isoTime(legacy: string | null | undefined): string | null {
  if (!legacy) return null;
  return new Date(`${legacy.replace(' ', 'T')}Z`).toISOString();
}
