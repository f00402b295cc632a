import { createHmac } from 'node:crypto';

/** How uploads are signed and where files live. */
export type StorageSettings = (
  | {
      mode: 'local';
      /** Secret the local store signs POST policies with (never sent to the browser). */
      secret: string;
      region: string;
      accessKeyId: string;
      bucket: string;
    }
  | {
      mode: 's3';
      /** e.g. https://minio.county.local:9000 (path-style addressing). */
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
    }
) & {
  /** Largest upload the signed policy allows (UPLOAD_MAX_BYTES, default 50 MiB). */
  maxUploadBytes: number;
  /** Bytes of uploads one user may keep (STORAGE_QUOTA_BYTES_PER_USER, default 1 GiB). */
  quotaBytesPerUser: number;
};

/**
 * The storage settings as `loadConfig` reads them: the same as {@link StorageSettings} except that the
 * local store's secret may be unset (STORAGE_SECRET), to be derived by {@link resolveStorageSettings}.
 */
export type StorageConfig =
  | (Omit<Extract<StorageSettings, { mode: 'local' }>, 'secret'> & { secret: string | undefined })
  | Extract<StorageSettings, { mode: 's3' }>;

/**
 * Completes the storage settings: without STORAGE_SECRET the local store signs with a key derived from
 * the auth secret (HMAC with a fixed label), so signed forms survive a restart and work across copies
 * that share AUTH_SECRET, without a second secret to manage.
 */
export function resolveStorageSettings(config: StorageConfig, authSecret: string): StorageSettings {
  if (config.mode === 's3' || config.secret !== undefined) return config as StorageSettings;
  const secret = createHmac('sha256', authSecret).update('edu-platform local storage upload signing').digest('hex');
  return { ...config, secret };
}
