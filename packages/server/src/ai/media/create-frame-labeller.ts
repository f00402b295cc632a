import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegLabelArguments } from './ffmpeg-label-arguments';

const run = promisify(execFile);

/** ffmpeg's output kept (it logs to stderr; -loglevel error keeps that short), in bytes. */
const FFMPEG_OUTPUT_MAX_BYTES = 1024 * 1024;

/** What {@link createFrameLabeller} needs. */
export interface FrameLabellerOptions {
  /** FFMPEG_PATH. */
  ffmpegPath: string;
  /** FFMPEG_FONT_FILE, or the CJK font found for it. */
  fontFile: string;
  /** FFMPEG_TIMEOUT_MS: ffmpeg is killed past it. */
  timeoutMs: number;
}

/**
 * Re-encodes a video with "AI生成" drawn into every frame and answers the new MP4's bytes; `aigcJson` is
 * written into its QuickTime metadata as the `AIGC` key. Rejects when ffmpeg fails or runs out of time.
 */
export type FrameLabeller = (video: Uint8Array, aigcJson: string) => Promise<Buffer>;

/**
 * The visible label in a generated video's frames, drawn by ffmpeg run offline on the server (issue 35):
 * execFile with arguments (no shell), killed after FFMPEG_TIMEOUT_MS (the video labeller runs at most
 * FFMPEG_MAX_CONCURRENT at once in this copy). The video goes through a private temporary folder, removed whatever happens, because an
 * MP4's index is written after its samples and needs a file it can seek in.
 */
export function createFrameLabeller(options: FrameLabellerOptions): FrameLabeller {
  return async (video, aigcJson) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'edu-video-label-'));
    try {
      const input = path.join(folder, 'generated');
      const output = path.join(folder, 'labelled.mp4');
      await writeFile(input, video);
      await run(options.ffmpegPath, ffmpegLabelArguments({ input, output, fontFile: options.fontFile, aigcJson }), {
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: FFMPEG_OUTPUT_MAX_BYTES,
        windowsHide: true,
      });
      return await readFile(output);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
}
