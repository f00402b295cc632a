import * as RadixPopover from '@radix-ui/react-popover';
import { type KeyboardEvent, type RefObject, useId, useRef } from 'react';
import { useAssistant } from '../hooks/assistant-context';

export interface ConfirmPopoverProps {
  open: boolean;
  /** Called when the user dismisses it (Escape, a click outside, 取消). */
  onOpenChange(open: boolean): void;
  /** The button the popover points at; focus returns to it when the popover closes. */
  anchorRef: RefObject<HTMLElement | null>;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  part?: string;
}

/**
 * A small confirmation (Radix Popover), wrapped for the shadow root like ui/dialog.tsx:
 * - portals into the widget's own container (Radix defaults to document.body, outside our styles);
 * - anchored to an existing button through `virtualRef`, so the trigger is a plain button that exists
 *   before this chunk loads (and keeps focus meanwhile);
 * - Radix's FocusScope compares document.activeElement, which inside a shadow root is only the host:
 *   the first focus (on the safe choice, 取消), the Tab loop and the return to the anchor are done here.
 */
export function ConfirmPopover(props: ConfirmPopoverProps) {
  const { portalContainer, root } = useAssistant();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const loopTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])'));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = root.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <RadixPopover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixPopover.Anchor virtualRef={props.anchorRef as RefObject<HTMLElement>} />
      <RadixPopover.Portal container={portalContainer}>
        <RadixPopover.Content
          part={props.part}
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={messageId}
          onKeyDown={loopTab}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.anchorRef.current?.focus();
          }}
          className="edu-dialog-layer w-56 rounded-lg border border-gray-200 bg-white p-3 text-gray-800 shadow-xl outline-none"
        >
          <p id={messageId} className="mb-3 text-sm">
            {props.message}
          </p>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={props.onConfirm}
              className="rounded-md bg-red-600 px-3 py-1 text-xs font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
            >
              {props.confirmLabel}
            </button>
            <RadixPopover.Close
              ref={cancelRef}
              className="rounded-md border border-gray-300 px-3 py-1 text-xs font-medium text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {props.cancelLabel}
            </RadixPopover.Close>
          </div>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
