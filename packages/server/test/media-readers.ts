/** Real readers of generated media for the tests: exiftool for metadata, ffmpeg for frames. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ExifTool } from 'exiftool-vendored';
import sharp from 'sharp';

const run = promisify(execFile);

/** The ffmpeg the tests drive (scripts/ensure-test-tools.mjs installs Debian's). */
export const TEST_FFMPEG = '/usr/bin/ffmpeg';

/** A small generated video (320×180, 1 s, an even blue with a sine tone), made once with ffmpeg. */
export const GENERATED_VIDEO_FIXTURE = path.join(import.meta.dirname, 'fixtures', 'generated-video.mp4');

/** Runs `work` on a file holding `bytes` in a temporary folder, removed after. */
async function withFile<T>(bytes: Uint8Array, name: string, work: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'edu-video-test-'));
  try {
    const file = path.join(folder, name);
    await writeFile(file, bytes);
    return await work(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The frame at `seconds` of an MP4 as greyscale pixels, grabbed with ffmpeg. */
export function frameOf(mp4: Uint8Array, seconds: number): Promise<{ data: Buffer; width: number; height: number }> {
  return withFile(mp4, 'video.mp4', async (file) => {
    const png = `${file}.png`;
    await run(TEST_FFMPEG, ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-y', png]);
    const { data, info } = await sharp(await readFile(png))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}

/** How many pixels of a region differ by more than `threshold` grey levels between two frames of one size. */
export function changedPixels(
  before: { data: Buffer; width: number },
  after: { data: Buffer },
  region: { left: number; top: number; width: number; height: number },
  threshold = 40,
): number {
  let changed = 0;
  for (let y = region.top; y < region.top + region.height; y += 1) {
    for (let x = region.left; x < region.left + region.width; x += 1) {
      const at = y * before.width + x;
      if (Math.abs((before.data[at] ?? 0) - (after.data[at] ?? 0)) > threshold) changed += 1;
    }
  }
  return changed;
}

/** Every tag exiftool reads from the bytes, keyed `Group:Tag` (`-G1`, `-a`: duplicates kept apart). */
export function readTags(exiftool: ExifTool, bytes: Uint8Array, name: string): Promise<Record<string, unknown>> {
  return withFile(bytes, name, (file) => exiftool.readRaw(file, { readArgs: ['-G1', '-a', '-struct'] }));
}

/** A private exiftool process for one test file (ended in its afterAll). */
export const startExifTool = () => new ExifTool({ maxProcs: 1 });
