import { useEffect, useMemo, useRef, useState } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useAutoscroll } from '../hooks/use-autoscroll';
import { useChatSnapshot } from '../hooks/use-chat-snapshot';
import { lastAssistantIndex } from '../logic/regenerate-selection';
import { TEXT } from '../texts';
import { MessageItem } from './message-item';

/**
 * Long conversations mount from the end in small batches, one task each, so no single task renders
 * much markdown (500 messages open and scroll without a long task): first the newest
 * INITIAL_WINDOW, then older ones BATCH at a time whenever the top sentinel comes near the view.
 */
const INITIAL_WINDOW = 16;
const WINDOW_STEP = 32;
const BATCH = 8;

/**
 * The message area: the fixed greeting, then the conversation. The streamed reply is announced
 * once, when it finishes (aria-live polite), instead of token by token.
 */
export function MessageList() {
  const { instance } = useAssistant();
  const {
    messages,
    status,
    streamingIndex,
    pending,
    conversationId,
    streamStartedAt,
    thinkingMs,
    reconnecting,
    detachedId,
  } = useChatSnapshot();
  const scrollRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const [targetWindow, setTargetWindow] = useState(INITIAL_WINDOW);
  const [windowSize, setWindowSize] = useState(BATCH);
  const [announcement, setAnnouncement] = useState('');
  const { siteName } = instance.getConfig();

  const userTurns = messages.filter((message) => message.role === 'user').length;
  // A reply notice appearing under the answer is content to follow too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key whenever what is shown at the bottom changes.
  const shownAtBottom = useMemo(() => ({}), [messages, reconnecting, detachedId]);
  useAutoscroll(scrollRef, shownAtBottom, `${conversationId}:${userTurns}`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a different conversation starts a new window.
  useEffect(() => {
    setTargetWindow(INITIAL_WINDOW);
    setWindowSize(BATCH);
  }, [conversationId]);

  // Grow toward the target one batch per task.
  useEffect(() => {
    if (windowSize >= targetWindow || windowSize >= messages.length) return;
    const timer = setTimeout(() => setWindowSize((size) => size + BATCH), 0);
    return () => clearTimeout(timer);
  }, [windowSize, targetWindow, messages.length]);

  const hidden = Math.max(0, messages.length - windowSize);
  const growing = windowSize < targetWindow;
  useEffect(() => {
    const sentinel = topRef.current;
    const scroller = scrollRef.current;
    if (!sentinel || !scroller || hidden === 0 || growing) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setTargetWindow((size) => size + WINDOW_STEP);
      },
      { root: scroller, rootMargin: '300px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hidden, growing]);

  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === 'idle' && status === 'generating') setAnnouncement(TEXT.thinking);
    if (previousStatus.current === 'generating' && status === 'idle') {
      const last = messages[lastAssistantIndex(messages)];
      setAnnouncement(last ? `AI助手回复：${last.content}` : '');
    }
    previousStatus.current = status;
  }, [status, messages]);

  const lastAssistant = lastAssistantIndex(messages);
  return (
    <div
      ref={scrollRef}
      part="messages"
      role="log"
      aria-label="对话消息"
      aria-live="off"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    >
      <div className="flex flex-col gap-4">
        <div className="edu-answer max-w-[85%] self-start rounded-2xl rounded-tl-sm px-4 py-3">
          您好，我是{siteName}的教育AI助手，基于大语言模型构建。您可以问我教学、资源和平台使用方面的问题。
        </div>
        <div ref={topRef} aria-hidden="true" />
        {messages.slice(hidden).map((message, offset) => {
          const index = hidden + offset;
          return (
            <MessageItem
              // Messages are only appended or replaced in place, so the index is a stable key.
              key={`${conversationId ?? 'new'}-${index}`}
              message={message}
              index={index}
              streaming={index === streamingIndex}
              pending={index === streamingIndex && pending}
              showActions={status === 'idle' && message.role === 'assistant'}
              canRegenerate={index === lastAssistant}
              streamStartedAt={index === streamingIndex ? streamStartedAt : undefined}
              // Measured in this page while it streams; stored with the answer after that (issue #30).
              thinkingMs={thinkingMs[message.id ?? ''] ?? message.thinkingMs}
              notice={
                index === streamingIndex && reconnecting
                  ? 'reconnecting'
                  : message.interrupted
                    ? 'interrupted'
                    : message.id !== undefined && message.id === detachedId
                      ? 'detached'
                      : undefined
              }
            />
          );
        })}
      </div>
      <div aria-live="polite" className="edu-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
