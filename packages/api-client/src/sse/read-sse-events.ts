import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One server-sent event: `event` is undefined when the block had no `event:` line, `id` likewise. */
export type SseEvent = EventSourceMessage;

/** Options of {@link readSseEvents}. */
export interface ReadSseEventsOptions {
  /** Ends the iteration (without an error) and cancels the body as soon as it fires. */
  signal?: AbortSignal | undefined;
  /** Called with every accepted `retry:` value, in milliseconds. */
  onRetry?: ((retryMs: number) => void) | undefined;
  /** Called once per chunk read from the body, before it is parsed (a time-to-first-byte timer hooks in here). */
  onChunk?: (() => void) | undefined;
}

const ABORTED = Symbol('aborted');

/**
 * Reads a `text/event-stream` body as events. Bytes go through one streaming `TextDecoder`, so a chunk
 * may end anywhere, even inside a multi-byte character or between `\r` and `\n`; invalid bytes decode to
 * U+FFFD and one leading BOM is dropped. As in the WHATWG algorithm, an event still unterminated when the
 * body ends is not dispatched. Leaving the loop early, an abort, or an error cancels the body.
 */
export async function* readSseEvents(
  body: ReadableStream<Uint8Array>,
  options: ReadSseEventsOptions = {},
): AsyncGenerator<SseEvent, void, undefined> {
  const { signal, onRetry, onChunk } = options;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pending: SseEvent[] = [];
  const parser = createParser({ onEvent: (event) => pending.push(event), onRetry });
  let abortListener: (() => void) | undefined;
  let lastText = '';
  // One promise for the whole read loop: racing it against each read ends the loop at once on abort,
  // even while the server sends nothing.
  const aborted = new Promise<typeof ABORTED>((resolve) => {
    if (signal === undefined) return;
    abortListener = () => resolve(ABORTED);
    if (signal.aborted) resolve(ABORTED);
    else signal.addEventListener('abort', abortListener, { once: true });
  });
  try {
    while (true) {
      const result = await Promise.race([reader.read(), aborted]);
      if (result === ABORTED) return;
      if (result.done) {
        const rest = decoder.decode();
        if (rest !== '') parser.feed(rest);
        // The parser holds a trailing CR in case an LF follows; at the end of the body nothing will, so
        // the CR is a line terminator. Feeding LF completes it as CRLF, which means the same.
        if ((rest === '' ? lastText : rest).endsWith('\r')) parser.feed('\n');
        for (const event of pending.splice(0)) yield event;
        return;
      }
      onChunk?.();
      const text = decoder.decode(result.value, { stream: true });
      if (text !== '') lastText = text;
      parser.feed(text);
      for (const event of pending.splice(0)) {
        if (signal?.aborted) return;
        yield event;
      }
    }
  } finally {
    if (abortListener !== undefined) signal?.removeEventListener('abort', abortListener);
    // Cancelling a finished or errored stream is a no-op; a rejection here has nothing left to report.
    reader.cancel().catch(() => undefined);
  }
}
