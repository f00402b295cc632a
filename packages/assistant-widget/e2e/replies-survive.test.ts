import { createAiClient } from '@edu/api-client';
import { type BrowserSession, saveScreenshot, startBrowserSession } from '@edu/browser-harness';
import { type FaultProxy, startFaultProxy } from '@edu/fault-proxy';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeChatUpstream, startFakeChatUpstream } from './fake-chat-upstream';
import { startWidgetServer, type WidgetServer } from './start-widget-server';
import { widget } from './widget-page';

/*
 * Issue 34 in Chromium, on the shipped bundle: the real server in front of a slow fake model, and our own
 * fault-injecting TCP proxy between the browser and the server. A reply survives a reload and a 10 s network
 * drop with no piece missing or repeated, a second tab follows it and stops it, and an answer whose server
 * copy stopped says so with 重新生成. The page always says what is happening: never a spinner without end.
 */
let upstream: FakeChatUpstream;
let server: WidgetServer;
let proxy: FaultProxy;
let session: BrowserSession;
let user: { uid: string; token: string };

beforeAll(async () => {
  upstream = await startFakeChatUpstream(80);
  server = await startWidgetServer({
    bundleDir: inject('bundleDir'),
    dataTemplate: inject('demoDataDir'),
    env: { AI_PROVIDER: 'openai', AI_BASE_URL: upstream.url },
  });
  const url = new URL(server.url);
  proxy = await startFaultProxy({ host: url.hostname, port: Number(url.port) });
  // Everything the browser asks (pages, the widget, the AI service) crosses the proxy.
  session = await startBrowserSession({ baseUrl: proxy.url });
  user = await server.loginAs('teacher');
});
afterAll(async () => {
  await session?.close();
  await proxy?.close();
  await server?.stop();
  await upstream?.close();
});

const ai = () => createAiClient({ baseUrl: `${server.url}/ai`, getToken: () => user.token });
const pageUrl = () => `/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`;
const PARAGRAPHS = Array.from({ length: 30 }, (_, index) => `第${index + 1}段说明文字。`);

async function openPanel(page: Page) {
  const w = widget(page);
  await w.launcher.click();
  await w.input.waitFor();
  return w;
}

/** Every paragraph of the fake reply, once each and in order, in `text`. */
function expectWholeReplyOnce(text: string) {
  const found = [...text.matchAll(/第(\d+)段说明文字。/g)].map((match) => Number(match[1]));
  expect(found).toEqual(PARAGRAPHS.map((_, index) => index + 1));
}

/** The stored answer to `question`. */
async function storedAnswerTo(question: string) {
  const conversations = await ai().listConversations(user.uid);
  const conversation = conversations.find((each) => each.messages.some((message) => message.content === question));
  return conversation?.messages[conversation.messages.findIndex((message) => message.content === question) + 1];
}

