/** The visible label drawn into a generated video's frames. */
const VIDEO_LABEL_TEXT = 'AI生成';

/**
 * The label's font size as a share of the frame's shorter side. A CJK glyph is about 0.9 em high, so the
 * text stands about 6.7 % of the shorter side: the standard asks for at least 5 %.
 */
const FONT_SIZE_SHARE = 0.075;
/** Its distance from the lower right edges, and its outline's width, as shares of the shorter side. */
const MARGIN_SHARE = 0.04;
const OUTLINE_SHARE = 0.005;

/**
 * Quotes a value for a filter option and then for the filter graph (ffmpeg-filters §"Notes on filtergraph
 * escaping"): inside single quotes only `'` itself is special at the first level; the graph level then
 * takes `\ ' [ ] , ;` literally only when escaped.
 */
function quoteFilterValue(value: string): string {
  const optionLevel = `'${value.replaceAll("'", "'\\''")}'`;
  return optionLevel.replace(/[\\'[\],;]/g, (character) => `\\${character}`);
}

/**
 * The filter that draws "AI生成" in the lower right corner of every frame: white text over an outline of
 * eight black copies offset around it, so it reads on any background. drawtext takes expressions for the
 * size and the position but only a fixed number of pixels for its own border, so the outline is drawn this
 * way to scale with the frame.
 */
function frameLabelFilter(fontFile: string): string {
  const side = 'min(w\\,h)';
  const common = `fontfile=${quoteFilterValue(fontFile)}:text=${VIDEO_LABEL_TEXT}:fontsize=${side}*${FONT_SIZE_SHARE}`;
  const x = `w-tw-${side}*${MARGIN_SHARE}`;
  const y = `h-th-${side}*${MARGIN_SHARE}`;
  const step = `${side}*${OUTLINE_SHARE}`;
  const outline: string[] = [];
  for (const dy of [-1, 0, 1]) {
    for (const dx of [-1, 0, 1]) {
      if (dx !== 0 || dy !== 0) {
        outline.push(`drawtext=${common}:fontcolor=black:x=${x}+(${dx})*${step}:y=${y}+(${dy})*${step}`);
      }
    }
  }
  return [...outline, `drawtext=${common}:fontcolor=white:x=${x}:y=${y}`].join(',');
}

/** What {@link ffmpegLabelArguments} needs. */
export interface FfmpegLabelJob {
  input: string;
  output: string;
  fontFile: string;
  /** The implicit label's JSON, also written as an `AIGC` key of the QuickTime metadata (`mdta`). */
  aigcJson: string;
}

/**
 * ffmpeg's arguments (for execFile, no shell) to re-encode a video with the label in its frames: H.264 for
 * every player, the sound copied as is, the index at the front so playback starts before the whole file
 * has arrived, and the `AIGC` key among the file's QuickTime metadata.
 */
export function ffmpegLabelArguments(job: FfmpegLabelJob): string[] {
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    // Read the input as MP4/QuickTime only, from the local file only: ffmpeg would otherwise guess its
    // format, and a playlist (HLS) sent in its place could make it read other files or addresses.
    '-protocol_whitelist',
    'file',
    '-f',
    'mov',
    '-i',
    job.input,
    '-map',
    '0:v:0',
    '-map',
    '0:a?',
    '-vf',
    frameLabelFilter(job.fontFile),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'copy',
    '-metadata',
    `AIGC=${job.aigcJson}`,
    '-movflags',
    '+faststart+use_metadata_tags',
    '-f',
    'mp4',
    '-y',
    job.output,
  ];
}
