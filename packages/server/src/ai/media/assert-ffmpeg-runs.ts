import { execFileSync } from 'node:child_process';
import { ConfigError } from '../../config-error';

/** How long `ffmpeg -version` may take at start-up, in milliseconds. */
const FFMPEG_VERSION_TIMEOUT_MS = 10_000;

/**
 * Checks once, at start-up, that FFMPEG_PATH runs and is ffmpeg (`-version` answers "ffmpeg version …"),
 * so a wrong path stops the server with a message naming the setting instead of failing every video later.
 */
export function assertFfmpegRuns(ffmpegPath: string): void {
  let version = '';
  let cause = '';
  try {
    version = execFileSync(ffmpegPath, ['-version'], {
      encoding: 'utf8',
      timeout: FFMPEG_VERSION_TIMEOUT_MS,
      stdio: ['ignore', 'pipe', 'ignore'],
      windowsHide: true,
    });
  } catch (error) {
    cause = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  }
  if (!version.startsWith('ffmpeg version')) {
    const why = cause ? `it could not be run: ${cause}` : 'its `-version` does not answer "ffmpeg version"';
    throw new ConfigError('FFMPEG_PATH', `${ffmpegPath} does not run as ffmpeg (${why})`);
  }
}
