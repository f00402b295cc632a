/** The admin's controls, one look for every form and list of the studio admin. */
export const ADMIN_STYLES = {
  primary:
    'inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50',
  secondary:
    'inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm text-ink hover:bg-slate-50',
  dangerButton:
    'inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700',
  danger: 'shrink-0 whitespace-nowrap rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50',
  link: 'shrink-0 whitespace-nowrap rounded px-2 py-1 text-sm text-brand-700 hover:bg-brand-50',
  input:
    'w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-[15px] text-ink focus:border-brand-500 aria-[invalid=true]:border-red-500',
  error: 'mt-1 text-sm text-red-700',
} as const;
