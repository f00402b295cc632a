import type { Page } from 'playwright-core';

/** The smallest text a page may draw (px): below it a phone's reader cannot read it. */
const MIN_TEXT_PX = 12;

/**
 * The text the page draws smaller than {@link MIN_TEXT_PX}, each as `13px "text" in tag.class`: every text
 * node the reader can see (rendered, not hidden, not a screen reader's one-pixel text), measured at the size
 * the browser computed for it. The widget's own shadow root is not looked into (its package checks itself).
 */
export function textSmallerThanMinimum(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const small: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      let element = node.parentElement;
      if (text === '' || !element || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
      // An option of a closed list is drawn in its select's size.
      element = element.closest('select') ?? element;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < minimum) {
        const classes = Array.from(element.classList).slice(0, 4).join('.');
        small.push(
          `${size}px "${text.slice(0, 24)}" in ${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`,
        );
      }
    }
    return small;
  }, MIN_TEXT_PX);
}
