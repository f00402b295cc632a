import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PopoverProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it (rendered as the trigger itself). */
  trigger: ReactElement;
  align?: 'start' | 'center' | 'end';
  className?: string;
  children: ReactNode;
}

/**
 * Radix Popover, wrapped once: non-modal (it injects no style element, so the strict CSP holds),
 * positioned under its trigger, closed by Escape or a click outside, focus returned to the trigger.
 */
export function Popover({ open, onOpenChange, trigger, align = 'end', className, children }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align={align}
          sideOffset={8}
          className={cn(
            'z-[900] min-w-36 rounded-lg border border-slate-100 bg-white p-1 shadow-xl outline-none',
            className,
          )}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
