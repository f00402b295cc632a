import type { ChatProvider, ChatStreamControl, ProviderChatEvent, ProviderChatRequest } from '../chat/chat-provider';
import { createOutputGuard, type OutputGuard } from './output-guard';
import { type PreparedChat, prepareSchoolChat } from './prepare-school-chat';
import type { SchoolRules } from './school-rules';

/** The calm end of an answer that ran into a refused word: what was held back is never sent. */
const BLOCKED_OUTPUT_MESSAGE = '这个回答含有不适合展示的内容，已经停止。我们换个问题吧。';

const FAILURE_MESSAGE = '服务器处理回复时出错，请稍后再试';

/** Links the reply's own abort (a refused word stops the upstream) to the client's. */
function linkedAbort(signal: AbortSignal): AbortController {
  const abort = new AbortController();
  if (signal.aborted) abort.abort();
  else signal.addEventListener('abort', () => abort.abort(), { once: true });
  return abort;
}

/**
 * The school rules around a chat provider (issue 35): the user's mode, masking and moderation are applied
 * before the provider is asked ({@link prepareSchoolChat}), and the answer passes an output guard on its way
 * back. Wrapping the provider keeps the relay unchanged; the push path (`streamTo`) is kept when the inner
 * provider has it.
 */
export function createSchoolChatProvider(
  inner: ChatProvider,
  rules: SchoolRules,
  log: (message: string) => void,
): ChatProvider {
  /** The request as the provider may see it, and the guard of its answer. */
  const prepare = async (request: ProviderChatRequest): Promise<{ prepared: PreparedChat; guard: OutputGuard }> => {
    const context = await rules.contextFor(request);
    const prepared = prepareSchoolChat(request, { ...context, offline: inner.name === 'guide' });
    if (prepared.kind === 'answer' && prepared.blocked) await rules.countBlocked('input');
    return { prepared, guard: createOutputGuard(context.blockedWords) };
  };

  async function* stream(request: ProviderChatRequest, signal: AbortSignal): AsyncGenerator<ProviderChatEvent> {
    const { prepared, guard } = await prepare(request);
    if (prepared.kind === 'answer') {
      yield { type: 'content', text: prepared.text };
      return;
    }
    const abort = linkedAbort(signal);
    for await (const event of inner.stream(prepared.request, abort.signal)) {
      if (event.type !== 'content') {
        if (event.type === 'error') {
          const rest = guard.flush();
          if (rest !== '') yield { type: 'content', text: rest };
        }
        yield event;
        continue;
      }
      const result = guard.push(event.text);
      if (result.blocked) {
        abort.abort();
        await rules.countBlocked('output');
        yield { type: 'error', message: BLOCKED_OUTPUT_MESSAGE };
        return;
      }
      if (result.release !== '') yield { type: 'content', text: result.release };
    }
    const rest = guard.flush();
    if (rest !== '') yield { type: 'content', text: rest };
  }

  const innerStreamTo = inner.streamTo?.bind(inner);
  if (!innerStreamTo) return { name: inner.name, stream };

  return {
    name: inner.name,
    stream,
    streamTo(request, signal, sink) {
      let control: ChatStreamControl | undefined;
      let paused = false;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        sink.end();
      };
      const abort = linkedAbort(signal);
      void (async () => {
        const { prepared, guard } = await prepare(request);
        if (abort.signal.aborted) return;
        if (prepared.kind === 'answer') {
          sink.event({ type: 'content', text: prepared.text });
          end();
          return;
        }
        control = innerStreamTo(prepared.request, abort.signal, {
          event(event) {
            if (ended) return;
            if (event.type !== 'content') {
              if (event.type === 'error') {
                const rest = guard.flush();
                if (rest !== '') sink.event({ type: 'content', text: rest });
              }
              sink.event(event);
              return;
            }
            const result = guard.push(event.text);
            if (!result.blocked) {
              if (result.release !== '') sink.event({ type: 'content', text: result.release });
              return;
            }
            // Ended before the upstream is cut: its abort ends the inner reply, whose end must not flush.
            sink.event({ type: 'error', message: BLOCKED_OUTPUT_MESSAGE });
            end();
            abort.abort();
            void rules.countBlocked('output').catch((error: unknown) => log(`blocked count failed: ${String(error)}`));
          },
          end() {
            if (ended) return;
            const rest = guard.flush();
            if (rest !== '') sink.event({ type: 'content', text: rest });
            end();
          },
        });
        if (paused) control.pause();
      })().catch((error: unknown) => {
        log(`school rules failed: ${error instanceof Error ? error.stack : String(error)}`);
        if (abort.signal.aborted) return;
        sink.event({ type: 'error', message: FAILURE_MESSAGE });
        end();
      });
      return {
        pause() {
          paused = true;
          control?.pause();
        },
        resume() {
          paused = false;
          control?.resume();
        },
      };
    },
  };
}
