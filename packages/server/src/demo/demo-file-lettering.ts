import type { Letterer, Lettering } from './create-letterer';
import type { DemoFileSource } from './demo-file-source-type';
import { wrapText } from './letter-raster';

/** Size of the demo pictures (blackboard plans, photos). */
export const PICTURE_WIDTH = 480;
export const PICTURE_HEIGHT = 270;
// Multiples of 16 (the H.264 macroblock); large enough for a legible two-line Chinese title.
export const VIDEO_WIDTH = 320;
export const VIDEO_HEIGHT = 176;
const CHALK = '#f8fafc';
const CHALK_YELLOW = '#fde68a';

/** A line of text centred on `x`. */
const centred = (text: string, x: number, y: number, size: number, fill: string): Lettering => ({
  text,
  x,
  y,
  size,
  fill,
  anchor: 'middle',
});

/**
 * The words lettered onto a demo file, one list per picture or video frame: a blackboard plan's topic and
 * lines, a photo's caption, a video's title card then its slides. Files without words have none.
 */
export function demoFileLettering(source: DemoFileSource, letterer: Letterer): Lettering[][] {
  switch (source.kind) {
    case 'png':
      return [
        [
          centred(source.board, PICTURE_WIDTH / 2, 62, 28, CHALK_YELLOW),
          ...source.lines.slice(0, 4).map((line, i) => ({
            text: wrapText(`${i + 1}. ${line}`, 19, PICTURE_WIDTH - 80, 1, letterer)[0] ?? '',
            x: 40,
            y: 112 + i * 38,
            size: 19,
            fill: CHALK,
          })),
        ],
      ];
    case 'jpg': {
      const caption = wrapText(source.caption, 22, PICTURE_WIDTH - 40, 1, letterer)[0] ?? '';
      return [[{ text: caption, x: 20, y: PICTURE_HEIGHT - 18, size: 22, fill: CHALK }]];
    }
    case 'mp4': {
      const centre = VIDEO_WIDTH / 2;
      const heading = wrapText(source.title, 12, VIDEO_WIDTH - 24, 1, letterer)[0] ?? '';
      return [
        [
          ...wrapText(source.title, 20, VIDEO_WIDTH - 24, 2, letterer).map((text, i) =>
            centred(text, centre, 100 + i * 26, 20, CHALK),
          ),
          centred(source.subtitle, centre, 160, 12, CHALK_YELLOW),
        ],
        ...source.slides.map((slide) => [
          centred(heading, centre, 84, 12, CHALK_YELLOW),
          ...wrapText(slide, 16, VIDEO_WIDTH - 28, 3, letterer).map((text, i) =>
            centred(text, centre, 116 + i * 22, 16, CHALK),
          ),
        ]),
      ];
    }
    default:
      return [];
  }
}
