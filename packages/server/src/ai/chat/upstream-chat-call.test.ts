import { readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeChatStream } from '../../../test/fake-openai-upstream';
import { createUpstreamCaller } from './upstream-chat-call';

const fixtures = path.join(import.meta.dirname, '../../../test/fixtures');
const cert = readFileSync(path.join(fixtures, 'test-only-tls.crt'));
const key = readFileSync(path.join(fixtures, 'test-only-tls.key'));

/** What a call reported, in order. */
function call(url: string, agent: https.Agent) {
  const seen: string[] = [];
  let text = '';
  const done = new Promise<void>((resolve) => {
    createUpstreamCaller(new URL(url), 16, agent)({ 'Content-Type': 'application/json' }, '{"q":"你好"}', {
      head: (status, retryAfter) => seen.push(`head ${status}${retryAfter ? ` retry-after ${retryAfter}` : ''}`),
      text: (piece) => {
        text += piece;
      },
      end: () => {
        seen.push('end');
        resolve();
      },
      error: (message, answered) => {
        seen.push(`error ${answered ? 'after' : 'before'} the head: ${message}`);
        resolve();
      },
    });
  });
  return { done, seen, text: () => text };
}

// The hosted services (SiliconFlow, the default AI_BASE_URL) are HTTPS: the path through Node's TLS client.
describe('createUpstreamCaller over HTTPS', () => {
  let server: https.Server | undefined;
  const agent = new https.Agent({ ca: cert, keepAlive: true });
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });
  const serve = async (handler: RequestListener) => {
    server = https.createServer({ cert, key }, handler);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  };

  it('streams the reply body as text and ends', async () => {
    let received = '';
    const url = await serve((request, response) => {
      request.on('data', (data: Buffer) => {
        received += data.toString('utf8');
      });
      request.on('end', () => void writeChatStream(response, { content: ['你', '好'] }));
    });
    const result = call(url, agent);
    await result.done;
    expect(received).toBe('{"q":"你好"}');
    expect(result.seen).toEqual(['head 200', 'end']);
    expect(result.text()).toContain('"content":"你"');
    expect(result.text()).toContain('data: [DONE]');
  });

  it("passes an error answer's status and Retry-After on with its body", async () => {
    const url = await serve((_request, response) => {
      response.writeHead(429, { 'Retry-After': '7', 'Content-Type': 'application/json' });
      response.end('{"message":"slow down"}');
    });
    const result = call(url, agent);
    await result.done;
    expect(result.seen).toEqual(['head 429 retry-after 7', 'end']);
    expect(result.text()).toBe('{"message":"slow down"}');
  });

  it('refuses a server whose certificate it does not trust, before any head', async () => {
    const url = await serve((_request, response) => response.end());
    const result = call(url, new https.Agent());
    await result.done;
    expect(result.seen).toEqual([expect.stringMatching(/^error before the head: .*certificate/)]);
  });
});
