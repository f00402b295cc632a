import type { Adapter, AdapterPayload } from 'oidc-provider';

/** What the provider stores, by model name and id, with each entry's expiry (epoch ms). */
export interface ProviderStore {
  entries: Map<string, { payload: AdapterPayload; expiresAt: number }>;
  /** Client metadata by client id, registered while the provider runs (see `addClient`). */
  clients: Map<string, AdapterPayload>;
}

/** A new, empty store for one provider. */
export function createProviderStore(): ProviderStore {
  return { entries: new Map(), clients: new Map() };
}

/**
 * oidc-provider's storage contract over one in-memory store. The `Client` model is answered from the
 * registry, so a test can register a client once it knows the relying party's port.
 */
export function memoryAdapter(store: ProviderStore) {
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const live = (id: string) => {
      const entry = store.entries.get(key(id));
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        store.entries.delete(key(id));
        return undefined;
      }
      return entry.payload;
    };
    const findWhere = (match: (payload: AdapterPayload) => boolean) => {
      for (const [entryKey, entry] of store.entries) {
        if (entryKey.startsWith(`${model}:`) && entry.expiresAt > Date.now() && match(entry.payload)) {
          return entry.payload;
        }
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        store.entries.set(key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
      },
      async find(id) {
        if (model === 'Client') return store.clients.get(id);
        return live(id);
      },
      async findByUid(uid) {
        return findWhere((payload) => payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return findWhere((payload) => payload.userCode === userCode);
      },
      async consume(id) {
        const payload = live(id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [entryKey, entry] of store.entries) {
          if (entry.payload.grantId === grantId) store.entries.delete(entryKey);
        }
      },
    };
  };
}
