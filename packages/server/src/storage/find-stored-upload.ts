import type { Kysely, Selectable } from 'kysely';
import { UPLOAD_KEY_PREFIX } from '../constants';
import type { Database } from '../db/schema';
import { type FileStore, isSafeStorageKey } from './file-store';
import { storageFormatOf } from './storage-formats';
import type { StorageSettings } from './storage-settings';

type StoredUpload = Selectable<Database['portal_uploads']>;

/**
 * The upload stored under a key, or undefined when there is none. The local store records every upload it
 * receives; with S3 the browser posts straight to the store, so an upload key the server has not recorded
 * is looked up there (its uploader is the uid the signed key names) and recorded once found, with its size
 * (which the storage quota counts from then on).
 */
export async function findStoredUpload(
  deps: { db: Kysely<Database>; store: FileStore; storage: StorageSettings; now: () => Date },
  key: string,
): Promise<StoredUpload | undefined> {
  const { db } = deps;
  const recorded = await db.selectFrom('portal_uploads').selectAll().where('storage_key', '=', key).executeTakeFirst();
  if (recorded || deps.storage.mode !== 's3') return recorded;
  if (!key.startsWith(UPLOAD_KEY_PREFIX) || !isSafeStorageKey(key)) return undefined;
  const stored = await deps.store.stat(key);
  if (!stored) return undefined;
  const row: StoredUpload = {
    storage_key: key,
    uid: key.slice(UPLOAD_KEY_PREFIX.length).split('/')[0] ?? '',
    file_name: key.split('/').pop() ?? 'file',
    size: stored.size,
    content_type: storageFormatOf(key).contentType,
    created_at: deps.now().toISOString(),
  };
  await db
    .insertInto('portal_uploads')
    .values(row)
    .onConflict((conflict) => conflict.column('storage_key').doNothing())
    .execute();
  return row;
}
