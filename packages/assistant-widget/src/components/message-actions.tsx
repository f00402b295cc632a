import type { MessageFeedback } from '../logic/feedback-rules';
import { IconButton, type IconButtonProps } from '../ui/icon-button';

export interface MessageActionsProps {
  feedback: MessageFeedback;
  canRegenerate: boolean;
  onRegenerate(): void;
  onLike(): void;
  onDislike(): void;
  onCopy(): void;
}

function Action(props: Omit<IconButtonProps, 'className'>) {
  return (
    <IconButton
      {...props}
      className={`size-7 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand ${props.pressed ? 'text-brand' : 'text-gray-500'}`}
    />
  );
}

/** SPEC §2 message actions: regenerate (last answer only), helpful, needs improvement, copy. */
export function MessageActions(props: MessageActionsProps) {
  return (
    <div className="mt-1 flex items-center gap-0.5" part="message-actions">
      {props.canRegenerate ? (
        <Action label="重新生成" onClick={props.onRegenerate}>
          <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
        </Action>
      ) : null}
      <Action label="有帮助" pressed={props.feedback.likeId !== undefined} onClick={props.onLike}>
        <path d="M7 11v9H4v-9h3Zm0 0 4-7a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 17.3 20H7" />
      </Action>
      <Action label="待改进" pressed={props.feedback.dislikeId !== undefined} onClick={props.onDislike}>
        <path d="M17 13V4h3v9h-3Zm0 0-4 7a2 2 0 0 1-2-2v-4H5.5a2 2 0 0 1-2-2.3l1.2-6A2 2 0 0 1 6.7 4H17" />
      </Action>
      <Action label="复制" onClick={props.onCopy}>
        <path d="M9 9h10v11H9zM5 15V4h10" />
      </Action>
    </div>
  );
}
