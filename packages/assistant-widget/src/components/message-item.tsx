import { type ChatMessage, shownVersionIndex, versionsOf } from '@edu/api-client';
import { lazy, type MouseEvent, memo, Suspense, useEffect } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useMessageActions } from '../hooks/use-feedback';
import { AI_LABEL, withAiLabel } from '../logic/ai-label';
import { COPY_CODE_ATTRIBUTE } from '../markdown/markdown-constants';
import { MessageActions } from './message-actions';
import { ReasoningDisclosure } from './reasoning-disclosure';
import { ReplyNotice, type ReplyNoticeKind } from './reply-notice';

// The markdown renderer (markdown-it, its allow-list and sanitiser) comes with the first answer to show,
// not with the panel (issue #36): a reply is asked for (its placeholder starts the load) or a stored
// conversation is opened. Until it is there, an answer shows as plain text.
const loadMarkdown = () => import('./markdown-content');
const MarkdownContent = lazy(() => loadMarkdown().then((module) => ({ default: module.MarkdownContent })));
const StreamingMarkdownContent = lazy(() =>
  loadMarkdown().then((module) => ({ default: module.StreamingMarkdownContent })),
);

export interface MessageItemProps {
  message: ChatMessage;
  index: number;
  streaming: boolean;
  pending: boolean;
  showActions: boolean;
  canRegenerate: boolean;
  /** When the streaming reply was requested (its reasoning timer counts from here). */
  streamStartedAt: number | undefined;
  /** How long the model thought before this answer (measured in this page, or stored with it). */
  thinkingMs: number | undefined;
  /** What to say about this answer's reply (issue 34), if anything. */
  notice: ReplyNoticeKind | undefined;
}

/** One message: the user's text, or the assistant's markdown with collapsible reasoning and actions. */
export const MessageItem = memo(function MessageItem(props: MessageItemProps) {
  const { message } = props;
  if (message.role === 'user') {
    return (
      <div
        data-role="user"
        data-message-id={message.id}
        className="max-w-[85%] self-end rounded-2xl rounded-tr-sm bg-brand px-4 py-2.5 whitespace-pre-wrap wrap-anywhere text-on-brand"
      >
        {message.content}
      </div>
    );
  }
  return <AssistantMessage {...props} />;
});

function AssistantMessage(props: MessageItemProps) {
  const { message, index, streaming, pending, showActions, canRegenerate } = props;
  const messageId = message.id ?? '';
  const { instance } = useAssistant();
  const { feedback, like, dislike, copy } = useMessageActions();

  // The reply is on its way: its renderer loads while the model thinks.
  useEffect(() => {
    if (pending) void loadMarkdown();
  }, [pending]);

  // Code-block copy buttons come from the renderer as plain markup; one delegated handler serves them all.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest(`[${COPY_CODE_ATTRIBUTE}]`);
    const code = button?.parentElement?.querySelector('pre code');
    if (button && code) void copy(code.textContent ?? '', { kind: 'code', messageId });
  };

  return (
    <div
      data-role="assistant"
      data-message-id={messageId}
      data-streaming={streaming || undefined}
      className="edu-message max-w-[92%] self-start"
    >
      {message.reasoning ? (
        <ReasoningDisclosure
          text={message.reasoning}
          thinking={streaming && pending}
          startedAt={props.streamStartedAt}
          elapsedMs={props.thinkingMs}
        />
      ) : null}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegation for the real buttons inside. */}
      <div onClick={onClick} className="edu-answer rounded-2xl rounded-tl-sm px-4 py-3">
        {pending ? (
          <span className="edu-pending text-gray-500">{message.content}</span>
        ) : (
          <Suspense fallback={<div className="edu-markdown whitespace-pre-wrap">{message.content}</div>}>
            {streaming ? (
              <StreamingMarkdownContent content={message.content} />
            ) : (
              <MarkdownContent content={message.content} />
            )}
          </Suspense>
        )}
      </div>
      {pending ? null : (
        <p part="ai-label" className="edu-ai-label mt-1 px-1 text-[11px] text-gray-500">
          {AI_LABEL}
        </p>
      )}
      {props.notice ? (
        <ReplyNotice
          kind={props.notice}
          onAction={
            props.notice === 'detached'
              ? () => instance.chat.resume(index)
              : props.notice === 'interrupted' && canRegenerate && showActions
                ? () => instance.chat.regenerate(index)
                : undefined
          }
        />
      ) : null}
      {showActions ? (
        <MessageActions
          feedback={feedback[messageId] ?? {}}
          canRegenerate={canRegenerate}
          version={shownVersionIndex(message)}
          versions={versionsOf(message).length}
          onVersion={(version) => instance.chat.showVersion(index, version)}
          onRegenerate={() => instance.chat.regenerate(index)}
          onLike={() => void like(index)}
          onDislike={() => void dislike(index)}
          onCopy={() => void copy(withAiLabel(message.content), { kind: 'message', messageId })}
        />
      ) : null}
    </div>
  );
}
