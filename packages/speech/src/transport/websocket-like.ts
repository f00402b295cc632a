/**
 * The part of the browser `WebSocket` the xfyun transport uses; the `ws` package's client has the same
 * shape, so Node tests run the real transport against a local server.
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

export type WebSocketConstructorLike = new (url: string) => WebSocketLike;

/** `WebSocket.CLOSING`: from here on, `close()` is a no-op. */
export const WEBSOCKET_CLOSING = 2;
