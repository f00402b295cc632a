import { StringDecoder } from 'node:string_decoder';
import { describe, expect, it } from 'vitest';
import type { RecordedStream } from './__fixtures__/recorded-stream';
import { RECORDED_STREAMS } from './__fixtures__/recorded-streams';
import { seededRandom } from './__fixtures__/seeded-random';
import type { ProviderChatEvent } from './chat-provider';
import { type ChatStreamDecoderOptions, createChatStreamDecoder } from './decode-chat-stream';
import type { ReasoningFormat } from './reasoning-format';
import { UPSTREAM_CHAT_TEXT } from './upstream-chat-text';

/** The recordings that stream (HTTP 200); the HTTP error answers are the HTTP tests' part. */
const STREAMS = RECORDED_STREAMS.filter((stream) => stream.status === 200);

interface Decoded {
  events: ProviderChatEvent[];
  ends: boolean[];
}

/** Decodes the body given as byte pieces, through a UTF-8 decoder as the provider's socket does. */
function decodeBytes(pieces: readonly Buffer[], options: ChatStreamDecoderOptions): Decoded {
  const decoded: Decoded = { events: [], ends: [] };
  const decoder = createChatStreamDecoder(options, {
    event: (event) => decoded.events.push(event),
    end: (clean) => decoded.ends.push(clean),
  });
  const utf8 = new StringDecoder('utf8');
  for (const piece of pieces) decoder.feed(utf8.write(piece));
  decoder.feed(utf8.end());
  decoder.end();
  return decoded;
}

const optionsOf = (stream: RecordedStream): ChatStreamDecoderOptions => ({
  format: stream.format,
  reasoningModel: stream.mode === 'deepseek',
});

/** What the widget shows of a reply: the texts, the error, and whether all thinking came before the answer. */
function shown({ events, ends }: Decoded) {
  const text = (type: 'content' | 'reasoning') =>
    events.map((event) => (event.type === type ? event.text : '')).join('');
  const errors = events.filter((event) => event.type === 'error');
  const lastReasoning = events.findLastIndex((event) => event.type === 'reasoning');
  const firstContent = events.findIndex((event) => event.type === 'content');
  return {
    reasoning: text('reasoning'),
    content: text('content'),
    error: errors[0]?.message,
    errorCount: errors.length,
    errorIsLast: errors.length === 0 || events.at(-1)?.type === 'error',
    reasoningFirst: lastReasoning === -1 || firstContent === -1 || lastReasoning < firstContent,
    ends: ends.length,
  };
}

const expectedOf = (stream: RecordedStream) => ({
  reasoning: stream.expected.reasoning,
  content: stream.expected.content,
  error: stream.expected.error,
  errorCount: stream.expected.error === undefined ? 0 : 1,
  errorIsLast: true,
  reasoningFirst: true,
  ends: 1,
});

describe('createChatStreamDecoder on the recorded streams', () => {
  it.each(STREAMS.map((stream) => [stream.name, stream] as const))('%s: whole', (_name, stream) => {
    const decoded = shown(decodeBytes([Buffer.from(stream.body)], optionsOf(stream)));
    expect(decoded).toEqual(expectedOf(stream));
    // No tag text is left in the answer unless the model wrote it inside its answer.
    if (!stream.expected.content.includes('<think>')) expect(decoded.content).not.toMatch(/<\/?think/);
  });

  it.each(STREAMS.map((stream) => [stream.name, stream] as const))('%s: cut at every byte', (_name, stream) => {
    const bytes = Buffer.from(stream.body);
    const expected = expectedOf(stream);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const decoded = decodeBytes([bytes.subarray(0, cut), bytes.subarray(cut)], optionsOf(stream));
      expect(shown(decoded), `cut at byte ${cut}`).toEqual(expected);
    }
    const oneByOne = Array.from({ length: bytes.length }, (_, index) => bytes.subarray(index, index + 1));
    expect(shown(decodeBytes(oneByOne, optionsOf(stream))), 'one byte at a time').toEqual(expected);
  });

  it.each(STREAMS.map((stream) => [stream.name, stream] as const))('%s: cut at random sizes', (_name, stream) => {
    const bytes = Buffer.from(stream.body);
    const next = seededRandom(bytes.length);
    for (let round = 0; round < 100; round += 1) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length; ) {
        const size = 1 + Math.floor(next() * 24);
        pieces.push(bytes.subarray(at, at + size));
        at += size;
      }
      const sizes = pieces.map((piece) => piece.length).join(',');
      expect(shown(decodeBytes(pieces, optionsOf(stream))), `pieces ${sizes}`).toEqual(expectedOf(stream));
    }
  });
});

const decodeText = (body: string, format: ReasoningFormat = 'auto', reasoningModel = true) =>
  decodeBytes([Buffer.from(body)], { format, reasoningModel });

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

