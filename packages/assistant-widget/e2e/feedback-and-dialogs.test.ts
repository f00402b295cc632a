import { readFileSync } from 'node:fs';
import { createAiClient } from '@edu/api-client';
import { type BrowserSession, saveScreenshot, startBrowserSession } from '@edu/browser-harness';
import exifr from 'exifr';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import AxeBuilder from './axe';
import { type FakeChatUpstream, startFakeChatUpstream } from './fake-chat-upstream';
import { startFakeMediaUpstream, startWidgetServer, type WidgetServer } from './start-widget-server';
import { requestVideo, widget } from './widget-page';

let upstream: FakeChatUpstream;
let media: Awaited<ReturnType<typeof startFakeMediaUpstream>>;
let server: WidgetServer;
let session: BrowserSession;
let user: { uid: string; token: string };

beforeAll(async () => {
  upstream = await startFakeChatUpstream(5);
  media = await startFakeMediaUpstream();
  server = await startWidgetServer({
    bundleDir: inject('bundleDir'),
    dataTemplate: inject('demoDataDir'),
    env: {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: upstream.url,
      MEDIA_BASE_URL: media.url,
      MEDIA_API_KEY: 'sk-test',
      MEDIA_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  session = await startBrowserSession({ baseUrl: server.url });
  user = await server.loginAs('teacher');
});
afterAll(async () => {
  await session?.close();
  await server?.stop();
  await upstream?.close();
  await media?.close();
});

async function askOnce(page: Page, question: string) {
  const w = widget(page);
  await w.launcher.click();
  await w.input.waitFor();
  await w.input.fill(question);
  await w.input.press('Enter');
  await w.send.waitFor({ timeout: 15_000 });
  // Wait until the reply is saved (the conversation has an id) before giving feedback.
  await expect.poll(async () => (await w.host.locator('nav li button:not([aria-label])').count()) > 0).toBe(true);
  return w;
}

const newPage = () =>
  session.newPage(`/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`, {
    viewport: { width: 1280, height: 860 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

describe('message actions', () => {
  it('like, cancel like, and a like over a dislike is refused', async () => {
    const page = await newPage();
    const w = await askOnce(page, '点赞测试');
    const like = w.button('有帮助');
    await like.click();
    await w.toast('感谢您的反馈!').waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    const api = createAiClient({ baseUrl: `${server.url}/ai`, getToken: () => user.token });
    const conversations = await api.listConversations(user.uid);
    const saved = conversations.find((c) => c.messages.some((m) => m.content === '点赞测试'));
    expect(saved).toBeDefined();
    expect((await api.listLikes(saved?.id ?? '')).length).toBe(1);

    await w.button('待改进').click();
    await w.toast('您已经对此回答提交过反馈').waitFor();
    await like.click();
    await w.toast('已取消反馈!').waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect((await api.listLikes(saved?.id ?? '')).length).toBe(0);
  });

  it('dislike opens 待改进反馈 with the server reasons; a reason or comment is required', async () => {
    const page = await newPage();
    const w = await askOnce(page, '点踩测试');
    await w.button('待改进').click();
    const dialog = w.host.getByRole('dialog', { name: '待改进反馈' });
    await dialog.waitFor();
    const reasons = dialog.locator('fieldset button');
    await expect.poll(() => reasons.count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'widget/dislike-dialog');
    await dialog.getByRole('button', { name: '提交' }).click();
    await w.toast('请选择反馈项或填写反馈意见').waitFor();

    const first = reasons.first();
    await first.click();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await first.click();
    expect(await first.getAttribute('aria-pressed')).toBe('false');
    await first.click();
    await dialog.getByRole('textbox', { name: '反馈意见' }).fill('回答太笼统');
    await dialog.getByRole('button', { name: '提交' }).click();
    await w.toast('感谢您的反馈，我们会继续改进！').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await w.button('待改进').getAttribute('aria-pressed')).toBe('true');

    await w.button('待改进').click();
    await w.toast('已取消反馈').waitFor();
  });

  it('copies a reply with the clipboard API', async () => {
    const page = await newPage();
    const w = await askOnce(page, '复制测试');
    await w.button('复制').click();
    await w.toast('复制成功').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('资源共享');
  });

  it('copies with the hidden-textarea fallback when the clipboard API is missing', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
    });
    await page.reload();
    const w = await askOnce(page, '降级复制');
    const copies: string[] = [];
    await page.exposeFunction('recordCopy', (text: string) => copies.push(text));
    await page.evaluate(() => {
      document.addEventListener('copy', (event) => {
        const active = (document.activeElement?.shadowRoot?.activeElement ??
          document.activeElement) as HTMLTextAreaElement;
        (window as unknown as { recordCopy(t: string): void }).recordCopy(active?.value ?? '');
        void event;
      });
    });
    await w.button('复制').click();
    await w.toast('复制成功').waitFor();
    expect(copies[0]).toContain('资源共享');
  });
});

describe('media dialogs', () => {
  it('AI绘图: 200-character counter, prefixed prompt, preview and download', async () => {
    const page = await newPage();
    const w = widget(page);
    await w.launcher.click();
    await w.button('AI绘图').click();
    const dialog = w.host.getByRole('dialog', { name: 'AI绘图' });
    await dialog.waitFor();
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(600);
    const prompt = dialog.getByRole('textbox');
    await prompt.fill('字'.repeat(230));
    expect(await dialog.getByText('200/200').count()).toBe(1);
    await prompt.fill('熊猫在竹林里');
    await dialog.getByText('6/200').waitFor();
    await dialog.getByRole('button', { name: '生成' }).click();
    const image = dialog.getByRole('img', { name: '生成的图片' });
    await image.waitFor({ timeout: 10_000 });
    const sent = media.requests.find((request) => (request as { path: string }).path === '/v1/images/generations') as
      | { body: string }
      | undefined;
    expect(sent?.body).toContain('请生成中国风格：熊猫在竹林里');
    await saveScreenshot(page, 'widget/image-dialog');
    // The platform's labelled copy (issue 35), not the media API's address.
    expect(await image.getAttribute('src')).toMatch(
      /\/resource_api\/storage\/files\/aigc\/AI%E7%94%9F%E6%88%90-[0-9a-f-]{36}\.png$/,
    );
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^ai-image-\d{8}-\d{6}\.png$/);
    // The downloaded file carries the metadata label, read back with a real reader.
    const read = await exifr.parse(readFileSync((await saved.path()) ?? ''), { tiff: false, xmp: false });
    expect(JSON.parse(String(read?.AIGC))).toMatchObject({ Label: '1', ContentPropagator: '叶县教育公共服务平台' });
  });

  it('AI视频: waiting note while polling, and closing asks the SPEC confirmation', async () => {
    const page = await newPage();
    const dialog = await requestVideo(page, '长城日出');
    await dialog.getByText('视频生成预计需要3-4分钟').waitFor();
    await page.keyboard.press('Escape');
    await dialog.getByText('视频正在飞速制作中，中途退出将消耗一次AI视频生成机会，是否仍要退出？').waitFor();
    await saveScreenshot(page, 'widget/video-confirm');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.getByText('视频生成预计需要3-4分钟').waitFor();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: '确认退出' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violation in the open panel and in each dialog', async () => {
    const page = await newPage();
    const w = await askOnce(page, '无障碍测试');
    const check = async (label: string) => {
      const violations = await AxeBuilder(page);
      const bad = violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
      expect(
        bad.map((item) => `${label}: ${item.id} ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    };
    await check('panel');
    await w.button('待改进').click();
    await w.host.getByRole('dialog', { name: '待改进反馈' }).waitFor();
    await check('feedback dialog');
    await page.keyboard.press('Escape');
    await w.button('AI绘图').click();
    await w.host.getByRole('dialog', { name: 'AI绘图' }).waitFor();
    await check('image dialog');
    await page.keyboard.press('Escape');
    await w.button('AI视频').click();
    await w.host.getByRole('dialog', { name: 'AI视频' }).waitFor();
    await check('video dialog');
  });

  it('is usable by keyboard alone, with focus trapped in dialogs and returned after', async () => {
    const page = await newPage();
    const w = widget(page);
    await w.launcher.waitFor();
    await w.launcher.focus();
    await page.keyboard.press('Enter');
    await w.input.waitFor();
    await expect.poll(() => w.input.evaluate((element) => element.matches(':focus'))).toBe(true);
    await page.keyboard.type('键盘提问');
    await page.keyboard.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    // Tab from the input reaches the deep-thinking toggle.
    await w.input.focus();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('edu-assistant')?.shadowRoot?.activeElement?.textContent),
    ).toContain('深度思考');

    // Open the image dialog by keyboard, Tab around: focus never leaves the dialog.
    await w.button('AI绘图').focus();
    await page.keyboard.press('Enter');
    const dialog = w.host.getByRole('dialog', { name: 'AI绘图' });
    await dialog.waitFor();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const root = document.querySelector('edu-assistant')?.shadowRoot;
        return Boolean(root?.activeElement?.closest('[role="dialog"]'));
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('edu-assistant')?.shadowRoot?.activeElement?.textContent))
      .toBe('AI绘图');
    // Visible focus ring on a focused control.
    const outline = await w.button('AI绘图').evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
