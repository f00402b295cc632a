import net from 'node:net';
import { createHttp1ResponseReader, type Http1ResponseHead, type Http1ResponseReader } from './http1-response-reader';

/** Receives one response; every call comes at most once except `body`, and nothing after `end` or `error`. */
interface Http1ExchangeHandlers {
  head(head: Http1ResponseHead): void;
  /** Body bytes; valid only during the call (one read buffer serves every connection). */
  body(bytes: Uint8Array): void;
  /** The body bytes of one read have all been handed over (a read may hold several chunks). */
  readDone(): void;
  end(): void;
  /** The request failed (connection refused or lost, a response that is not HTTP/1.1). */
  error(error: Error): void;
}

/** One request in flight. */
export interface Http1Exchange {
  /**
   * From now on, reads this response at most once per `readIntervalMs`. Called by the consumer once it has
   * passed something on: until then every packet is read at once, so a reply's first words are never held.
   */
  pace(): void;
  /** Stops reading the response (the client's socket is full); `resume` reads on. */
  pause(): void;
  resume(): void;
  /** Abandons the request: the connection is closed, no handler is called any more. */
  destroy(): void;
}

/** Settings of {@link createUpstreamHttp1Client}. */
export interface UpstreamHttp1ClientOptions {
  /** Address to connect to (an IPv6 address without brackets). */
  host: string;
  port: number;
  /** The Host header: the URL's host, e.g. `10.0.0.5:11434` or `[::1]:8000`. */
  hostHeader: string;
  /** An idle kept-alive connection is closed after this long. */
  idleSocketMs: number;
  /**
   * Shortest time between two reads of one connection (0: read as data arrives). Data that arrives sooner
   * waits in the kernel's socket buffer, so a stream of small chunks costs one read, one parse and one
   * callback per interval instead of per packet; the first read after a quiet interval is at once.
   * Each pause after a paced read lasts up to a fifth longer (to the millisecond), drawn per read (see
   * PACING_JITTER_SHARE).
   */
  readIntervalMs: number;
  /** Draws in [0, 1) how much of that extra a pause takes (default Math.random; tests fix it). */
  drawJitter?: () => number;
}

/** POSTs over kept-alive plain-HTTP/1.1 connections to one host. */
export interface UpstreamHttp1Client {
  post(
    path: string,
    headers: Readonly<Record<string, string>>,
    body: string,
    handlers: Http1ExchangeHandlers,
  ): Http1Exchange;
}

/** What a connection is doing: reading a response, or idle in the pool. */
interface Connection {
  socket: net.Socket;
  /** The exchange reading this connection's bytes; undefined while idle. */
  exchange: ExchangeState | undefined;
  /** Set once the connection carried a whole response: a failure before the next response's first byte is a stale socket. */
  reused: boolean;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
}

interface ExchangeState {
  reader: Http1ResponseReader;
  /** Bytes of the response arrived (a failure after that is never retried). */
  answered: boolean;
  /** Paused by the consumer (back-pressure). */
  held: boolean;
  /** Reads are paced (see {@link Http1Exchange.pace}). */
  paced: boolean;
  /** Set while waiting for the read interval to pass. */
  waiting: boolean;
  /** Ends the current pause: set after each paced read. */
  pacing: ReturnType<typeof setTimeout> | undefined;
  /** What the pacing timer calls: made once per exchange, so a read allocates only its timer. */
  endPause(): void;
  /** Called after each read's bytes were fed to the reader. */
  readDone(): void;
  /** Called when the connection fails or closes before the response ended. */
  lost(error: Error): void;
}

// Every connection reads into this one buffer: a read's bytes are consumed before the callback returns.
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/**
 * The longest extra pause after a paced read, as a share of the interval. Timers armed in one loop turn
 * share its clock, so with equal pauses the streams read in the same later turn, and clumps grow as they
 * absorb the streams due while a clump is read; a new request or a first chunk waits behind a clump. A
 * pause of its own per read (33 ms + 0-7 ms) keeps the streams spread: under 100 streams the event loop's
 * delay p99 fell from 2.85 to 2.41 ms (means of 12 windows each); the first chunk's p99 moved less than the
 * bench resolves (ADR 0020).
 */
const PACING_JITTER_SHARE = 0.2;

/**
 * The chat relay's client for a plain-HTTP model server (Ollama, vLLM, llama.cpp, LM Studio on the
 * county's network, and the benchmark's upstream). Node's HTTP client reads and parses every packet
 * as it arrives and hands it through two streams; this one reads with `net`'s `onread` (one shared
 * buffer, no stream machinery), parses with {@link createHttp1ResponseReader}, and paces the reads of
 * each connection to `readIntervalMs` by pausing the socket (the kernel holds the bytes meanwhile). ADR 0020.
 * Connections are kept alive and reused; a request whose reused connection turns out closed before any
 * answer is sent once more on a fresh one (it never reached the upstream, as in Node's own agent).
 */
