import { type ReactNode, useId } from 'react';

/** A labelled form field with its message (SPEC §5's text) under it. */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error || hint ? { 'aria-describedby': messageId } : {}) })}
      {error ? (
        <p id={messageId} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The classes of a console text input or select. */
export const INPUT_CLASS =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500 focus:border-brand-500 focus:outline-none';

/** A primary or plain button of a form. */
export function FormButton({
  children,
  tone = 'primary',
  type = 'button',
  disabled,
  onClick,
}: {
  children: ReactNode;
  tone?: 'primary' | 'plain';
  type?: 'button' | 'submit';
  disabled?: boolean;
  onClick?: () => void;
}) {
  const classes =
    tone === 'primary'
      ? 'bg-brand-600 text-white hover:bg-brand-700'
      : 'border border-slate-300 text-ink hover:bg-slate-50';
  return (
    <button
      type={type}
      disabled={disabled}
      onClick={onClick}
      className={`rounded-lg px-4 py-2 text-sm disabled:opacity-50 ${classes}`}
    >
      {children}
    </button>
  );
}
