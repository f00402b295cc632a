import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { HttpError } from '../../http/http-error';
import { addMp4XmpBox, isMp4File } from './add-mp4-xmp-box';
import type { AigcMetadata } from './aigc-metadata';
import { aigcXmpPacket } from './aigc-xmp-packet';
import type { FrameLabeller } from './create-frame-labeller';
import { fetchGeneratedMedia, MediaTooLargeError } from './fetch-generated-media';
import { type LabelledMediaOptions, labelledMediaFile } from './labelled-media-file';

/** What {@link createVideoLabeller} needs (`maxBytes`: MEDIA_VIDEO_MAX_BYTES). */
export interface VideoLabellerOptions extends LabelledMediaOptions {
  /** Draws the label into the frames; undefined without FFMPEG_PATH. */
  frames: FrameLabeller | undefined;
  /**
   * FFMPEG_MAX_CONCURRENT: videos labelled at once in this copy, download included, so a finished video is
   * held in memory only while its turn has come; the others wait (their polls answer "in progress").
   */
  maxConcurrent: number;
  /**
   * MEDIA_VIDEO_LABEL_ATTEMPTS: runs one request's video gets in this copy when they fail for a reason
   * that may pass (the download, ffmpeg, the file store); the last one's failure is final.
   */
  attempts: number;
  /**
   * The claim on a request's labelling shared by the server copies (the job row): a copy labels a video only
   * while it holds the claim, so a poll that reaches another copy answers "in progress" instead of labelling
   * it a second time.
   */
  claim: {
    take(requestId: string): Promise<boolean>;
    end(requestId: string): Promise<void>;
  };
  log: (message: string) => void;
}

/** One finished video of a generation request: its id, its place among the request's videos, its address. */
interface GeneratedVideo {
  requestId: string;
  index: number;
  upstreamUrl: string;
}

/**
 * Labels one generated video (or finds it labelled already) and answers the address it is served at on
 * `origin`, or undefined while it is still being labelled after waiting at most `waitMs`, or after a failure
 * that a later poll may get past. Rejects with a 502 when it cannot be labelled at all (too large, not an
 * MP4, attempts used up): that failure is final.
 */
export type VideoLabeller = (video: GeneratedVideo, origin: string, waitMs: number) => Promise<string | undefined>;

const FAILED = '生成的视频无法取回并添加AI生成标识，请稍后重试';
const STILL_LABELLING = Symbol('still labelling');
/** A run failed for a reason that may pass, or another copy is labelling it: the next poll looks again. */
const TRY_AGAIN = Symbol('try again');
/** Failures kept for polls that have not come back yet; a request whose page went away is forgotten in time. */
const UNREPORTED_FAILURES_MAX = 1000;
/** Attempts counted per request; as many as the failures kept. */
const ATTEMPTS_KEPT_MAX = 1000;

/** A failure no later attempt can get past (the bytes are not a video, or too many of them). */
class FinalFailure extends Error {}

/** MEDIA_VIDEO_MAX_BYTES as a person reads it. */
const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${Math.floor(bytes / 1_048_576)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * Turns a finished video at the media API's address into one the platform serves, labelled (issue 35): the
 * implicit label as XMP in the MP4 and, with ffmpeg, "AI生成" in its frames; stored as `aigc/AI生成-<id>.mp4`.
 *
 * Every poll of a finished request asks for it again, through any server copy, so the file is named after
 * the request (a hash of its id: the same name everywhere, nothing a stranger can guess without the id) and
 * reused when the store has it. In this copy, polls that arrive while it is being made wait for that one
 * run (at most the `waitMs` they are given, then "not yet"; a final failure is kept for the next poll), and
 * across copies a claim on the job row lets one copy label it while the others answer "not yet". A run
 * that fails for a reason that may pass (the download, ffmpeg, the store) answers "not yet" too and the next
 * poll starts afresh, up to MEDIA_VIDEO_LABEL_ATTEMPTS runs; so a failed or slow labelling never loses a
 * video the user was charged for. Should two copies still both label it (a claim taken over as stale), both
 * write the same bytes under the same name, and the store's write is atomic (temporary file and rename, or
 * one S3 PUT), so the loser's copy replaces an identical one.
 */
