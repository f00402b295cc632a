import type { Locator } from 'playwright-core';

/** How a control's foreground stands against what is drawn behind it. */
export interface Contrast {
  /** WCAG contrast ratio, 1 to 21. */
  ratio: number;
  label: string;
  foreground: string;
  background: string;
}

/**
 * The contrast of an element's text (or, with `placeholder`, of its placeholder) against its background as
 * the browser draws them: every background from the page down to the element composited in order, then
 * the text colour over that (colours with alpha, and Tailwind's oklch() values, resolved by a canvas).
 */
export function contrastOf(locator: Locator, options: { placeholder?: boolean } = {}): Promise<Contrast> {
  return locator.evaluate((element, placeholder) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    const paint = (color: string): [number, number, number] => {
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
      return [red, green, blue];
    };
    const chain: Element[] = [];
    for (let node: Element | null = element; node; ) {
      chain.unshift(node);
      const root = node.getRootNode();
      node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
    }
    let background = paint('#ffffff');
    for (const node of chain) background = paint(getComputedStyle(node).backgroundColor);
    const style = placeholder ? getComputedStyle(element, '::placeholder') : getComputedStyle(element);
    const foreground = paint(style.color);
    const luminance = (rgb: number[]) => {
      const [red = 0, green = 0, blue = 0] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
    };
    const [lighter = 0, darker = 0] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    return {
      ratio: Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100,
      label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
      foreground: `rgb(${foreground.join(', ')})`,
      background: `rgb(${background.join(', ')})`,
    };
  }, options.placeholder === true);
}
