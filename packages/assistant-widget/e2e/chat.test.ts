import { createAiClient } from '@edu/api-client';
import { type BrowserSession, startBrowserSession } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAKE_REPLY, type FakeChatUpstream, startFakeChatUpstream } from './fake-chat-upstream';
import { startWidgetServer, type WidgetServer } from './start-widget-server';
import { widget } from './widget-page';

let upstream: FakeChatUpstream;
let server: WidgetServer;
let session: BrowserSession;
let user: { uid: string; token: string };

beforeAll(async () => {
  upstream = await startFakeChatUpstream(80);
  // The real server in front of a slow OpenAI-compatible upstream, so streaming can be watched.
  server = await startWidgetServer({
    bundleDir: inject('bundleDir'),
    env: { AI_PROVIDER: 'openai', AI_BASE_URL: upstream.url },
  });
  session = await startBrowserSession({ baseUrl: server.url });
  user = await server.loginAs('teacher');
});
afterAll(async () => {
  await session?.close();
  await server?.stop();
  await upstream?.close();
});

const api = () => createAiClient({ baseUrl: `${server.url}/ai`, getToken: () => user.token });

async function openPanel(page: Page) {
  const w = widget(page);
  await w.launcher.click();
  await w.input.waitFor();
  return w;
}

const newPage = () =>
  session.newPage(`/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`, {
    viewport: { width: 1280, height: 860 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

describe('chat', () => {
  it('Shift+Enter adds a line, Enter sends, the reply streams in progressively and is saved', async () => {
    const page = await newPage();
    const w = await openPanel(page);
    expect(await w.send.isDisabled()).toBe(true);
    await w.input.press('Enter');
    expect(await w.userMessages.count()).toBe(0);

    await w.input.fill('平台有');
    await w.input.press('Shift+Enter');
    await w.input.pressSequentially('哪些服务？');
    expect(await w.input.inputValue()).toBe('平台有\n哪些服务？');
    await w.input.press('Enter');
    expect(await w.input.inputValue()).toBe('');
    await expect.poll(() => w.userMessages.first().textContent()).toBe('平台有\n哪些服务？');

    const reply = w.assistantMessages.last();
    await expect.poll(() => reply.textContent()).toContain('正在思考中...');
    await w.stop.waitFor();
    // Progressive: the text grows over several observations before the reply ends.
    const lengths: number[] = [];
    await expect
      .poll(
        async () => {
          lengths.push((await reply.textContent())?.length ?? 0);
          return reply.textContent();
        },
        { timeout: 15_000, interval: 150 },
      )
      .toContain('第30段说明文字。');
    expect(new Set(lengths.filter((length) => length > 20)).size).toBeGreaterThan(3);
    await w.send.waitFor();
    // Markdown: list, table and code block with its copy button.
    expect(await reply.locator('li').count()).toBe(3);
    expect(await reply.locator('table').count()).toBe(1);
    expect(await reply.locator('pre code').textContent()).toContain('console.log("hello");');
    await page.screenshot({ path: '/tmp/shots-widget/chat-reply.png' });

    // Saved on the server as a new conversation ('默认对话').
    const conversations = await api().listConversations(user.uid);
    const saved = conversations.find((conversation) =>
      conversation.messages.some((m) => m.content === '平台有\n哪些服务？'),
    );
    expect(saved?.title).toBe('默认对话');
    expect(saved?.messages[1]?.content).toBe(FAKE_REPLY.join(''));
  });

  it('stop mid-stream appends [回复已终止] and the saved conversation contains it', async () => {
    const page = await newPage();
    const w = await openPanel(page);
    await w.input.fill('请介绍一下资源中心');
    await w.send.click();
    const reply = w.assistantMessages.last();
    await expect.poll(() => reply.textContent(), { timeout: 10_000 }).toContain('资源共享');
    await w.stop.click();
    await expect.poll(() => reply.textContent()).toContain('[回复已终止]');
    expect(await reply.textContent()).not.toContain('第30段');
    await w.send.waitFor();
    await expect
      .poll(async () => {
        const conversations = await api().listConversations(user.uid);
        const saved = conversations.find((c) => c.messages.some((m) => m.content === '请介绍一下资源中心'));
        return saved?.messages[1]?.content ?? '';
      })
      .toMatch(/\[回复已终止\]$/);
  });

  it('deep thinking flips the model, shows collapsible reasoning and persists across reload', async () => {
    const page = await newPage();
    const w = await openPanel(page);
    const toggle = w.button('深度思考 (R1)');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await w.input.fill('深度思考测试');
    await w.input.press('Enter');
    const reasoning = w.assistantMessages.last().locator('details');
    await expect.poll(() => reasoning.textContent(), { timeout: 10_000 }).toContain('先想一想用户的问题。');
    await w.send.waitFor({ timeout: 15_000 });
    expect(await reasoning.getAttribute('open')).toBeNull();
    await reasoning.locator('summary').click();
    expect(await reasoning.getAttribute('open')).not.toBeNull();
    await page.reload();
    const again = await openPanel(page);
    expect(await again.button('深度思考 (R1)').getAttribute('aria-pressed')).toBe('true');
  });

  it('regenerates the last answer only', async () => {
    const page = await newPage();
    const w = await openPanel(page);
    await w.input.fill('第一个问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    await w.input.fill('第二个问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    expect(await w.host.getByRole('button', { name: '重新生成' }).count()).toBe(1);
    await w.host.getByRole('button', { name: '重新生成' }).click();
    await expect.poll(() => w.assistantMessages.last().textContent()).toContain('正在重新生成...');
    await w.stop.click();
    await expect.poll(() => w.assistantMessages.last().textContent()).toContain('[重新生成已终止]');
    expect(await w.assistantMessages.count()).toBe(2);
  });
});

describe('conversations', () => {
  it('creates, selects and deletes conversations, and they survive a reload', async () => {
    const page = await newPage();
    const w = await openPanel(page);
    await w.input.fill('关于资源的问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });

    await w.button('＋ 新建对话').click();
    const list = w.host.locator('nav[part="conversations"]');
    await expect.poll(() => list.getByRole('button', { name: '新对话' }).count()).toBeGreaterThan(0);
    expect(await w.userMessages.count()).toBe(0);
    await w.input.fill('新对话里的问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });

    await page.reload();
    const again = await openPanel(page);
    const items = again.host.locator('nav[part="conversations"] li button:not([aria-label])');
    await expect.poll(() => items.count()).toBeGreaterThan(1);
    // Select the conversation that held the first question.
    const before = await items.count();
    let found = false;
    for (let index = 0; index < before && !found; index += 1) {
      await items.nth(index).click();
      found = (await again.userMessages.allTextContents()).includes('关于资源的问题');
    }
    expect(found).toBe(true);
    await page.screenshot({ path: '/tmp/shots-widget/conversations.png' });

    // Delete the '新对话' one.
    const target = again.host.getByRole('button', { name: '删除对话：新对话' }).first();
    await target.click();
    await expect.poll(() => items.count()).toBe(before - 1);
    await page.reload();
    const third = await openPanel(page);
    await expect
      .poll(() => third.host.locator('nav[part="conversations"] li button:not([aria-label])').count())
      .toBe(before - 1);
  });
});
