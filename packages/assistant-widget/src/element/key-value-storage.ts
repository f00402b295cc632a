/** localStorage, or nothing when the page forbids it (sandboxed frames, privacy modes). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage; undefined where reading it throws (a sandboxed frame, blocked storage). */
export function pageStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Storage calls that never throw: a forbidden or full storage simply remembers nothing (and a value that
 * could not be written is removed rather than left stale).
 */
export function forgivingStorage(storage: KeyValueStorage | undefined) {
  const remove = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch {
      // Forbidden storage holds nothing to remove.
    }
  };
  return {
    read(key: string): string | null {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key: string, value: string): void {
      try {
        storage?.setItem(key, value);
      } catch {
        remove(key);
      }
    },
    remove,
  };
}
