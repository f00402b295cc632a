import { ASSISTANT_API_REQUEST_METHODS, ASSISTANT_API_STREAM_METHODS, type AssistantApi } from './assistant-api';

export interface SwitchableAssistantApi {
  /** Forwards every call to the current target. */
  api: AssistantApi;
  /** Later calls go to `target`; calls and streams already started finish where they began. */
  setTarget(target: AssistantApi): void;
}

/**
 * An {@link AssistantApi} whose implementation can be replaced, so a new `api-base` reaches the same
 * widget instance: re-creating the instance would drop the open panel, the shown conversation and any
 * dialog the user is in the middle of.
 */
export function createSwitchableAssistantApi(initial: AssistantApi): SwitchableAssistantApi {
  let target = initial;
  const api = {} as AssistantApi;
  for (const name of [...ASSISTANT_API_STREAM_METHODS, ...ASSISTANT_API_REQUEST_METHODS]) {
    (api as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      (target as unknown as Record<string, (...input: unknown[]) => unknown>)[name]?.(...args);
  }
  return {
    api,
    setTarget(next) {
      target = next;
    },
  };
}
