/** The meter counts per calendar month in UTC ("2026-11"): everyone's month turns at the same instant. */
export function meterMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}
