import { describe, expect, it } from 'vitest';
import type { Conversation } from '../api/assistant-api';
import { TEXT } from '../constants';
import { createConversationList } from './conversation-list';

function setup(options: { uid?: string; fail?: 'list' | 'create' | 'delete' } = {}) {
  const stored: Conversation[] = [
    { id: '1', title: '默认对话', messages: [{ role: 'user', content: 'q' }] },
    { id: '2', title: '新对话', messages: [] },
  ];
  const toasts: string[] = [];
  const calls: string[] = [];
  const list = createConversationList({
    api: {
      async listConversations(uid) {
        calls.push(`list ${uid}`);
        if (options.fail === 'list') throw new Error('down');
        return stored;
      },
      async createConversation(input) {
        calls.push(`create ${input.title}`);
        if (options.fail === 'create') throw new Error('down');
        return { id: '3' };
      },
      async deleteConversation(id, uid) {
        calls.push(`delete ${id} ${uid}`);
        if (options.fail === 'delete') throw new Error('down');
      },
    },
    getUid: () => ('uid' in options ? options.uid : 'teacher'),
    notify: (message) => toasts.push(message),
  });
  return { list, toasts, calls };
}

describe('createConversationList', () => {
  it('loads the user conversations', async () => {
    const { list, calls } = setup();
    await list.load();
    expect(list.getSnapshot().conversations.map((item) => item.id)).toEqual(['1', '2']);
    expect(calls).toEqual(['list teacher']);
  });

  it('skips loading without a uid', async () => {
    const { list, calls } = setup({ uid: undefined });
    await list.load();
    expect(calls).toEqual([]);
  });

  it('creates a 新对话 first in the list and selects it', async () => {
    const { list } = setup();
    await list.load();
    const created = await list.create();
    expect(created).toEqual({ id: '3', title: TEXT.newConversationTitle, messages: [] });
    expect(list.getSnapshot().conversations[0]?.id).toBe('3');
    expect(list.getSnapshot().activeId).toBe('3');
  });

  it('creates local conversations without a uid', async () => {
    const { list, calls } = setup({ uid: undefined });
    const created = await list.create();
    expect(created?.id).toMatch(/^local-/);
    expect(calls).toEqual([]);
  });

  it('deletes and clears the selection of the deleted conversation', async () => {
    const { list, calls } = setup();
    await list.load();
    list.select('2');
    expect(await list.remove('2')).toBe(true);
    expect(list.getSnapshot().conversations.map((item) => item.id)).toEqual(['1']);
    expect(list.getSnapshot().activeId).toBeUndefined();
    expect(calls).toContain('delete 2 teacher');
  });

  it.each([
    ['list', TEXT.loadConversationsFailed],
    ['create', TEXT.createConversationFailed],
    ['delete', TEXT.deleteConversationFailed],
  ] as const)('a %s failure toasts the SPEC text', async (fail, toast) => {
    const { list, toasts } = setup({ fail });
    await list.load();
    if (fail === 'create') expect(await list.create()).toBeUndefined();
    if (fail === 'delete') expect(await list.remove('1')).toBe(false);
    expect(toasts).toEqual([toast]);
  });

  it('upserts saved conversations', async () => {
    const { list } = setup();
    await list.load();
    list.upsert({ id: '1', title: '默认对话', messages: [] });
    list.upsert({ id: '9', title: '默认对话', messages: [] });
    expect(list.getSnapshot().conversations.map((item) => [item.id, item.messages.length])).toEqual([
      ['9', 0],
      ['1', 0],
      ['2', 0],
    ]);
    // The first save of the unsaved conversation selects it; later saves keep the selection.
    expect(list.getSnapshot().activeId).toBe('1');
  });
});
