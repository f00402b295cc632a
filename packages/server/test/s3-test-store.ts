import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible store for tests (s3rver, offline, in this process) with one bucket. */
export interface TestS3 {
  /** The S3_* settings that point the server at it. */
  env: { S3_ENDPOINT: string; S3_BUCKET: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  stop(): Promise<void>;
}

/**
 * Starts s3rver on a free local port with the bucket `resource`, its files in a temp folder. It knows one
 * key pair, `S3RVER`/`S3RVER`, and refuses other access keys, but it does not recompute SigV4 signatures
 * nor enforce POST policies: our signing is checked against AWS's published examples instead
 * (src/storage/presign-url.test.ts, sign-post-policy.test.ts) and our policies by the local store's tests.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'edu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'resource' }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'resource',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
