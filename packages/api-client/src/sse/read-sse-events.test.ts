import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSseEvents, type SseEvent } from './read-sse-events';

interface SseCase {
  name: string;
  input: string;
  chunks?: string[];
  byteChunksHex?: string[];
  rechunkBytes?: number;
  expected: { event: string | null; data: string; id: string | null }[];
  expectedRetry: number[];
}

// The public corpus lives in shared/ beside the checkout (see shared/corpora/SOURCES.md).
const corpusUrl = new URL('../../../../../shared/corpora/sse-cases.json', import.meta.url);
const cases = JSON.parse(readFileSync(corpusUrl, 'utf8')) as SseCase[];
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../__fixtures__/${name}`, import.meta.url)));

function bytesFromHex(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

function chunksOf(testCase: SseCase): Uint8Array[] {
  const encoder = new TextEncoder();
  if (testCase.byteChunksHex) return testCase.byteChunksHex.map(bytesFromHex);
  if (testCase.chunks) return testCase.chunks.map((chunk) => encoder.encode(chunk));
  const bytes = encoder.encode(testCase.input);
  const size = testCase.rechunkBytes ?? bytes.length;
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
  return chunks;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

async function collect(chunks: Uint8Array[]): Promise<{ events: SseEvent[]; retries: number[] }> {
  const retries: number[] = [];
  const events: SseEvent[] = [];
  for await (const event of readSseEvents(streamOf(chunks), { onRetry: (ms) => retries.push(ms) })) events.push(event);
  return { events, retries };
}

function splitAt(bytes: Uint8Array, ...points: number[]): Uint8Array[] {
  const edges = [0, ...points, bytes.length];
  return edges.slice(1).map((end, index) => bytes.slice(edges[index], end));
}

describe('readSseEvents against the public SSE corpus', () => {
  it('has the 84 cases', () => {
    expect(cases).toHaveLength(84);
  });

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const { events, retries } = await collect(chunksOf(testCase));
    expect(events.map((event) => ({ event: event.event ?? null, data: event.data, id: event.id ?? null }))).toEqual(
      testCase.expected.map(({ event, data, id }) => ({ event, data, id })),
    );
    expect(retries).toEqual(testCase.expectedRetry);
  });
});

describe('readSseEvents with hostile chunking of our recorded chat streams', () => {
  const reasoningStream = fixture('chat-reasoning-crlf.sse');
  const expectedData = [
    '{"choices":[{"reasoning_content":"先算 2+2"}]}',
    '{"choices":[{"content":"答案是"}]}',
    '{"choices":[{"content":" 4 😀…"}]}',
    '[DONE]',
  ];

  it('reads the CRLF fixture whole', async () => {
    const { events } = await collect([reasoningStream]);
    expect(events.map((event) => event.data)).toEqual(expectedData);
    expect(events[2]?.id).toBe('3');
  });

  it('gives the same events when split into two chunks at every byte', async () => {
    for (let point = 1; point < reasoningStream.length; point++) {
      const { events } = await collect(splitAt(reasoningStream, point));
      expect(
        events.map((event) => event.data),
        `split at ${point}`,
      ).toEqual(expectedData);
    }
  });

  it('gives the same events when split into three chunks around every multi-byte character', async () => {
    for (let point = 1; point + 2 < reasoningStream.length; point++) {
      const { events } = await collect(splitAt(reasoningStream, point, point + 2));
      expect(
        events.map((event) => event.data),
        `split at ${point}, ${point + 2}`,
      ).toEqual(expectedData);
    }
  });

  it.each([
    ['whole', (bytes: Uint8Array) => [bytes]],
    ['one byte at a time', (bytes: Uint8Array) => Array.from(bytes, (byte) => Uint8Array.of(byte))],
  ])('reads a CR-only stream ending in CR, %s', async (_label, split) => {
    const { events } = await collect(split(fixture('chat-error-cr.sse')));
    expect(events.map((event) => event.data)).toEqual([
      '{"choices":[{"content":"部分"}]}',
      '{"error":"模型超时"}',
      '{"choices":[{"content":"不应出现"}]}',
    ]);
  });

  it('does not dispatch an event left unterminated at the end of the body', async () => {
    const { events } = await collect([new TextEncoder().encode('data: a\n\ndata: b\n')]);
    expect(events.map((event) => event.data)).toEqual(['a']);
  });
});

describe('readSseEvents cancellation', () => {
  it('ends at once on abort while the server is silent, and cancels the body', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: first\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const event of readSseEvents(body, { signal: controller.signal })) {
      seen.push(event.data);
      setTimeout(() => controller.abort(), 5);
    }
    expect(seen).toEqual(['first']);
    expect(cancelled).toBe(true);
  });

  it('cancels the body when the consumer leaves the loop early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\ndata: 2\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readSseEvents(body)) {
      expect(event.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('yields nothing when the signal is already aborted', async () => {
    const { events } = await (async () => {
      const found: SseEvent[] = [];
      for await (const event of readSseEvents(streamOf([new TextEncoder().encode('data: x\n\n')]), {
        signal: AbortSignal.abort(),
      }))
        found.push(event);
      return { events: found };
    })();
    expect(events).toEqual([]);
  });
});
