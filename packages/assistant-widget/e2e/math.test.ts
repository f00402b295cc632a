import { saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

/*
 * Math in replies (issue #4: "KaTeX only when a reply contains math"): the real server in front of the
 * fake OpenAI-compatible upstream, which answers a question mentioning '公式' with `$x^2$` and
 * `$$\frac{a}{b}$$` split across chunks, and anything else with plain markdown.
 */

const env = setUpWidgetEnvironment({ chatChunkDelayMs: 30 });

/** Every script and font the page fetches, by path. */
function recordFetches(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  return {
    katexScripts: () => fetched.filter((name) => /\/chunks\/katex[^/]*\.js$/.test(name)),
    fonts: () => fetched.filter((name) => /KaTeX_.*\.woff2$/.test(name)),
  };
}

async function ask(page: Page, question: string) {
  const w = widget(page);
  await w.input.fill(question);
  await w.input.press('Enter');
  await w.stop.waitFor();
  await w.send.waitFor({ timeout: 20_000 });
  return w.assistantMessages.last();
}

describe('math in replies', () => {
  it('loads no KaTeX for a reply without math, then typesets $x^2$ and $$\\frac{a}{b}$$ when one has it', async () => {
    const page = await env.session.newPage(
      `/pages/index.html?uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`,
      {
        viewport: { width: 1280, height: 860 },
      },
    );
    const fetches = recordFetches(page);
    const w = widget(page);
    await w.launcher.click();
    await w.input.waitFor();

    const plain = await ask(page, '平台有哪些服务？');
    expect(await plain.textContent()).toContain('第30段说明文字。');
    // The idle prefetches have had their chance too (the panel is open, the browser idle).
    await page.waitForTimeout(500);
    expect(fetches.katexScripts()).toEqual([]);
    expect(await w.host.locator('.katex').count()).toBe(0);

    const reply = await ask(page, '写两个公式');
    await expect.poll(() => reply.locator('.katex').count()).toBe(2);
    expect(fetches.katexScripts().length).toBeGreaterThan(0);
    expect(await reply.locator('.katex-display').count()).toBe(1);
    expect(await reply.locator('.katex-display .mfrac').count()).toBe(1);
    expect(await reply.locator('.katex:not(.katex-display .katex) .msupsub').count()).toBe(1);
    expect(await reply.locator('[data-math-pending]').count()).toBe(0);
    // Only the formulas were replaced: the prose around them is intact.
    expect(await reply.textContent()).toContain('读作“x 的平方”');
    expect(await reply.textContent()).toContain('以上就是两个公式。');

    // KaTeX's rules apply inside the shadow root (fonts, centred display, fraction line), while the host page
    // gets nothing but the font faces (browsers ignore @font-face inside shadow roots).
    const styles = await reply.evaluate((message) => {
      const inline = message.querySelector('.katex') as HTMLElement;
      const display = message.querySelector('.katex-display') as HTMLElement;
      const fractionLine = message.querySelector('.frac-line') as HTMLElement;
      const documentRules = document.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules));
      const probe = document.createElement('span');
      probe.className = 'katex';
      document.body.append(probe);
      const hostFont = getComputedStyle(probe).fontFamily;
      probe.remove();
      return {
        font: getComputedStyle(inline).fontFamily,
        displayAlign: getComputedStyle(display).textAlign,
        fractionLine: getComputedStyle(fractionLine).borderBottomStyle,
        documentRulesAreFontFaces: documentRules.every((rule) => rule instanceof CSSFontFaceRule),
        documentFaces: documentRules.length,
        hostFont,
      };
    });
    expect(styles.font).toContain('KaTeX_Main');
    expect(styles.displayAlign).toBe('center');
    expect(styles.fractionLine).toBe('solid');
    expect(styles.documentRulesAreFontFaces).toBe(true);
    expect(styles.documentFaces).toBeGreaterThan(10);
    expect(styles.hostFont).not.toContain('KaTeX');
    // The faces a formula uses are fetched (absolute URLs next to the chunks), and they load.
    await expect.poll(() => fetches.fonts().length).toBeGreaterThan(0);
    expect(fetches.fonts().every((name) => name.startsWith('/widget/assets/'))).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.fonts).some((face) => face.family.includes('KaTeX_Main') && face.status === 'loaded'),
        ),
      )
      .toBe(true);
    await reply.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'widget/math-reply');

    // A saved conversation with math, opened after a reload: KaTeX loads again and the view re-renders.
    await page.reload();
    const again = widget(page);
    await again.launcher.click();
    await again.host.getByRole('button', { name: '平台有哪些服务？', exact: true }).click();
    const saved = again.assistantMessages.last();
    await expect.poll(() => saved.locator('.katex').count()).toBe(2);
    expect(await saved.locator('.katex-display').count()).toBe(1);
    await page.context().close();
  });
});
