import { addVersion, CHAT_MESSAGES, type ChatMessage, type ReplyTurn } from '@edu/api-client';
import { STORED_MESSAGE_MAX_CHARS } from '../../constants';
import { HttpError } from '../../http/http-error';

/** The answer of a finished reply, as stored in its message. */
export interface StoredAnswer {
  content: string;
  reasoning: string;
  interrupted: boolean;
  /** How long the model thought before answering (issue #30), when the copy running the reply measured it. */
  thinkingMs?: number | undefined;
}

// Messages saved before ids existed are addressed by position, as the widget names them (`legacy-3`).
const LEGACY_ID = /^legacy-(\d+)$/;

function indexOfMessage(messages: readonly ChatMessage[], id: string): number {
  const found = messages.findIndex((message) => message.id === id);
  if (found !== -1) return found;
  const legacy = LEGACY_ID.exec(id);
  const index = legacy ? Number(legacy[1]) : -1;
  return messages[index] !== undefined && messages[index]?.id === undefined ? index : -1;
}

/**
 * The conversation's messages with a reply's turn added, as the widget shows it when the reply starts: a
 * question and its answer's placeholder ('正在思考中...'), or, for a regeneration, everything up to the
 * latest question and the regenerated answer with a new version holding the placeholder ('正在重新生成...'),
 * its earlier versions kept (SPEC §5, issue #16). The answer carries `replyId` until the reply ends.
 * Throws a 404 HttpError when the answer to regenerate is not in the conversation, 400 without a question.
 */
export function appendReplyTurn(messages: readonly ChatMessage[], turn: ReplyTurn, replyId: string): ChatMessage[] {
  if (turn.question) {
    return [
      ...messages,
      { role: 'user', content: turn.question.content, id: turn.question.id },
      { role: 'assistant', content: CHAT_MESSAGES.thinking, id: turn.answerId, replyId },
    ];
  }
  const index = indexOfMessage(messages, turn.regenerates ?? '');
  const previous = messages[index];
  if (previous?.role !== 'assistant') throw new HttpError(404, 'reply.regenerates: 要重新生成的回答不在这个对话里');
  const lastQuestion = messages.findLastIndex((message) => message.role === 'user');
  if (lastQuestion === -1) throw new HttpError(400, `reply.regenerates: ${CHAT_MESSAGES.cannotRegenerate}`);
  const placeholder: ChatMessage = { role: 'assistant', content: CHAT_MESSAGES.regenerating, id: turn.answerId };
  const previousWithId = previous.id ? previous : { ...previous, id: turn.regenerates };
  return [...messages.slice(0, lastQuestion + 1), { ...addVersion(previousWithId, placeholder), replyId }];
}

/** Cuts a text to what a stored message may hold (a reply that ran for minutes can pass it). */
const storable = (text: string) =>
  text.length > STORED_MESSAGE_MAX_CHARS ? text.slice(0, STORED_MESSAGE_MAX_CHARS) : text;

/**
 * The conversation's messages with the answer of reply `replyId` written in: its content, reasoning and
 * thinking time (also in its version, when it has versions), `interrupted` when the reply was cut off, and no `replyId`
 * any more. Unchanged when no message waits for that reply (the page saved over it, or deleted it).
 */
export function writeReplyAnswer(
  messages: readonly ChatMessage[],
  replyId: string,
  answer: StoredAnswer,
): ChatMessage[] {
  const index = messages.findIndex((message) => message.replyId === replyId);
  const waiting = messages[index];
  if (waiting === undefined) return [...messages];
  const content = storable(answer.content);
  const reasoning = storable(answer.reasoning);
  const { replyId: _done, interrupted: _before, reasoning: _placeholder, thinkingMs: _none, ...rest } = waiting;
  const written: ChatMessage = { ...rest, content };
  const thinkingMs = reasoning === '' ? undefined : answer.thinkingMs;
  if (reasoning !== '') written.reasoning = reasoning;
  if (thinkingMs !== undefined) written.thinkingMs = thinkingMs;
  if (answer.interrupted) written.interrupted = true;
  if (waiting.versions) {
    written.versions = waiting.versions.map((version) =>
      version.id === waiting.id
        ? {
            id: version.id,
            content,
            ...(reasoning === '' ? {} : { reasoning }),
            ...(thinkingMs === undefined ? {} : { thinkingMs }),
          }
        : version,
    );
  }
  const next = [...messages];
  next[index] = written;
  return next;
}