export function createVideoLabeller(options: VideoLabellerOptions): VideoLabeller {
  const fetchImpl = options.fetch ?? fetch;
  /** The whole run (download, re-encoding, store) is under the limit: a waiting video is not yet in memory. */
  const slots = pLimit(options.maxConcurrent);
  type Outcome = HttpError | typeof TRY_AGAIN | undefined;
  /** Runs under way in this copy, by storage key; each settles with its outcome, never rejects. */
  const running = new Map<string, Promise<Outcome>>();
  /** Final failures of runs not yet reported, by storage key, for the next poll. */
  const failures = new LRUCache<string, HttpError>({ max: UNREPORTED_FAILURES_MAX });
  /** Runs started per storage key, until one succeeds or the last fails. */
  const attempts = new LRUCache<string, number>({ max: ATTEMPTS_KEPT_MAX });
  const tooLarge = `生成的视频超过 ${sizeText(options.maxBytes)}，无法取回并添加AI生成标识，请联系管理员`;
  let toldFramesAreOff = false;

  const label = async (video: GeneratedVideo, id: string, key: string): Promise<void> => {
    const bytes = await fetchGeneratedMedia(video.upstreamUrl, {
      fetch: fetchImpl,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      failed: FAILED,
      tooLarge,
    });
    if (!isMp4File(bytes)) throw new FinalFailure('The generated video is not an MP4 file');
    const metadata: AigcMetadata = {
      Label: '1',
      ContentProducer: options.producer,
      ProduceID: video.requestId,
      ReservedCode1: '',
      ContentPropagator: options.propagator,
      PropagateID: id,
      ReservedCode2: '',
    };
    if (!options.frames && !toldFramesAreOff) {
      toldFramesAreOff = true;
      options.log(
        'Generated videos are labelled in their metadata and the player only: FFMPEG_PATH is not set, so their frames carry no label',
      );
    }
    const framed = options.frames ? await options.frames(bytes, JSON.stringify(metadata)) : bytes;
    await options.store.put(key, addMp4XmpBox(framed, aigcXmpPacket(metadata)));
  };

  const labelOnce = async (video: GeneratedVideo, id: string, key: string): Promise<void> => {
    await label(video, id, key).catch(async (error: unknown) => {
      // Another copy may have stored it meanwhile (a write racing ours on the same name): that one is as good.
      if (await options.store.stat(key).catch(() => undefined)) return;
      throw error;
    });
  };

  const outcomeOf = (error: unknown, attempt: number): Outcome => {
    if (error instanceof MediaTooLargeError) return error;
    const reason = error instanceof Error ? error.message : String(error);
    options.log(`A generated video could not be labelled (attempt ${attempt} of ${options.attempts}): ${reason}`);
    if (error instanceof FinalFailure || attempt >= options.attempts) return new HttpError(502, FAILED);
    return TRY_AGAIN;
  };

  /** One run in its turn: found stored, left to the copy that holds the claim, or labelled here. */
  const runInTurn = async (video: GeneratedVideo, id: string, key: string): Promise<Outcome> => {
    // Checked in its turn: a copy may have stored it while this run waited.
    if (await options.store.stat(key).catch(() => undefined)) return undefined;
    if (!(await options.claim.take(video.requestId))) return TRY_AGAIN;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    try {
      await labelOnce(video, id, key);
      return undefined;
    } catch (error) {
      return outcomeOf(error, attempt);
    } finally {
      await options.claim.end(video.requestId).catch(() => undefined);
    }
  };

  const start = (video: GeneratedVideo, id: string, key: string) => {
    const recorded = slots(() => runInTurn(video, id, key))
      .catch((error: unknown): Outcome => {
        // The claim could not be read or written (the database): nothing was done, the next poll looks again.
        options.log(
          `A generated video's labelling could not be claimed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return TRY_AGAIN;
      })
      .then((outcome) => {
        running.delete(key);
        if (outcome !== TRY_AGAIN) attempts.delete(key);
        if (outcome instanceof HttpError) failures.set(key, outcome);
        return outcome;
      });
    running.set(key, recorded);
    return recorded;
  };

  return async (video, origin, waitMs) => {
    const id = createHash('sha256').update(`${video.requestId}\n${video.index}`).digest('hex').slice(0, 32);
    const file = labelledMediaFile(id, 'mp4');
    const earlier = failures.get(file.key);
    if (earlier) {
      failures.delete(file.key);
      throw earlier;
    }
    const address = `${origin}${file.path}`;
    // Stored already (the usual poll after the first): answered whatever the wait.
    if (!running.has(file.key) && (await options.store.stat(file.key).catch(() => undefined))) return address;
    const run = running.get(file.key) ?? start(video, id, file.key);
    const waiting = new AbortController();
    const outcome = await Promise.race([
      run,
      sleep(Math.max(0, waitMs), STILL_LABELLING, { signal: waiting.signal }).catch(() => STILL_LABELLING),
    ]);
    waiting.abort();
    if (outcome === STILL_LABELLING || outcome === TRY_AGAIN) return undefined;
    if (outcome) {
      // This poll reports the failure: it is not kept for another.
      failures.delete(file.key);
      throw outcome;
    }
    return address;
  };
}
