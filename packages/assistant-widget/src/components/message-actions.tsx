import type { MessageFeedback } from '../logic/feedback-rules';
import { IconButton, type IconButtonProps } from '../ui/icon-button';

export interface MessageActionsProps {
  feedback: MessageFeedback;
  canRegenerate: boolean;
  /** The shown version (0-based) and how many versions the answer has (issue #16). */
  version: number;
  versions: number;
  onVersion(version: number): void;
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

/**
 * SPEC §2 message actions: regenerate (last answer only), helpful, needs improvement, copy; before
 * them, when an answer was regenerated, its versions (issue #16: '1/2' with ◀ ▶).
 */
export function MessageActions(props: MessageActionsProps) {
  const { version, versions } = props;
  return (
    <div className="mt-1 flex items-center gap-0.5" part="message-actions">
      {versions > 1 ? (
        <div part="versions" className="mr-1 flex items-center text-xs text-gray-600">
          <button
            type="button"
            aria-label="上一个版本"
            title="上一个版本"
            disabled={version === 0}
            onClick={() => props.onVersion(version - 1)}
            className="inline-flex size-7 items-center justify-center rounded-md hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40"
          >
            ◀
          </button>
          <span aria-hidden="true">
            {version + 1}/{versions}
          </span>
          <span className="edu-visually-hidden">{`第 ${version + 1} 个版本，共 ${versions} 个`}</span>
          <button
            type="button"
            aria-label="下一个版本"
            title="下一个版本"
            disabled={version === versions - 1}
            onClick={() => props.onVersion(version + 1)}
            className="inline-flex size-7 items-center justify-center rounded-md hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40"
          >
            ▶
          </button>
        </div>
      ) : null}
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
