import type { ReactNode } from 'react';

/** Props of {@link IconButton}; `children` are the paths of a 24×24 stroked icon. */
export interface IconButtonProps {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  onClick(): void;
  /** A toggle's state (aria-pressed); omit for a plain action. */
  pressed?: boolean;
  /** Size, colours and focus ring: each toolbar has its own. */
  className: string;
  children: ReactNode;
}

/** A square button with only an icon: named by `label` for screen readers and as its tooltip. */
export function IconButton(props: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={`inline-flex items-center justify-center rounded-md ${props.className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
        {props.children}
      </svg>
    </button>
  );
}
