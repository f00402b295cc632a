import { STORAGE_KEY_MODE } from '../constants';
import { forgivingStorage, type KeyValueStorage } from '../element/key-value-storage';
import {
  decodeRememberedMode,
  encodeRememberedMode,
  type ModeAskedFor,
  type RememberedMode,
} from '../logic/remembered-mode';

/** The tab's memory of the mode the server answered last (ADR 0040). */
export interface SessionModeMemory {
  /** Keeps the panel's answer from the server, for whom `askedFor` says now. */
  remember(answer: RememberedMode): void;
  /** The answer kept for whom `askedFor` says now, if any. */
  recall(): RememberedMode | undefined;
}

function sessionStorageOfPage(): KeyValueStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The mode the server answered last, in sessionStorage (`edu-assistant:mode[:scope]`): the panel writes it,
 * the selection bubble, which comes before the panel, reads it to choose its actions. Outside the launcher's
 * first load: the bubble's chunk brings it, and the panel imports it when the server has answered.
 */
export function sessionModeMemory(scope: string, askedFor: () => ModeAskedFor): SessionModeMemory {
  const storage = forgivingStorage(sessionStorageOfPage());
  const key = scope ? `${STORAGE_KEY_MODE}:${scope}` : STORAGE_KEY_MODE;
  return {
    remember: (answer) => storage.write(key, encodeRememberedMode(answer, askedFor())),
    recall: () => decodeRememberedMode(storage.read(key), askedFor()),
  };
}
