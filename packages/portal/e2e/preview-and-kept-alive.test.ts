import { saveScreenshot } from '@edu/browser-harness';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';

/** pdf.js drew the first page: its canvas holds more than the white of an empty page. */
async function expectPdfPageDrawn(dialog: Locator) {
  const canvas = dialog.getByRole('img', { name: '第 1 页' });
  await expect.poll(() => canvas.getAttribute('data-drawn'), { timeout: 30_000 }).toBe('true');
  const pixels = await canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    const counts = { inked: 0, white: 0, total: 0 };
    if (!context || element.width === 0) return counts;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    for (let offset = 0; offset < data.length; offset += 4) {
      const [red = 0, green = 0, blue = 0] = [data[offset], data[offset + 1], data[offset + 2]];
      if (red > 240 && green > 240 && blue > 240) counts.white++;
      else if (red < 200 || green < 200 || blue < 200) counts.inked++;
      counts.total++;
    }
    return counts;
  });
  // A drawn page is mostly white paper with text and pictures on it, not one flat colour.
  expect(pixels.inked).toBeGreaterThan(1_000);
  expect(pixels.white).toBeGreaterThan(pixels.total / 4);
}

const TYPES = ['mp3', 'png', 'xlsx', 'jpg', 'pptx', 'mp4', 'pdf', 'docx'] as const;

describe('the file preview and the kept-alive routes', () => {
  const environment = setUpPortalEnvironment();

  it('previews every file type of the recommended resources, counting the view and the time', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await signIn(page, environment, 'teacher');
    await waitForContent(page);
    const resources = page.getByRole('region', { name: '优质资源' });
    for (const type of TYPES) {
      const item = resources.getByRole('button', { name: new RegExp(`\\.${type}`) }).first();
      const started = page.waitForResponse((response) => /\/logs\/visitor\/\d+$/.test(response.url()));
      await item.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect((await started).status()).toBe(200);
      if (type === 'png' || type === 'jpg') await dialog.locator('img').waitFor();
      else if (type === 'mp4') {
        const video = dialog.locator('video');
        await video.waitFor();
        expect(await video.getAttribute('controlslist')).toBe('nodownload');
        await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
      } else if (type === 'mp3') {
        const audio = dialog.locator('audio');
        await audio.waitFor();
        // The recording really loads: the storage route's sandbox policy does not apply to our page.
        await audio.evaluate(
          (element: HTMLAudioElement) =>
            new Promise<void>((resolve, reject) => {
              if (element.readyState >= HTMLMediaElement.HAVE_METADATA) return resolve();
              element.addEventListener('loadedmetadata', () => resolve(), { once: true });
              element.addEventListener('error', () => reject(new Error(`audio error ${element.error?.code}`)), {
                once: true,
              });
            }),
        );
      } else if (type === 'pdf') await expectPdfPageDrawn(dialog);
      else await dialog.locator('iframe').waitFor();
      await saveScreenshot(page, `portal/preview-${type}-1440`);
      // Not closed by a click outside.
      await page.mouse.click(5, 450);
      expect(await dialog.count()).toBe(1);
      const closed = page.waitForResponse((response) => response.url().includes('/logs/visitor/close/'));
      await dialog.getByRole('button', { name: '关闭' }).click();
      expect((await closed).status()).toBe(200);
    }
    // Full screen on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await resources.getByRole('button', { name: /\.pdf/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expectPdfPageDrawn(dialog);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await saveScreenshot(page, 'portal/preview-pdf-390');
    expect(problems).toEqual([]);
  });

  it('moves through the list with arrows that are disabled at the ends', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/index`);
    await waitForContent(page);
    const resources = page.getByRole('region', { name: '优质资源' });
    await resources.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button', { name: '上一个文件' }).isDisabled()).toBe(true);
    const count = await resources.getByRole('button').count();
    for (let index = 1; index < count; index++) await dialog.getByRole('button', { name: '下一个文件' }).click();
    expect(await dialog.getByRole('button', { name: '下一个文件' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: '上一个文件' }).isDisabled()).toBe(false);
  });

  it('keeps /information as it was left: its type, search, page and scroll position', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/information`);
    await waitForContent(page);
    await page.getByRole('button', { name: '教育新闻' }).click();
    await page.getByLabel('关键词').fill('叶县');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => page.locator('main').textContent()).toMatch(/教育新闻/);
    const firstTitle = await page.getByRole('region', { name: '资讯列表' }).getByRole('link').first().textContent();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

    await page.getByRole('region', { name: '资讯列表' }).getByRole('link').first().click();
    await page.waitForURL(/\/detial\//);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${environment.url}/information`);
    expect(await page.getByRole('button', { name: '教育新闻' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('关键词').inputValue()).toBe('叶县');
    expect(await page.getByRole('region', { name: '资讯列表' }).getByRole('link').first().textContent()).toBe(
      firstTitle,
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });
});
