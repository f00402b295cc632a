import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type AiClient, AiServiceError, createAiClient } from '@edu/api-client';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseSnapshot } from './database-snapshot';
import { type FakeUpstream, type RecordedRequest, startFakeUpstream } from './fake-openai-upstream';
import { GENERATED_VIDEO_FIXTURE, readTags, startExifTool } from './media-readers';
import { startTestServer, type TestServer } from './start-test-server';

const exiftool = startExifTool();
let media: FakeUpstream;
let server: TestServer;
let teacher: AiClient;
let student: AiClient;
let teacherToken: string;
let videoPolls = 0;
let failNext: { status: number; body: string } | undefined;
let stallNext = false;
/** The picture the fake API "generated", served at its own address as SiliconFlow's CDN would. */
let generatedPng: Buffer;

beforeAll(async () => {
  generatedPng = await sharp({ create: { width: 512, height: 384, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
  // A fake SiliconFlow media API (protocols.md §1.5-1.6) on a real local port.
  media = await startFakeUpstream((request: RecordedRequest, response) => {
    if (stallNext) return;
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (failNext) return reply(failNext.status, failNext.body);
    if (request.path === '/generated.png') {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(generatedPng);
      return;
    }
    if (request.path === '/out.mp4') {
      response.writeHead(200, { 'Content-Type': 'video/mp4' });
      response.end(readFileSync(GENERATED_VIDEO_FIXTURE));
      return;
    }
    if (request.path === '/v1/images/generations') {
      return reply(200, {
        images: [{ url: `${media.url.replace(/\/v1$/, '')}/generated.png` }],
        timings: { inference: 1.7 },
        seed: 42,
      });
    }
    if (request.path === '/v1/video/submit') return reply(200, { requestId: `req-${media.requests.length}` });
    if (request.path === '/v1/video/status') {
      videoPolls += 1;
      return videoPolls < 2
        ? reply(200, { status: 'InQueue', reason: '', results: null })
        : reply(200, {
            status: 'Succeed',
            reason: '',
            results: {
              videos: [{ url: `${media.url.replace(/\/v1$/, '')}/out.mp4` }],
              timings: { inference: 95 },
              seed: 7,
            },
          });
    }
    return reply(404, '"404 page not found"');
  });
  server = await startTestServer({
    MEDIA_BASE_URL: media.url,
    MEDIA_API_KEY: 'sk-media',
    VIDEO_DAILY_QUOTA: '2',
    MEDIA_RATE_LIMIT_PER_MINUTE: '1000',
    MEDIA_TIMEOUT_MS: '500',
    XFYUN_APP_ID: 'test0001',
    XFYUN_API_KEY: 'testkey0123456789abcdef0123456789',
    XFYUN_API_SECRET: 'testsecret0123456789abcdef012345',
  });
  teacherToken = await server.tokenFor('teacher');
  const studentToken = await server.tokenFor('student');
  teacher = createAiClient({ baseUrl: server.aiUrl, getToken: () => teacherToken });
  student = createAiClient({ baseUrl: server.aiUrl, getToken: () => studentToken });
});
afterAll(async () => {
  await server?.stop();
  await media?.close();
  await exiftool.end();
});
beforeEach(() => {
  media.requests.length = 0;
  failNext = undefined;
  stallNext = false;
});

async function failure(promise: Promise<unknown>): Promise<AiServiceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AiServiceError)) throw new Error(`expected an AiServiceError, got ${String(error)}`);
  return error;
}

