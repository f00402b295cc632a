import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from './start-fault-proxy';

// A target that answers each line with the same line, and sends a greeting first.
let target: Server;
let targetPort: number;
let proxy: FaultProxy;

beforeAll(async () => {
  target = createServer((socket) => {
    socket.write('hello\n');
    socket.on('data', (chunk) => socket.write(chunk));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetPort = (target.address() as { port: number }).port;
  proxy = await startFaultProxy({ host: '127.0.0.1', port: targetPort });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => target.close(resolve));
});
afterEach(() => proxy.heal());

/** A client through the proxy that records what it receives and how its connection ended. */
async function client() {
  const socket: Socket = connect(proxy.port, '127.0.0.1');
  let received = '';
  let ended: 'open' | 'closed' | 'reset' = 'open';
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  socket.on('error', () => {
    ended = 'reset';
  });
  socket.on('close', () => {
    if (ended === 'open') ended = 'closed';
  });
  // A refused connection may be reset before it is even reported as connected.
  await new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.once('close', () => resolve());
  });
  return {
    socket,
    get received() {
      return received;
    },
    get ended() {
      return ended;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startFaultProxy', () => {
  it('forwards both ways, unchanged, while healthy', async () => {
    const c = await client();
    c.socket.write('第一行\n');
    await expect.poll(() => c.received).toBe('hello\n第一行\n');
    c.socket.destroy();
  });

  it('drops: every open connection is reset', async () => {
    const c = await client();
    await expect.poll(() => c.received).toBe('hello\n');
    proxy.drop();
    await expect.poll(() => c.ended).not.toBe('open');
    expect(proxy.connections).toBe(0);
  });

  it('stalls: nothing crosses until it heals, then everything held back, in order', async () => {
    const c = await client();
    await expect.poll(() => c.received).toBe('hello\n');
    proxy.stall();
    c.socket.write('a\n');
    c.socket.write('b\n');
    await sleep(100);
    expect(c.received).toBe('hello\n');
    expect(c.ended).toBe('open');
    proxy.heal();
    await expect.poll(() => c.received).toBe('hello\na\nb\n');
    c.socket.destroy();
  });

  it('cuts the next chunk in the middle, then resets the connection', async () => {
    const c = await client();
    await expect.poll(() => c.received).toBe('hello\n');
    proxy.cutMidChunk({ direction: 'to-client', afterBytes: 4 });
    c.socket.write('123456789\n');
    await expect.poll(() => c.ended).not.toBe('open');
    expect(c.received).toBe('hello\n1234');
  });

  it('slows a line to a few bytes at a time', async () => {
    const c = await client();
    await expect.poll(() => c.received).toBe('hello\n');
    proxy.slow({ pieceBytes: 2, intervalMs: 30 });
    const started = Date.now();
    c.socket.write('abcdefgh\n');
    await expect.poll(() => c.received, { timeout: 5_000 }).toBe('hello\nabcdefgh\n');
    // 10 bytes, 2 at a time, each way: at least 4 pauses of 30 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(120);
    c.socket.destroy();
  });

  it('refuses new connections during an outage and lets them through after it', async () => {
    const before = await client();
    const outage = proxy.outage(200);
    await expect.poll(() => before.ended).not.toBe('open');
    const during = await client();
    await expect.poll(() => during.ended).not.toBe('open');
    expect(during.received).toBe('');
    await outage;
    const after = await client();
    await expect.poll(() => after.received).toBe('hello\n');
    after.socket.destroy();
  });
});
