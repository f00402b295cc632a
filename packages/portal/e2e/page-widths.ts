import { saveScreenshot, screenshotsWanted } from '@edu/browser-harness';
import type { Page } from 'playwright-core';

/** The two widths every route is looked at. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** What a phone's width does to the page's layout. */
export interface PhoneWidthLayout {
  /** The page is wider than the screen (a sideways scroll at 390 px). */
  overflows: boolean;
  /**
   * Elements in the normal flow, and text, that stick out sideways of a box that neither scrolls nor clips
   * them (a date range wider than its card, a long link in an article): the page may still fit the screen,
   * but the box is broken.
   */
  outOfTheirBox: string[];
}

/** Lays the page out at a phone's width and reports what does not fit; leaves the desktop width set. */
export async function layoutAtPhoneWidth(page: Page): Promise<PhoneWidthLayout> {
  await page.setViewportSize(VIEWPORTS.phone);
  const layout = await page.evaluate(() => {
    const outOfTheirBox: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const parent = element.parentElement;
      if (!parent) continue;
      const style = getComputedStyle(element);
      // Positioned elements (badges, popovers) are placed outside their parent on purpose.
      if (style.position === 'absolute' || style.position === 'fixed' || style.display === 'none') continue;
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX !== 'visible' || parentStyle.display === 'contents') continue;
      const box = element.getBoundingClientRect();
      const parentBox = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A pixel of rounding either way is not a broken box.
      if (box.right > parentBox.right + 1 || box.left < parentBox.left - 1) {
        const classes = Array.from(element.classList).slice(0, 3).join('.');
        const label = element.textContent?.trim().slice(0, 20) ?? '';
        outOfTheirBox.push(`${element.tagName.toLowerCase()}.${classes} "${label}"`);
      }
    }
    // Text is measured against its nearest block (an inline element grows with its text); a block that
    // scrolls or clips (an ellipsis) holds its text on purpose.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text === '') continue;
      let block = node.parentElement;
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
      if (!block || getComputedStyle(block).overflowX !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const blockBox = block.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > blockBox.right + 1 || box.left < blockBox.left - 1) {
        outOfTheirBox.push(`text "${text.slice(0, 20)}" in ${block.tagName.toLowerCase()}`);
      }
    }
    return { overflows: document.documentElement.scrollWidth > window.innerWidth, outOfTheirBox };
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  return layout;
}

/**
 * Screenshots of the page at both widths, full length, with every lazy picture loaded, when the run takes
 * screenshots (`EDU_SCREENSHOTS=1`; look at them before calling a screen done).
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await loadLazyPictures(page);
    await saveScreenshot(page, `portal/${name}-${viewport.width}`, { fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Makes every picture of the page load now (lazy ones too) and waits until they have. */
export async function loadLazyPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
}
