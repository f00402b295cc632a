import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import { createUpstreamHttp1Client } from './upstream-http1-client';

/** What a call to the model server reports, in order: `head`, any `text`, then `end` or `error` once. */
interface UpstreamCallHandlers {
  head(status: number, retryAfter: string | undefined): void;
  /** A piece of the body as text (characters are never cut). */
  text(text: string): void;
  end(): void;
  /** The call failed; `answered` when the head had arrived (a lost connection rather than an unreachable server). */
  error(message: string, answered: boolean): void;
}

/** A call in flight: `destroy` abandons it. A reply job never waits for a page, so nothing pauses it. */
interface UpstreamCall {
  /** The reply has started: from now on reads may be paced to the read interval (a plain-HTTP upstream only). */
  pace(): void;
  destroy(): void;
}

/** POSTs a JSON body to the chat URL. */
export type UpstreamCaller = (
  headers: Readonly<Record<string, string>>,
  body: string,
  handlers: UpstreamCallHandlers,
) => UpstreamCall;

// An idle kept-alive socket is closed after this, before the common 5 s keep-alive of upstream servers
// (Node's default): reusing a socket the upstream is closing at that moment fails with "socket hang up".
const UPSTREAM_IDLE_SOCKET_MS = 4_000;
const httpsAgent = new https.Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_SOCKET_MS });

/**
 * The way to the model server at `url`. A plain-HTTP server (the county's own Ollama, vLLM, llama.cpp or
 * LM Studio) is read through {@link createUpstreamHttp1Client}, whose reads are paced to `readIntervalMs`
 * (CHAT_FLUSH_INTERVAL_MS: the client never sees a reply faster than that anyway), so a stream costs a
 * read and a parse per interval instead of per packet (ADR 0020). HTTPS (the hosted services) goes
 * through Node's client, which does TLS, on `tlsAgent` (tests pass one that trusts their own certificate);
 * both keep their connections alive.
 */
export function createUpstreamCaller(url: URL, readIntervalMs: number, tlsAgent = httpsAgent): UpstreamCaller {
  if (url.protocol === 'http:') return plainHttpCaller(url, readIntervalMs);
  return httpsCaller(url, tlsAgent);
}

function plainHttpCaller(url: URL, readIntervalMs: number): UpstreamCaller {
  const client = createUpstreamHttp1Client({
    // URL keeps an IPv6 address in brackets; net.connect wants it bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port || 80),
    hostHeader: url.host,
    idleSocketMs: UPSTREAM_IDLE_SOCKET_MS,
    readIntervalMs,
  });
  const path = `${url.pathname}${url.search}`;
  return (headers, body, handlers) => {
    let answered = false;
    const decoder = new StringDecoder('utf8');
    // The text of one read (several chunks of a paced stream), handed on in one piece.
    let pending = '';
    return client.post(path, headers, body, {
      head(head) {
        answered = true;
        handlers.head(head.status, head.headers['retry-after']);
      },
      body(bytes) {
        pending += decoder.write(bytes as Buffer);
      },
      readDone() {
        const text = pending;
        pending = '';
        if (text !== '') handlers.text(text);
      },
      end() {
        const text = pending + decoder.end();
        pending = '';
        if (text !== '') handlers.text(text);
        handlers.end();
      },
      error(error) {
        handlers.error(error.message, answered);
      },
    });
  };
}

function httpsCaller(url: URL, agent: https.Agent): UpstreamCaller {
  return (headers, body, handlers) => {
    let response: IncomingMessage | undefined;
    let done = false;
    const onResponse = (incoming: IncomingMessage) => {
      if (done) return;
      response = incoming;
      incoming.setEncoding('utf8');
      handlers.head(incoming.statusCode ?? 0, incoming.headers['retry-after']);
      incoming.on('data', (text: string) => {
        if (!done) handlers.text(text);
      });
      incoming.on('end', () => {
        if (done) return;
        done = true;
        handlers.end();
      });
      incoming.on('error', (error) => {
        if (done) return;
        done = true;
        handlers.error(error.message, true);
      });
    };
    const send = (retry: boolean) => {
      const outgoing = https.request(url, {
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      });
      outgoing.on('response', onResponse);
      outgoing.on('error', (error) => {
        // A kept-alive socket the upstream closed while we picked it fails before any reply: the request
        // never reached the upstream, so sending it once more on a fresh socket is safe (Node's docs).
        if (retry && !response && !done && outgoing.reusedSocket) {
          upstream = send(false);
          return;
        }
        if (done) return;
        done = true;
        handlers.error(error.message, response !== undefined);
      });
      outgoing.end(body);
      return outgoing;
    };
    let upstream = send(true);
    return {
      pace: () => undefined,
      destroy() {
        done = true;
        if (!upstream.destroyed) upstream.destroy();
      },
    };
  };
}
