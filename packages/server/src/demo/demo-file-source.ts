import { contentTypeOf } from '@edu/api-client';
import type { Letterer } from './create-letterer';
import { createPrng } from './create-prng';
import { demoFileLettering, PICTURE_HEIGHT, PICTURE_WIDTH, VIDEO_HEIGHT, VIDEO_WIDTH } from './demo-file-lettering';
import type { DemoFileSource } from './demo-file-source-type';
import { encodeJpeg } from './encode-jpeg';
import { encodeMelodyMp3 } from './encode-mp3';
import { encodeMp4 } from './encode-mp4';
import { encodePng } from './encode-png';
import { letterRasters, prepareGlyphs } from './letter-raster';
import { makeDocx, makePptx, makeXlsx } from './make-office-documents';
import { makePdf } from './make-pdf';
import { paintSchoolScene, SCENE_PALETTES } from './paint-scene';
import { createRaster, fillRect, type Raster } from './raster';
import { writeZip } from './write-zip';

/** The MIME type of each demo file kind (and of SVG pictures), from the platform's one table. */
export const DEMO_CONTENT_TYPES = Object.fromEntries(
  (['docx', 'pptx', 'xlsx', 'pdf', 'png', 'jpg', 'mp4', 'mp3', 'zip', 'svg'] as const).map((kind) => [
    kind,
    contentTypeOf(`file.${kind}`),
  ]),
) as Record<DemoFileSource['kind'] | 'svg', string>;

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

// Encoding video and audio in JavaScript is slow (lamejs above all); a process seeding several databases
// (tests, benchmarks) renders each recipe once.
const mediaCache = new Map<string, Buffer>();

/**
 * Rasterises, in one go, the glyphs the files not rendered yet will letter: each file then letters
 * without a round trip to libvips' threads (on a busy machine each costs tens of milliseconds).
 */
export async function prepareDemoFiles(sources: readonly DemoFileSource[], letterer: () => Letterer): Promise<void> {
  const pending = sources.filter((source) => !mediaCache.has(JSON.stringify(source)));
  const letterings = pending.flatMap((source) =>
    source.kind === 'png' || source.kind === 'jpg' || source.kind === 'mp4'
      ? demoFileLettering(source, letterer())
      : [],
  );
  if (letterings.length > 0) await prepareGlyphs(letterings, letterer());
}

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
      await letter([board], source, letterer());
      return encodePng(board);
    }
    case 'jpg': {
      const scene = paintSchoolScene(PICTURE_WIDTH, PICTURE_HEIGHT, paletteOf(source.seed), createPrng(source.seed));
      shadeBelow(scene, PICTURE_HEIGHT - 52);
      await letter([scene], source, letterer());
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

/** Letters a file's words (demoFileLettering) onto its pictures or frames, in order. */
async function letter(rasters: readonly Raster[], source: DemoFileSource, write: Letterer): Promise<void> {
  const letterings = demoFileLettering(source, write);
  await letterRasters(
    rasters.map((raster, i) => ({ raster, lettering: letterings[i] ?? [] })),
    write,
  );
}

/** The title card and the slide cards of a demo video, each over the same school scene and flat card. */
async function videoFrames(source: Extract<DemoFileSource, { kind: 'mp4' }>, write: Letterer): Promise<Raster[]> {
  const scene = paintSchoolScene(VIDEO_WIDTH, VIDEO_HEIGHT, paletteOf(source.seed), createPrng(source.seed), 0.2);
  // A flat card under the words: the encoder codes flat blocks as predictions of their neighbours.
  fillRect(scene, 0, VIDEO_CARD_TOP, VIDEO_WIDTH, VIDEO_HEIGHT - VIDEO_CARD_TOP, VIDEO_CARD);
  const frames = Array.from({ length: source.slides.length + 1 }, () => ({ ...scene, data: scene.data.slice() }));
  await letter(frames, source, write);
  return frames;
}
