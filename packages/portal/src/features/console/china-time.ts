/** `YYYY-MM-DD HH:mm` in China's time (UTC+8, no daylight saving) of an ISO time; '' for none. */
export function chinaMinute(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The ISO time of a `datetime-local` value read as China's time; undefined for none or a bad value. */
export function isoOfChinaLocal(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
