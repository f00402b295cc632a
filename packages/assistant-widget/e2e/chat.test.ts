import { createAiClient } from '@edu/api-client';
import { saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAKE_REPLY } from './fake-chat-upstream';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

// The real server in front of a slow OpenAI-compatible upstream, so streaming can be watched.
const env = setUpWidgetEnvironment({ chatChunkDelayMs: 80 });

const api = () => createAiClient({ baseUrl: `${env.server.url}/ai`, getToken: () => env.user.token });

async function openPanel(page: Page) {
  const w = widget(page);
  await w.launcher.click();
  await w.input.waitFor();
  return w;
}

const newPage = () =>
  env.session.newPage(`/pages/index.html?uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`, {
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
    // The placeholder shows only until the first chunk (tens of milliseconds): a poll can miss it on a
    // loaded machine, so an observer inside the page records whether it ever appeared.
    await page.evaluate(() => {
      const root = document.querySelector('edu-assistant')?.shadowRoot;
      if (!root) throw new Error('no widget shadow root');
      const seen = { placeholder: false };
      Object.assign(window, { placeholderSeen: seen });
      const check = () => {
        for (const message of root.querySelectorAll('[data-role="assistant"]'))
          if (message.textContent?.includes('正在思考中...')) seen.placeholder = true;
      };
      new MutationObserver(check).observe(root, { subtree: true, childList: true, characterData: true });
    });
    await w.input.press('Enter');
    expect(await w.input.inputValue()).toBe('');
    await expect.poll(() => w.userMessages.first().textContent()).toBe('平台有\n哪些服务？');

    const reply = w.assistantMessages.last();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { placeholderSeen: { placeholder: boolean } }).placeholderSeen.placeholder,
        ),
      )
      .toBe(true);
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
    // The answer's own list (the platform's pages it cites, issue 35, are a numbered list after it).
    expect(await reply.locator('ul > li').count()).toBe(3);
    expect(await reply.locator('table').count()).toBe(1);
    expect(await reply.locator('pre code').textContent()).toContain('console.log("hello");');
    await saveScreenshot(page, 'widget/chat-reply');

    // Saved on the server as a new conversation, titled from its first question (not '默认对话').
    const conversations = await api().listConversations(env.user.uid);
    const saved = conversations.find((conversation) =>
      conversation.messages.some((m) => m.content === '平台有\n哪些服务？'),
    );
    expect(saved?.title).toBe('平台有 哪些服务？');
    // The reply as streamed, then (issue 35) any platform pages it cites.
    expect(saved?.messages[1]?.content.startsWith(FAKE_REPLY.join(''))).toBe(true);
  });

  it('wraps a long unbroken question (a pasted link) inside its bubble instead of cutting it off', async () => {
    const page = await newPage();
    const w = await openPanel(page);
    const link = `https://example.com/${'a'.repeat(300)}`;
    await w.input.fill(link);
    await w.input.press('Enter');
    const bubble = w.userMessages.last();
    await expect.poll(() => bubble.textContent()).toBe(link);
    // Overflowing text would make the bubble's content wider than the bubble (the list clips it out of sight).
    const fits = () => bubble.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(await fits()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fits()).toBe(true);
    await w.send.waitFor({ timeout: 15_000 });
    await bubble.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'widget/long-link-390');
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
        const conversations = await api().listConversations(env.user.uid);
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
    const reasoning = w.assistantMessages.last().locator('[part="reasoning"]');
    await expect.poll(() => reasoning.textContent(), { timeout: 10_000 }).toContain('先想一想用户的问题。');
    await w.send.waitFor({ timeout: 15_000 });
    expect(await reasoning.locator('button').getAttribute('aria-expanded')).toBe('false');
    await reasoning.locator('button').click();
    expect(await reasoning.locator('button').getAttribute('aria-expanded')).toBe('true');
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
    // A slower upstream for the new version: on a busy machine 80 ms a chunk can end it before the stop.
    const upstream = env.upstream;
    if (!upstream) throw new Error('the chat tests run against the fake upstream');
    upstream.chunkDelayMs = 600;
    try {
      await w.host.getByRole('button', { name: '重新生成' }).click();
      await expect.poll(() => w.assistantMessages.last().textContent()).toContain('正在重新生成...');
      await w.stop.click();
      await expect.poll(() => w.assistantMessages.last().textContent()).toContain('[重新生成已终止]');
    } finally {
      upstream.chunkDelayMs = 80;
    }
    expect(await w.assistantMessages.count()).toBe(2);
  });
});

