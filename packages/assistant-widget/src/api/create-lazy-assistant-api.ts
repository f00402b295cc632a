import type { AssistantModeId, ChatEvent } from '@edu/api-client';
import { ASSISTANT_API_REQUEST_METHODS, type AssistantApi, type ChatRequest } from './assistant-api';

/**
 * An {@link AssistantApi} whose implementation (the HTTP client, its schemas) is imported on the
 * first call, so the launcher's first load does not carry it.
 */
export function createLazyAssistantApi(load: () => Promise<AssistantApi>): AssistantApi {
  let loading: Promise<AssistantApi> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const api = {
    chat(request: ChatRequest): AsyncIterable<ChatEvent> {
      return {
        async *[Symbol.asyncIterator]() {
          yield* (await get()).chat(request);
        },
      };
    },
  } as AssistantApi;
  for (const name of ASSISTANT_API_REQUEST_METHODS) {
    (api as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const loaded = (await get()) as unknown as Record<string, (...input: unknown[]) => Promise<unknown>>;
      return loaded[name]?.(...args);
    };
  }
  return api;
}

/** The default API of the React component and the element: @edu/api-client, loaded on first use. */
export function createDefaultAssistantApi(config: {
  apiBase: string;
  getToken(): string | undefined;
  getSiteMode?: (() => AssistantModeId | undefined) | undefined;
}): AssistantApi {
  return createLazyAssistantApi(() =>
    import('./create-assistant-api').then((module) => module.createAssistantApi(config)),
  );
}
