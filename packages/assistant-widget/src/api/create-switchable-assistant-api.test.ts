import type { ChatEvent } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import type { AssistantApi } from './assistant-api';
import { createSwitchableAssistantApi } from './create-switchable-assistant-api';

/** A fake service that answers with its own name. */
function service(name: string): AssistantApi {
  return {
    listConversations: async (uid: string) => [{ id: `${name}:${uid}`, title: name, messages: [] }],
    deleteLike: async () => undefined,
    async *chat() {
      yield { type: 'content', text: `${name}-1` } satisfies ChatEvent;
      yield { type: 'content', text: `${name}-2` } satisfies ChatEvent;
    },
  } as unknown as AssistantApi;
}

const request = { messages: [], model: 'junheng' as const, signal: new AbortController().signal };

describe('createSwitchableAssistantApi', () => {
  it('forwards calls to the current target, and to the new one after a switch', async () => {
    const { api, setTarget } = createSwitchableAssistantApi(service('a'));
    expect((await api.listConversations('u'))[0]?.id).toBe('a:u');
    setTarget(service('b'));
    expect((await api.listConversations('u'))[0]?.id).toBe('b:u');
    await expect(api.deleteLike('1')).resolves.toBeUndefined();
  });

  it('a stream started before the switch finishes on its own service', async () => {
    const { api, setTarget } = createSwitchableAssistantApi(service('a'));
    const texts: string[] = [];
    for await (const event of api.chat(request)) {
      if (event.type === 'content') texts.push(event.text);
      setTarget(service('b'));
    }
    expect(texts).toEqual(['a-1', 'a-2']);
    const after: string[] = [];
    for await (const event of api.chat(request)) if (event.type === 'content') after.push(event.text);
    expect(after).toEqual(['b-1', 'b-2']);
  });
});
