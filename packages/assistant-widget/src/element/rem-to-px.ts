/**
 * Rewrites `rem` lengths to `px` (1rem = 16px). `rem` follows the host page's root font size, which
 * a shadow root does not isolate: a host with `html { font-size: 40px }` would blow every Tailwind
 * size up 2.5×. Pixel lengths keep the widget's layout independent of the host.
 */
export function remToPx(css: string): string {
  return css.replace(/(-?(?:\d+\.?\d*|\.\d+))rem\b/g, (_, value: string) => `${Number.parseFloat(value) * 16}px`);
}
