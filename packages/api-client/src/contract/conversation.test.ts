import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ChatMessage } from './chat-message';
import { chatMessageInputSchema, chatMessageSchema } from './chat-message';
import { type Conversation, conversationInputSchema, conversationSchema } from './conversation';

describe('conversationSchema (tolerant response)', () => {
  const messages = [
    { role: 'user', content: '你好' },
    { role: 'assistant', content: '您好！', reasoning: '想一想' },
  ];

  it.each([
    ['an array', messages],
    ['a JSON string', JSON.stringify(messages)],
  ])('parses messages given as %s', (_label, raw) => {
    const parsed = conversationSchema.parse({ id: 7, uid: 'u1', title: 't', messages: raw });
    expect(parsed.messages).toEqual(messages);
  });

  it.each([
    ['null', null],
    ['absent', undefined],
    ['broken JSON text', '[{"role":'],
  ])('reads %s messages as an empty list', (_label, raw) => {
    expect(conversationSchema.parse({ id: 'a', uid: 'u', title: 't', messages: raw }).messages).toEqual([]);
  });

  it('keeps unknown fields, stringifies a numeric uid and defaults a missing title', () => {
    const parsed = conversationSchema.parse({ id: 1, uid: 42, messages: [], createdAt: 'x' });
    expect(parsed).toEqual({ id: 1, uid: '42', title: '新对话', messages: [], createdAt: 'x' });
  });

  it('rejects a record without id', () => {
    expect(conversationSchema.safeParse({ uid: 'u', title: 't', messages: [] }).success).toBe(false);
  });

  it('reads null content as empty and drops a null reasoning', () => {
    expect(chatMessageSchema.parse({ role: 'assistant', content: null, reasoning: null })).toEqual({
      role: 'assistant',
      content: '',
    });
  });

  it('rejects an unknown role', () => {
    expect(chatMessageSchema.safeParse({ role: 'tool', content: 'x' }).success).toBe(false);
  });

  it('infers ChatMessage-compatible messages', () => {
    expectTypeOf<Conversation['messages'][number]>().toExtend<ChatMessage>();
    expectTypeOf<ChatMessage>().toExtend<Conversation['messages'][number]>();
  });
});

describe('conversationInputSchema (strict request)', () => {
  const valid = { uid: 'u1', title: '新对话', messages: [{ role: 'user', content: 'hi' }] };

  it('accepts a valid body', () => {
    expect(conversationInputSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['an unknown key', { ...valid, extra: 1 }],
    ['a blank uid', { ...valid, uid: '  ' }],
    ['a blank title', { ...valid, title: '' }],
    ['a title over 200 chars', { ...valid, title: 'x'.repeat(201) }],
    ['messages as a string', { ...valid, messages: '[]' }],
    ['a message with an unknown key', { ...valid, messages: [{ role: 'user', content: 'x', extra: 1 }] }],
    ['reasoning on a user message', { ...valid, messages: [{ role: 'user', content: 'x', reasoning: 'r' }] }],
    ['a missing uid', { title: 't', messages: [] }],
  ])('rejects %s', (_label, body) => {
    expect(conversationInputSchema.safeParse(body).success).toBe(false);
  });

  it('accepts reasoning on an assistant message', () => {
    expect(chatMessageInputSchema.safeParse({ role: 'assistant', content: 'a', reasoning: 'r' }).success).toBe(true);
  });
});

describe('message ids and versions (issue #16)', () => {
  const versions = [
    { id: 'a1', content: '第一版' },
    { id: 'a2', content: '第二版', reasoning: '想' },
  ];
  const stored = [
    { role: 'user', content: '问', id: 'q1' },
    { role: 'assistant', content: '第二版', reasoning: '想', id: 'a2', versions },
  ];

  it('reads ids and versions back from a stored conversation', () => {
    expect(conversationSchema.parse({ id: 1, uid: 'u', title: 't', messages: stored }).messages).toEqual(stored);
  });

  it.each([
    ['a numeric id', { role: 'assistant', content: 'x', id: 5 }, { role: 'assistant', content: 'x' }],
    ['versions as a string', { role: 'assistant', content: 'x', versions: 'v' }, { role: 'assistant', content: 'x' }],
    [
      'a version without id',
      { role: 'assistant', content: 'x', versions: [{ content: 'y' }] },
      { role: 'assistant', content: 'x' },
    ],
  ])('drops %s instead of failing the record', (_label, message, expected) => {
    expect(chatMessageSchema.parse(message)).toEqual(expected);
  });

  it('accepts ids and versions in a request body', () => {
    expect(conversationInputSchema.safeParse({ uid: 'u', title: 't', messages: stored }).success).toBe(true);
  });

  it.each([
    ['versions on a user message', [{ role: 'user', content: 'x', versions: [{ id: 'a', content: 'x' }] }]],
    ['an empty version list', [{ role: 'assistant', content: 'x', versions: [] }]],
    [
      'eleven versions',
      [
        {
          role: 'assistant',
          content: 'x',
          versions: Array.from({ length: 11 }, (_, i) => ({ id: `v${i}`, content: 'x' })),
        },
      ],
    ],
    ['an id over 64 characters', [{ role: 'user', content: 'x', id: 'i'.repeat(65) }]],
    ['an empty id', [{ role: 'user', content: 'x', id: '' }]],
    [
      'a version with an unknown key',
      [{ role: 'assistant', content: 'x', versions: [{ id: 'a', content: 'x', liked: true }] }],
    ],
  ])('rejects %s in a request body', (_label, messages) => {
    expect(conversationInputSchema.safeParse({ uid: 'u', title: 't', messages }).success).toBe(false);
  });
});

describe('the thinking time of a deep-thinking answer (issue #30)', () => {
  const stored = [
    { role: 'user', content: '问', id: 'q1' },
    {
      role: 'assistant',
      content: '第二版',
      reasoning: '想',
      thinkingMs: 12_400,
      id: 'a2',
      versions: [
        { id: 'a1', content: '第一版', reasoning: '先想', thinkingMs: 3_000 },
        { id: 'a2', content: '第二版', reasoning: '想', thinkingMs: 12_400 },
      ],
    },
  ];

  it('is stored and read back with the answer and each version', () => {
    expect(conversationInputSchema.safeParse({ uid: 'u', title: 't', messages: stored }).success).toBe(true);
    expect(conversationSchema.parse({ id: 1, uid: 'u', title: 't', messages: stored }).messages).toEqual(stored);
  });

  it.each([
    ['a string', '12'],
    ['a negative time', -1],
    ['a fraction', 1.5],
    ['more than an hour', 3_600_001],
  ])('is dropped when read as %s instead of failing the record', (_label, thinkingMs) => {
    expect(chatMessageSchema.parse({ role: 'assistant', content: 'x', thinkingMs })).toEqual({
      role: 'assistant',
      content: 'x',
    });
  });

  it.each([
    ['on a user message', [{ role: 'user', content: 'x', thinkingMs: 5 }]],
    ['negative', [{ role: 'assistant', content: 'x', thinkingMs: -5 }]],
    ['more than an hour', [{ role: 'assistant', content: 'x', thinkingMs: 3_600_001 }]],
    [
      'a fraction in a version',
      [{ role: 'assistant', content: 'x', versions: [{ id: 'a', content: 'x', thinkingMs: 0.5 }] }],
    ],
  ])('is refused in a request body %s', (_label, messages) => {
    expect(conversationInputSchema.safeParse({ uid: 'u', title: 't', messages }).success).toBe(false);
  });
});