describe('conversations', () => {
  it('creates, titles, selects and deletes conversations (with confirmation), and they survive a reload', async () => {
    const page = await newPage();
    const w = await openPanel(page);
    const list = w.host.locator('nav[part="conversations"]');
    // The unsaved initial conversation is '默认对话' until its first question is saved.
    await list.getByText('默认对话', { exact: true }).waitFor();
    await w.input.fill('  关于资源中心的课件、教案和试卷应该怎么下载？ ');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    // Titled from the question: trimmed, 20 characters, an ellipsis.
    await list.getByRole('button', { name: '关于资源中心的课件、教案和试卷应该怎么下…', exact: true }).waitFor();

    await w.button('＋ 新建对话').click();
    await list.getByRole('button', { name: '新对话', exact: true }).waitFor();
    expect(await w.userMessages.count()).toBe(0);
    await w.input.fill('新对话里的问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    await list.getByRole('button', { name: '新对话里的问题', exact: true }).waitFor();
    expect(await list.getByRole('button', { name: '新对话', exact: true }).count()).toBe(0);

    await page.reload();
    const again = await openPanel(page);
    const items = again.host.locator('nav[part="conversations"] li button:not([aria-label])');
    await expect.poll(() => items.count()).toBeGreaterThan(1);
    const before = await items.count();
    await again.host.getByRole('button', { name: '关于资源中心的课件、教案和试卷应该怎么下…', exact: true }).click();
    await expect
      .poll(() => again.userMessages.allTextContents())
      .toContain('关于资源中心的课件、教案和试卷应该怎么下载？');
    await saveScreenshot(page, 'widget/conversations');

    // Delete asks first, in a popover inside the shadow root; 取消 keeps the conversation.
    const remove = again.host.getByRole('button', { name: '删除对话：新对话里的问题' });
    await remove.click();
    const popover = again.host.getByRole('dialog', { name: '确定删除该对话吗？' });
    await popover.waitFor();
    expect(
      await popover.evaluate((element) => {
        const root = element.getRootNode();
        return root instanceof ShadowRoot && root.host.id === 'assistant';
      }),
    ).toBe(true);
    // Above the panel, and styled by the widget's sheet (Tailwind's border colour, not the UA default).
    const style = await popover.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { zIndex: computed.zIndex, borderColor: computed.borderTopColor, width: computed.width };
    });
    // Chromium reports a z-index from var()/calc() rounded (2.14748e9): check what is on top instead.
    expect(Number(style.zIndex)).toBeGreaterThan(2147470000);
    const onTop = await popover.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const root = element.getRootNode() as ShadowRoot;
      return element.contains(root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    expect(style.width).toBe('224px');
    await saveScreenshot(page, 'widget/delete-popover');
    await popover.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => popover.count()).toBe(0);
    expect(await items.count()).toBe(before);

    // Keyboard only: Enter opens it with focus on the safe choice, Escape closes it and focus returns.
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.getElementById('assistant')?.shadowRoot?.activeElement;
        return active?.getAttribute('aria-label') ?? active?.textContent ?? null;
      });
    await remove.focus();
    await page.keyboard.press('Enter');
    await popover.waitFor();
    await expect.poll(focusedName).toBe('取消');
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);
    await expect.poll(focusedName).toBe('删除对话：新对话里的问题');
    expect(await items.count()).toBe(before);

    // Tab stays inside; Shift+Tab from 取消 reaches 删除, and Enter deletes.
    await page.keyboard.press('Enter');
    await popover.waitFor();
    await expect.poll(focusedName).toBe('取消');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('删除');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('取消');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe('删除');
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count()).toBe(before - 1);
    expect(await popover.count()).toBe(0);
    expect(await again.host.getByRole('button', { name: '删除对话：新对话里的问题' }).count()).toBe(0);
    await expect.poll(focusedName).toBe('＋ 新建对话');

    await page.reload();
    const third = await openPanel(page);
    await expect
      .poll(() => third.host.locator('nav[part="conversations"] li button:not([aria-label])').count())
      .toBe(before - 1);
    await page.context().close();
  });

  it('shows the cached list at once on open, then the server list; another uid never sees it', async () => {
    const page = await newPage();
    const w = await openPanel(page);
    await w.input.fill('缓存里的问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    const title = w.host.getByRole('button', { name: '缓存里的问题', exact: true });
    await title.waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('edu-assistant:conversations:assistant'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ version: 1, uid: env.user.uid });

    // The server's list is held back until the test lets it go: the cached one shows meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let listCalls = 0;
    let answered = false;
    await page.route(/\/ai\/conversations\?/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      listCalls += 1;
      await held;
      answered = true;
      await route.continue();
    });
    await page.reload();
    const again = await openPanel(page);
    await again.host.getByRole('button', { name: '缓存里的问题', exact: true }).waitFor();
    // Shown before the server answered (the request may not even have left yet: the cache is read first).
    expect(answered).toBe(false);
    await expect.poll(() => listCalls).toBe(1);
    // A conversation created elsewhere (another tab) appears when the server answers.
    await api().createConversation({ uid: env.user.uid, title: '别处创建的对话', messages: [] });
    release();
    await again.host.getByRole('button', { name: '别处创建的对话', exact: true }).waitFor();
    await page.unroute(/\/ai\/conversations\?/);

    // Another user on this browser: the entry is removed, never shown.
    const other = await env.server.loginAs('student');
    await page.evaluate(
      ({ uid, token }) => {
        const element = document.getElementById('assistant') as HTMLElement & { user: unknown };
        element.user = { uid, name: '学生', token };
      },
      { uid: other.uid, token: other.token },
    );
    await expect.poll(() => again.host.getByRole('button', { name: '缓存里的问题', exact: true }).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('edu-assistant:conversations:assistant')))
      .not.toContain('缓存里的问题');
    await page.context().close();
  });
});
