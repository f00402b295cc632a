import type { CDPSession } from 'playwright-core';

/** One response as it crossed the wire, from Chromium's own network events (DevTools protocol). */
export interface WireRecord {
  url: string;
  /** Chromium's resource type: `Script`, `Stylesheet`, `Font`, `Document`, `Fetch`, … */
  type: string;
  status: number;
  /** The response's Content-Encoding (`br`, `gzip`, …), `identity` when it had none. */
  encoding: string;
  /**
   * Bytes received for the response, headers included (`Network.loadingFinished` encodedDataLength):
   * what DevTools shows as "transferred", whatever the server did to the body.
   */
  transferredBytes: number;
  /** Bytes of the body once decoded (the sum of `Network.dataReceived` dataLength). */
  decodedBytes: number;
}

/** What {@link recordWireBytes} returns. */
export interface WireRecorder {
  /** Every response finished so far, in the order they finished. */
  records(): WireRecord[];
}

interface Pending {
  url: string;
  type: string;
  status: number;
  encoding: string;
  decodedBytes: number;
}

/**
 * Records the bytes on the wire of every response a page receives, from the page's DevTools session:
 * bytes as Chromium counted them, not sizes of files on disk, so compression by the server is measured as
 * it happened. With `disableCache`, every response is fetched anew (a first visit).
 */
export async function recordWireBytes(
  cdp: CDPSession,
  options: { disableCache?: boolean } = {},
): Promise<WireRecorder> {
  const pending = new Map<string, Pending>();
  const finished: WireRecord[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      status: event.response.status,
      encoding: headers['content-encoding'] ?? 'identity',
      decodedBytes: 0,
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const response = pending.get(event.requestId);
    if (response) response.decodedBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    pending.delete(event.requestId);
    finished.push({ ...response, transferredBytes: event.encodedDataLength });
  });
  await cdp.send('Network.enable');
  if (options.disableCache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { records: () => [...finished] };
}