describe('a reply that outlives its page and its network', () => {
  it('goes on through a reload: the reopened panel rejoins it, and every piece shows once', async () => {
    const page = await session.newPage(pageUrl());
    let w = await openPanel(page);
    await w.input.fill('刷新后回复还在吗');
    await w.input.press('Enter');
    await expect.poll(() => w.assistantMessages.last().textContent()).toContain('第3段');
    await page.reload();
    w = await openPanel(page);
    // The conversation whose reply was running opens by itself, and the reply goes on.
    await expect.poll(() => w.userMessages.last().textContent()).toBe('刷新后回复还在吗');
    await expect.poll(() => w.assistantMessages.last().textContent(), { timeout: 20_000 }).toContain('第30段');
    await w.send.waitFor();
    expectWholeReplyOnce((await w.assistantMessages.last().textContent()) ?? '');
    expectWholeReplyOnce((await storedAnswerTo('刷新后回复还在吗'))?.content ?? '');
  });

  it('goes on through a 10 s network drop: the page says it is reconnecting, then shows every piece once', async () => {
    const page = await session.newPage(pageUrl());
    const w = await openPanel(page);
    await w.input.fill('断网十秒会怎样');
    await w.input.press('Enter');
    await expect.poll(() => w.assistantMessages.last().textContent()).toContain('第2段');
    const outage = proxy.outage(10_000);
    const notice = w.host.locator('[part="reply-notice"][data-state="reconnecting"]');
    await notice.waitFor({ timeout: 5_000 });
    expect(await notice.textContent()).toContain('网络连接中断，正在重新连接');
    await saveScreenshot(page, 'widget/reply-reconnecting');
    // Stop stays in reach while the network is away.
    expect(await w.stop.isVisible()).toBe(true);
    await outage;
    await expect.poll(() => w.assistantMessages.last().textContent(), { timeout: 20_000 }).toContain('第30段');
    await w.send.waitFor();
    expect(await notice.count()).toBe(0);
    expectWholeReplyOnce((await w.assistantMessages.last().textContent()) ?? '');
    expectWholeReplyOnce((await storedAnswerTo('断网十秒会怎样'))?.content ?? '');
  });

  it('is followed by a second tab, whose stop ends it for both where that tab was', async () => {
    // A reply long enough (about 9 s) to be still running when the second tab has opened it.
    upstream.chunkDelayMs = 250;
    try {
      await stopFromSecondTab();
    } finally {
      upstream.chunkDelayMs = 80;
    }
  });

  async function stopFromSecondTab() {
    const first = await session.newPage(pageUrl());
    const a = await openPanel(first);
    await a.input.fill('两个标签页同时看');
    await a.input.press('Enter');
    await expect.poll(() => a.assistantMessages.last().textContent()).toContain('第2段');
    const second = await session.newPage(pageUrl());
    const b = await openPanel(second);
    await b.host.locator('nav[part="conversations"] li button', { hasText: '两个标签页同时看' }).first().click();
    await expect.poll(() => b.assistantMessages.last().textContent()).toContain('第4段');
    await b.stop.click();
    await expect.poll(() => b.assistantMessages.last().textContent()).toContain('[回复已终止]');
    await expect.poll(() => a.assistantMessages.last().textContent()).toContain('[回复已终止]');
    await a.send.waitFor();
    const shownByB = (await b.assistantMessages.last().textContent()) ?? '';
    const stored = await storedAnswerTo('两个标签页同时看');
    expect(stored?.content.endsWith('[回复已终止]')).toBe(true);
    // The stored answer is the one the stopping tab showed (markdown aside): its last paragraph, then the stop.
    const lastShown = [...shownByB.matchAll(/第(\d+)段/g)].at(-1)?.[1];
    expect(stored?.content).toContain(`第${lastShown}段说明文字。\n\n[回复已终止]`);
  }

  it('says an answer was cut off by the server and offers 重新生成, which writes a new version', async () => {
    const { id } = await ai().createConversation({
      uid: user.uid,
      title: '被中断的回答',
      messages: [
        { role: 'user', content: '服务器停了会怎样', id: 'q-cut' },
        { role: 'assistant', content: '叶县教育公共服务平台提供以下服务：', id: 'a-cut', interrupted: true },
      ],
    });
    const page = await session.newPage(pageUrl());
    const w = await openPanel(page);
    await w.host.locator('nav[part="conversations"] li button', { hasText: '被中断的回答' }).first().click();
    const notice = w.host.locator('[part="reply-notice"][data-state="interrupted"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('回复中断：服务器在回复途中停止了工作，已保留收到的内容');
    await saveScreenshot(page, 'widget/reply-interrupted');
    if (process.env.EDU_SCREENSHOTS) {
      // The same answer on a phone, where the panel opens full screen.
      const phone = await session.newPage(pageUrl(), { viewport: { width: 390, height: 800 } });
      const small = await openPanel(phone);
      await small.button('对话列表').click();
      await small.host.locator('nav[part="conversations"] li button', { hasText: '被中断的回答' }).first().click();
      await small.host.locator('[part="reply-notice"]').waitFor();
      await saveScreenshot(phone, 'widget/reply-interrupted-390');
    }
    await notice.getByRole('button', { name: '重新生成' }).click();
    await expect.poll(() => w.assistantMessages.last().textContent(), { timeout: 20_000 }).toContain('第30段');
    await w.send.waitFor();
    expect(await notice.count()).toBe(0);
    const stored = (await ai().listConversations(user.uid)).find((each) => each.id === id)?.messages[1];
    expect(stored?.versions?.map((version) => version.id)[0]).toBe('a-cut');
    expect(stored?.interrupted).toBeUndefined();
  });
});
