import type { ChatProvider, ProviderChatRequest } from '../chat/chat-provider';
import type { GuideHit } from '../chat/guide/guide-index';
import { CITATION_COUNT, type Citation, citationFooter, citationsOf } from './cite-platform';
import type { ModerateText } from './moderation-endpoint';
import { createOutputGuard, type OutputGuard } from './output-guard';
import {
  BLOCKED_INPUT_MESSAGE,
  MODERATION_UNAVAILABLE_MESSAGE,
  type PreparedChat,
  prepareSchoolChat,
} from './prepare-school-chat';
import type { SchoolRules } from './school-rules';

/** The calm message that replaces an answer that ran into a refused word: what was held back is never sent. */
const BLOCKED_OUTPUT_MESSAGE = '这个回答含有不适合展示的内容，已经停止。我们换个问题吧。';

const FAILURE_MESSAGE = '服务器处理回复时出错，请稍后再试';

/** What the school rules' provider needs beside the inner provider and the rules. */
export interface SchoolChatOptions {
  log: (message: string) => void;
  /** The platform's own index (the guide's): a model's answer cites its best pages. */
  search?: ((question: string, limit: number) => GuideHit[]) | undefined;
  /** The optional moderation service (MODERATION_URL), asked about each question before the model. */
  moderate?: ModerateText | undefined;
  /** PUBLIC_ORIGIN: cited pages link there, so they open the portal from an embedding site too ('' : relative). */
  linkBase?: string | undefined;
}

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
 * back; a model's answer is given the platform's best pages to cite and ends with them as numbered links
 * ({@link citationFooter}). Wrapping the provider keeps the reply jobs unchanged: they start this provider
 * as any other, and it pushes the inner provider's events on through the guard.
 */
export function createSchoolChatProvider(
  inner: ChatProvider,
  rules: SchoolRules,
  options: SchoolChatOptions,
): ChatProvider {
  const { log, search, linkBase = '', moderate } = options;
  const offline = inner.name === 'guide';
  /** The request as the provider may see it, the guard of its answer, and the sources it ends with. */
  const prepare = async (
    request: ProviderChatRequest,
  ): Promise<{ prepared: PreparedChat; guard: OutputGuard; footer: string }> => {
    const context = await rules.contextFor(request);
    const question = [...request.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
    const citations: Citation[] | undefined =
      offline || !search ? undefined : citationsOf(search(question, CITATION_COUNT * 2));
    let prepared = prepareSchoolChat(request, { ...context, offline, citations });
    if (prepared.kind === 'forward' && moderate) {
      // The service sees the question as the model would: masked.
      const asked = [...prepared.request.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
      const verdict = await moderate(asked);
      if (verdict === 'blocked') prepared = { kind: 'answer', text: BLOCKED_INPUT_MESSAGE, blocked: true };
      if (verdict === 'unavailable')
        prepared = { kind: 'answer', text: MODERATION_UNAVAILABLE_MESSAGE, blocked: false };
    }
    if (prepared.kind === 'answer' && prepared.blocked) await rules.countBlocked('input');
    return {
      prepared,
      guard: createOutputGuard(context.blockedWords),
      footer: citations === undefined ? '' : citationFooter(citations, linkBase),
    };
  };

  return {
    name: inner.name,
    start(request, signal, sink) {
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        sink.end();
      };
      const abort = linkedAbort(signal);
      void (async () => {
        const { prepared, guard, footer } = await prepare(request);
        let failed = false;
        // A stopped reply takes nothing more from its provider (ChatProvider's contract).
        if (abort.signal.aborted) return;
        if (prepared.kind === 'answer') {
          // A refused question is a refusal on the wire too: the page shows the calm text as it is (issue 35).
          sink.event(
            prepared.blocked ? { type: 'refused', message: prepared.text } : { type: 'content', text: prepared.text },
          );
          end();
          return;
        }
        inner.start(prepared.request, abort.signal, {
          event(event) {
            if (ended) return;
            if (event.type !== 'content') {
              if (event.type === 'error') {
                failed = true;
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
            // The refusal withdraws what was sent before it (issue 35: nothing partial is shown, stored or
            // spoken). Ended before the upstream is cut: its abort ends the inner reply, whose end must not flush.
            sink.event({ type: 'refused', message: BLOCKED_OUTPUT_MESSAGE });
            end();
            abort.abort();
            void rules.countBlocked('output').catch((error: unknown) => log(`blocked count failed: ${String(error)}`));
          },
          end() {
            if (ended) return;
            const rest = guard.flush();
            if (rest !== '') sink.event({ type: 'content', text: rest });
            // The sources close a whole answer only: not one cut by an error or by the reply being stopped.
            if (!failed && !abort.signal.aborted && footer !== '') sink.event({ type: 'content', text: footer });
            end();
          },
        });
      })().catch((error: unknown) => {
        log(`school rules failed: ${error instanceof Error ? error.stack : String(error)}`);
        if (abort.signal.aborted) return;
        sink.event({ type: 'error', message: FAILURE_MESSAGE });
        end();
      });
    },
  };
}
