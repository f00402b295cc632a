import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';
import { parseJson } from '../../domain/parse-json';
import { describeUpstreamBody } from '../upstream-error';
import type { ChatProvider, ProviderChatEvent, ProviderChatRequest } from './chat-provider';

/** Settings of {@link createOpenAiChatProvider}. */
export interface OpenAiChatProviderOptions {
  /** Base URL ending before `/chat/completions`, e.g. https://api.siliconflow.cn/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  /** Model id per mode: junheng → a general chat model, deepseek → a reasoning model. */
  models: { junheng: string; deepseek: string };
  /** Longest silence allowed from the upstream: before its headers, and between two chunks. */
  timeoutMs: number;
}

// protocols.md §1.2: either field may be null, "" or absent in any chunk.
const chunkSchema = z.looseObject({
  error: z.unknown().optional(),
  choices: z
    .array(
      z.looseObject({
        delta: z.looseObject({ content: z.string().nullish(), reasoning_content: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
});

function errorMessageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return 'An error occurred during streaming';
}

// Upstream connections are reused across chats (one TLS handshake per socket, not per reply).
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * Chat over any OpenAI-compatible endpoint (SiliconFlow, DeepSeek, Ollama, vLLM): streams
 * `delta.content` and `delta.reasoning_content` as our events, turns upstream failures into `error`
 * events, and destroys the upstream request as soon as `signal` aborts. Uses node:http directly: at
 * hundreds of concurrent streams, web-stream overhead per chunk would dominate the server's CPU.
 */
export function createOpenAiChatProvider(options: OpenAiChatProviderOptions): ChatProvider {
  const url = new URL(`${options.baseUrl}/chat/completions`);
  const transport = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents.https : agents.http;
  const timeoutSeconds = Math.round(options.timeoutMs / 100) / 10;

  async function* stream(request: ProviderChatRequest, signal: AbortSignal): AsyncGenerator<ProviderChatEvent> {
    const queue: ProviderChatEvent[] = [];
    let finished = false;
    let wake: (() => void) | undefined;
    const push = (event: ProviderChatEvent | undefined, end = false) => {
      if (finished) return;
      if (event) queue.push(event);
      if (end) finished = true;
      wake?.();
    };

    const body = JSON.stringify({
      model: options.models[request.mode],
      messages: request.messages,
      stream: true,
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
    });
    let gotHeaders = false;
    // Set when the reply ended as the protocol says ([DONE] or a clean EOF): the socket may be reused.
    let cleanEnd = false;
    const upstream = transport.request(url, {
      method: 'POST',
      agent,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Accept: 'text/event-stream',
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      },
    });
    const timer = setTimeout(() => {
      push(
        {
          type: 'error',
          message: gotHeaders
            ? `模型服务超过 ${timeoutSeconds} 秒没有继续回复，已中断`
            : `模型服务 ${timeoutSeconds} 秒内没有响应，请稍后再试`,
        },
        true,
      );
      upstream.destroy();
    }, options.timeoutMs);
    const onAbort = () => {
      push(undefined, true);
      upstream.destroy();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();

    upstream.on('response', (response: IncomingMessage) => {
      gotHeaders = true;
      timer.refresh();
      response.setEncoding('utf8');
      if (response.statusCode !== 200) {
        let text = '';
        response.on('data', (data: string) => {
          text += data;
        });
        response.on('end', () =>
          push({ type: 'error', message: describeUpstreamBody(response.statusCode ?? 0, text) }, true),
        );
        return;
      }
      let sawFinish = false;
      let ended = false;
      const handle = (event: EventSourceMessage) => {
        if (ended) return;
        if (event.data === '[DONE]') {
          cleanEnd = true;
          ended = true;
          return push(undefined, true);
        }
        const parsed = parseJson(event.data);
        const chunk = parsed.ok ? chunkSchema.safeParse(parsed.value) : undefined;
        if (!chunk?.success) return;
        if (chunk.data.error || event.event === 'error') {
          ended = true;
          return push({ type: 'error', message: `模型服务出错：${errorMessageOf(chunk.data.error)}` }, true);
        }
        const choice = chunk.data.choices?.[0];
        if (choice?.delta?.reasoning_content) push({ type: 'reasoning', text: choice.delta.reasoning_content });
        if (choice?.delta?.content) push({ type: 'content', text: choice.delta.content });
        if (choice?.finish_reason) sawFinish = true;
      };
      const parser = createParser({ onEvent: handle });
      response.on('data', (data: string) => {
        timer.refresh();
        parser.feed(data);
      });
      response.on('end', () => {
        // A final event without its blank line still counts (protocols.md §6.3).
        parser.reset({ consume: true });
        if (sawFinish) cleanEnd = true;
        // protocols.md §6.2: EOF without [DONE] and without a finish_reason is a truncated reply.
        push(sawFinish ? undefined : { type: 'error', message: '模型服务的回复不完整：连接在结束前关闭' }, true);
      });
      response.on('error', () => push({ type: 'error', message: '与模型服务的连接意外中断' }, true));
    });
    upstream.on('error', (error) => push({ type: 'error', message: `无法连接模型服务：${error.message}` }, true));
    upstream.end(body);

    try {
      while (true) {
        const event = queue.shift();
        if (event) {
          yield event;
          continue;
        }
        if (finished) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      // Whatever ends the reply early (client gone, error) must not leave the upstream running.
      if (!cleanEnd && !upstream.destroyed) upstream.destroy();
    }
  }

  return { name: 'openai', stream };
}
