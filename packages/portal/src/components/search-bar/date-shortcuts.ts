import {
  DEFAULT_RANGE_END_TIME,
  DEFAULT_RANGE_START_TIME,
  LAST_HALF_YEAR_MONTHS,
  LAST_MONTH_DAYS,
  LAST_THREE_MONTHS_DAYS,
  LAST_WEEK_DAYS,
  LAST_YEAR_MONTHS,
} from '../../config/constants';
import { chinaIsoDate } from '../../lib/china-date';

/** A shortcut of the date picker: a label and the `[start, end]` dates (YYYY-MM-DD) it picks. */
export interface DateShortcut {
  label: string;
  range: readonly [string, string];
}

const DAY_MS = 86_400_000;

function daysBefore(now: Date, days: number): string {
  return chinaIsoDate(new Date(now.getTime() - days * DAY_MS));
}

function monthsBefore(today: string, months: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** SPEC §9 day-range shortcuts: today, last week, last month (30 days), last three months (90 days). */
export function dayRangeShortcuts(now: Date): DateShortcut[] {
  const today = chinaIsoDate(now);
  return [
    { label: '今天', range: [today, today] },
    { label: '最近一周', range: [daysBefore(now, LAST_WEEK_DAYS), today] },
    { label: '最近一个月', range: [daysBefore(now, LAST_MONTH_DAYS), today] },
    { label: '最近三个月', range: [daysBefore(now, LAST_THREE_MONTHS_DAYS), today] },
  ];
}

/** SPEC §9 month-range shortcuts: year to date, last half year, last year. */
export function monthRangeShortcuts(now: Date): DateShortcut[] {
  const today = chinaIsoDate(now);
  return [
    { label: '本年至今', range: [`${today.slice(0, 4)}-01-01`, today] },
    { label: '最近半年', range: [monthsBefore(today, LAST_HALF_YEAR_MONTHS), today] },
    { label: '最近一年', range: [monthsBefore(today, LAST_YEAR_MONTHS), today] },
  ];
}

/** SPEC §9: a picked range's default times, 00:00:00 to 23:59:59 ('' stays ''). */
export function withDefaultTimes(start: string, end: string): [string, string] {
  return [start ? `${start} ${DEFAULT_RANGE_START_TIME}` : '', end ? `${end} ${DEFAULT_RANGE_END_TIME}` : ''];
}
