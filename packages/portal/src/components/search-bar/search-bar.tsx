import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { dayRangeShortcuts, monthRangeShortcuts } from './date-shortcuts';
import type { SearchField, SearchOption, SearchValues } from './search-fields';
import { initialSearchValues, resetSearch, type SearchSubmission, submitSearch } from './search-form';
import { useClickCooldown } from './use-click-cooldown';

export interface SearchBarProps {
  fields: readonly SearchField[];
  /** The values a reset returns to. */
  defaults?: SearchValues;
  pageSize?: number;
  /** A valid search, or a reset (both from page 1). */
  onSearch(submission: SearchSubmission): void;
  /** When given, an export button appears; it runs only with a valid form (SPEC §5). */
  onExport?: (values: SearchValues) => void;
  className?: string;
}

const control =
  'h-10 w-full rounded-lg border border-slate-200 bg-white px-3 text-[15px] text-ink focus:border-brand-500';
const COLS = { 1: '', 2: 'md:col-span-2', 3: 'md:col-span-3', 4: 'md:col-span-4' } as const;

/**
 * The search bar (SPEC §2, §5): configurable fields, trimmed text, validation before searching, search
 * and reset from page 1, export only with a valid form, buttons disabled 700 ms after a click.
 */
export function SearchBar({ fields, defaults, pageSize, onSearch, onExport, className }: SearchBarProps) {
  const [values, setValues] = useState<SearchValues>(() => initialSearchValues(fields, defaults));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { coolingDown, startCooldown } = useClickCooldown();
  const set = (prop: string, value: string) => setValues((current) => ({ ...current, [prop]: value }));

  const search = () => {
    startCooldown();
    const outcome = submitSearch(fields, values, pageSize);
    if (!outcome.ok) return setErrors(outcome.errors);
    setErrors({});
    setValues(outcome.submission.values);
    onSearch(outcome.submission);
  };
  const reset = () => {
    startCooldown();
    const submission = resetSearch(fields, defaults, pageSize);
    setErrors({});
    setValues(submission.values);
    onSearch(submission);
  };
  const exportRows = () => {
    startCooldown();
    const outcome = submitSearch(fields, values, pageSize);
    if (!outcome.ok) return setErrors(outcome.errors);
    setErrors({});
    onExport?.(outcome.submission.values);
  };

  return (
    <search className={className}>
      <form
        aria-label="搜索条件"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
        className="card grid grid-cols-1 gap-4 p-4 md:grid-cols-4"
      >
        {fields
          .filter((field) => !field.hidden)
          .map((field) => (
            <FieldView key={field.prop} field={field} values={values} error={errors[field.prop]} onChange={set} />
          ))}
        <div className="flex flex-wrap items-end gap-3 md:col-span-4 md:justify-end">
          <button
            type="submit"
            disabled={coolingDown}
            className="h-10 rounded-lg bg-brand-600 px-6 text-white hover:bg-brand-700 disabled:opacity-60"
          >
            搜索
          </button>
          <button
            type="button"
            disabled={coolingDown}
            onClick={reset}
            className="h-10 rounded-lg border border-slate-300 bg-white px-6 text-ink hover:bg-slate-50 disabled:opacity-60"
          >
            重置
          </button>
          {onExport ? (
            <button
              type="button"
              disabled={coolingDown}
              onClick={exportRows}
              className="h-10 rounded-lg border border-brand-500 bg-white px-6 text-brand-600 hover:bg-brand-50 disabled:opacity-60"
            >
              导出
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

interface FieldViewProps {
  field: SearchField;
  values: SearchValues;
  error: string | undefined;
  onChange(prop: string, value: string): void;
}

function FieldView({ field, values, error, onChange }: FieldViewProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const value = values[field.prop] ?? '';
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <div className={cn('flex flex-col gap-1.5', COLS[field.col ?? 1])}>
      {field.kind === 'radio' || field.kind === 'date-range' || field.kind === 'cascader' ? (
        <span id={`${id}-label`} className="text-sm text-muted">
          {field.label}
        </span>
      ) : (
        <label htmlFor={id} className="text-sm text-muted">
          {field.label}
        </label>
      )}
      {field.kind === 'input' || field.kind === 'number' ? (
        <input
          id={id}
          type={field.kind === 'number' ? 'number' : 'search'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          min={field.kind === 'number' ? field.min : undefined}
          max={field.kind === 'number' ? field.max : undefined}
          value={value}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          onChange={(event) => onChange(field.prop, event.target.value)}
          className={control}
          {...described}
        />
      ) : null}
      {field.kind === 'select' ? (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(field.prop, event.target.value)}
          className={control}
          {...described}
        >
          <option value="">全部</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : null}
      {field.kind === 'radio' ? (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          className="flex min-h-10 flex-wrap items-center gap-2"
          {...described}
        >
          {[{ label: '全部', value: '' }, ...field.options].map((option) => (
            <label
              key={option.value}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                value === option.value
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-200 bg-white text-ink',
              )}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(field.prop, option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      ) : null}
      {field.kind === 'date-range' ? (
        <DateRange field={field} values={values} labelId={`${id}-label`} onChange={onChange} />
      ) : null}
      {field.kind === 'cascader' ? (
        <Cascader
          options={field.options}
          value={value}
          labelId={`${id}-label`}
          onChange={(next) => onChange(field.prop, next)}
        />
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DateRange(props: {
  field: Extract<SearchField, { kind: 'date-range' }>;
  values: SearchValues;
  labelId: string;
  onChange(prop: string, value: string): void;
}) {
  const { field, values, labelId, onChange } = props;
  const shortcuts = field.range === 'month' ? monthRangeShortcuts(new Date()) : dayRangeShortcuts(new Date());
  return (
    // A fieldset is as wide as its content at least (min-inline-size: min-content) and a date input will not
    // shrink below its own width: both must be let shrink, or on a phone the range sticks out of its card.
    <fieldset aria-labelledby={labelId} className="min-w-0 space-y-2">
      <div className="flex items-center gap-2">
        <input
          type="date"
          aria-label={`${field.label}开始`}
          value={values[field.prop] ?? ''}
          max={values[field.endProp] || undefined}
          onChange={(event) => onChange(field.prop, event.target.value)}
          className={cn(control, 'min-w-0 flex-1')}
        />
        <span className="text-muted">至</span>
        <input
          type="date"
          aria-label={`${field.label}结束`}
          value={values[field.endProp] ?? ''}
          min={values[field.prop] || undefined}
          onChange={(event) => onChange(field.endProp, event.target.value)}
          className={cn(control, 'min-w-0 flex-1')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut.label}
            type="button"
            onClick={() => {
              onChange(field.prop, shortcut.range[0]);
              onChange(field.endProp, shortcut.range[1]);
            }}
            className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-muted hover:bg-brand-50 hover:text-brand-700"
          >
            {shortcut.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A cascader as a chain of selects: each level lists the children of the one chosen above. */
function Cascader(props: {
  options: readonly SearchOption[];
  value: string;
  labelId: string;
  onChange(value: string): void;
}) {
  const path = props.value ? props.value.split('/') : [];
  const levels: Array<readonly SearchOption[]> = [props.options];
  for (const chosen of path) {
    const next = levels.at(-1)?.find((option) => option.value === chosen)?.children;
    if (!next?.length) break;
    levels.push(next);
  }
  return (
    <fieldset aria-labelledby={props.labelId} className="flex gap-2">
      {levels.map((options, level) => (
        <select
          // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position.
          key={level}
          aria-label={`第 ${level + 1} 级`}
          value={path[level] ?? ''}
          onChange={(event) => {
            const chosen = event.target.value;
            props.onChange(chosen ? [...path.slice(0, level), chosen].join('/') : path.slice(0, level).join('/'));
          }}
          className={control}
        >
          <option value="">全部</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ))}
    </fieldset>
  );
}
