import type { ServerResponse } from 'node:http';
import { type ChatModel, chatRequestSchema } from '@edu/api-client';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Hono } from 'hono';
import { assertRate } from '../../http/assert-rate';
import { HttpError } from '../../http/http-error';
import type { RateLimit } from '../../http/rate-limiter';
import { readJsonBody } from '../../http/read-json-body';
import type { ServerEnv } from '../../http/server-env';
import { bindToResponse, createNodeReplySubscriber } from '../replies/node-reply-subscriber';
import type { ReplyHub } from '../replies/reply-hub';
import type { ChatProvider, ProviderChatRequest } from './chat-provider';
import { collectReplyEvents } from './collect-reply-events';

interface ChatDeps {
  provider: ChatProvider;
  replies: Pick<ReplyHub, 'start'>;
  limiter: RateLimit;
  maxMessages: number;
  maxMessageChars: number;
  /** CHAT_STREAM_MAX_SECONDS in milliseconds: a `stream: false` reply still running then is 504. */
  maxStreamMs: number;
}

/** Node's response under a request served by @hono/node-server; the only way a reply is streamed. */
export function nodeResponseOf(c: Context<ServerEnv>): ServerResponse {
  const outgoing: unknown = c.env?.outgoing;
  if (outgoing instanceof Object && 'writeHead' in outgoing) return outgoing as ServerResponse;
  throw new HttpError(500, '流式回复需要 Node 服务器');
}

/** The whole reply of `stream: false`, or its error (an upstream's rate-limit refusal is our 429). */
async function collect(provider: ChatProvider, request: ProviderChatRequest, signal: AbortSignal) {
  let content = '';
  let reasoning = '';
  for (const event of await collectReplyEvents(provider, request, signal)) {
    if (event.type === 'error') {
      if (event.rateLimited) {
        const { retryAfterSeconds } = event.rateLimited;
        throw new HttpError(429, event.message, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });
      }
      return { error: event.message };
    }
    // A refusal withdraws the answer so far (issue 35): its calm message is the whole answer.
    if (event.type === 'refused') return { content: event.message, reasoning: '' };
    if (event.type === 'content') content += event.text;
    else reasoning += event.text;
  }
  return { content, reasoning };
}

/** Ends a reply that ran for CHAT_STREAM_MAX_SECONDS. */
const lifetimeMessage = (maxStreamMs: number) =>
  `回复时间超过 ${Math.round(maxStreamMs / 1000)} 秒，已停止；请缩短问题或稍后再试`;

/**
 * `POST /chat` (junheng) and `POST /reasoning` (deepseek). A streamed reply is a job (issue 34, see
 * reply-hub.ts): it is stored with its turn, runs whether or not the page stays, and the page follows it from
 * its start in the SSE format of DESIGN.md, each event numbered, after a reply frame naming it. The status
 * waits for the first event, so that an upstream's rate-limit refusal is answered 429. `stream: false` waits
 * for the whole reply and answers it as JSON.
 */
export function registerChatRoutes(ai: Hono<ServerEnv>, deps: ChatDeps): void {
  const handle = (mode: ChatModel) =>
    ai.post(mode === 'junheng' ? '/chat' : '/reasoning', async (c) => {
      const input = await readJsonBody(c, chatRequestSchema);
      if (input.messages.length > deps.maxMessages) {
        throw new HttpError(400, `messages: 一次最多发送 ${deps.maxMessages} 条消息，请新建对话或删减历史`);
      }
      const tooLong = input.messages.findIndex((message) => message.content.length > deps.maxMessageChars);
      if (tooLong !== -1) {
        throw new HttpError(400, `messages.${tooLong}.content: 单条消息不能超过 ${deps.maxMessageChars} 个字符`);
      }
      await assertRate(deps.limiter, c.get('uid'), '对话');
      const request: ProviderChatRequest = {
        mode,
        messages: input.messages,
        temperature: input.temperature,
        maxTokens: input.max_tokens,
        uid: c.get('uid'),
        siteMode: input.assistant_mode,
      };
      if (!input.stream) {
        const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(deps.maxStreamMs)]);
        const result = await collect(deps.provider, request, signal);
        if ('error' in result) return c.json({ code: 502, message: result.error, error: result.error }, 502);
        if (signal.aborted && !c.req.raw.signal.aborted) {
          const message = lifetimeMessage(deps.maxStreamMs);
          return c.json({ code: 504, message, error: message }, 504);
        }
        return c.json({ choices: [{ content: result.content, reasoning_content: result.reasoning }] });
      }
      const outgoing = nodeResponseOf(c);
      const feed = await deps.replies.start({ uid: c.get('uid'), request, turn: input.reply });
      bindToResponse(outgoing, feed.subscribe(createNodeReplySubscriber(outgoing, c.res.headers, true), 0));
      return RESPONSE_ALREADY_SENT;
    });
  handle('junheng');
  handle('deepseek');
}
