/**
 * The scale a PDF page is rendered at: as wide as the preview area, in device pixels, so the canvas is sharp
 * on high-density screens; never more than `maxPixels` (a canvas has a size limit, and memory matters).
 */
export function pdfPageScale(
  page: { width: number; height: number },
  targetCssWidth: number,
  devicePixelRatio: number,
  maxPixels: number,
): number {
  if (page.width <= 0 || page.height <= 0 || targetCssWidth <= 0) return 1;
  const scale = (targetCssWidth * Math.max(1, devicePixelRatio)) / page.width;
  const pixels = page.width * page.height * scale * scale;
  return pixels > maxPixels ? Math.sqrt(maxPixels / (page.width * page.height)) : scale;
}
