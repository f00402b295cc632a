import { chinaIsoDate } from './china-date';

/** `2026-11-15` in China's time zone, from ISO text; '' when the text is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : chinaIsoDate(time);
}
