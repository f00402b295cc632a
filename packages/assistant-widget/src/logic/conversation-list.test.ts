import { describe, expect, it } from 'vitest';
import type { Conversation } from '../api/assistant-api';
import { TEXT } from '../texts';
import { type ConversationCache, createConversationList } from './conversation-list';

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

  describe('with a cache (SPEC §3 localStorage conversations list)', () => {
    /** A cache whose reads and the server's answer are released by hand, to order them. */
    function cachedSetup(initial: Record<string, Conversation[]>, server: { fail?: boolean } = {}) {
      const stored = new Map(Object.entries(initial));
      const writes: Array<[string, string[]]> = [];
      /** One per listConversations call, in call order. */
      const pending: Array<{ resolve(list: Conversation[]): void; reject(error: Error): void }> = [];
      let uid: string | undefined = 'teacher';
      const cache: ConversationCache = {
        read: async (forUid) => stored.get(forUid),
        write: (forUid, list) => {
          writes.push([forUid, list.map((item) => item.id)]);
          stored.set(forUid, [...list]);
        },
      };
      const toasts: string[] = [];
      const list = createConversationList({
        api: {
          listConversations: () =>
            new Promise<Conversation[]>((resolve, reject) => {
              pending.push({ resolve, reject });
              if (server.fail) reject(new Error('down'));
            }),
          createConversation: async () => ({ id: 'new' }),
          deleteConversation: async () => undefined,
        },
        getUid: () => uid,
        notify: (message) => toasts.push(message),
        cache,
      });
      const ids = () => list.getSnapshot().conversations.map((item) => item.id);
      return {
        list,
        ids,
        writes,
        toasts,
        stored,
        setUid: (next: string | undefined) => {
          uid = next;
        },
        /** Answers the latest call, or call `index`. */
        answer: (items: Conversation[], index = pending.length - 1) => pending[index]?.resolve(items),
      };
    }
    const conversation = (id: string): Conversation => ({ id, title: `t${id}`, messages: [] });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('shows the cached list at once, then the server list, and stores that', async () => {
      const t = cachedSetup({ teacher: [conversation('old')] });
      const loading = t.list.load();
      await settle();
      expect(t.ids()).toEqual(['old']);
      expect(t.list.getSnapshot().loading).toBe(true);
      t.answer([conversation('a'), conversation('b')]);
      await loading;
      expect(t.ids()).toEqual(['a', 'b']);
      expect(t.list.getSnapshot().loading).toBe(false);
      expect(t.writes).toEqual([['teacher', ['a', 'b']]]);
    });

    it('never shows the cached list over a server answer that came first', async () => {
      const t = cachedSetup({ teacher: [conversation('old')] });
      const loading = t.list.load();
      t.answer([conversation('fresh')]);
      await loading;
      await settle();
      expect(t.ids()).toEqual(['fresh']);
    });

    it('keeps the cached list when the server fails, with the SPEC toast', async () => {
      const t = cachedSetup({ teacher: [conversation('old')] }, { fail: true });
      await t.list.load();
      expect(t.ids()).toEqual(['old']);
      expect(t.toasts).toEqual([TEXT.loadConversationsFailed]);
      expect(t.writes).toEqual([]);
    });

    it('stores the list after create, delete and save', async () => {
      const t = cachedSetup({});
      const loading = t.list.load();
      t.answer([conversation('a')]);
      await loading;
      await t.list.create();
      t.list.upsert({ id: 'saved', title: '问题', messages: [{ role: 'user', content: '问题' }] });
      await t.list.remove('a');
      expect(t.writes.map(([, list]) => list)).toEqual([['a'], ['new', 'a'], ['saved', 'new', 'a'], ['saved', 'new']]);
    });

    it("shows another user's cached list never: switching uid clears the list and loads the new one's", async () => {
      const t = cachedSetup({ teacher: [conversation('mine')] });
      const first = t.list.load();
      t.answer([conversation('mine')]);
      await first;
      t.setUid('student');
      const second = t.list.load();
      // Not the teacher's list while the student's loads, and nothing of the teacher's is written for the student.
      expect(t.ids()).toEqual([]);
      t.list.upsert(conversation('early'));
      await settle();
      expect(t.writes.filter(([uid]) => uid === 'student')).toEqual([]);
      t.answer([conversation('theirs')]);
      await second;
      expect(t.ids()).toEqual(['theirs']);
      expect(t.writes.at(-1)).toEqual(['student', ['theirs']]);
    });

    it("an older load's late answer (the previous user's) is dropped", async () => {
      const t = cachedSetup({});
      const first = t.list.load();
      t.setUid('student');
      const second = t.list.load();
      t.answer([conversation('theirs')], 1);
      await second;
      t.answer([conversation('mine')], 0);
      await first;
      expect(t.ids()).toEqual(['theirs']);
      expect(t.writes).toEqual([['student', ['theirs']]]);
    });
  });
});
