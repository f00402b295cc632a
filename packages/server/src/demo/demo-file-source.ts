import { contentTypeOf } from '@edu/api-client';
import type { Letterer, Lettering } from './create-letterer';
import { createPrng } from './create-prng';
import { encodeJpeg } from './encode-jpeg';
import { encodeMelodyMp3 } from './encode-mp3';
import { encodeMp4 } from './encode-mp4';
import { encodePng } from './encode-png';
import { letterRasters, wrapText } from './letter-raster';
import { type DocumentText, makeDocx, makePptx, makeXlsx } from './make-office-documents';
import { makePdf } from './make-pdf';
import { paintSchoolScene, SCENE_PALETTES } from './paint-scene';
import { createRaster, fillRect, type Raster } from './raster';
import { writeZip } from './write-zip';

/** How the bytes of one demo file are made; stored with the file row so seeding can render it. */
export type DemoFileSource =
  | { kind: 'docx' | 'pptx' | 'pdf'; text: DocumentText }
  | { kind: 'xlsx'; title: string; rows: (string | number)[][] }
  /** A blackboard plan (板书设计): the topic and its lines in chalk. */
  | { kind: 'png'; board: string; lines: readonly string[] }
  /** A photo of a school scene with a caption band. */
  | { kind: 'jpg'; seed: number; caption: string }
  /**
   * A video: a title card, then one card per slide, each held `slideSeconds`, over a painted school scene
   * (`seed` picks its colours), so every video shows its own title and has its own length.
   */
  | { kind: 'mp4'; seed: number; title: string; subtitle: string; slides: readonly string[]; slideSeconds: number }
  | { kind: 'mp3'; notesHz: number[] }
  /** An archive of text files: a type the preview cannot show, so the portal offers it as a download. */
  | { kind: 'zip'; entries: { name: string; text: string }[] };

/** The MIME type of each demo file kind (and of SVG pictures), from the platform's one table. */
export const DEMO_CONTENT_TYPES = Object.fromEntries(
  (['docx', 'pptx', 'xlsx', 'pdf', 'png', 'jpg', 'mp4', 'mp3', 'zip', 'svg'] as const).map((kind) => [
    kind,
    contentTypeOf(`file.${kind}`),
  ]),
) as Record<DemoFileSource['kind'] | 'svg', string>;

const PICTURE_WIDTH = 480;
const PICTURE_HEIGHT = 270;
// Multiples of 16 (the H.264 macroblock); large enough for a legible two-line Chinese title.
const VIDEO_WIDTH = 320;
const VIDEO_HEIGHT = 176;
/** The card the words of a video stand on: from this row down (a macroblock boundary), in this colour. */
const VIDEO_CARD_TOP = 64;
const VIDEO_CARD: readonly [number, number, number] = [24, 40, 68];
const ACCENTS: readonly (readonly [number, number, number])[] = [
  [37, 99, 235],
  [22, 163, 74],
  [234, 88, 12],
  [124, 58, 237],
  [8, 145, 178],
];
const CHALK = '#f8fafc';
const CHALK_YELLOW = '#fde68a';

// Encoding video and audio in JavaScript is slow (lamejs above all); a process seeding several databases
// (tests, benchmarks) renders each recipe once.
const mediaCache = new Map<string, Buffer>();

/**
 * Renders the bytes of a demo file. `letterer` gives the lettering of boards, captions and title cards;
 * it is asked for only when a file needs it (loading the font costs a few hundred milliseconds).
 */
export async function renderDemoFile(source: DemoFileSource, letterer: () => Letterer): Promise<Buffer> {
  if (source.kind !== 'mp4' && source.kind !== 'mp3' && source.kind !== 'png' && source.kind !== 'jpg')
    return render(source, letterer);
  const key = JSON.stringify(source);
  const cached = mediaCache.get(key) ?? (await render(source, letterer));
  mediaCache.set(key, cached);
  return cached;
}

function paletteOf(seed: number) {
  const palette = SCENE_PALETTES[seed % SCENE_PALETTES.length] ?? SCENE_PALETTES[0];
  if (!palette) throw new Error('no scene palette');
  return palette;
}

/** Darkens the rows from `top` down, so lettering over a scene stays readable. */
function shadeBelow(raster: Raster, top: number): void {
  for (let i = top * raster.width * 4; i < raster.data.length; i += 4) {
    for (let c = 0; c < 3; c++) raster.data[i + c] = Math.round((raster.data[i + c] ?? 0) * 0.35 + 20 * 0.65);
  }
}

