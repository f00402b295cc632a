/** The UTC calendar day `YYYY-MM-DD` of a time: the window of the daily video quota. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}
