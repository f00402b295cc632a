import { cn } from '../../../lib/cn';

/**
 * The submit button of a personal-centre form: disabled while the form is being sent, and saying so
 * (`pendingLabel`). `className` sets its width (padding).
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={cn('rounded-lg bg-brand-600 py-2 text-white hover:bg-brand-700 disabled:opacity-50', className)}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