export function createUpstreamHttp1Client(options: UpstreamHttp1ClientOptions): UpstreamHttp1Client {
  const idle: Connection[] = [];
  const jitterMs = options.readIntervalMs * PACING_JITTER_SHARE;
  const drawJitter = options.drawJitter ?? Math.random;

  const release = (connection: Connection) => {
    connection.exchange = undefined;
    connection.reused = true;
    if (connection.socket.destroyed) return;
    // Idle connections read freely, so that the upstream closing one is noticed at once.
    connection.socket.resume();
    idle.push(connection);
    connection.idleTimer = setTimeout(() => connection.socket.destroy(), options.idleSocketMs);
    connection.idleTimer.unref();
  };

  const forget = (connection: Connection) => {
    clearTimeout(connection.idleTimer);
    const index = idle.indexOf(connection);
    if (index !== -1) idle.splice(index, 1);
  };

  const onRead = (connection: Connection, length: number): boolean => {
    const exchange = connection.exchange;
    if (!exchange) {
      // An idle connection has nothing to say: whatever it sends makes it unusable.
      connection.socket.destroy();
      return false;
    }
    exchange.answered = true;
    exchange.reader.feed(READ_BUFFER.subarray(0, length));
    if (connection.exchange !== exchange) return true;
    exchange.readDone();
    if (connection.exchange !== exchange || !exchange.paced || options.readIntervalMs <= 0) return true;
    exchange.waiting = true;
    exchange.pacing = setTimeout(exchange.endPause, options.readIntervalMs + Math.round(drawJitter() * jitterMs));
    return false;
  };

  const connect = (): Connection => {
    const connection: Connection = {
      socket: undefined as unknown as net.Socket,
      exchange: undefined,
      reused: false,
      idleTimer: undefined,
    };
    connection.socket = net.connect({
      host: options.host,
      port: options.port,
      onread: { buffer: READ_BUFFER, callback: (length) => onRead(connection, length) },
    });
    connection.socket.setNoDelay(true);
    let failure: Error | undefined;
    connection.socket.on('error', (error) => {
      failure = error;
    });
    connection.socket.on('close', () => {
      forget(connection);
      connection.exchange?.lost(failure ?? new Error('connection closed'));
    });
    return connection;
  };

  const post: UpstreamHttp1Client['post'] = (path, headers, body, handlers) => {
    let finished = false;
    let connection: Connection | undefined;
    const lines = [`POST ${path} HTTP/1.1`, `Host: ${options.hostHeader}`, 'Connection: keep-alive'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    const message = `${lines.join('\r\n')}\r\n\r\n${body}`;

    // The exchange leaves its connection as it finishes, so the read that brought the end arms no pacing timer.
    const finish = () => {
      finished = true;
      if (!connection?.exchange) return;
      clearTimeout(connection.exchange.pacing);
      connection.exchange = undefined;
    };

    const send = (retry: boolean) => {
      let candidate = idle.pop();
      while (candidate?.socket.destroyed) candidate = idle.pop();
      if (candidate) clearTimeout(candidate.idleTimer);
      const current = candidate ?? connect();
      connection = current;
      let keepAlive = false;
      const exchange: ExchangeState = {
        answered: false,
        held: false,
        paced: false,
        waiting: false,
        pacing: undefined,
        endPause: () => {
          exchange.waiting = false;
          if (current.exchange === exchange && !exchange.held) current.socket.resume();
        },
        readDone: () => {
          if (!finished) handlers.readDone();
        },
        reader: createHttp1ResponseReader({
          head: (head) => {
            keepAlive = head.keepAlive;
            if (!finished) handlers.head(head);
          },
          body: (bytes) => {
            if (!finished) handlers.body(bytes);
          },
          end: () => {
            const reusable = keepAlive;
            finish();
            if (reusable) release(current);
            else current.socket.destroy();
            handlers.end();
          },
          fail: (reason) => {
            finish();
            current.socket.destroy();
            handlers.error(new Error(reason));
          },
        }),
        lost: (error) => {
          if (finished) return;
          if (exchange.answered) {
            // A body delimited by the close ends here; any other unfinished response fails.
            exchange.reader.close();
            return;
          }
          if (retry && current.reused) {
            send(false);
            return;
          }
          finish();
          handlers.error(error);
        },
      };
      current.exchange = exchange;
      current.socket.resume();
      current.socket.write(message);
    };
    send(true);

    return {
      pace() {
        const exchange = connection?.exchange;
        if (exchange && !finished) exchange.paced = true;
      },
      pause() {
        const exchange = connection?.exchange;
        if (!exchange || finished) return;
        exchange.held = true;
        connection?.socket.pause();
      },
      resume() {
        const exchange = connection?.exchange;
        if (!exchange || finished) return;
        exchange.held = false;
        if (!exchange.waiting) connection?.socket.resume();
      },
      destroy() {
        if (finished) return;
        finish();
        connection?.socket.destroy();
      },
    };
  };

  return { post };
}
