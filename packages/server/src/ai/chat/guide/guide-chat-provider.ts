import { GUIDE_CHUNK_CHARS, GUIDE_MAX_PAGES } from '../../../constants';
import type { ChatEventSink, ChatProvider, ProviderChatRequest } from '../chat-provider';
import { buildGuideAnswer } from './build-guide-answer';
import type { GuideIndex } from './guide-index';

/** Splits text into stream pieces without cutting a surrogate pair. */
function* pieces(text: string): Generator<string> {
  const characters = Array.from(text);
  for (let index = 0; index < characters.length; index += GUIDE_CHUNK_CHARS) {
    yield characters.slice(index, index + GUIDE_CHUNK_CHARS).join('');
  }
}

/**
 * The offline guide: answers from the platform's own content with links to pages, streamed like a
 * model's reply; in deep-thinking mode its retrieval steps stream first as reasoning.
 */
export function createGuideChatProvider(
  index: GuideIndex,
  /** Brings the index up to date with content written through other server copies (see guide-change-log.ts). */
  catchUp: () => Promise<void> = async () => {},
): ChatProvider {
  async function answer(request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink): Promise<void> {
    // Without the database (it restarts) the index as this copy has it still answers: better than no answer.
    await catchUp().catch(() => undefined);
    const question =
      [...request.messages]
        .reverse()
        .find((message) => message.role === 'user')
        ?.content.trim() ?? '';
    const firstReply = !request.messages.some((message) => message.role === 'assistant');
    const { reasoning, answer } = buildGuideAnswer({
      question,
      query: index.analyse(question),
      hits: index.search(question, GUIDE_MAX_PAGES),
      documentCount: index.size,
      firstReply,
    });
    if (request.mode === 'deepseek') {
      for (const step of reasoning) {
        if (signal.aborted) return;
        sink.event({ type: 'reasoning', text: step });
      }
    }
    for (const piece of pieces(answer)) {
      if (signal.aborted) return;
      sink.event({ type: 'content', text: piece });
      // Yield the event loop between pieces so a long answer never blocks other requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function start(request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink): void {
    answer(request, signal, sink).then(
      () => {
        if (!signal.aborted) sink.end();
      },
      (error: unknown) => {
        if (signal.aborted) return;
        sink.event({
          type: 'error',
          message: `离线向导出错：${error instanceof Error ? error.message : String(error)}`,
        });
        sink.end();
      },
    );
  }

  return { name: 'guide', start };
}