async function render(source: DemoFileSource, letterer: () => Letterer): Promise<Buffer> {
  switch (source.kind) {
    case 'docx':
      return makeDocx(source.text);
    case 'pptx':
      return makePptx(source.text);
    case 'pdf':
      return makePdf(source.text, ACCENTS[source.text.title.length % ACCENTS.length] ?? [37, 99, 235]);
    case 'xlsx':
      return makeXlsx(source.title, source.rows);
    case 'png': {
      const board = createRaster(PICTURE_WIDTH, PICTURE_HEIGHT, [150, 105, 60]);
      fillRect(board, 12, 12, PICTURE_WIDTH - 24, PICTURE_HEIGHT - 24, [38, 78, 58]);
      const write = letterer();
      await letterRasters(
        [
          {
            raster: board,
            lettering: [
              { text: source.board, x: PICTURE_WIDTH / 2, y: 62, size: 28, fill: CHALK_YELLOW, anchor: 'middle' },
              ...source.lines.slice(0, 4).map((line, i) => ({
                text: wrapText(`${i + 1}. ${line}`, 19, PICTURE_WIDTH - 80, 1, write)[0] ?? '',
                x: 40,
                y: 112 + i * 38,
                size: 19,
                fill: CHALK,
              })),
            ],
          },
        ],
        write,
      );
      return encodePng(board);
    }
    case 'jpg': {
      const scene = paintSchoolScene(PICTURE_WIDTH, PICTURE_HEIGHT, paletteOf(source.seed), createPrng(source.seed));
      shadeBelow(scene, PICTURE_HEIGHT - 52);
      const write = letterer();
      const caption = wrapText(source.caption, 22, PICTURE_WIDTH - 40, 1, write)[0] ?? '';
      await letterRasters(
        [{ raster: scene, lettering: [{ text: caption, x: 20, y: PICTURE_HEIGHT - 18, size: 22, fill: CHALK }] }],
        write,
      );
      return encodeJpeg(scene);
    }
    case 'mp4':
      return encodeMp4(await videoFrames(source, letterer()), {
        frameDurationMs: source.slideSeconds * 1000,
        // One keyframe: the cards after it change only where their words are, so the file stays small.
        keyframeEvery: source.slides.length + 1,
      });
    case 'mp3':
      return encodeMelodyMp3(source.notesHz);
    case 'zip':
      return writeZip(source.entries.map((entry) => ({ name: entry.name, data: entry.text })));
    default:
      return source satisfies never;
  }
}

/** The title card and the slide cards of a demo video, each over the same shaded school scene. */
async function videoFrames(source: Extract<DemoFileSource, { kind: 'mp4' }>, write: Letterer): Promise<Raster[]> {
  const scene = paintSchoolScene(VIDEO_WIDTH, VIDEO_HEIGHT, paletteOf(source.seed), createPrng(source.seed), 0.2);
  // A flat card under the words: the encoder codes flat blocks as predictions of their neighbours.
  fillRect(scene, 0, VIDEO_CARD_TOP, VIDEO_WIDTH, VIDEO_HEIGHT - VIDEO_CARD_TOP, VIDEO_CARD);
  const centre = VIDEO_WIDTH / 2;
  const line = (text: string, y: number, size: number, fill: string): Lettering => ({
    text,
    x: centre,
    y,
    size,
    fill,
    anchor: 'middle',
  });
  const heading = wrapText(source.title, 12, VIDEO_WIDTH - 24, 1, write)[0] ?? '';
  const cards: Lettering[][] = [
    [
      ...wrapText(source.title, 20, VIDEO_WIDTH - 24, 2, write).map((text, i) => line(text, 100 + i * 26, 20, CHALK)),
      line(source.subtitle, 160, 12, CHALK_YELLOW),
    ],
    ...source.slides.map((slide) => [
      line(heading, 84, 12, CHALK_YELLOW),
      ...wrapText(slide, 16, VIDEO_WIDTH - 28, 3, write).map((text, i) => line(text, 116 + i * 22, 16, CHALK)),
    ]),
  ];
  const frames = cards.map((lettering) => ({ raster: { ...scene, data: scene.data.slice() }, lettering }));
  await letterRasters(frames, write);
  return frames.map((frame) => frame.raster);
}
