import type { ReactNode } from 'react';
import { INPUT_CLASS } from './form-field';
import { SearchButton } from './search-button';

/** A console list's filter bar: its fields, then 搜索, which applies them (Enter in a field does too). */
export function ConsoleFilterForm({
  className,
  onSearch,
  children,
}: {
  /** The bar's layout (a grid of so many columns, or a wrapping row). */
  className: string;
  onSearch(): void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
      <SearchButton />
    </form>
  );
}

/** A filter bar's keyword field (the bar has no visible labels: its placeholder is its label). */
export function KeywordInput({
  label,
  value,
  onChange,
  className = INPUT_CLASS,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}) {
  return (
    <input
      aria-label={label}
      placeholder={label}
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
