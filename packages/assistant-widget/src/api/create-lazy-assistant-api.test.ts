import type { ChatEvent } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import type { AssistantApi } from './assistant-api';
import { createLazyAssistantApi } from './create-lazy-assistant-api';

describe('createLazyAssistantApi', () => {
  it('loads the implementation once, on the first call, and forwards calls and streams', async () => {
    let loads = 0;
    const api = createLazyAssistantApi(async () => {
      loads += 1;
      return {
        listConversations: async (uid: string) => [{ id: uid, title: 't', messages: [] }],
        async *chat() {
          yield { type: 'content', text: 'a' } satisfies ChatEvent;
          yield { type: 'content', text: 'b' } satisfies ChatEvent;
        },
      } as unknown as AssistantApi;
    });
    expect(loads).toBe(0);
    expect(await api.listConversations('u')).toEqual([{ id: 'u', title: 't', messages: [] }]);
    const events: ChatEvent[] = [];
    for await (const event of api.chat({ messages: [], model: 'junheng', signal: new AbortController().signal })) {
      events.push(event);
    }
    expect(events.map((event) => (event.type === 'content' ? event.text : ''))).toEqual(['a', 'b']);
    expect(loads).toBe(1);
  });

  it('retries a failed load on the next call', async () => {
    let attempt = 0;
    const api = createLazyAssistantApi(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return { deleteLike: async () => undefined } as unknown as AssistantApi;
    });
    await expect(api.deleteLike('1')).rejects.toThrow('chunk failed');
    await expect(api.deleteLike('1')).resolves.toBeUndefined();
  });
});
