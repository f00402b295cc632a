import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Http1ResponseHead } from './http1-response-reader';
import { createUpstreamHttp1Client, type Http1Exchange } from './upstream-http1-client';

describe('createUpstreamHttp1Client', () => {
  let server: Server | undefined;
  afterEach(async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
  });

  /** Starts an upstream answering with `handle`; returns the client's settings for it and its sockets. */
  async function upstream(handle: (request: IncomingMessage, response: ServerResponse) => void) {
    const sockets = new Set<Socket>();
    server = createServer((request, response) => {
      sockets.add(request.socket);
      handle(request, response);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, sockets };
  }

  /** Posts once and collects what the handlers got: the body as the text of each read (between two `readDone`s). */
  function post(
    client: ReturnType<typeof createUpstreamHttp1Client>,
    onBody: (exchange: Http1Exchange, text: string) => void = () => {},
  ) {
    const reads: string[] = [];
    let current = '';
    const closeRead = () => {
      if (current !== '') reads.push(current);
      current = '';
    };
    let head: Http1ResponseHead | undefined;
    let exchange: Http1Exchange | undefined;
    const done = new Promise<string>((resolve) => {
      exchange = client.post('/v1/chat/completions', { 'Content-Type': 'application/json' }, '{"q":"你好"}', {
        head: (received) => {
          head = received;
        },
        body: (bytes) => {
          const text = Buffer.from(bytes).toString('utf8');
          current += text;
          if (exchange) onBody(exchange, text);
        },
        readDone: closeRead,
        end: () => {
          closeRead();
          resolve('end');
        },
        error: (error) => resolve(`error: ${error.message}`),
      });
    });
    return { done, reads, head: () => head, exchange: () => exchange };
  }

  const clientFor = (port: number, readIntervalMs = 0, drawJitter?: () => number) =>
    createUpstreamHttp1Client({
      host: '127.0.0.1',
      port,
      hostHeader: `127.0.0.1:${port}`,
      idleSocketMs: 4_000,
      readIntervalMs,
      ...(drawJitter ? { drawJitter } : {}),
    });

  it('sends the request and reads the answer, reusing the connection for the next one', async () => {
    const bodies: string[] = [];
    const { port, sockets } = await upstream((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (text: string) => {
        body += text;
      });
      request.on('end', () => {
        bodies.push(
          `${request.method} ${request.url} ${request.headers.host} ${request.headers['content-type']} ${body}`,
        );
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write('data: a\n\n');
        response.end('data: [DONE]\n\n');
      });
    });
    const client = clientFor(port);
    const first = post(client);
    expect(await first.done).toBe('end');
    expect(first.head()?.status).toBe(200);
    expect(first.reads.join('')).toBe('data: a\n\ndata: [DONE]\n\n');
    const second = post(client);
    expect(await second.done).toBe('end');
    const sent = `POST /v1/chat/completions 127.0.0.1:${port} application/json {"q":"你好"}`;
    expect(bodies).toEqual([sent, sent]);
    expect(sockets.size).toBe(1);
  });

  it('reads at most once per interval: what arrives sooner waits in the socket and comes in one read', async () => {
    let writeRest: (() => void) | undefined;
    const { port } = await upstream((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write('data: 1\n\n');
      writeRest = () => {
        // Three writes in quick succession, well within the interval that follows the first read.
        response.write('data: 2\n\n');
        setImmediate(() => {
          response.write('data: 3\n\n');
          setImmediate(() => response.end('data: [DONE]\n\n'));
        });
      };
    });
    const chat = post(clientFor(port, 300), (exchange, text) => {
      if (!text.includes('data: 1')) return;
      exchange.pace();
      writeRest?.();
    });
    expect(await chat.done).toBe('end');
    expect(chat.reads.join('')).toBe('data: 1\n\ndata: 2\n\ndata: 3\n\ndata: [DONE]\n\n');
    // The head and the first event come in the first read, as soon as they arrive; the rest together.
    expect(chat.reads.at(-1)).toBe('data: 2\n\ndata: 3\n\ndata: [DONE]\n\n');
  });

  it('pauses after each paced read for the interval plus a share of a fifth more, drawn per read', async () => {
    const { port } = await upstream((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      let sent = 0;
      // An event every 5 ms for 0.2 s: there is always something to read when a pause ends.
      const timer = setInterval(() => {
        sent += 1;
        if (sent < 40) response.write(`data: ${sent}\n\n`);
        else {
          clearInterval(timer);
          response.end('data: [DONE]\n\n');
        }
      }, 5);
    });
    // Draws alternate between none and all of the extra: pauses of 20 ms and 24 ms.
    let draws = 0;
    const drawJitter = () => (draws++ % 2 === 0 ? 0 : 0.999);
    const armed = vi.spyOn(globalThis, 'setTimeout');
    let delays: unknown[];
    try {
      const chat = post(clientFor(port, 20, drawJitter), (exchange) => exchange.pace());
      expect(await chat.done).toBe('end');
    } finally {
      delays = armed.mock.calls.map((call) => call[1]);
      armed.mockRestore();
    }
    const pauses = delays.filter((delay) => delay === 20 || delay === 24);
    expect(draws).toBeGreaterThanOrEqual(4);
    expect(pauses).toHaveLength(draws);
    expect(pauses.slice(0, 4)).toEqual([20, 24, 20, 24]);
  });

  it('leaves no pacing timer behind when a paced response ends by closing its connection', async () => {
    const { port } = await upstream((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', Connection: 'close' });
      response.write('data: 1\n\n');
      setTimeout(() => response.end('data: [DONE]\n\n'), 10);
    });
    const armed = vi.spyOn(globalThis, 'setTimeout');
    let pauses: number;
    try {
      const chat = post(
        clientFor(port, 100, () => 0),
        (exchange) => exchange.pace(),
      );
      expect(await chat.done).toBe('end');
      expect(chat.reads.join('')).toBe('data: 1\n\ndata: [DONE]\n\n');
    } finally {
      pauses = armed.mock.calls.filter((call) => call[1] === 100).length;
      armed.mockRestore();
    }
    // One pause after the first read; the read that brought the end and the close arms none.
    expect(pauses).toBe(1);
  });

  it('reads every packet as it comes until the consumer asks for pacing, so the first words are never held', async () => {
    let writeSecond: (() => void) | undefined;
    const { port } = await upstream((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(': opening\n\n');
      writeSecond = () => setTimeout(() => response.end('data: 1\n\ndata: [DONE]\n\n'), 20);
    });
    const started = performance.now();
    let firstWordsAfterMs = Number.NaN;
    const chat = post(clientFor(port, 5_000), (_exchange, text) => {
      if (text.includes(': opening')) writeSecond?.();
      if (text.includes('data: 1')) firstWordsAfterMs = performance.now() - started;
    });
    expect(await chat.done).toBe('end');
    // Read when it came (about 20 ms after the opening), not after the 5 s interval.
    expect(firstWordsAfterMs).toBeLessThan(2_000);
    expect(chat.reads.length).toBeGreaterThanOrEqual(2);
  });

  it('pauses and resumes reading on request', async () => {
    let writeMore: (() => void) | undefined;
    const { port } = await upstream((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write('data: 1\n\n');
      writeMore = () => response.end('data: [DONE]\n\n');
    });
    let readsWhilePaused = 0;
    const chat = post(clientFor(port), (exchange, text) => {
      if (!text.includes('data: 1')) return;
      exchange.pause();
      writeMore?.();
      setTimeout(() => {
        readsWhilePaused = chat.reads.length;
        exchange.resume();
      }, 100);
    });
    expect(await chat.done).toBe('end');
    // Nothing was read while paused, although the end had been sent.
    expect(readsWhilePaused).toBe(chat.reads.length - 1);
    expect(chat.reads.join('')).toBe('data: 1\n\ndata: [DONE]\n\n');
  });

  it('closes the connection when the exchange is destroyed, and calls no handler after', async () => {
    let closed: Promise<void> | undefined;
    const { port } = await upstream((request, response) => {
      closed = new Promise((resolve) => request.socket.on('close', () => resolve()));
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write('data: 1\n\n');
    });
    const outcome: string[] = [];
    const seen: string[] = [];
    const chat = post(clientFor(port), (exchange, text) => {
      seen.push(text);
      exchange.destroy();
    });
    chat.done.then((result) => outcome.push(result));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await closed;
    expect(seen).toEqual(['data: 1\n\n']);
    // Not even the end of the read it was destroyed in.
    expect(outcome).toEqual([]);
    expect(chat.reads).toEqual([]);
  });

  it('reports a refused connection and a response cut off by the close', async () => {
    const { port } = await upstream((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write('data: 1\n\n');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    expect(await post(clientFor(port)).done).toBe('error: connection closed before the response ended');
    const stopped = server;
    server = undefined;
    stopped?.closeAllConnections();
    await new Promise((resolve) => stopped?.close(resolve));
    expect(await post(clientFor(port)).done).toMatch(/^error: connect ECONNREFUSED/);
  });
});
