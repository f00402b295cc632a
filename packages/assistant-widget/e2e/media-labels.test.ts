import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type BrowserSession, saveScreenshot, startBrowserSession } from '@edu/browser-harness';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWidgetServer, type WidgetServer } from './start-widget-server';
import { requestVideo } from './widget-page';

// Issue 35: the video the panel shows is the platform's labelled copy, not the media API's address.

/** A small real MP4 (the server's test fixture, made with ffmpeg). */
const GENERATED_VIDEO = readFileSync(
  path.resolve(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'generated-video.mp4'),
);

let media: Server;
let mediaOrigin: string;
const mediaRequests: string[] = [];
/** Status calls the fake media API answers 500 before it answers the video finished. */
let statusFailures = 0;
let submitted = 0;
let server: WidgetServer;
let session: BrowserSession;

beforeAll(async () => {
  // A fake SiliconFlow media API whose video is finished at the first poll, served from its own "CDN" path.
  media = createServer((request, response) => {
    mediaRequests.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      const json = (value: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/v1/video/submit') {
        submitted += 1;
        return json({ requestId: `req-label-${submitted}` });
      }
      if (request.url === '/v1/video/status' && statusFailures > 0) {
        statusFailures -= 1;
        response.writeHead(500, { 'content-type': 'application/json' });
        return response.end('{"message":"busy"}');
      }
      if (request.url === '/v1/video/status') {
        return json({ status: 'Succeed', reason: '', results: { videos: [{ url: `${mediaOrigin}/cdn/out.mp4` }] } });
      }
      if (request.url === '/cdn/out.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4' });
        return response.end(GENERATED_VIDEO);
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  server = await startWidgetServer({
    bundleDir: inject('bundleDir'),
    dataTemplate: inject('demoDataDir'),
    env: { MEDIA_BASE_URL: `${mediaOrigin}/v1`, MEDIA_API_KEY: 'sk-test', MEDIA_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  session = await startBrowserSession({ baseUrl: server.url });
});
afterAll(async () => {
  await session?.close();
  await server?.stop();
  await new Promise((resolve) => media?.close(resolve));
});

describe('a generated video in the panel', () => {
  it('comes from our origin, named with AI生成, plays there, and carries the label the server wrote', async () => {
    const user = await server.loginAs('teacher');
    const page = await session.newPage(`/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`, {
      viewport: { width: 1280, height: 860 },
    });
    const browserRequests: string[] = [];
    page.on('request', (request) => browserRequests.push(request.url()));
    const dialog = await requestVideo(page, '长城日出');
    // The widget polls every 10 s (SPEC): the first poll finds the video finished.
    const video = dialog.getByLabel('生成的视频');
    await video.waitFor({ timeout: 30_000 });

    const source = new URL((await video.getAttribute('src')) ?? '');
    expect(source.origin).toBe(new URL(server.url).origin);
    expect(decodeURIComponent(source.pathname)).toMatch(
      /^\/resource_api\/storage\/files\/aigc\/AI生成-[0-9a-f]{32}\.mp4$/,
    );
    // It plays from there (sandboxed, nosniff, video/mp4): the browser decodes its first frame.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.videoWidth), {
        timeout: 10_000,
      })
      .toBe(320);
    expect(await dialog.locator('[part="video-ai-label"]').textContent()).toBe('AI生成');
    await saveScreenshot(page, 'widget/video-labelled');

    // The server fetched the generated video once; the browser never asked the media API for it.
    expect(mediaRequests.filter((url) => url === '/cdn/out.mp4')).toHaveLength(1);
    expect(browserRequests.some((url) => url.startsWith(mediaOrigin))).toBe(false);

    // The saved file is our labelled copy: the XMP label (TC260 namespace) is in its bytes.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^ai-video-\d{8}-\d{6}-AI生成\.mp4$/);
    const bytes = readFileSync((await saved.path()) ?? '');
    expect(bytes.length).toBeGreaterThan(GENERATED_VIDEO.length);
    expect(bytes.includes('http://www.tc260.org.cn/ns/AIGC/1.0/')).toBe(true);
    expect(bytes.includes('req-label-1')).toBe(true);
  });

  it('keeps polling through a network failure and a 5xx, then shows the finished video', async () => {
    const user = await server.loginAs('teacher');
    const page = await session.newPage(`/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`, {
      viewport: { width: 1280, height: 860 },
    });
    // The first poll never reaches the server; the second reaches it while the media API fails (a 502).
    let cut = false;
    await page.route('**/media/video/status', async (route) => {
      if (cut) return route.continue();
      cut = true;
      return route.abort('connectionfailed');
    });
    statusFailures = 1;
    const statusAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/media/video/status')) statusAnswers.push(response.status());
    });
    const dialog = await requestVideo(page, '断网也不丢');
    const video = dialog.getByLabel('生成的视频');
    await video.waitFor({ timeout: 45_000 });
    expect(new URL((await video.getAttribute('src')) ?? '').origin).toBe(server.url);
    expect(statusAnswers).toEqual([502, 200]);
    expect(await dialog.getByRole('alert').count()).toBe(0);
  }, 60_000);

  it("ends at once with the server's message when a poll is refused with a 4xx", async () => {
    const user = await server.loginAs('teacher');
    const page = await session.newPage(`/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`, {
      viewport: { width: 1280, height: 860 },
    });
    // The poll asks for a job that is not the user's: the server answers 404.
    await page.route('**/media/video/status', (route) =>
      route.continue({ postData: JSON.stringify({ requestId: 'someone-elses-job' }) }),
    );
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/media/video/status')) polls.push(request.url());
    });
    const dialog = await requestVideo(page, '别人的任务');
    await dialog.getByText('视频任务不存在').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(11_000);
    expect(polls).toHaveLength(1);
  }, 40_000);
});
