import { lazy, Suspense, useRef, useState } from 'react';
import { TEXT } from '../texts';

// Radix Popover loads when a delete button is about to be used (hover, focus, click), not with the panel.
const loadPopover = () => import('../ui/confirm-popover');
const ConfirmPopover = lazy(() => loadPopover().then((module) => ({ default: module.ConfirmPopover })));

export interface DeleteConversationButtonProps {
  title: string;
  /** Deletes after the user confirmed; resolves when done (the row then goes away). */
  onConfirm(): Promise<void>;
}

/**
 * A conversation's delete button: asks '确定删除该对话吗？' (删除 / 取消) in a popover before deleting.
 * The button itself is plain and always present; the popover points at it.
 */
export function DeleteConversationButton({ title, onConfirm }: DeleteConversationButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prepare = () => {
    setWanted(true);
    void loadPopover();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={`删除对话：${title}`}
        title={TEXT.deleteConfirm}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen((value) => !value);
        }}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-gray-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand data-[state=open]:bg-red-50 data-[state=open]:text-red-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ConfirmPopover
            open={open}
            onOpenChange={setOpen}
            anchorRef={buttonRef}
            part="delete-confirm"
            message={TEXT.deleteConversationConfirm}
            confirmLabel={TEXT.deleteConfirm}
            cancelLabel={TEXT.deleteCancel}
            onConfirm={() => {
              setOpen(false);
              void onConfirm();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
