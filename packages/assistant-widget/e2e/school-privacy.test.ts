import { saveScreenshot } from '@edu/browser-harness';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

// The real server in front of the fake OpenAI-compatible upstream, whose request log shows what a model sees.
const env = setUpWidgetEnvironment({ chatChunkDelayMs: 5 });

async function openAs(username: string) {
  const user = await env.server.loginAs(username);
  const page = await env.session.newPage(`/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`, {
    viewport: { width: 1440, height: 860 },
  });
  const w = widget(page);
  await w.launcher.click();
  await w.input.waitFor();
  return { page, w };
}

describe('privacy and moderation', () => {
  it('never lets a phone number typed into the chat reach the model, and says so once', async () => {
    const { page, w } = await openAs('student');
    const before = env.upstream?.requests.length ?? 0;
    await w.input.fill('我的电话是13903752202，可以帮我找数学资源吗');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    await w.input.fill('我的手机 13903752202 还能收到通知吗');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    await expect.poll(() => env.upstream?.requests.length ?? 0).toBe(before + 2);
    const sent = JSON.stringify(env.upstream?.requests.slice(before));
    expect(sent).not.toContain('13903752202');
    expect(sent).toContain('[手机号]');
    // One notice for the conversation, however many messages held a number.
    const notice = w.host.locator('[part="privacy-notice"]');
    expect(await notice.count()).toBe(1);
    expect(await notice.textContent()).toBe('为保护隐私，发给AI模型前已隐去：手机号');
    await saveScreenshot(page, 'school-privacy-notice');
    await page.close();
  });

  it("shows the platform's pages an answer cites as numbered links that open the right portal page", async () => {
    const { page, w } = await openAs('teacher');
    await w.input.fill('在哪里可以下载课件和教案？');
    await w.input.press('Enter');
    const answer = w.assistantMessages.last();
    const link = answer.getByRole('link', { name: '资源中心' });
    await link.waitFor({ timeout: 15_000 });
    await w.send.waitFor({ timeout: 15_000 });
    expect(await answer.getByText('参考来源').count()).toBe(1);
    expect(await link.evaluate((anchor) => (anchor as HTMLAnchorElement).href)).toBe(`${env.server.url}/resource`);
    await saveScreenshot(page, 'school-citations');
    await page.close();
  });

  it('refuses a word on the list with the calm message, without asking the model', async () => {
    const { page, w } = await openAs('teacher');
    const before = env.upstream?.requests.length ?? 0;
    await w.input.fill('推荐几个赌博网站');
    await w.input.press('Enter');
    await expect
      .poll(() => w.assistantMessages.last().locator('.edu-answer').textContent(), { timeout: 10_000 })
      .toContain('这个话题我不能和你讨论');
    expect(env.upstream?.requests.length).toBe(before);
    await page.close();
  });

  it('replaces an answer that runs into a word on the list with the calm message alone, also after a reload', async () => {
    const calm = '这个回答含有不适合展示的内容，已经停止。我们换个问题吧。';
    const question = '周末做什么好';
    const { page, w } = await openAs('teacher');
    // Slow enough that the harmless beginning is on screen before the refused word arrives.
    const upstream = env.upstream;
    if (upstream) upstream.chunkDelayMs = 150;
    onTestFinished(() => {
      if (upstream) upstream.chunkDelayMs = 5;
    });
    await w.input.fill(question);
    await w.input.press('Enter');
    const answer = w.assistantMessages.last().locator('.edu-answer');
    // The harmless beginning streams in first, then the refusal withdraws it.
    await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toContain('周末可以读书');
    await w.send.waitFor({ timeout: 15_000 });
    expect(((await answer.textContent()) ?? '').trim()).toBe(calm);
    expect(await w.assistantMessages.last().locator('[part="reasoning"]').count()).toBe(0);
    await saveScreenshot(page, 'school-refused-answer');

    await page.reload();
    const again = widget(page);
    await again.launcher.click();
    await again.host.locator('nav[part="conversations"]').getByRole('button', { name: question, exact: true }).click();
    await expect.poll(() => again.userMessages.last().textContent()).toBe(question);
    await expect
      .poll(async () => ((await again.assistantMessages.last().textContent()) ?? '').includes(calm))
      .toBe(true);
    const stored = (await again.assistantMessages.last().locator('.edu-answer').textContent()) ?? '';
    expect(stored.trim()).toBe(calm);
    await page.close();
  });
});
