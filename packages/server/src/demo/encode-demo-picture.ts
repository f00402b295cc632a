import type { Letterer } from './create-letterer';
import type { DemoPicture } from './demo-content';

/** WebP quality of the demo photos: flat drawings stay crisp at a few kilobytes. */
const PHOTO_QUALITY = 80;

/**
 * The bytes stored for a demo picture: a banner's SVG as it is, a photo rasterised from its drawing to
 * WebP by sharp (libvips). A photo is what a county's covers really are, and the browser decodes it off
 * its main thread, where an SVG picture is a document of its own built on it (ADR 0025).
 */
export async function encodeDemoPicture(picture: DemoPicture, letterer: () => Letterer): Promise<Buffer> {
  if (picture.format === 'svg') return Buffer.from(picture.svg, 'utf8');
  // A photo's words (a blackboard's topic) are drawn as outlines: the rasteriser relies on no font.
  const lettering = picture.lettering ?? [];
  const write = lettering.length > 0 ? letterer() : undefined;
  const svg = write
    ? picture.svg.replace(/<\/svg>$/, `${lettering.map((line) => write.svg(line)).join('')}</svg>`)
    : picture.svg;
  // Loaded when a seed needs it: a server that never seeds never loads the native module.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg, 'utf8')).webp({ quality: PHOTO_QUALITY }).toBuffer();
}
