import { describe, expect, it } from 'vitest';
import { dislikeReasonSchema } from './dislike-reason';
import { dislikeInputSchema, dislikeRecordSchema } from './dislike-record';
import { likeInputSchema, likeRecordSchema } from './like-record';

const pair = [
  { role: 'user', content: '问题' },
  { role: 'assistant', content: '回答' },
];

describe('likeInputSchema', () => {
  it.each([
    ['a string id', { conversationId: 'c1', messages: pair }],
    ['a numeric id', { conversationId: 3, messages: pair }],
  ])('accepts %s', (_label, body) => {
    expect(likeInputSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['pair in the wrong order', { conversationId: 1, messages: [pair[1], pair[0]] }],
    ['a single message', { conversationId: 1, messages: [pair[0]] }],
    ['three messages', { conversationId: 1, messages: [...pair, pair[1]] }],
    ['an empty id', { conversationId: '', messages: pair }],
    ['a negative id', { conversationId: -1, messages: pair }],
    ['an unknown key', { conversationId: 1, messages: pair, uid: 'x' }],
  ])('rejects %s', (_label, body) => {
    expect(likeInputSchema.safeParse(body).success).toBe(false);
  });
});

describe('dislikeInputSchema', () => {
  it.each([
    ['a code only', { conversationId: 1, messages: pair, error_code: 'wrong', error_content: '' }],
    ['a comment only', { conversationId: 1, messages: pair, error_code: '', error_content: '不准确' }],
    ['a numeric code', { conversationId: 1, messages: pair, error_code: 2, error_content: '' }],
  ])('accepts %s', (_label, body) => {
    expect(dislikeInputSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['neither code nor comment', { conversationId: 1, messages: pair, error_code: '', error_content: '   ' }],
    ['missing error_content', { conversationId: 1, messages: pair, error_code: 'x' }],
    ['an unknown key', { conversationId: 1, messages: pair, error_code: 'x', error_content: '', more: 1 }],
  ])('rejects %s', (_label, body) => {
    expect(dislikeInputSchema.safeParse(body).success).toBe(false);
  });
});

describe('record schemas (tolerant)', () => {
  it('parses a like record with JSON-string messages', () => {
    expect(likeRecordSchema.parse({ id: 1, conversationId: 2, messages: JSON.stringify(pair) }).messages).toEqual(pair);
  });

  it('normalises a dislike record with null fields', () => {
    expect(
      dislikeRecordSchema.parse({ id: 1, conversationId: 2, messages: pair, error_code: null, error_content: null }),
    ).toMatchObject({ error_code: '', error_content: '' });
    expect(dislikeRecordSchema.parse({ id: 1, conversationId: 2, messages: pair, error_code: 5 }).error_code).toBe('5');
  });

  it('accepts dislike reasons with string or numeric codes and rejects one without name', () => {
    expect(dislikeReasonSchema.safeParse({ code: 1, name: '内容错误' }).success).toBe(true);
    expect(dislikeReasonSchema.safeParse({ code: 'a', name: '内容错误' }).success).toBe(true);
    expect(dislikeReasonSchema.safeParse({ code: 'a' }).success).toBe(false);
  });
});
