import { describe, expect, it } from 'vitest';
import type { Conversation } from '../api/assistant-api';
import {
  CONVERSATION_CACHE_MAX_ENTRIES,
  type ConversationCacheRead,
  readConversationCache,
  serializeConversationCache,
} from './conversation-cache';

const conversations: Conversation[] = [
  {
    id: '7',
    title: '平台有哪些服务？',
    messages: [
      { role: 'user', content: '平台有哪些服务？' },
      { role: 'assistant', content: '资源共享……', reasoning: '先想一想' },
    ],
  },
  { id: '8', title: '新对话', messages: [] },
];

const stored = (value: unknown) => JSON.stringify(value);
const entry = (patch: Record<string, unknown> = {}) => ({ version: 1, uid: '10001', conversations, ...patch });

describe('conversation cache', () => {
  it('round-trips a list for its uid', () => {
    expect(readConversationCache(serializeConversationCache('10001', conversations), '10001')).toEqual({
      kind: 'hit',
      conversations,
    });
  });

  it('leaves page-only conversations out', () => {
    const text = serializeConversationCache('10001', [
      { id: 'local-1', title: '新对话', messages: [] },
      ...conversations,
    ]);
    const read = readConversationCache(text, '10001');
    expect(read.kind === 'hit' && read.conversations.map((item) => item.id)).toEqual(['7', '8']);
  });

  it.each<[string, string | null, ConversationCacheRead['kind']]>([
    ['nothing stored', null, 'empty'],
    ['another user', stored(entry({ uid: '10002' })), 'other-user'],
    ['not JSON', '{"version":1,', 'invalid'],
    ['JSON but not an object', '"hello"', 'invalid'],
    ['null', 'null', 'invalid'],
    ['another version', stored(entry({ version: 2 })), 'invalid'],
    ['no uid', stored(entry({ uid: undefined })), 'invalid'],
    ['conversations not an array', stored(entry({ conversations: { 0: conversations[0] } })), 'invalid'],
    ['a numeric id', stored(entry({ conversations: [{ id: 7, title: 't', messages: [] }] })), 'invalid'],
    ['an empty id', stored(entry({ conversations: [{ id: '', title: 't', messages: [] }] })), 'invalid'],
    ['a missing title', stored(entry({ conversations: [{ id: '1', messages: [] }] })), 'invalid'],
    [
      'messages as a JSON string (the server may send that; this cache never writes it)',
      stored(entry({ conversations: [{ id: '1', title: 't', messages: '[]' }] })),
      'invalid',
    ],
    [
      'an unknown role',
      stored(entry({ conversations: [{ id: '1', title: 't', messages: [{ role: 'tool', content: 'x' }] }] })),
      'invalid',
    ],
    [
      'content that is not text',
      stored(entry({ conversations: [{ id: '1', title: 't', messages: [{ role: 'user', content: { html: 1 } }] }] })),
      'invalid',
    ],
    [
      'too many conversations',
      stored(
        entry({
          conversations: Array.from({ length: CONVERSATION_CACHE_MAX_ENTRIES + 1 }, (_, index) => ({
            id: String(index),
            title: 't',
            messages: [],
          })),
        }),
      ),
      'invalid',
    ],
  ])('%s → %s', (_name, raw, kind) => {
    expect(readConversationCache(raw, '10001').kind).toBe(kind);
  });

  it('drops keys it does not know, at every level', () => {
    const raw = stored({
      ...entry(),
      extra: 'x',
      conversations: [
        {
          id: '1',
          title: 't',
          onclick: 'alert(1)',
          messages: [{ role: 'assistant', content: 'a', html: '<img src=x onerror=alert(1)>' }],
        },
      ],
    });
    expect(readConversationCache(raw, '10001')).toEqual({
      kind: 'hit',
      conversations: [{ id: '1', title: 't', messages: [{ role: 'assistant', content: 'a' }] }],
    });
  });
});
