import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { UPLOAD_BUCKET, UPLOAD_MAX_BYTES } from './portal-constants';

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
};

/** Thrown for a bad S3 setting; names the variable. */
export class StorageConfigError extends Error {
  override readonly name = 'StorageConfigError';
}

const settingsSchema = z.object({
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  STORAGE_SECRET: z.string().min(32).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(5 * 1024 ** 3)
    .optional(),
});

/**
 * Reads S3_ENDPOINT, S3_REGION (default us-east-1), S3_BUCKET (default 'resource'), S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, UPLOAD_MAX_BYTES: with an endpoint, uploads are signed for that store; without, the local store
 * signs with STORAGE_SECRET (random per process when unset: signed forms then expire on restart).
 */
export function loadStorageSettings(env: Record<string, string | undefined> = process.env): StorageSettings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = settingsSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new StorageConfigError(`Invalid setting ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const s = result.data;
  const region = s.S3_REGION ?? 'us-east-1';
  const bucket = s.S3_BUCKET ?? UPLOAD_BUCKET;
  const maxUploadBytes = s.UPLOAD_MAX_BYTES ?? UPLOAD_MAX_BYTES;
  if (s.S3_ENDPOINT) {
    if (!s.S3_ACCESS_KEY_ID || !s.S3_SECRET_ACCESS_KEY) {
      throw new StorageConfigError(
        'Invalid setting S3_ACCESS_KEY_ID: S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    }
    return {
      mode: 's3',
      endpoint: s.S3_ENDPOINT.replace(/\/+$/, ''),
      region,
      bucket,
      accessKeyId: s.S3_ACCESS_KEY_ID,
      secretAccessKey: s.S3_SECRET_ACCESS_KEY,
      maxUploadBytes,
    };
  }
  return {
    mode: 'local',
    secret: s.STORAGE_SECRET ?? randomBytes(32).toString('hex'),
    region,
    accessKeyId: 'edu-local',
    bucket,
    maxUploadBytes,
  };
}
