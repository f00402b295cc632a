import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATED_VIDEO_FIXTURE } from '../../../test/media-readers';
import { isHttpError } from '../../http/http-error';
import { createLocalFileStore, type FileStore } from '../../storage/file-store';
import type { FrameLabeller } from './create-frame-labeller';
import { createVideoLabeller } from './create-video-labeller';

const folder = mkdtempSync(path.join(tmpdir(), 'edu-video-labeller-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const mp4 = readFileSync(GENERATED_VIDEO_FIXTURE);

/** A fetch that serves `body` after `delayMs` and counts its calls. */
function countingFetch(body: Uint8Array, delayMs = 0) {
  const calls: string[] = [];
  const fetch = (async (url: URL) => {
    calls.push(String(url));
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(body);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A labeller whose polls each wait `waitMs` (5 s unless told). */
const labellerWith = ({
  waitMs = 5000,
  ...options
}: {
  store: FileStore;
  fetch: typeof fetch;
  frames?: FrameLabeller;
  waitMs?: number;
  attempts?: number;
  maxConcurrent?: number;
  claim?: { take(requestId: string): Promise<boolean>; end(requestId: string): Promise<void> };
}) => {
  const label = createVideoLabeller({
    timeoutMs: 1000,
    maxBytes: 1_000_000,
    maxConcurrent: 4,
    attempts: 3,
    producer: 'media.example',
    propagator: '平台',
    log: () => undefined,
    frames: undefined,
    claim: { take: async () => true, end: async () => undefined },
    ...options,
  });
  return (generated: ReturnType<typeof video>, origin: string) => label(generated, origin, waitMs);
};
const video = (requestId: string) => ({ requestId, index: 0, upstreamUrl: 'https://cdn.example/out.mp4' });

describe('createVideoLabeller', () => {
  it('makes one labelled file per request, however many polls ask at once or later', async () => {
    const upstream = countingFetch(mp4, 50);
    const label = labellerWith({ store: createLocalFileStore(path.join(folder, 'once')), fetch: upstream.fetch });
    const urls = await Promise.all([1, 2, 3].map(() => label(video('req-a'), 'https://edu.example')));
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(
      /^https:\/\/edu\.example\/resource_api\/storage\/files\/aigc\/AI%E7%94%9F%E6%88%90-[0-9a-f]{32}\.mp4$/,
    );
    expect(await label(video('req-a'), 'https://edu.example')).toBe(urls[0]);
    expect(upstream.calls).toHaveLength(1);
    // Another request is another file.
    expect(await label(video('req-b'), 'https://edu.example')).not.toBe(urls[0]);
    expect(upstream.calls).toHaveLength(2);
  });

  it('answers "not yet" past the wait, goes on labelling, and hands the file to a later poll', async () => {
    const upstream = countingFetch(mp4, 300);
    const store = createLocalFileStore(path.join(folder, 'slow'));
    const label = labellerWith({ store, fetch: upstream.fetch, waitMs: 20 });
    expect(await label(video('req-slow'), 'https://edu.example')).toBeUndefined();
    expect(await label(video('req-slow'), 'https://edu.example')).toBeUndefined();
    await expect.poll(() => label(video('req-slow'), 'https://edu.example'), { timeout: 5000 }).toMatch(/\.mp4$/);
    expect(upstream.calls).toHaveLength(1);
  });

  it('reports a failure that ended while no poll waited to the next poll, once, then starts afresh', async () => {
    const upstream = countingFetch(Buffer.from('<html>'), 100);
    const label = labellerWith({
      store: createLocalFileStore(path.join(folder, 'slow-bad')),
      fetch: upstream.fetch,
      waitMs: 10,
    });
    expect(await label(video('req-slow-bad'), 'https://edu.example')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const error = await label(video('req-slow-bad'), 'https://edu.example').catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(502);
    expect(upstream.calls).toHaveLength(1);
    expect(await label(video('req-slow-bad'), 'https://edu.example')).toBeUndefined();
    expect(upstream.calls).toHaveLength(2);
  });

  it('takes the file another copy stored while its own write failed', async () => {
    const local = createLocalFileStore(path.join(folder, 'race'));
    const racing: FileStore = {
      ...local,
      async put(key, bytes) {
        await local.put(key, bytes);
        throw new Error('the rename lost a race');
      },
    };
    const label = labellerWith({ store: racing, fetch: countingFetch(mp4).fetch });
    expect(await label(video('req-race'), 'https://edu.example')).toMatch(/\.mp4$/);
  });

  it('answers "not yet" after a failure that may pass, and the next poll starts afresh and labels it', async () => {
    const served = countingFetch(mp4);
    let failuresLeft = 1;
    const flaky = (async (url: URL) => {
      if (failuresLeft-- > 0) return new Response('busy', { status: 503 });
      return served.fetch(url);
    }) as unknown as typeof fetch;
    let encodings = 0;
    const frames: FrameLabeller = async (bytes) => {
      encodings += 1;
      if (encodings === 1) throw new Error('ffmpeg was killed after FFMPEG_TIMEOUT_MS');
      return Buffer.from(bytes);
    };
    const label = labellerWith({ store: createLocalFileStore(path.join(folder, 'flaky')), fetch: flaky, frames });
    expect(await label(video('req-flaky'), 'https://edu.example')).toBeUndefined();
    expect(await label(video('req-flaky'), 'https://edu.example')).toBeUndefined();
    expect(await label(video('req-flaky'), 'https://edu.example')).toMatch(/\.mp4$/);
  });

  it('refuses with 502 when the last attempt fails too', async () => {
    const failing = (async () => new Response('gone', { status: 500 })) as unknown as typeof fetch;
    const label = labellerWith({
      store: createLocalFileStore(path.join(folder, 'used-up')),
      fetch: failing,
      attempts: 2,
    });
    expect(await label(video('req-used-up'), 'https://edu.example')).toBeUndefined();
    const error = await label(video('req-used-up'), 'https://edu.example').catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(502);
  });

  it('answers "not yet" without fetching while another copy holds the claim, and labels it once the claim is free', async () => {
    const upstream = countingFetch(mp4);
    let otherCopyLabelling = true;
    const ended: string[] = [];
    const claim = {
      take: async () => !otherCopyLabelling,
      end: async (requestId: string) => {
        ended.push(requestId);
      },
    };
    const label = labellerWith({
      store: createLocalFileStore(path.join(folder, 'claimed')),
      fetch: upstream.fetch,
      claim,
    });
    expect(await label(video('req-claimed'), 'https://edu.example')).toBeUndefined();
    expect(upstream.calls).toHaveLength(0);
    otherCopyLabelling = false;
    expect(await label(video('req-claimed'), 'https://edu.example')).toMatch(/\.mp4$/);
    expect(upstream.calls).toHaveLength(1);
    expect(ended).toEqual(['req-claimed']);
  });

  it('labels at most maxConcurrent videos at once, download included', async () => {
    let downloading = 0;
    let most = 0;
    const slow = (async () => {
      downloading += 1;
      most = Math.max(most, downloading);
      await new Promise((resolve) => setTimeout(resolve, 30));
      downloading -= 1;
      return new Response(mp4);
    }) as unknown as typeof fetch;
    const label = labellerWith({
      store: createLocalFileStore(path.join(folder, 'slots')),
      fetch: slow,
      maxConcurrent: 1,
    });
    const urls = await Promise.all(['x', 'y', 'z'].map((id) => label(video(`req-${id}`), 'https://edu.example')));
    expect(urls.every((url) => url?.endsWith('.mp4'))).toBe(true);
    expect(most).toBe(1);
  });

  it.each([
    ['bytes that are not an MP4', countingFetch(Buffer.from('<html>')).fetch, undefined],
    [
      'a failed re-encoding on the last attempt',
      countingFetch(mp4).fetch,
      () => Promise.reject(new Error('ffmpeg exited with 1')),
    ],
    ['an address that is not http(s), on the last attempt', countingFetch(mp4).fetch, undefined, 'file:///etc/passwd'],
  ])(
    'refuses %s with 502 and stores nothing',
    async (_name, fetch, frames, upstreamUrl = 'https://cdn.example/v.mp4') => {
      const root = path.join(folder, `refused-${Math.random()}`);
      const label = labellerWith({ store: createLocalFileStore(root), fetch, frames, attempts: 1 });
      const error = await label({ requestId: 'req-bad', index: 0, upstreamUrl }, 'https://edu.example').catch(
        (caught: unknown) => caught,
      );
      expect(isHttpError(error) && error.status).toBe(502);
      expect(await createLocalFileStore(root).stat('aigc')).toBeUndefined();
    },
  );
});
