import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AiClient, AiServiceError, createAiClient } from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, type RecordedRequest, startFakeUpstream } from './fake-openai-upstream';
import { changedPixels, frameOf, GENERATED_VIDEO_FIXTURE, readTags, startExifTool, TEST_FFMPEG } from './media-readers';
import { startTestServer, type TestServer } from './start-test-server';

// Issue 35: a finished video is handed out as the platform's copy with the AI label in its metadata (and, with
// ffmpeg, in its frames), made once per request whichever server copy is polled.

const exiftool = startExifTool();
const generated = readFileSync(GENERATED_VIDEO_FIXTURE);
let media: FakeUpstream;
/** What the fake CDN serves as the generated video, and how long it takes to start. */
let served: { body: Buffer; delayMs: number } = { body: generated, delayMs: 0 };
/** How many of the next video downloads the fake CDN answers 503, and how long its status call takes. */
let cdnFailures = 0;
let statusDelayMs = 0;

const OUR_VIDEO = /\/resource_api\/storage\/files\/aigc\/AI%E7%94%9F%E6%88%90-[0-9a-f]{32}\.mp4$/;

beforeAll(async () => {
  media = await startFakeUpstream(async (request: RecordedRequest, response) => {
    const reply = (body: unknown) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.path === '/cdn/out.mp4' && cdnFailures > 0) {
      cdnFailures -= 1;
      response.writeHead(503).end();
      return;
    }
    if (request.path === '/cdn/out.mp4') {
      await new Promise((resolve) => setTimeout(resolve, served.delayMs));
      response.writeHead(200, { 'Content-Type': 'video/mp4' });
      response.end(served.body);
      return;
    }
    if (request.path === '/v1/video/submit') return reply({ requestId: `req-${media.requests.length}` });
    if (request.path === '/v1/video/status') {
      await new Promise((resolve) => setTimeout(resolve, statusDelayMs));
      return reply({
        status: 'Succeed',
        reason: '',
        results: { videos: [{ url: `${media.url.replace(/\/v1$/, '')}/cdn/out.mp4` }], seed: 7 },
      });
    }
    response.writeHead(404).end();
  });
});
afterAll(async () => {
  await media?.close();
  await exiftool.end();
});

const settings = (extra: Record<string, string> = {}) => ({
  MEDIA_BASE_URL: media.url,
  MEDIA_API_KEY: 'sk-media',
  MEDIA_RATE_LIMIT_PER_MINUTE: '1000',
  VIDEO_DAILY_QUOTA: '100',
  ...extra,
});
const videoFetches = () => media.requests.filter((request) => request.path === '/cdn/out.mp4').length;

/** The video quota units the teacher (uid 10001) has used today, as the database keeps them. */
async function usedToday(server: TestServer): Promise<number> {
  const row = await server.database.db
    .selectFrom('video_quota_days')
    .select('used')
    .where('uid', '=', '10001')
    .executeTakeFirst();
  return row?.used ?? 0;
}

async function clientOf(server: TestServer): Promise<AiClient> {
  const token = await server.tokenFor('teacher');
  return createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
}

/** Starts a video and answers the address the status route gives for it. */
async function finishedVideo(client: AiClient, requestId?: string): Promise<{ requestId: string; url: string }> {
  const id = requestId ?? (await client.startVideo({ uid: '10001', prompt: '长城日出', seed: 1 })).requestId;
  const status = await client.getVideoStatus(id);
  return { requestId: id, url: status.results?.videos?.[0]?.url ?? '' };
}

const download = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** The implicit label exiftool reads from the XMP of a video. */
async function xmpLabel(bytes: Buffer): Promise<unknown> {
  const tags = await readTags(exiftool, bytes, 'video.mp4');
  return JSON.parse(String(tags['XMP-TC260:Aigc']));
}

