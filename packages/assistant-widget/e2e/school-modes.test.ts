import { saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
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

/**
 * Selects the host page's paragraph as a reader would (a triple click there would reach into the element
 * after it, the widget, whose own text is never offered).
 */
const selectParagraph = (page: Page) =>
  page.evaluate(() => {
    const text = document.querySelector('main p')?.firstChild;
    if (!text) throw new Error('no paragraph');
    // Cleared first: the same selection again would be no change, and no bubble.
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.setBaseAndExtent(text, 0, text, text.textContent?.length ?? 0);
  });

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

  it('offers a teacher 出题, 教案提纲 and 按年级简化 in the selection bubble, a pupil not; 教案提纲 asks the tool', async () => {
    const { page, w } = await openAs('teacher');
    // The panel asked the server for the mode; the bubble, drawn before the panel, offers what it answered.
    await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('教师模式');
    const bubble = w.host.locator('[part="selection-bubble"]');
    await selectParagraph(page);
    await bubble.waitFor();
    expect(await bubble.getByRole('button').allTextContents()).toEqual([
      '解释',
      '翻译',
      '出题',
      '教案提纲',
      '按年级简化',
    ]);
    const grade = bubble.getByRole('combobox', { name: '简化到的年级' });
    expect(await grade.inputValue()).toBe('小学三年级');
    await saveScreenshot(page, 'school-teacher-selection-bubble');
    await bubble.getByRole('button', { name: '教案提纲' }).click();
    const question = w.userMessages.last();
    await expect
      .poll(() => question.textContent())
      .toMatch(/^请为下面这个单元写一份教案提纲，包括教学目标、重点难点、课时安排、教学过程和作业设计：/);
    expect(await question.textContent()).toContain('> A plain host page for the browser tests.');
    await w.send.waitFor({ timeout: 15_000 });

    // 按年级简化 asks for the grade chosen beside it.
    await selectParagraph(page);
    await bubble.waitFor();
    // Pressing the grade choice opens it without taking the page's selection or the bubble away.
    await bubble.getByRole('combobox', { name: '简化到的年级' }).click();
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(
      'A plain host page for the browser tests.',
    );
    expect(await bubble.isVisible()).toBe(true);
    await bubble.getByRole('combobox', { name: '简化到的年级' }).selectOption('初中二年级');
    await bubble.getByRole('button', { name: '按年级简化' }).click();
    await expect.poll(() => w.userMessages.last().textContent()).toContain('适合初中二年级学生阅读');
    await w.send.waitFor({ timeout: 15_000 });
    await page.close();

    const pupil = await openAs('pupil');
    await expect.poll(() => pupil.w.host.locator('[part="mode"]').textContent()).toBe('小学生模式');
    const pupilBubble = pupil.w.host.locator('[part="selection-bubble"]');
    await selectParagraph(pupil.page);
    await pupilBubble.waitFor();
    expect(await pupilBubble.getByRole('button').allTextContents()).toEqual(['解释', '简化', '翻译', '出题']);
    expect(await pupilBubble.getByRole('combobox').count()).toBe(0);
    await pupil.page.close();
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

  it.each([390, 320])(
    'lays the header out on a %i px phone: title, mode and every button whole, apart and 44 px',
    async (width) => {
      const { page, w } = await openAs('teacher', width);
      await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('教师模式');
      await w.host.locator('[part="teacher-tools"]').waitFor();
      await w.header.getByRole('button', { name: '语音助手' }).waitFor();
      const header = await w.header.boundingBox();
      if (!header) throw new Error('no header');
      const parts = [
        w.header.locator('h2'),
        w.host.locator('[part="mode"]'),
        ...(await w.header.getByRole('button').all()),
      ];
      const boxes = [];
      for (const part of parts) {
        const box = await part.boundingBox();
        if (!box) throw new Error('a header part is not drawn');
        boxes.push({ name: (await part.getAttribute('aria-label')) ?? (await part.textContent()) ?? '', ...box });
      }
      expect(boxes.length).toBeGreaterThanOrEqual(9);
      for (const box of boxes) {
        // Whole: inside the header and the screen, neither cut nor scrolled away.
        expect(box.x, box.name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, box.name).toBeLessThanOrEqual(width);
        expect(box.y + box.height, box.name).toBeLessThanOrEqual(header.y + header.height + 0.5);
      }
      for (const button of boxes.slice(2)) {
        expect(button.width, button.name).toBeGreaterThanOrEqual(44);
        expect(button.height, button.name).toBeGreaterThanOrEqual(44);
      }
      for (const [index, a] of boxes.entries()) {
        for (const b of boxes.slice(index + 1)) {
          const apart =
            a.x + a.width <= b.x + 0.5 ||
            b.x + b.width <= a.x + 0.5 ||
            a.y + a.height <= b.y + 0.5 ||
            b.y + b.height <= a.y + 0.5;
          expect(apart, `${a.name} overlaps ${b.name}`).toBe(true);
        }
      }
      // The title keeps room to be read.
      expect(boxes[0]?.width ?? 0).toBeGreaterThanOrEqual(100);
      await saveScreenshot(page, `school-teacher-${width}`);
      await page.close();
    },
  );

  it("fits a teacher's selection bubble on a 320 px phone, wrapped", async () => {
    const { page, w } = await openAs('teacher', 320);
    await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('教师模式');
    await w.header.getByRole('button', { name: '关闭' }).click();
    await selectParagraph(page);
    const bubble = w.host.locator('[part="selection-bubble"]');
    await bubble.getByRole('button', { name: '按年级简化' }).waitFor();
    for (const control of [...(await bubble.getByRole('button').all()), bubble.getByRole('combobox')]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    }
    await saveScreenshot(page, 'school-teacher-bubble-320');
    await page.close();
  });

  it('keeps the header one line on a wide screen', async () => {
    const { page, w } = await openAs('teacher', 1440);
    await expect.poll(() => w.host.locator('[part="mode"]').textContent()).toBe('教师模式');
    const header = await w.header.boundingBox();
    expect(header?.height).toBeLessThanOrEqual(52);
    await saveScreenshot(page, 'school-teacher-1440');
    await page.close();
  });
});