const raw = (path: string, body: string, token = teacherToken) =>
  fetch(`${server.aiUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  });

describe('image generation', () => {
  it('hands out a copy with the visible label and the AIGC metadata a reader reads back', async () => {
    const result = await teacher.generateImage({ uid: '10001', prompt: '山水画', seed: 1 });
    const download = await fetch(result.images[0]?.url ?? '', { headers: { Authorization: `Bearer ${teacherToken}` } });
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await download.arrayBuffer());
    const read = await exifr.parse(bytes, { ihdr: true, tiff: false, xmp: false });
    const label = {
      Label: '1',
      ContentProducer: new URL(media.url).host,
      ProduceID: expect.stringMatching(/^[0-9a-f]{32}$/),
      ReservedCode1: '',
      ContentPropagator: '叶县教育公共服务平台',
      PropagateID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ReservedCode2: '',
    };
    expect(JSON.parse(String(read?.AIGC))).toEqual(label);
    // The same label as XMP, read by exiftool.
    const tags = await readTags(exiftool, bytes, 'picture.png');
    expect(JSON.parse(String(tags['XMP-TC260:Aigc']))).toEqual(JSON.parse(String(read?.AIGC)));
    // The label darkens the lower right corner of the otherwise even picture.
    const corner = await sharp(bytes)
      .extract({ left: 412, top: 284, width: 100, height: 100 })
      .greyscale()
      .raw()
      .toBuffer();
    expect(corner.some((value) => value < 100)).toBe(true);
  });

  it('refuses to hand out a picture it could not label', async () => {
    const labelled = await failure(
      (async () => {
        const original = generatedPng;
        generatedPng = Buffer.from('not a picture');
        try {
          return await teacher.generateImage({ uid: '10001', prompt: '山水画', seed: 1 });
        } finally {
          generatedPng = original;
        }
      })(),
    );
    expect(labelled.status).toBe(502);
    expect(labelled.message).toBe('生成的图片无法取回并添加AI生成标识，请稍后重试');
  });

  it('forwards the prefixed prompt and seed and returns the image URLs', async () => {
    const result = await teacher.generateImage({ uid: '10001', prompt: '小学生在操场上放风筝', seed: 9_999_999_999 });
    // The platform's own labelled copy, not the upstream's short-lived address (issue 35).
    const [image] = result.images;
    expect(image?.url).toMatch(
      new RegExp(`^${server.url}/resource_api/storage/files/aigc/${encodeURIComponent('AI生成')}-[0-9a-f-]{36}\\.png$`),
    );
    expect(media.requests[0]?.headers.authorization).toBe('Bearer sk-media');
    expect(media.requests[0]?.body).toEqual({
      model: 'Kwai-Kolors/Kolors',
      prompt: '请生成中国风格：小学生在操场上放风筝',
      image_size: '1024x1024',
      batch_size: 1,
      seed: 9_999_999_999,
    });
  });

  it('turns an upstream error into a readable 502', async () => {
    failNext = {
      status: 400,
      body: '{"code":20012,"message":"Model does not exist. Please check it carefully.","data":null}',
    };
    const error = await failure(teacher.generateImage({ uid: '10001', prompt: '山水画', seed: 1 }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('图片生成失败：上游服务返回 HTTP 400：Model does not exist. Please check it carefully.');
  });

  it('answers 504 when the media API does not answer in time', async () => {
    stallNext = true;
    const error = await failure(teacher.generateImage({ uid: '10001', prompt: '山水画', seed: 1 }));
    expect(error.status).toBe(504);
    expect(error.message).toMatch(/0\.5 秒内没有响应/);
  });
});

describe('video generation', () => {
  it('starts a job, reports its status and the daily quota, and refuses the job beyond the quota', async () => {
    videoPolls = 0;
    const started = await teacher.startVideo({ uid: '10001', prompt: '老师在黑板前讲解分数', seed: 10_000 });
    expect(started).toMatchObject({ requestId: 'req-1', quota: { limit: 2, used: 1, remaining: 1 } });
    expect(media.requests[0]?.body).toEqual({
      model: 'Wan-AI/Wan2.2-T2V-A14B',
      prompt: '请生成中国风格：老师在黑板前讲解分数',
      image_size: '1280x720',
      seed: 10_000,
    });
    expect(await teacher.getVideoStatus(started.requestId)).toMatchObject({ status: 'InQueue', quota: { used: 1 } });
    const finished = await teacher.pollVideo(started.requestId, { intervalMs: 10 });
    // The platform's labelled copy (issue 35, test/media-video.test.ts), not the upstream's address.
    expect(finished.results.videos[0]?.url).toMatch(
      /\/resource_api\/storage\/files\/aigc\/AI%E7%94%9F%E6%88%90-[0-9a-f]{32}\.mp4$/,
    );
    const polls = media.requests.filter((request) => request.path === '/v1/video/status');
    expect(polls.at(-1)?.body).toEqual({ requestId: 'req-1' });

    // Another user may not poll this job.
    expect((await failure(student.getVideoStatus(started.requestId))).status).toBe(404);

    await teacher.startVideo({ uid: '10001', prompt: '第二个视频', seed: 1 });
    const before = await databaseSnapshot(server.database.db);
    const requestsBefore = media.requests.length;
    const refused = await failure(teacher.startVideo({ uid: '10001', prompt: '第三个视频', seed: 1 }));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe('今天的视频生成次数已用完（每人每天 2 次），请明天再试');
    expect(media.requests.length).toBe(requestsBefore);
    expect(await databaseSnapshot(server.database.db)).toBe(before);
    // The quota is per user.
    expect((await student.startVideo({ uid: '10002', prompt: '学生的视频', seed: 1 })).requestId).toBeTruthy();
  });

  it('records no job when the upstream refuses to start one', async () => {
    failNext = { status: 503, body: '{"code":50505,"message":"Model service overloaded. Please try again later."}' };
    const before = await databaseSnapshot(server.database.db);
    const error = await failure(student.startVideo({ uid: '10002', prompt: '失败的视频', seed: 1 }));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/Model service overloaded/);
    expect(await databaseSnapshot(server.database.db)).toBe(before);
  });
});

describe('media input validation', () => {
  it.each([
    {
      name: 'a blank prompt',
      path: '/media/generate/image',
      body: { uid: '10001', prompt: '   ', seed: 1 },
      status: 400,
    },
    {
      name: 'a prefix-only prompt',
      path: '/media/generate/image',
      body: { uid: '10001', prompt: '请生成中国风格：', seed: 1 },
      status: 400,
    },
    {
      name: 'a 201-character prompt',
      path: '/media/generate/image',
      body: { uid: '10001', prompt: '画'.repeat(201), seed: 1 },
      status: 400,
    },
    {
      name: 'an image seed above 9999999999',
      path: '/media/generate/image',
      body: { uid: '10001', prompt: '画', seed: 10_000_000_000 },
      status: 400,
    },
    {
      name: 'a negative seed',
      path: '/media/generate/image',
      body: { uid: '10001', prompt: '画', seed: -1 },
      status: 400,
    },
    {
      name: 'a fractional seed',
      path: '/media/generate/image',
      body: { uid: '10001', prompt: '画', seed: 1.5 },
      status: 400,
    },
    {
      name: 'a seed of the wrong type',
      path: '/media/generate/image',
      body: { uid: '10001', prompt: '画', seed: '7' },
      status: 400,
    },
    {
      name: 'a video seed above 10000',
      path: '/media/generate/video',
      body: { uid: '10001', prompt: '画', seed: 10_001 },
      status: 400,
    },
    {
      name: 'a 201-character video prompt',
      path: '/media/generate/video',
      body: { uid: '10001', prompt: '画'.repeat(201), seed: 1 },
      status: 400,
    },
    { name: 'a blank request id', path: '/media/video/status', body: { requestId: ' ' }, status: 400 },
    { name: 'malformed JSON', path: '/media/generate/video', body: '{"uid":', status: 400 },
    {
      name: "another user's uid",
      path: '/media/generate/image',
      body: { uid: '10002', prompt: '画', seed: 1 },
      status: 403,
    },
    {
      name: "another user's uid (video)",
      path: '/media/generate/video',
      body: { uid: '10002', prompt: '画', seed: 1 },
      status: 403,
    },
    { name: 'an unknown request id', path: '/media/video/status', body: { requestId: 'req-unknown' }, status: 404 },
  ])('refuses $name with $status, calls no upstream and changes nothing', async ({ path, body, status }) => {
    const before = await databaseSnapshot(server.database.db);
    const response = await raw(path, typeof body === 'string' ? body : JSON.stringify(body));
    expect(response.status).toBe(status);
    const json = (await response.json()) as { code: number; message: string };
    expect(json.code).toBe(status);
    expect(json.message.length).toBeGreaterThan(3);
    expect(media.requests).toHaveLength(0);
    expect(await databaseSnapshot(server.database.db)).toBe(before);
  });

  it('explains the prompt rules in the message', async () => {
    const response = await raw(
      '/media/generate/image',
      JSON.stringify({ uid: '10001', prompt: '画'.repeat(201), seed: 1 }),
    );
    expect(((await response.json()) as { message: string }).message).toMatch(/^prompt: .*200/);
  });
});

describe('speech signing', () => {
  it('returns a signed xfyun TTS URL that verifies with the secret, without the secret in it', async () => {
    const { url, appId } = await teacher.getTtsUrl();
    expect(appId).toBeTruthy();
    const parsed = new URL(url);
    expect(`${parsed.protocol}//${parsed.host}${parsed.pathname}`).toBe('wss://tts-api.xfyun.cn/v2/tts');
    expect(url).not.toContain('testsecret');
    // protocols.md §7.3: rebuild the signature from the query as the xfyun gateway does.
    const date = parsed.searchParams.get('date') ?? '';
    const host = parsed.searchParams.get('host') ?? '';
    const authorization = Buffer.from(parsed.searchParams.get('authorization') ?? '', 'base64').toString('utf8');
    const fields = Object.fromEntries(
      [...authorization.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
    );
    const expected = createHmac('sha256', 'testsecret0123456789abcdef012345')
      .update(`host: ${host}\ndate: ${date}\nGET /v2/tts HTTP/1.1`)
      .digest('base64');
    expect(fields).toEqual({
      api_key: 'testkey0123456789abcdef0123456789',
      algorithm: 'hmac-sha256',
      headers: 'host date request-line',
      signature: expected,
    });
    expect(Math.abs(Date.now() - Date.parse(date))).toBeLessThan(300_000);
  });

  it('also hands out the app id and the expiry', async () => {
    const response = await fetch(`${server.aiUrl}/speech/tts-url`, {
      headers: { Authorization: `Bearer ${teacherToken}` },
    });
    const json = (await response.json()) as { data: { appId: string; expiresAt: string } };
    expect(json.data.appId).toBe('test0001');
    expect(Date.parse(json.data.expiresAt) - Date.now()).toBeGreaterThan(250_000);
  });

  it('needs a token', async () => {
    expect((await fetch(`${server.aiUrl}/speech/tts-url`)).status).toBe(401);
  });
});

