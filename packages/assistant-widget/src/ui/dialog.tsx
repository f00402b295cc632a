import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useAssistant } from '../hooks/assistant-context';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, the close button, the overlay). */
  onOpenChange(open: boolean): void;
  title: string;
  /** Width in CSS units: '600px' for media (SPEC §9), '30%' for feedback (with a sensible minimum). */
  width: string;
  /** Closing by a click outside is refused (the video dialog asks first). */
  modalLock?: boolean;
  children: ReactNode;
  part?: string;
}

/**
 * Radix Dialog, wrapped once for the shadow root:
 * - portals into the widget's own container, so its styles apply (Radix defaults to document.body);
 * - Radix's FocusScope reads document.activeElement, which inside a shadow root is only the host,
 *   so Tab would escape the dialog: the loop is done here with the shadow root's activeElement;
 * - focus returns to the element that opened the dialog (Radix would return it to the host).
 */
export function Dialog({ open, onOpenChange, title, width, modalLock, children, part }: DialogProps) {
  const { portalContainer, root } = useAssistant();
  const opener = useRef<HTMLElement | null>(null);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter(
      (item) => item.offsetParent !== null || item === root.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = root.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={portalContainer}>
        <RadixDialog.Overlay className="edu-dialog-layer fixed inset-0 bg-black/40" />
        <RadixDialog.Content
          part={part}
          onKeyDown={trapTab}
          onOpenAutoFocus={() => {
            opener.current = root.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onPointerDownOutside={(event) => {
            if (modalLock) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (modalLock) event.preventDefault();
          }}
          aria-describedby={undefined}
          style={{ width: `min(${width}, calc(100vw - 24px))` }}
          className="edu-dialog-layer fixed top-1/2 left-1/2 flex max-h-[calc(100vh-24px)] min-w-[min(320px,calc(100vw-24px))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-brand bg-surface p-5 text-gray-800 shadow-2xl outline-none"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="关闭"
              className="inline-flex size-8 items-center justify-center rounded-full text-lg text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              ×
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
