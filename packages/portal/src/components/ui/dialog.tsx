import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { cn } from '../../lib/cn';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), iframe, video[controls], audio[controls], [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, the close button, or the overlay unless `lockOutside`). */
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** The accessible name when `title` is not plain text. */
  titleText?: string;
  /** A click outside does not close it (SPEC §2: the file preview). */
  lockOutside?: boolean;
  /**
   * False for a dialog the user must answer (a required password change): no close button, and neither
   * Escape nor a click outside closes it. Default true.
   */
  dismissible?: boolean;
  /** Classes of the panel: its width, e.g. `md:w-[1037px]`. */
  className?: string;
  /** Extra header content beside the title (e.g. a type icon). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * Radix Dialog, wrapped once. It runs in Radix's non-modal mode because the modal mode locks scrolling
 * with react-remove-scroll, which injects a `<style>` element that the portal's strict CSP
 * (`style-src 'self'`) refuses (a console error on every open). What the modal mode would add is done
 * here instead: an overlay, `aria-modal`, a Tab loop inside the panel, the page's scroll locked with a
 * class on `<html>`, and focus returned to the opener (Radix does that).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  titleText,
  lockOutside,
  dismissible = true,
  className,
  headerExtra,
  children,
}: DialogProps) {
  useScrollLock(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDialog.Portal>
        {open ? (
          <div
            aria-hidden="true"
            className="fixed inset-0 z-[1000] bg-slate-900/50"
            onClick={lockOutside || !dismissible ? undefined : () => onOpenChange(false)}
          />
        ) : null}
        <RadixDialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          aria-label={titleText}
          onKeyDown={trapTab}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={dismissible ? undefined : (event) => event.preventDefault()}
          className={cn(
            'fixed inset-0 z-[1001] flex flex-col bg-white outline-none md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[calc(100vh-48px)] md:w-[520px] md:max-w-[calc(100vw-48px)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl md:shadow-2xl',
            className,
          )}
        >
          <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-3">
            {headerExtra}
            {/* A long title (a file's name) wraps rather than being cut: the title is where it is read whole. */}
            <RadixDialog.Title className="min-w-0 flex-1 text-base font-semibold [overflow-wrap:anywhere] text-ink">
              {title}
            </RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close
                aria-label="关闭"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-slate-500 hover:bg-slate-100"
              >
                ×
              </RadixDialog.Close>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (item) => item.offsetParent !== null,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Locks the page's scroll while a dialog is open (nested dialogs count). */
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    openDialogs += 1;
    document.documentElement.classList.add('scroll-locked');
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) document.documentElement.classList.remove('scroll-locked');
    };
  }, [active]);
}

let openDialogs = 0;