describe('a finished video without ffmpeg', () => {
  let server: TestServer;
  let client: AiClient;
  beforeAll(async () => {
    server = await startTestServer(settings());
    client = await clientOf(server);
  });
  afterAll(() => server?.stop());

  it('is answered at our address, with the label in its metadata exiftool reads, and frames as generated', async () => {
    const fetchesBefore = videoFetches();
    const { requestId, url } = await finishedVideo(client);
    expect(url.startsWith(`${server.url}/`)).toBe(true);
    expect(url).toMatch(OUR_VIDEO);
    const { response, bytes } = await download(url);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await xmpLabel(bytes)).toEqual({
      Label: '1',
      ContentProducer: new URL(media.url).host,
      ProduceID: requestId,
      ReservedCode1: '',
      ContentPropagator: '叶县教育公共服务平台',
      PropagateID: expect.stringMatching(/^[0-9a-f]{32}$/),
      ReservedCode2: '',
    });
    // Nothing before the appended label moved: the samples and their offsets are the generator's.
    expect(bytes.subarray(0, generated.length).equals(generated)).toBe(true);
    expect(videoFetches()).toBe(fetchesBefore + 1);
    expect(server.logs.filter((line) => line.includes('FFMPEG_PATH is not set'))).toHaveLength(1);

    // Later polls answer the same file without fetching or labelling it again.
    expect((await finishedVideo(client, requestId)).url).toBe(url);
    expect(videoFetches()).toBe(fetchesBefore + 1);
    expect(server.logs.filter((line) => line.includes('FFMPEG_PATH is not set'))).toHaveLength(1);
  });

  it('serves ranges of it, as a video element asks', async () => {
    const { url } = await finishedVideo(client);
    const { response, bytes } = await download(url, { Range: 'bytes=0-99' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect(bytes.length).toBe(100);
  });

  it.each([
    ['bytes that are not an MP4', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an MP4 cut short', generated.subarray(0, 1000)],
  ])('refuses %s with 502 at once, stores nothing and gives the quota unit back', async (_name, body) => {
    served = { body, delayMs: 0 };
    try {
      const { requestId } = await client.startVideo({ uid: '10001', prompt: '坏视频', seed: 1 });
      const used = await usedToday(server);
      const fetchesBefore = videoFetches();
      const error = await client.getVideoStatus(requestId).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AiServiceError);
      expect((error as AiServiceError).status).toBe(502);
      expect((error as AiServiceError).message).toBe('生成的视频无法取回并添加AI生成标识，请稍后重试');
      expect(await usedToday(server)).toBe(used - 1);
      // A poll again (the widget retries a 5xx) answers the same, fetching nothing and giving nothing back twice.
      const again = await client.getVideoStatus(requestId).catch((caught: unknown) => caught);
      expect((again as AiServiceError).message).toBe('生成的视频无法取回并添加AI生成标识，请稍后重试');
      expect(videoFetches()).toBe(fetchesBefore + 1);
      expect(await usedToday(server)).toBe(used - 1);
    } finally {
      served = { body: generated, delayMs: 0 };
    }
  });
});

describe('a finished video larger than MEDIA_VIDEO_MAX_BYTES', () => {
  it('is refused with a clear 502, and its quota unit is given back', async () => {
    const server = await startTestServer(settings({ MEDIA_VIDEO_MAX_BYTES: '2048' }));
    try {
      const client = await clientOf(server);
      const error = await finishedVideo(client).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AiServiceError);
      expect((error as AiServiceError).status).toBe(502);
      expect((error as AiServiceError).message).toBe('生成的视频超过 2 KB，无法取回并添加AI生成标识，请联系管理员');
      expect(await usedToday(server)).toBe(0);
    } finally {
      await server.stop();
    }
  });
});

describe('a finished video with ffmpeg', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(settings({ FFMPEG_PATH: TEST_FFMPEG }));
  });
  afterAll(() => server?.stop());

  it('has "AI生成" drawn in its frames, and the label in its XMP and QuickTime metadata', async () => {
    const { requestId, url } = await finishedVideo(await clientOf(server));
    expect(url).toMatch(OUR_VIDEO);
    const { bytes } = await download(url);
    expect(await xmpLabel(bytes)).toMatchObject({ Label: '1', ProduceID: requestId });
    const tags = await readTags(exiftool, bytes, 'video.mp4');
    expect(JSON.parse(String(tags['Keys:AIGC']))).toMatchObject({ Label: '1', ProduceID: requestId });
    expect(server.logs.some((line) => line.includes('FFMPEG_PATH is not set'))).toBe(false);
    const before = await frameOf(generated, 0.5);
    const after = await frameOf(bytes, 0.5);
    expect(changedPixels(before, after, { left: 220, top: 150, width: 100, height: 30 })).toBeGreaterThan(300);
    expect(changedPixels(before, after, { left: 0, top: 0, width: 320, height: 140 })).toBe(0);
  });
});

describe('a video still being labelled when the poll has waited MEDIA_VIDEO_LABEL_WAIT_MS', () => {
  it('is answered InProgress, and a later poll collects the labelled file', async () => {
    const server = await startTestServer(settings({ MEDIA_VIDEO_LABEL_WAIT_MS: '0' }));
    served = { body: generated, delayMs: 300 };
    try {
      const client = await clientOf(server);
      const { requestId } = await client.startVideo({ uid: '10001', prompt: '慢视频', seed: 1 });
      expect(await client.getVideoStatus(requestId)).toMatchObject({ status: 'InProgress', results: null });
      const finished = await client.pollVideo(requestId, { intervalMs: 100 });
      expect(finished.results.videos[0]?.url).toMatch(OUR_VIDEO);
    } finally {
      served = { body: generated, delayMs: 0 };
      await server.stop();
    }
  });
});

