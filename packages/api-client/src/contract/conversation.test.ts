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
