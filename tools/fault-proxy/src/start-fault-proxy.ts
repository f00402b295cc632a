import { connect, createServer, type Server, type Socket } from 'node:net';

/** Where a proxy forwards its connections. */
export interface FaultProxyTarget {
  host: string;
  port: number;
}

/** How bytes cross the proxy now. */
type Mode = { kind: 'pass' } | { kind: 'stall' } | { kind: 'slow'; pieceBytes: number; intervalMs: number };

/** Which way bytes flow: from the client to the target, or back. */
type Direction = 'to-target' | 'to-client';

/** A proxy between a client and a target, breaking their connections on demand; see {@link startFaultProxy}. */
export interface FaultProxy {
  /** `127.0.0.1` */
  host: string;
  port: number;
  /** `http://127.0.0.1:<port>`, for targets that speak HTTP. */
  url: string;
  /** Connections open through the proxy now. */
  readonly connections: number;
  /** Connections the proxy has accepted since it started. */
  readonly accepted: number;
  /** Resets every open connection at once, both sides (a cable pulled, a copy gone). */
  drop(): void;
  /** Forwards no byte either way until {@link heal}: connections stay open and silent (a stalled peer). */
  stall(): void;
  /**
   * The next piece of data going `direction` is cut: its first `afterBytes` bytes (at most all but one)
   * go through, then both sides are reset (a connection lost in the middle of a chunk).
   */
  cutMidChunk(options?: { direction?: Direction; afterBytes?: number }): void;
  /** Forwards `pieceBytes` bytes every `intervalMs`, each way (a slow line). */
  slow(options: { pieceBytes: number; intervalMs: number }): void;
  /** Resets every new connection as it comes, until {@link heal} (the target unreachable). */
  refuse(): void;
  /** Forwards everything as it comes again; what a stall or a slow line held back goes on first. */
  heal(): void;
  /** A network outage of `ms`: open connections are reset, new ones refused, then it heals. */
  outage(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** One direction of one connection: what came from `from` and waits to go to `to`. */
interface Pump {
  direction: Direction;
  from: Socket;
  to: Socket;
  queue: Buffer[];
  timer: ReturnType<typeof setTimeout> | undefined;
  waitingForDrain: boolean;
}

/**
 * Starts a TCP proxy on 127.0.0.1 and a free port that forwards each connection to `target` and breaks it
 * on demand, the ways the network between a browser and our server, our server and a model server, or our
 * server and its database breaks: {@link FaultProxy.drop}, {@link FaultProxy.stall},
 * {@link FaultProxy.cutMidChunk}, {@link FaultProxy.slow}, {@link FaultProxy.refuse}. Bytes are forwarded
 * in order with back-pressure; nothing is changed in them.
 */
export async function startFaultProxy(target: FaultProxyTarget): Promise<FaultProxy> {
  let mode: Mode = { kind: 'pass' };
  let refusing = false;
  let cut: { direction: Direction; afterBytes: number } | undefined;
  let accepted = 0;
  const links = new Set<{ client: Socket; upstream: Socket; pumps: Pump[] }>();

  const reset = (socket: Socket) => {
    if (!socket.destroyed) socket.resetAndDestroy();
  };
  const dropLink = (link: { client: Socket; upstream: Socket; pumps: Pump[] }) => {
    links.delete(link);
    for (const pump of link.pumps) clearTimeout(pump.timer);
    reset(link.client);
    reset(link.upstream);
  };

  const flush = (pump: Pump, link: { client: Socket; upstream: Socket; pumps: Pump[] }) => {
    while (pump.queue.length > 0 && !pump.waitingForDrain && !pump.to.destroyed) {
      if (mode.kind === 'stall') {
        pump.from.pause();
        return;
      }
      if (cut && cut.direction === pump.direction) {
        const chunk = pump.queue.shift() as Buffer;
        const through = Math.min(cut.afterBytes, Math.max(0, chunk.length - 1));
        cut = undefined;
        pump.to.write(chunk.subarray(0, through), () => dropLink(link));
        return;
      }
      if (mode.kind === 'slow') {
        pump.from.pause();
        if (pump.timer !== undefined) return;
        const { pieceBytes, intervalMs } = mode;
        pump.timer = setTimeout(() => {
          pump.timer = undefined;
          const chunk = pump.queue.shift();
          if (!chunk) return;
          if (chunk.length > pieceBytes) pump.queue.unshift(chunk.subarray(pieceBytes));
          pump.to.write(chunk.subarray(0, pieceBytes));
          if (pump.queue.length === 0) pump.from.resume();
          flush(pump, link);
        }, intervalMs);
        return;
      }
      const chunk = pump.queue.shift() as Buffer;
      if (!pump.to.write(chunk)) {
        pump.waitingForDrain = true;
        pump.from.pause();
        pump.to.once('drain', () => {
          pump.waitingForDrain = false;
          flush(pump, link);
        });
        return;
      }
    }
    if (pump.queue.length === 0 && mode.kind !== 'stall') pump.from.resume();
  };

  const server: Server = createServer((client) => {
    accepted += 1;
    if (refusing) {
      client.on('error', () => undefined);
      reset(client);
      return;
    }
    const upstream = connect(target.port, target.host);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    const pumps: Pump[] = [
      { direction: 'to-target', from: client, to: upstream, queue: [], timer: undefined, waitingForDrain: false },
      { direction: 'to-client', from: upstream, to: client, queue: [], timer: undefined, waitingForDrain: false },
    ];
    const link = { client, upstream, pumps };
    links.add(link);
    for (const pump of pumps) {
      pump.from.on('data', (chunk: Buffer) => {
        pump.queue.push(chunk);
        flush(pump, link);
      });
      // A side that ends or fails ends the other: the proxy adds no failure of its own.
      pump.from.on('end', () => {
        if (pump.queue.length === 0) pump.to.end();
        else pump.to.once('drain', () => pump.to.end());
      });
      pump.from.on('error', () => dropLink(link));
      pump.from.on('close', () => {
        links.delete(link);
        if (!pump.to.destroyed && pump.queue.length === 0) pump.to.end();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the fault proxy has no address');
  const { port } = address;

  const heal = () => {
    mode = { kind: 'pass' };
    refusing = false;
    cut = undefined;
    for (const link of links) for (const pump of link.pumps) flush(pump, link);
  };

  return {
    host: '127.0.0.1',
    port,
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return links.size;
    },
    get accepted() {
      return accepted;
    },
    drop() {
      for (const link of [...links]) dropLink(link);
    },
    stall() {
      mode = { kind: 'stall' };
    },
    cutMidChunk(options = {}) {
      cut = { direction: options.direction ?? 'to-client', afterBytes: options.afterBytes ?? 3 };
    },
    slow(options) {
      mode = { kind: 'slow', pieceBytes: Math.max(1, options.pieceBytes), intervalMs: options.intervalMs };
    },
    refuse() {
      refusing = true;
    },
    heal,
    async outage(ms) {
      refusing = true;
      for (const link of [...links]) dropLink(link);
      await new Promise((resolve) => setTimeout(resolve, ms));
      heal();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of [...links]) dropLink(link);
        server.close(() => resolve());
      }),
  };
}
