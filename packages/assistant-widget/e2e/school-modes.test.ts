import { saveScreenshot } from '@edu/browser-harness';
import { describe, expect, it } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

// The real server in guide mode (no model): the school rules decide the mode and answer exercises offline.
const env = setUpWidgetEnvironment();

async function openAs(username: string, width = 1280) {
  const user = await env.server.loginAs(username);
  const page = await env.session.newPage(`/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`, {
    viewport: { width, height: 860 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const w = widget(page);
  await w.launcher.click();
  await w.input.waitFor();
  return { page, w };
}

describe('modes by school stage', () => {
  it('shows a primary pupil 小学生模式 without 绘图/视频, and a hint, not the answer, for an exercise', async () => {
    const { page, w } = await openAs('pupil');
    await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('小学生模式');
    expect(await w.header.getByRole('button', { name: '绘图' }).count()).toBe(0);
    expect(await w.header.getByRole('button', { name: '视频' }).count()).toBe(0);
    expect(await w.host.locator('[part="teacher-tools"]').count()).toBe(0);

    await w.input.fill('3/4 + 1/8 等于多少');
    await w.input.press('Enter');
    const reply = w.assistantMessages.last();
    await expect.poll(() => reply.locator('.edu-answer').textContent(), { timeout: 10_000 }).toContain('分母不同');
    await w.send.waitFor();
    const text = (await reply.textContent()) ?? '';
    expect(text).not.toMatch(/7\s*\/\s*8|八分之七/);
    // The explicit AI label on the answer, not on the question.
    expect(await reply.locator('[part="ai-label"]').textContent()).toBe('内容由AI生成');
    expect(await w.userMessages.last().locator('[part="ai-label"]').count()).toBe(0);

    // "Still stuck" moves to the stronger hint, still without the answer.
    await w.input.fill('还是不会');
    await w.input.press('Enter');
    await expect
      .poll(() => w.assistantMessages.last().locator('.edu-answer').textContent(), { timeout: 10_000 })
      .toContain('最小公倍数是 8');
    await w.send.waitFor();
    expect((await w.assistantMessages.last().textContent()) ?? '').not.toMatch(/7\s*\/\s*8/);
    await saveScreenshot(page, 'school-primary-pupil-hint');
    await page.close();
  });

  it('gives a teacher 绘图/视频, 教师模式 and the teacher tools, and keeps the AI label in copied text', async () => {
    const { page, w } = await openAs('teacher');
    await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('教师模式');
    await w.header.getByRole('button', { name: '绘图' }).waitFor();
    await w.header.getByRole('button', { name: '视频' }).waitFor();

    await w.input.fill('分数的加减法');
    await w.host.locator('[part="teacher-tools"]').getByRole('button', { name: '出题' }).click();
    expect(await w.input.inputValue()).toMatch(/^请根据下面的内容出 5 道练习题.*答案和解析：\n\n分数的加减法$/s);
    await saveScreenshot(page, 'school-teacher-tools');

    await w.input.press('Enter');
    const reply = w.assistantMessages.last();
    await reply.locator('[part="ai-label"]').waitFor({ timeout: 10_000 });
    await w.send.waitFor();
    await reply.getByRole('button', { name: '复制' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/（内容由AI生成）$/);
    await page.close();
  });

  it("lets a site's mode attribute make the assistant stricter, never looser", async () => {
    const { page, w } = await openAs('teacher');
    await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('教师模式');
    await w.host.evaluate((element) => element.setAttribute('mode', 'primary'));
    await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('小学生模式');
    expect(await w.header.getByRole('button', { name: '绘图' }).count()).toBe(0);
    await page.close();

    const pupil = await openAs('pupil');
    await pupil.w.host.evaluate((element) => element.setAttribute('mode', 'teacher'));
    await expect.poll(() => pupil.w.host.locator('[part="mode"]').textContent()).toBe('小学生模式');
    await pupil.page.close();
  });

  it('fits the mode and the teacher tools on a phone', async () => {
    const { page, w } = await openAs('teacher', 390);
    await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('教师模式');
    await w.host.locator('[part="teacher-tools"]').waitFor();
    await saveScreenshot(page, 'school-teacher-390');
    await page.close();
  });
});