describe('a finished video whose download fails for a while', () => {
  it('is answered InProgress while attempts are left, and the next poll starts afresh and collects it', async () => {
    const server = await startTestServer(settings());
    cdnFailures = 2;
    try {
      const client = await clientOf(server);
      const { requestId } = await client.startVideo({ uid: '10001', prompt: '断网', seed: 1 });
      const used = await usedToday(server);
      expect(await client.getVideoStatus(requestId)).toMatchObject({ status: 'InProgress', results: null });
      expect(await client.getVideoStatus(requestId)).toMatchObject({ status: 'InProgress', results: null });
      expect((await finishedVideo(client, requestId)).url).toMatch(OUR_VIDEO);
      expect(await usedToday(server)).toBe(used);
    } finally {
      cdnFailures = 0;
      await server.stop();
    }
  });

  it('is refused with the 502 once MEDIA_VIDEO_LABEL_ATTEMPTS are used up, and its quota unit is given back', async () => {
    const server = await startTestServer(settings({ MEDIA_VIDEO_LABEL_ATTEMPTS: '2' }));
    cdnFailures = 100;
    try {
      const client = await clientOf(server);
      const { requestId } = await client.startVideo({ uid: '10001', prompt: '断网', seed: 1 });
      const used = await usedToday(server);
      expect(await client.getVideoStatus(requestId)).toMatchObject({ status: 'InProgress' });
      const error = await client.getVideoStatus(requestId).catch((caught: unknown) => caught);
      expect((error as AiServiceError).status).toBe(502);
      expect((error as AiServiceError).message).toBe('生成的视频无法取回并添加AI生成标识，请稍后重试');
      expect(await usedToday(server)).toBe(used - 1);
      expect(videoFetches()).toBeGreaterThan(0);
      const fetchesAfter = videoFetches();
      await client.getVideoStatus(requestId).catch(() => undefined);
      expect(videoFetches()).toBe(fetchesAfter);
      expect(await usedToday(server)).toBe(used - 1);
    } finally {
      cdnFailures = 0;
      await server.stop();
    }
  });
});

describe('a status poll whose upstream call is slow', () => {
  it("answers within the client's 15 s time-out, the labelling wait cut to what is left", async () => {
    const server = await startTestServer(settings({ MEDIA_VIDEO_LABEL_WAIT_MS: '12000' }));
    try {
      const client = await clientOf(server);
      const { requestId } = await client.startVideo({ uid: '10001', prompt: '慢', seed: 1 });
      served = { body: generated, delayMs: 20_000 };
      statusDelayMs = 4000;
      const started = performance.now();
      expect(await client.getVideoStatus(requestId)).toMatchObject({ status: 'InProgress' });
      expect(performance.now() - started).toBeLessThan(14_000);
    } finally {
      served = { body: generated, delayMs: 0 };
      statusDelayMs = 0;
      await server.stop();
    }
  }, 30_000);
});

describe('FFMPEG_FONT_FILE', () => {
  it('stops start-up with a message naming the setting when the font is not there', async () => {
    const started = startTestServer(settings({ FFMPEG_PATH: TEST_FFMPEG, FFMPEG_FONT_FILE: '/nonexistent/font.ttc' }));
    await expect(started).rejects.toThrow('Invalid setting FFMPEG_FONT_FILE: no font file at /nonexistent/font.ttc');
  });
});

describe('FFMPEG_PATH', () => {
  it.each([
    ['a missing file', '/nonexistent/ffmpeg'],
    ['a program that is not ffmpeg', '/bin/true'],
  ])('stops start-up with a message naming the setting for %s', async (_name, ffmpegPath) => {
    const started = startTestServer(settings({ FFMPEG_PATH: ffmpegPath }));
    await expect(started).rejects.toThrow(`Invalid setting FFMPEG_PATH: ${ffmpegPath} does not run as ffmpeg`);
  });
});

describe('two server copies on one database and file store', () => {
  it('label a video once: the copy that claimed it labels it, the other answers InProgress, then both answer the file', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'edu-video-copies-'));
    // One after the other: the first creates the database.
    const first = await startTestServer(settings({ DATA_DIR: shared }));
    const second = await startTestServer(settings({ DATA_DIR: shared }));
    try {
      const [a, b] = [await clientOf(first), await clientOf(second)];
      const { requestId } = await a.startVideo({ uid: '10001', prompt: '两份副本', seed: 1 });
      served = { body: generated, delayMs: 200 };
      const fetchesBefore = videoFetches();
      const racing = await Promise.all([a.getVideoStatus(requestId), b.getVideoStatus(requestId)]);
      expect(videoFetches() - fetchesBefore).toBe(1);
      expect(racing.map((status) => status.status).sort()).toEqual(['InProgress', 'Succeed']);
      // Once stored, both answer it, and neither fetches it again.
      const later = await Promise.all([finishedVideo(a, requestId), finishedVideo(b, requestId)]);
      const [path1, path2] = later.map(({ url }) => new URL(url).pathname);
      expect(path1).toBe(path2);
      expect(await xmpLabel((await download(later[0]?.url ?? '')).bytes)).toMatchObject({ ProduceID: requestId });
      expect(videoFetches() - fetchesBefore).toBe(1);
    } finally {
      served = { body: generated, delayMs: 0 };
      await Promise.all([first.stop(), second.stop()]);
      rmSync(shared, { recursive: true, force: true });
    }
  });
});
