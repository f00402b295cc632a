import { VIDEO_POLL_INTERVAL_MS, VIDEO_STATUS_FAILED, VIDEO_STATUS_SUCCEED } from '../constants';
import type { VideoStatusResult } from '../contract/media-results';
import { AiServiceError } from '../errors/ai-service-error';
import { MEDIA_MESSAGES, REQUEST_MESSAGES } from '../messages';

/** Options of `pollVideo`. */
export interface PollVideoOptions {
  /** Stops polling: the promise rejects with an `AiServiceError` of code `aborted`. */
  signal?: AbortSignal | undefined;
  /** Wait before each status request, in milliseconds (SPEC §7: 10 s). */
  intervalMs?: number | undefined;
}

/** A finished video job: status 'Succeed' with at least one video. */
export type FinishedVideo = VideoStatusResult & {
  results: NonNullable<VideoStatusResult['results']> & { videos: [{ url: string }, ...{ url: string }[]] };
};

function abortedError(signal: AbortSignal): AiServiceError {
  return new AiServiceError('aborted', REQUEST_MESSAGES.aborted, { cause: signal.reason });
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortedError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isFinished(status: VideoStatusResult): status is FinishedVideo {
  return status.status === VIDEO_STATUS_SUCCEED && (status.results?.videos.length ?? 0) > 0;
}

/**
 * Asks for the job's status every `intervalMs` until it is 'Succeed' with a non-empty video list
 * (resolves), 'Failed' (rejects with code `video-failed` and the server's reason, else the SPEC §8 text),
 * a status request fails (rejects with that error), or the signal fires (rejects with code `aborted`).
 * 'Succeed' with no videos yet counts as still running, as SPEC §7 says.
 */
export async function pollVideoStatus(
  getStatus: (signal: AbortSignal | undefined) => Promise<VideoStatusResult>,
  options: PollVideoOptions = {},
): Promise<FinishedVideo> {
  const { signal, intervalMs = VIDEO_POLL_INTERVAL_MS } = options;
  while (true) {
    await wait(intervalMs, signal);
    const status = await getStatus(signal);
    if (signal?.aborted) throw abortedError(signal);
    if (isFinished(status)) return status;
    if (status.status === VIDEO_STATUS_FAILED) {
      throw new AiServiceError('video-failed', status.reason || MEDIA_MESSAGES.videoFailed);
    }
  }
}
