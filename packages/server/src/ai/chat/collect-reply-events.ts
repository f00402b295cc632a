import type { ChatProvider, ProviderChatEvent, ProviderChatRequest } from './chat-provider';

/**
 * Runs a reply to its end and resolves with its events in order: the whole reply of a `stream: false`
 * request. An abort resolves at once with what came before it.
 */
export function collectReplyEvents(
  provider: ChatProvider,
  request: ProviderChatRequest,
  signal: AbortSignal,
): Promise<ProviderChatEvent[]> {
  return new Promise((resolve) => {
    const events: ProviderChatEvent[] = [];
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve(events);
    };
    signal.addEventListener('abort', done, { once: true });
    if (signal.aborted) return done();
    provider.start(request, signal, {
      event: (event) => {
        if (!signal.aborted) events.push(event);
      },
      end: done,
    });
  });
}
