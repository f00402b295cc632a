import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { withDefaultTimes } from './date-shortcuts';
import type { SearchField, SearchValues } from './search-fields';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * SPEC §5: text inputs are trimmed before validation and search; a date range that asks for times gets
 * SPEC §9's defaults (00:00:00 to 23:59:59) on its picked days.
 */
export function normalizeSearchValues(fields: readonly SearchField[], values: SearchValues): SearchValues {
  const result: Record<string, string> = { ...values };
  for (const field of fields) {
    if (field.kind === 'input' || field.kind === 'number') result[field.prop] = (values[field.prop] ?? '').trim();
    if (field.kind === 'date-range' && field.withTime) {
      const start = values[field.prop] ?? '';
      const end = values[field.endProp] ?? '';
      const [startTime, endTime] = withDefaultTimes(DATE_ONLY.test(start) ? start : '', DATE_ONLY.test(end) ? end : '');
      result[field.prop] = startTime || start;
      result[field.endProp] = endTime || end;
    }
  }
  return result;
}

/** The first failing rule's message per field (SPEC §5: fields are validated before any search). */
export function validateSearchValues(fields: readonly SearchField[], values: SearchValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.hidden) continue;
    const value = values[field.prop] ?? '';
    for (const rule of field.rules ?? []) {
      const message = rule(value);
      if (message) {
        errors[field.prop] = message;
        break;
      }
    }
    if (!errors[field.prop] && field.kind === 'number' && value !== '') {
      const number = Number(value);
      if (!Number.isFinite(number)) errors[field.prop] = '请输入数字';
      else if (field.min !== undefined && number < field.min) errors[field.prop] = `不能小于 ${field.min}`;
      else if (field.max !== undefined && number > field.max) errors[field.prop] = `不能大于 ${field.max}`;
    }
  }
  return errors;
}

/** The values of a new form: every field empty, then the screen's defaults. */
export function initialSearchValues(fields: readonly SearchField[], defaults: SearchValues = {}): SearchValues {
  const values: Record<string, string> = {};
  for (const field of fields) {
    values[field.prop] = '';
    if (field.kind === 'date-range') values[field.endProp] = '';
  }
  return { ...values, ...defaults };
}

/** What a search (or a reset) submits: the values and page 1 (SPEC §5: both reset pageNum to 1). */
export interface SearchSubmission {
  values: SearchValues;
  pageNum: 1;
  pageSize: number;
}

export type SearchOutcome = { ok: true; submission: SearchSubmission } | { ok: false; errors: Record<string, string> };

/** SPEC §5 search and export: trim, validate first, then submit from page 1. */
export function submitSearch(
  fields: readonly SearchField[],
  values: SearchValues,
  pageSize: number = DEFAULT_PAGE_SIZE,
): SearchOutcome {
  const normalized = normalizeSearchValues(fields, values);
  const errors = validateSearchValues(fields, normalized);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, submission: { values: normalized, pageNum: 1, pageSize } };
}

/** SPEC §5 reset: the defaults again, from page 1, and the search re-runs. */
export function resetSearch(
  fields: readonly SearchField[],
  defaults: SearchValues = {},
  pageSize: number = DEFAULT_PAGE_SIZE,
): SearchSubmission {
  return { values: initialSearchValues(fields, defaults), pageNum: 1, pageSize };
}