describe('createChatStreamDecoder', () => {
  const thinking = chunk({ reasoning_content: '想' }) + chunk({ content: '<think>标签</think>答' });

  it.each<[ReasoningFormat, boolean, string, string]>([
    // auto: once a field carried the thinking, thinking in tags is the same text again (llama.cpp legacy).
    ['auto', true, '想', '答'],
    ['field', true, '想', '<think>标签</think>答'],
    ['think-tags', true, '标签', '答'],
    ['none', true, '', '<think>标签</think>答'],
    ['think-tags', false, '标签', '答'],
  ])(
    'AI_REASONING_FORMAT=%s (reasoning model: %s) reads reasoning %j and content %j',
    (format, model, reasoning, content) => {
      const decoded = shown(decodeText(`${thinking}data: [DONE]\n\n`, format, model));
      expect({ reasoning: decoded.reasoning, content: decoded.content }).toEqual({ reasoning, content });
    },
  );

  it('starts the deep-thinking reply inside the thinking only with think-tags', () => {
    const body = `${chunk({ content: '想一想</think>答' })}data: [DONE]\n\n`;
    expect(shown(decodeText(body, 'think-tags', true))).toMatchObject({ reasoning: '想一想', content: '答' });
    expect(shown(decodeText(body, 'think-tags', false))).toMatchObject({ reasoning: '', content: '想一想</think>答' });
    expect(shown(decodeText(body, 'auto', true))).toMatchObject({ reasoning: '', content: '想一想</think>答' });
  });

  it('skips data lines that are not JSON and events that are not chunks', () => {
    const body = `data: keep-alive\n\ndata: [1,2]\n\n${chunk({ content: '好' }, 'stop')}data: [DONE]\n\n`;
    expect(shown(decodeText(body))).toMatchObject({ content: '好', errorCount: 0 });
  });

  it('ends cleanly at the end of the body after a finish_reason, without [DONE]', () => {
    const decoded = decodeText(chunk({ content: '好' }, 'stop'));
    expect(decoded.ends).toEqual([true]);
    expect(shown(decoded)).toMatchObject({ content: '好', errorCount: 0 });
  });

  it.each([
    ['no line end', 'data: [DONE]'],
    ['one line end', 'data: [DONE]\n'],
    ['a CR', 'data: [DONE]\r'],
  ])('takes a last event with %s after it', (_name, last) => {
    const decoded = decodeText(`${chunk({ content: '好' })}${last}`);
    expect(shown(decoded)).toMatchObject({ content: '好', errorCount: 0 });
    expect(decoded.ends).toEqual([true]);
  });

  it('treats an SSE "event: error" as an error', () => {
    const decoded = decodeText(`${chunk({ content: '半' })}event: error\ndata: {"message":"overloaded"}\n\n`);
    expect(shown(decoded)).toMatchObject({ content: '半', error: UPSTREAM_CHAT_TEXT.streamError('') });
    expect(decoded.ends).toEqual([false]);
  });

  it('reports finish_reason content_filter', () => {
    const decoded = decodeText(`${chunk({ content: '半' }, 'content_filter')}data: [DONE]\n\n`);
    expect(shown(decoded)).toMatchObject({ content: '半', error: UPSTREAM_CHAT_TEXT.contentFilter });
  });

  it('reports a cut at the length limit inside the thinking as the cut, not as unclosed thinking', () => {
    const decoded = decodeText(`${chunk({ content: '<think>想了很久' }, 'length')}data: [DONE]\n\n`);
    expect(shown(decoded)).toMatchObject({ reasoning: '想了很久', content: '', error: UPSTREAM_CHAT_TEXT.cutAtLength });
  });

  it('hands over held-back text before a time-out or a broken connection', () => {
    const events: ProviderChatEvent[] = [];
    const ends: boolean[] = [];
    const decoder = createChatStreamDecoder(
      { format: 'auto', reasoningModel: true },
      { event: (event) => events.push(event), end: (clean) => ends.push(clean) },
    );
    decoder.feed(chunk({ content: '<think>一步</th' }));
    decoder.abort('超时了');
    decoder.feed(chunk({ content: '晚到的' }));
    decoder.end();
    expect(events).toEqual([
      { type: 'reasoning', text: '一步' },
      { type: 'reasoning', text: '</th' },
      { type: 'error', message: '超时了' },
    ]);
    expect(ends).toEqual([false]);
  });

  it('ignores what comes after [DONE]', () => {
    const decoded = decodeText(`${chunk({ content: '好' })}data: [DONE]\n\n${chunk({ content: '多余' })}`);
    expect(shown(decoded)).toMatchObject({ content: '好', ends: 1 });
    expect(decoded.ends).toEqual([true]);
  });
});
