import { addVersion, type ChatMessage, finishReplyContent, type ReplyEnding } from '@edu/api-client';
import { type ReplyProgress, replyTextThrough } from './reply-progress';

/** An answer being written by a reply: what it has, and what it shows until its first words. */
export interface AnswerInProgress {
  messageId: string;
  progress: ReplyProgress;
  /** '正在思考中...' or '正在重新生成...' (or, when rejoined, what the stored message showed). */
  placeholder: string;
  replyId: string | undefined;
  /** The answer regenerated: the new one becomes its newest version, the earlier ones kept (issue #16). */
  previous: ChatMessage | undefined;
  /** How long the model thought, as this page measured it (issue #30). */
  thinkingMs: number | undefined;
}

/** The answer as it stands while its reply runs. */
export function streamingAnswer(answer: AnswerInProgress): ChatMessage {
  const { content, reasoning } = answer.progress.text;
  const message: ChatMessage = {
    role: 'assistant',
    content: content === '' ? answer.placeholder : content,
    id: answer.messageId,
  };
  if (reasoning !== '') message.reasoning = reasoning;
  if (answer.replyId) message.replyId = answer.replyId;
  return message;
}

/**
 * The answer once its reply ended for this page (SPEC §4, §8; issue 34): finished, with what came (or the
 * processing-failure text when nothing did); stopped, cut where the stopping page was (`lastEventId`) with
 * '[回复已终止]' / '[重新生成已终止]'; interrupted, what came, marked; let go of (`disconnected`), what came, the
 * reply kept to be rejoined; missing, what came, without the reply. An answer with reasoning keeps how long
 * the model thought (issue #30). A regeneration joins the earlier versions.
 */
export function finishedAnswer(
  answer: AnswerInProgress,
  end: { ending: ReplyEnding; lastEventId: number | undefined; thinkingMs?: number | undefined },
) {
  const regenerated = answer.previous !== undefined;
  let written: ChatMessage;
  if (end.ending === 'disconnected' || end.ending === 'missing') {
    written = streamingAnswer(end.ending === 'missing' ? { ...answer, replyId: undefined } : answer);
  } else {
    const stopped = end.ending === 'stopped';
    const text = stopped
      ? replyTextThrough(answer.progress, end.lastEventId ?? answer.progress.lastEventId)
      : answer.progress.text;
    const state = end.ending === 'interrupted' ? 'interrupted' : stopped ? 'stopped' : 'done';
    written = {
      role: 'assistant',
      content: finishReplyContent(text.content, { state, regenerated }),
      id: answer.messageId,
    };
    if (text.reasoning !== '') written.reasoning = text.reasoning;
  }
  // The server's measure when it gives one (it saw the reply start), else this page's (issue #30).
  const thinkingMs = end.thinkingMs ?? answer.thinkingMs;
  if (written.reasoning !== undefined && thinkingMs !== undefined) written.thinkingMs = thinkingMs;
  let final = answer.previous ? addVersion(answer.previous, written) : written;
  if (end.ending === 'interrupted') final = { ...final, interrupted: true };
  if (written.replyId) final = { ...final, replyId: written.replyId };
  return final;
}
