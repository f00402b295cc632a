import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../../http/http-error';
import { addMp4XmpBox } from './add-mp4-xmp-box';
import type { AigcMetadata } from './aigc-metadata';
import { aigcXmpPacket } from './aigc-xmp-packet';
import type { FrameLabeller } from './create-frame-labeller';
import { fetchGeneratedMedia } from './fetch-generated-media';
import { type LabelledMediaOptions, labelledMediaFile } from './labelled-media-file';

/** What {@link createVideoLabeller} needs (`maxBytes`: MEDIA_VIDEO_MAX_BYTES). */
export interface VideoLabellerOptions extends LabelledMediaOptions {
  /** Draws the label into the frames; undefined without FFMPEG_PATH. */
  frames: FrameLabeller | undefined;
  /**
   * MEDIA_VIDEO_LABEL_WAIT_MS: how long a poll waits for the labelling before it answers "still in
   * progress" (the work goes on, and a later poll collects it), kept below the client's 15 s time-out.
   */
  waitMs: number;
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
 * `origin`, or undefined while it is still being labelled after the wait. Rejects with a 502 when it cannot
 * be labelled.
 */
export type VideoLabeller = (video: GeneratedVideo, origin: string) => Promise<string | undefined>;

const FAILED = '生成的视频无法取回并添加AI生成标识，请稍后重试';
const STILL_LABELLING = Symbol('still labelling');
/** Failures kept for polls that have not come back yet; a request whose page went away is forgotten in time. */
const UNREPORTED_FAILURES_MAX = 1000;

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
 * run (a poll that would wait longer than MEDIA_VIDEO_LABEL_WAIT_MS answers "not yet", and the run's failure
 * is kept for the next poll); two copies that race both write the same bytes under the same name, and the store's write is atomic
 * (temporary file and rename, or one S3 PUT), so the loser's copy replaces an identical one.
 */
export function createVideoLabeller(options: VideoLabellerOptions): VideoLabeller {
  const fetchImpl = options.fetch ?? fetch;
  /** Runs under way in this copy, by storage key; each settles with its failure or undefined, never rejects. */
  const running = new Map<string, Promise<HttpError | undefined>>();
  /** Failures of runs not yet reported, by storage key, for the next poll (the oldest forgotten past a bound). */
  const failures = new LRUCache<string, HttpError>({ max: UNREPORTED_FAILURES_MAX });
  let toldFramesAreOff = false;

  const label = async (video: GeneratedVideo, id: string, key: string): Promise<void> => {
    const bytes = await fetchGeneratedMedia(video.upstreamUrl, {
      fetch: fetchImpl,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      failed: FAILED,
      tooLarge: `生成的视频超过 ${sizeText(options.maxBytes)}，无法取回并添加AI生成标识，请联系管理员`,
    });
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
    if (await options.store.stat(key)) return;
    await label(video, id, key).catch(async (error: unknown) => {
      // Another copy may have stored it meanwhile (a write racing ours on the same name): that one is as good.
      if (await options.store.stat(key).catch(() => undefined)) return;
      if (error instanceof HttpError) throw error;
      options.log(`A generated video could not be labelled: ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpError(502, FAILED);
    });
  };

  const start = (video: GeneratedVideo, id: string, key: string) => {
    const run = labelOnce(video, id, key).then(
      () => undefined,
      (error: unknown) => (error instanceof HttpError ? error : new HttpError(502, FAILED)),
    );
    const settled = run.then((failure) => {
      running.delete(key);
      if (failure) failures.set(key, failure);
      return failure;
    });
    running.set(key, settled);
    return settled;
  };

  return async (video, origin) => {
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
      sleep(options.waitMs, STILL_LABELLING, { signal: waiting.signal }).catch(() => STILL_LABELLING),
    ]);
    waiting.abort();
    if (outcome === STILL_LABELLING) return undefined;
    if (outcome) {
      // This poll reports the failure: the next one starts afresh.
      failures.delete(file.key);
      throw outcome;
    }
    return address;
  };
}
