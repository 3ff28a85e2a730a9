/** Today's date (YYYY-MM-DD) in India, where fuel prices change at 06:00 IST. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