describe('without media or speech settings', () => {
  it("answers a clear 'not configured' error for media and 404 for the TTS URL", async () => {
    const bare = await startTestServer({ MEDIA_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const token = await bare.tokenFor('teacher');
      const client = createAiClient({ baseUrl: bare.aiUrl, getToken: () => token });
      for (const attempt of [
        () => client.generateImage({ uid: '10001', prompt: '画', seed: 1 }),
        () => client.startVideo({ uid: '10001', prompt: '画', seed: 1 }),
        () => client.getVideoStatus('req-1'),
      ]) {
        const error = await failure(attempt());
        expect(error.status).toBe(503);
        expect(error.message).toMatch(/图片和视频生成未配置/);
      }
      const tts = await failure(client.getTtsUrl());
      expect(tts.status).toBe(404);
      expect(tts.message).toMatch(/语音合成未配置/);
    } finally {
      await bare.stop();
    }
  });
});

describe('media rate limit', () => {
  it('answers 429 once a user exceeds the per-minute media limit', async () => {
    const limited = await startTestServer({
      MEDIA_BASE_URL: media.url,
      MEDIA_API_KEY: 'k',
      MEDIA_RATE_LIMIT_PER_MINUTE: '1',
    });
    try {
      const token = await limited.tokenFor('teacher');
      const client = createAiClient({ baseUrl: limited.aiUrl, getToken: () => token });
      await client.generateImage({ uid: '10001', prompt: '画', seed: 1 });
      const error = await failure(client.generateImage({ uid: '10001', prompt: '画', seed: 1 }));
      expect(error.status).toBe(429);
      expect(error.message).toBe('图片和视频生成请求过于频繁（每分钟最多 1 次），请 60 秒后再试');
    } finally {
      await limited.stop();
    }
  });
});
