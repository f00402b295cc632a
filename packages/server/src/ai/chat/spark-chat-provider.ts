import WebSocket from 'ws';
import { z } from 'zod';
import { parseJson } from '../../http/parse-json';
import type { XfyunCredentials } from '../ai-settings';
import { signXfyunUrl } from '../speech/sign-xfyun-url';
import type { ChatEventSink, ChatProvider, ProviderChatEvent, ProviderChatRequest } from './chat-provider';

/** Settings of {@link createSparkChatProvider}. */
export interface SparkChatProviderOptions {
  /** Spark endpoint, e.g. wss://spark-api.xf-yun.com/v3.5/chat; its path must match `domain`. */
  url: string;
  domain: string;
  credentials: XfyunCredentials;
  /** Longest silence allowed from Spark before the reply is given up. */
  timeoutMs: number;
  now?: () => Date;
}

// protocols.md §4.3; tolerant: payload is absent on error frames.
const frameSchema = z.looseObject({
  header: z.looseObject({ code: z.number(), message: z.string().nullish(), status: z.number().nullish() }),
  payload: z
    .looseObject({
      choices: z
        .looseObject({
          status: z.number().nullish(),
          text: z.array(z.looseObject({ content: z.string().nullish() })).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/** Spark's temperature lies in (0, 1]; ours in 0-2 (OpenAI scale), so it is halved and kept above 0. */
function sparkTemperature(temperature: number | undefined): number | undefined {
  if (temperature === undefined) return undefined;
  return Math.min(1, Math.max(0.01, temperature / 2));
}

/**
 * iFlytek Spark over its WebSocket protocol, called from the server with a signed URL (the secret never
 * reaches a browser), re-emitted as our events. One connection per reply; aborting closes it.
 */
export function createSparkChatProvider(options: SparkChatProviderOptions): ChatProvider {
  const now = options.now ?? (() => new Date());

  function start(request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink): void {
    const { url } = signXfyunUrl({
      endpoint: options.url,
      apiKey: options.credentials.apiKey,
      apiSecret: options.credentials.apiSecret,
      date: now(),
    });
    let finished = false;
    /** Pushes an event (if any); `end` ends the reply: the socket is closed and nothing more is pushed. */
    const push = (event: ProviderChatEvent | undefined, end = false) => {
      if (finished || signal.aborted) return;
      if (event) sink.event(event);
      if (!end) return;
      finished = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.terminate();
      sink.end();
    };

    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      push({ type: 'error', message: `星火大模型 ${options.timeoutMs / 1000} 秒内没有响应，请稍后再试` }, true);
      socket.terminate();
    }, options.timeoutMs);
    const onAbort = () => {
      finished = true;
      clearTimeout(timer);
      socket.terminate();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();

    socket.on('open', () => {
      const temperature = sparkTemperature(request.temperature);
      socket.send(
        JSON.stringify({
          header: { app_id: options.credentials.appId, uid: request.uid.slice(0, 32) },
          parameter: {
            chat: {
              domain: options.domain,
              ...(temperature === undefined ? {} : { temperature }),
              ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
            },
          },
          payload: { message: { text: request.messages.map(({ role, content }) => ({ role, content })) } },
        }),
      );
    });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      response.on('end', () => {
        push(
          { type: 'error', message: `星火大模型拒绝连接（HTTP ${response.statusCode}）：${body.slice(0, 200)}` },
          true,
        );
        socket.terminate();
      });
    });
    socket.on('message', (data: Buffer) => {
      timer.refresh();
      const parsed = parseJson(data.toString('utf8'));
      const frame = parsed.ok ? frameSchema.safeParse(parsed.value) : undefined;
      if (!frame?.success) {
        push({ type: 'error', message: '星火大模型返回了无法识别的数据' }, true);
        socket.close(1000);
        return;
      }
      const { header, payload } = frame.data;
      if (header.code !== 0) {
        push({ type: 'error', message: `星火大模型出错（${header.code}）：${header.message ?? ''}` }, true);
        socket.close(1000);
        return;
      }
      const text = (payload?.choices?.text ?? []).map((item) => item.content ?? '').join('');
      if (text) push({ type: 'content', text });
      if (header.status === 2 || payload?.choices?.status === 2) {
        push(undefined, true);
        socket.close(1000);
      }
    });
    socket.on('error', (error) => push({ type: 'error', message: `无法连接星火大模型：${error.message}` }, true));
    socket.on('close', () => push({ type: 'error', message: '星火大模型在回复结束前关闭了连接' }, true));
  }

  return { name: 'spark', start };
}
