import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { FileStore } from '../src/storage/file-store';
import { createS3FileStore } from '../src/storage/s3-file-store';
import { startTestS3, type TestS3 } from './s3-test-store';

// The file store over a real S3-compatible server (s3rver): what the server itself writes and reads when
// S3_ENDPOINT is set (the demo seed, office previews, uploads the browser posted to the store).

let s3: TestS3;
let store: FileStore;
beforeAll(async () => {
  s3 = await startTestS3();
  const { storage } = loadConfig(s3.env);
  if (storage.mode !== 's3') throw new Error('S3 settings expected');
  store = createS3FileStore({ settings: storage });
});
afterAll(async () => {
  await s3?.stop();
});

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('createS3FileStore against s3rver', () => {
  it('puts, stats, reads (whole and a range) and removes an object with a CJK key', async () => {
    const key = 'demo/教研/plan.txt';
    await store.put(key, Buffer.from('0123456789 教研计划', 'utf8'));
    expect(await store.stat(key)).toMatchObject({ size: Buffer.byteLength('0123456789 教研计划') });
    expect(await text(store.read(key))).toBe('0123456789 教研计划');
    expect(await text(store.read(key, { start: 2, end: 5 }))).toBe('2345');
    await store.remove(key);
    expect(await store.stat(key)).toBeUndefined();
    await store.remove(key);
  });

  it('streams a put under its cap and refuses one over it, storing nothing', async () => {
    expect(await store.putStream('uploads/1/a/ok.txt', Readable.from([Buffer.from('abc')]), 3)).toEqual({
      stored: true,
      size: 3,
    });
    expect(await store.putStream('uploads/1/b/big.txt', Readable.from([Buffer.from('abcd')]), 3)).toEqual({
      stored: false,
      size: 4,
    });
    expect(await store.stat('uploads/1/b/big.txt')).toBeUndefined();
  });

  it('fails a read of a missing object and refuses an unsafe key', async () => {
    await expect(text(store.read('demo/missing.txt'))).rejects.toThrow(/404/);
    expect(await store.stat('../etc/passwd')).toBeUndefined();
    await expect(store.put('../x', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });

  it('fails with the status the store answered (an unknown access key)', async () => {
    const { storage } = loadConfig({ ...s3.env, S3_ACCESS_KEY_ID: 'UNKNOWN' });
    if (storage.mode !== 's3') throw new Error('S3 settings expected');
    await expect(createS3FileStore({ settings: storage }).put('demo/x.txt', Buffer.from('x'))).rejects.toThrow(/403/);
  });
});
