import { TEXT } from '../texts';

/** What a reply's notice says: its connection is being rejoined, its copy stopped, or this page let go of it. */
export type ReplyNoticeKind = 'reconnecting' | 'interrupted' | 'detached';

export interface ReplyNoticeProps {
  kind: ReplyNoticeKind;
  /** Regenerate (an interrupted answer, the last one) or rejoin (a reply this page let go of); none while writing. */
  onAction: (() => void) | undefined;
}

const TEXTS: Record<ReplyNoticeKind, { message: string; action: string | undefined }> = {
  reconnecting: { message: TEXT.reconnecting, action: undefined },
  interrupted: { message: TEXT.interrupted, action: TEXT.regenerate },
  detached: { message: TEXT.disconnected, action: TEXT.reconnect },
};

/**
 * A line under an answer saying what happened to its reply, in words, never a spinner (issue 34): the
 * connection is being rejoined (the reply goes on on the server), the server copy writing it stopped (what
 * came is kept; 重新生成), or this page gave up rejoining it (重新连接).
 */
export function ReplyNotice({ kind, onAction }: ReplyNoticeProps) {
  const { message, action } = TEXTS[kind];
  return (
    <div
      part="reply-notice"
      data-state={kind}
      role={kind === 'reconnecting' ? 'status' : undefined}
      className="mt-1 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span>{message}</span>
      {action && onAction ? (
        <button
          type="button"
          onClick={onAction}
          className="rounded-md border border-amber-700 px-2 py-0.5 text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {action}
        </button>
      ) : null}
    </div>
  );
}
