/** India is UTC+5:30 all year; the daily reveal limit counts per Indian calendar day (docs/domain.md#used-marketplace). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The Indian date of an instant, YYYY-MM-DD. */
export const indianDay = (now: Date): string =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Whole seconds until the next Indian midnight (at least 1). */
export function secondsUntilIndianMidnight(now: Date): number {
  const local = now.getTime() + IST_OFFSET_MS;
  const nextMidnight = (Math.floor(local / 86_400_000) + 1) * 86_400_000;
  return Math.max(1, Math.ceil((nextMidnight - local) / 1000));
}
