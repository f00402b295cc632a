import type { FormRule } from '@edu/api-client';

/** A choice of a select, radio or cascader field. */
export interface SearchOption {
  label: string;
  value: string;
  /** Cascader only: the next level. */
  children?: readonly SearchOption[];
}

interface FieldBase {
  /** The field's name in the submitted values. */
  prop: string;
  label: string;
  /** Validation rules (SPEC §5 helpers, e.g. `createFormRule('digits')`); the first message wins. */
  rules?: readonly FormRule[];
  /** Grid columns the field spans on wide screens (1–4, default 1). */
  col?: 1 | 2 | 3 | 4;
  hidden?: boolean;
  placeholder?: string;
}

/** SPEC §3 search option: the element types the search bar renders. */
export type SearchField =
  | (FieldBase & { kind: 'input' })
  | (FieldBase & { kind: 'number'; min?: number; max?: number })
  | (FieldBase & { kind: 'select'; options: readonly SearchOption[] })
  | (FieldBase & { kind: 'radio'; options: readonly SearchOption[] })
  | (FieldBase & {
      kind: 'date-range';
      /** The value name of the range's end (`prop` holds its start). */
      endProp: string;
      /** Shortcuts by day (today, last week…) or by month (year to date, last half year, last year). */
      range?: 'day' | 'month';
      /** Submit `YYYY-MM-DD HH:mm:ss` with SPEC §9's default times 00:00:00 and 23:59:59 (else dates only). */
      withTime?: boolean;
    })
  | (FieldBase & { kind: 'cascader'; options: readonly SearchOption[] });

/** The form's values: text for every field, the cascader's path joined by '/'. */
export type SearchValues = Readonly<Record<string, string>>;
