import { contentTypeOf } from '@edu/api-client';
import { createPrng } from './create-prng';
import { encodeJpeg } from './encode-jpeg';
import { encodeMelodyMp3 } from './encode-mp3';
import { encodeMp4 } from './encode-mp4';
import { encodePng } from './encode-png';
import { type DocumentText, makeDocx, makePptx, makeXlsx } from './make-office-documents';
import { makePdf } from './make-pdf';
import { paintCloud, paintSchoolScene, SCENE_PALETTES } from './paint-scene';
import { writeZip } from './write-zip';

/** How the bytes of one demo file are made; stored with the file row so seeding can render it. */
export type DemoFileSource =
  | { kind: 'docx' | 'pptx' | 'pdf'; text: DocumentText }
  | { kind: 'xlsx'; title: string; rows: (string | number)[][] }
  | { kind: 'png' | 'jpg' | 'mp4'; seed: number }
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
const VIDEO_WIDTH = 256;
const VIDEO_HEIGHT = 144;
const VIDEO_FRAMES = 24;
const VIDEO_FRAME_MS = 250;
const ACCENTS: readonly (readonly [number, number, number])[] = [
  [37, 99, 235],
  [22, 163, 74],
  [234, 88, 12],
  [124, 58, 237],
  [8, 145, 178],
];

// Encoding pictures, video and audio in JavaScript is slow (lamejs above all); a process seeding several
// databases (tests, benchmarks) renders each recipe once.
const mediaCache = new Map<string, Buffer>();

/** Renders the bytes of a demo file. */
export function renderDemoFile(source: DemoFileSource): Buffer {
  if (
    source.kind === 'docx' ||
    source.kind === 'pptx' ||
    source.kind === 'pdf' ||
    source.kind === 'xlsx' ||
    source.kind === 'zip'
  )
    return render(source);
  const key = JSON.stringify(source);
  const cached = mediaCache.get(key) ?? render(source);
  mediaCache.set(key, cached);
  return cached;
}

function render(source: DemoFileSource): Buffer {
  switch (source.kind) {
    case 'docx':
      return makeDocx(source.text);
    case 'pptx':
      return makePptx(source.text);
    case 'pdf':
      return makePdf(source.text, ACCENTS[source.text.title.length % ACCENTS.length] ?? [37, 99, 235]);
    case 'xlsx':
      return makeXlsx(source.title, source.rows);
    case 'png':
    case 'jpg': {
      const palette = SCENE_PALETTES[source.seed % SCENE_PALETTES.length] ?? SCENE_PALETTES[0];
      if (!palette) throw new Error('no scene palette');
      const raster = paintSchoolScene(
        PICTURE_WIDTH,
        PICTURE_HEIGHT,
        palette,
        createPrng(source.seed),
        (source.seed % 7) / 7,
      );
      return source.kind === 'png' ? encodePng(raster) : encodeJpeg(raster);
    }
    case 'mp4': {
      const palette = SCENE_PALETTES[source.seed % SCENE_PALETTES.length] ?? SCENE_PALETTES[0];
      if (!palette) throw new Error('no scene palette');
      // One painted scene with a cloud drifting across the sky: only the macroblocks around the cloud
      // change between frames, so the others are skipped and the file stays small.
      const scene = paintSchoolScene(VIDEO_WIDTH, VIDEO_HEIGHT, palette, createPrng(source.seed), 0.2);
      const frames = Array.from({ length: VIDEO_FRAMES }, (_, i) => {
        const frame = { ...scene, data: scene.data.slice() };
        paintCloud(frame, (VIDEO_WIDTH + 60) * (i / VIDEO_FRAMES) - 30, VIDEO_HEIGHT * 0.14, VIDEO_HEIGHT * 0.06);
        return frame;
      });
      return encodeMp4(frames, { frameDurationMs: VIDEO_FRAME_MS, keyframeEvery: 12 });
    }
    case 'mp3':
      return encodeMelodyMp3(source.notesHz);
    case 'zip':
      return writeZip(source.entries.map((entry) => ({ name: entry.name, data: entry.text })));
    default:
      return source satisfies never;
  }
}
