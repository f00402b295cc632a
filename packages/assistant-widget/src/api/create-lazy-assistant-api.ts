import type { AssistantModeId } from '@edu/api-client';
import { ASSISTANT_API_REQUEST_METHODS, ASSISTANT_API_STREAM_METHODS, type AssistantApi } from './assistant-api';

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
  const api = {} as AssistantApi;
  for (const name of ASSISTANT_API_STREAM_METHODS) {
    (api as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => ({
      async *[Symbol.asyncIterator]() {
        const loaded = (await get()) as unknown as Record<string, (...input: unknown[]) => AsyncIterable<unknown>>;
        yield* loaded[name]?.(...args) ?? [];
      },
    });
  }
  for (const name of ASSISTANT_API_REQUEST_METHODS) {
    (api as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const loaded = (await get()) as unknown as Record<string, (...input: unknown[]) => Promise<unknown>>;
      return loaded[name]?.(...args);
    };
  }
  return api;
}

/**
 * Builds the widget's client for one AI service: the element's `createApi` property and the React
 * component's prop (tests, custom transports), or {@link createDefaultAssistantApi}.
 */
export type AssistantApiFactory = (config: AssistantApiConfig) => AssistantApi;

/** What an {@link AssistantApiFactory} is given: the service, the user's token and the site's mode, read at every call. */
export interface AssistantApiConfig {
  apiBase: string;
  getToken(): string | undefined;
  /** The element's `mode` attribute (issue 35); the server applies it only when it is stricter. */
  getSiteMode(): AssistantModeId | undefined;
}

/** The default API of the React component and the element: @edu/api-client, loaded on first use. */
export function createDefaultAssistantApi(config: AssistantApiConfig): AssistantApi {
  return createLazyAssistantApi(() =>
    import('./create-assistant-api').then((module) => module.createAssistantApi(config)),
  );
}
