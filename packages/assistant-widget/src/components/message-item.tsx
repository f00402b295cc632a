import type { ChatMessage } from '@edu/api-client';
import { type MouseEvent, memo } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useMessageActions } from '../hooks/use-feedback';
import { COPY_CODE_ATTRIBUTE } from '../markdown';
import { MarkdownContent, StreamingMarkdownContent } from './markdown-content';
import { MessageActions } from './message-actions';

export interface MessageItemProps {
  message: ChatMessage;
  index: number;
  streaming: boolean;
  pending: boolean;
  showActions: boolean;
  canRegenerate: boolean;
}

/** One message: the user's text, or the assistant's markdown with collapsible reasoning and actions. */
export const MessageItem = memo(function MessageItem(props: MessageItemProps) {
  const { message } = props;
  if (message.role === 'user') {
    return (
      <div
        data-role="user"
        className="max-w-[85%] self-end rounded-2xl rounded-tr-sm bg-brand px-4 py-2.5 whitespace-pre-wrap text-on-brand"
      >
        {message.content}
      </div>
    );
  }
  return <AssistantMessage {...props} />;
});

function AssistantMessage({ message, index, streaming, pending, showActions, canRegenerate }: MessageItemProps) {
  const { instance } = useAssistant();
  const { feedback, like, dislike, copy } = useMessageActions();

  // Code-block copy buttons come from the renderer as plain markup; one delegated handler serves them all.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest(`[${COPY_CODE_ATTRIBUTE}]`);
    const code = button?.parentElement?.querySelector('pre code');
    if (button && code) void copy(code.textContent ?? '');
  };

  return (
    <div data-role="assistant" data-streaming={streaming || undefined} className="edu-message max-w-[92%] self-start">
      {message.reasoning ? (
        <details
          className="mb-2 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-xs text-gray-600"
          open={streaming && pending}
        >
          <summary className="cursor-pointer font-medium text-gray-700 focus-visible:outline-2 focus-visible:outline-brand">
            {streaming && pending ? '深度思考中…' : '已深度思考'}
          </summary>
          <div className="mt-1 whitespace-pre-wrap">{message.reasoning}</div>
        </details>
      ) : null}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegation for the real buttons inside. */}
      <div onClick={onClick} className="rounded-2xl rounded-tl-sm bg-gray-100 px-4 py-3">
        {pending ? (
          <span className="edu-pending text-gray-500">{message.content}</span>
        ) : streaming ? (
          <StreamingMarkdownContent content={message.content} />
        ) : (
          <MarkdownContent content={message.content} />
        )}
      </div>
      {showActions ? (
        <MessageActions
          feedback={feedback[index] ?? {}}
          canRegenerate={canRegenerate}
          onRegenerate={() => instance.chat.regenerate(index)}
          onLike={() => void like(index)}
          onDislike={() => void dislike(index)}
          onCopy={() => void copy(message.content)}
        />
      ) : null}
    </div>
  );
}
