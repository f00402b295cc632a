import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { collectReplyEvents } from './collect-reply-events';
import { createOpenAiChatProvider } from './openai-chat-provider';

describe('createOpenAiChatProvider', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('sends the request again on a fresh socket when a kept-alive socket is closed under it', async () => {
    // The race of a keep-alive timeout: the upstream closes a reused socket as the next request arrives.
    const requestsPerSocket = new Map<unknown, number>();
    let requests = 0;
    server = createServer((incoming, response) => {
      requests += 1;
      const count = (requestsPerSocket.get(incoming.socket) ?? 0) + 1;
      requestsPerSocket.set(incoming.socket, count);
      incoming.resume();
      incoming.on('end', () => {
        if (count > 1) {
          incoming.socket.destroy();
          return;
        }
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.end(`data: {"choices":[{"delta":{"content":"好"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n`);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const provider = createOpenAiChatProvider({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: undefined,
      models: { junheng: 'm', deepseek: 'r' },
      timeoutMs: 5_000,
      reasoningFormat: 'auto',
      readIntervalMs: 16,
    });
    const request = { mode: 'junheng' as const, messages: [{ role: 'user' as const, content: '你好' }], uid: 'u' };
    const chat = () => collectReplyEvents(provider, request, new AbortController().signal);
    expect(await chat()).toEqual([{ type: 'content', text: '好' }]);
    // The second chat picks the kept-alive socket, which the upstream drops; it must still succeed.
    expect(await chat()).toEqual([{ type: 'content', text: '好' }]);
    expect(requests).toBe(3);
  });
});
