/** India is UTC+05:30 all year (docs/domain.md#price-alerts). */
const IST_OFFSET_MS = 330 * 60_000;

/** The India calendar day (YYYY-MM-DD) of a moment. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** SMS alerts are not sent from 21:00 to 08:00 India time. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

export function inQuietHours(at: Date): boolean {
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}
