import { createHash } from 'node:crypto';
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
  log: (message: string) => void;
}

/** One finished video of a generation request: its id, its place among the request's videos, its address. */
interface GeneratedVideo {
  requestId: string;
  index: number;
  upstreamUrl: string;
}

/** Labels one generated video (or finds it labelled already) and answers the address it is served at on `origin`. */
export type VideoLabeller = (video: GeneratedVideo, origin: string) => Promise<string>;

const FAILED = '生成的视频无法取回并添加AI生成标识，请稍后重试';

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
 * run; two copies that race both write the same bytes under the same name, and the store's write is atomic
 * (temporary file and rename, or one S3 PUT), so the loser's copy replaces an identical one.
 */
export function createVideoLabeller(options: VideoLabellerOptions): VideoLabeller {
  const fetchImpl = options.fetch ?? fetch;
  const running = new Map<string, Promise<void>>();
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

  return async (video, origin) => {
    const id = createHash('sha256').update(`${video.requestId}\n${video.index}`).digest('hex').slice(0, 32);
    const file = labelledMediaFile(id, 'mp4');
    let run = running.get(file.key);
    if (!run) {
      run = labelOnce(video, id, file.key).finally(() => running.delete(file.key));
      running.set(file.key, run);
    }
    await run;
    return `${origin}${file.path}`;
  };
}
