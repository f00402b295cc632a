import { BitWriter, toNalPayload } from './bit-writer';
import type { Raster } from './raster';

const TIMESCALE = 1000;
const MB = 16;
const PROFILE_BASELINE = 66;
const LEVEL_3_0 = 30;
const LOG2_MAX_FRAME_NUM = 4;
const MB_TYPE_I_PCM_IN_I_SLICE = 25;
const MB_TYPE_I_PCM_IN_P_SLICE = 30;
/** mb_type of I_16x16 with prediction mode 0 (vertical) and no residual; mode 1 (horizontal) is one more. */
const MB_TYPE_I16X16_IN_I_SLICE = 1;
/** In a P slice the intra mb_types follow the five inter ones. */
const INTRA_OFFSET_IN_P_SLICE = 5;
/** What a neighbouring macroblock counts as in the CAVLC nC rule: I_PCM as 16 coefficients, others as none. */
const PCM_COEFFICIENTS = 16;

function nal(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const payload = toNalPayload(rbsp);
  const unit = new Uint8Array(payload.length + 1);
  unit[0] = (refIdc << 5) | type;
  unit.set(payload, 1);
  return unit;
}

function sequenceParameterSet(widthMbs: number, heightMbs: number): Uint8Array {
  const w = new BitWriter();
  w.bits(PROFILE_BASELINE, 8);
  w.bits(0b11000000, 8); // constraint_set0 and set1: plain baseline
  w.bits(LEVEL_3_0, 8);
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type 2: output order = decoding order
  w.ue(1); // max_num_ref_frames
  w.bits(0, 1); // gaps_in_frame_num_value_allowed_flag
  w.ue(widthMbs - 1);
  w.ue(heightMbs - 1);
  w.bits(1, 1); // frame_mbs_only_flag
  w.bits(1, 1); // direct_8x8_inference_flag
  w.bits(0, 1); // frame_cropping_flag
  w.bits(0, 1); // vui_parameters_present_flag
  return nal(3, 7, w.finish());
}

function pictureParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bits(0, 1); // entropy_coding_mode_flag: CAVLC
  w.bits(0, 1); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bits(0, 1); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bits(1, 1); // deblocking_filter_control_present_flag
  w.bits(0, 1); // constrained_intra_pred_flag
  w.bits(0, 1); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.finish());
}

/** Y, Cb, Cr samples of one macroblock (256 + 64 + 64 bytes), BT.601, never 0 (old decoders reject it). */
function macroblockSamples(raster: Raster, mbX: number, mbY: number): Uint8Array {
  const out = new Uint8Array(384);
  const { data, width } = raster;
  const clamp = (v: number) => Math.max(1, Math.min(255, Math.round(v)));
  for (let y = 0; y < MB; y++) {
    let o = ((mbY * MB + y) * width + mbX * MB) * 4;
    for (let x = 0; x < MB; x++, o += 4) {
      out[y * MB + x] = clamp(16 + 0.257 * (data[o] ?? 0) + 0.504 * (data[o + 1] ?? 0) + 0.098 * (data[o + 2] ?? 0));
    }
  }
  // Chroma: the mean of each 2×2 block (4:2:0).
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < 2; dy++) {
        const o = ((mbY * MB + y * 2 + dy) * width + mbX * MB + x * 2) * 4;
        r += (data[o] ?? 0) + (data[o + 4] ?? 0);
        g += (data[o + 1] ?? 0) + (data[o + 5] ?? 0);
        b += (data[o + 2] ?? 0) + (data[o + 6] ?? 0);
      }
      r /= 4;
      g /= 4;
      b /= 4;
      out[256 + y * 8 + x] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      out[320 + y * 8 + x] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return out;
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

interface EncodedFrame {
  keyframe: boolean;
  nalUnit: Uint8Array;
}

/** How a macroblock is coded. */
type MacroblockCoding = 'skip' | 'vertical' | 'horizontal' | 'pcm';

/** Whether `samples` are exactly `from`'s edge (its bottom row, or right column) carried across the block. */
function predictedBy(samples: Uint8Array, from: Uint8Array | undefined, direction: 'vertical' | 'horizontal'): boolean {
  if (!from) return false;
  // Luma 16×16 at 0, Cb and Cr 8×8 at 256 and 320.
  for (const [base, size] of [
    [0, 16],
    [256, 8],
    [320, 8],
  ] as const) {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const edge = direction === 'vertical' ? from[base + (size - 1) * size + x] : from[base + y * size + size - 1];
        if (samples[base + y * size + x] !== edge) return false;
      }
    }
  }
  return true;
}

/** coeff_token of a block with no coefficient, by nC (H.264 table 9-5). */
function writeNoCoefficients(w: BitWriter, nC: number): void {
  if (nC < 2) w.bits(0b1, 1);
  else if (nC < 4) w.bits(0b11, 2);
  else if (nC < 8) w.bits(0b1111, 4);
  else w.bits(0b000011, 6);
}

/**
 * Encodes frames as H.264 Baseline without a transform: a macroblock that repeats the previous frame is
 * skipped (P frames); one that is its upper or left neighbour's edge carried across (a flat card, a sky
 * gradient) is Intra 16×16 vertical or horizontal prediction with no residual; any other is I_PCM (raw
 * samples). Every decoded sample is exact, so predictions match what the decoder reconstructs. That is a
 * valid stream any H.264 decoder plays, written without ffmpeg.
 */
function encodeFrames(frames: readonly Raster[], keyframeEvery: number): EncodedFrame[] {
  const first = frames[0];
  if (!first) throw new Error('encodeMp4 needs at least one frame');
  const widthMbs = first.width / MB;
  const heightMbs = first.height / MB;
  let previous: Uint8Array[] = [];
  let frameNum = 0;
  let idrId = 0;
  return frames.map((raster, index) => {
    const current: Uint8Array[] = [];
    for (let y = 0; y < heightMbs; y++)
      for (let x = 0; x < widthMbs; x++) current.push(macroblockSamples(raster, x, y));
    const keyframe = index % keyframeEvery === 0;
    const w = new BitWriter();
    if (keyframe) frameNum = 0;
    w.ue(0); // first_mb_in_slice
    w.ue(keyframe ? 7 : 5); // slice_type: I or P (all slices of the picture)
    w.ue(0); // pic_parameter_set_id
    w.bits(frameNum, LOG2_MAX_FRAME_NUM);
    if (keyframe) {
      w.ue(idrId);
      idrId = (idrId + 1) % 2;
      w.bits(0, 1); // no_output_of_prior_pics_flag
      w.bits(0, 1); // long_term_reference_flag
    } else {
      w.bits(0, 1); // num_ref_idx_active_override_flag
      w.bits(0, 1); // ref_pic_list_modification_flag_l0
      w.bits(0, 1); // adaptive_ref_pic_marking_mode_flag
    }
    w.se(0); // slice_qp_delta
    w.ue(1); // disable_deblocking_filter_idc: the samples are exact, nothing to smooth
    const coding: MacroblockCoding[] = [];
    let skipRun = 0;
    current.forEach((samples, mbIndex) => {
      const [mbX, mbY] = [mbIndex % widthMbs, Math.floor(mbIndex / widthMbs)];
      const up = mbY > 0 ? current[mbIndex - widthMbs] : undefined;
      const left = mbX > 0 ? current[mbIndex - 1] : undefined;
      const mode: MacroblockCoding =
        !keyframe && sameBytes(previous[mbIndex], samples)
          ? 'skip'
          : predictedBy(samples, up, 'vertical')
            ? 'vertical'
            : predictedBy(samples, left, 'horizontal')
              ? 'horizontal'
              : 'pcm';
      coding.push(mode);
      if (mode === 'skip') {
        skipRun++;
        return;
      }
      if (!keyframe) {
        w.ue(skipRun);
        skipRun = 0;
      }
      const offset = keyframe ? 0 : INTRA_OFFSET_IN_P_SLICE;
      if (mode === 'pcm') {
        w.ue(keyframe ? MB_TYPE_I_PCM_IN_I_SLICE : MB_TYPE_I_PCM_IN_P_SLICE);
        w.alignZero();
        w.bytesAligned(samples);
        return;
      }
      w.ue(offset + MB_TYPE_I16X16_IN_I_SLICE + (mode === 'vertical' ? 0 : 1));
      w.ue(mode === 'vertical' ? 2 : 1); // intra_chroma_pred_mode: 2 vertical, 1 horizontal
      w.se(0); // mb_qp_delta
      // Intra16x16DCLevel is always coded; nC from the blocks beside and above (I_PCM counts 16).
      const count = (neighbour: MacroblockCoding | undefined) =>
        neighbour === undefined ? undefined : neighbour === 'pcm' ? PCM_COEFFICIENTS : 0;
      const nA = count(mbX > 0 ? coding[mbIndex - 1] : undefined);
      const nB = count(mbY > 0 ? coding[mbIndex - widthMbs] : undefined);
      writeNoCoefficients(w, nA !== undefined && nB !== undefined ? (nA + nB + 1) >> 1 : (nA ?? nB ?? 0));
    });
    if (!keyframe && skipRun > 0) w.ue(skipRun);
    previous = current;
    frameNum = (frameNum + 1) % (1 << LOG2_MAX_FRAME_NUM);
    return { keyframe, nalUnit: nal(keyframe ? 3 : 2, keyframe ? 5 : 1, w.finish()) };
  });
}

function box(type: string, ...parts: Uint8Array[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE((version << 24) | flags, 0);
  return box(type, head, ...parts);
}

function u32(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => {
    b.writeUInt32BE(v >>> 0, i * 4);
  });
  return b;
}

function u16(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => {
    b.writeUInt16BE(v, i * 2);
  });
  return b;
}

const UNITY_MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** Options of {@link encodeMp4}. */
export interface Mp4Options {
  /** How long each frame shows: one duration for all, or one per frame (a title card held for seconds). */
  frameDurationMs: number | readonly number[];
  /** A keyframe every this many frames (seeking lands on keyframes). */
  keyframeEvery: number;
}

/**
 * Writes an MP4 (ISO BMFF, moov before mdat so playback can start before the download ends) with
 * one H.264 video track. Frame sizes must be multiples of 16 pixels.
 */
export function encodeMp4(frames: readonly Raster[], options: Mp4Options): Buffer {
  const first = frames[0];
  if (!first || first.width % MB !== 0 || first.height % MB !== 0) {
    throw new Error('encodeMp4 needs frames whose sides are multiples of 16 pixels');
  }
  const { width, height } = first;
  const sps = sequenceParameterSet(width / MB, height / MB);
  const pps = pictureParameterSet();
  const encoded = encodeFrames(frames, options.keyframeEvery);
  const samples = encoded.map((f) => Buffer.concat([u32(f.nalUnit.length), f.nalUnit]));
  const durations = frames.map((_, i) =>
    typeof options.frameDurationMs === 'number' ? options.frameDurationMs : (options.frameDurationMs[i] ?? 0),
  );
  if (durations.some((ms) => !Number.isInteger(ms) || ms <= 0)) {
    throw new Error('encodeMp4 needs a whole positive duration in milliseconds for every frame');
  }
  const duration = durations.reduce((sum, ms) => sum + ms, 0);
  // stts: runs of equal durations, each as (sample count, sample delta).
  const timeToSample: number[] = [];
  durations.forEach((ms, i) => {
    if (i > 0 && durations[i - 1] === ms) timeToSample[timeToSample.length - 2] = (timeToSample.at(-2) ?? 0) + 1;
    else timeToSample.push(1, ms);
  });

  const buildMoov = (mdatDataOffset: number): Buffer => {
    const avcC = box(
      'avcC',
      Uint8Array.from([1, PROFILE_BASELINE, 0b11000000, LEVEL_3_0, 0xff, 0xe1]),
      u16(sps.length),
      sps,
      Uint8Array.from([1]),
      u16(pps.length),
      pps,
    );
    const avc1 = box(
      'avc1',
      Buffer.alloc(6),
      u16(1), // data_reference_index
      Buffer.alloc(16),
      u16(width, height),
      u32(0x480000, 0x480000, 0),
      u16(1),
      Buffer.alloc(32),
      u16(0x18, 0xffff),
      avcC,
    );
    const stbl = box(
      'stbl',
      fullBox('stsd', 0, 0, u32(1), avc1),
      fullBox('stts', 0, 0, u32(timeToSample.length / 2, ...timeToSample)),
      fullBox(
        'stss',
        0,
        0,
        u32(encoded.filter((f) => f.keyframe).length),
        u32(...encoded.flatMap((f, i) => (f.keyframe ? [i + 1] : []))),
      ),
      fullBox('stsc', 0, 0, u32(1, 1, frames.length, 1)),
      fullBox('stsz', 0, 0, u32(0, samples.length), u32(...samples.map((s) => s.length))),
      fullBox('stco', 0, 0, u32(1, mdatDataOffset)),
    );
    const minf = box(
      'minf',
      fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
      box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
      stbl,
    );
    const mdia = box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(0, 0, TIMESCALE, duration), u16(0x55c4, 0)), // language 'und'
      fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide'), u32(0, 0, 0), Buffer.from('VideoHandler\0')),
      minf,
    );
    const trak = box(
      'trak',
      fullBox(
        'tkhd',
        0,
        3,
        u32(0, 0, 1, 0, duration, 0, 0),
        u16(0, 0, 0, 0),
        UNITY_MATRIX,
        u32(width << 16, height << 16),
      ),
      mdia,
    );
    const mvhd = fullBox(
      'mvhd',
      0,
      0,
      u32(0, 0, TIMESCALE, duration, 0x10000),
      u16(0x100, 0),
      u32(0, 0),
      UNITY_MATRIX,
      u32(0, 0, 0, 0, 0, 0, 2),
    );
    return box('moov', mvhd, trak);
  };

  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'));
  const moovSize = buildMoov(0).length;
  const moov = buildMoov(ftyp.length + moovSize + 8);
  return Buffer.concat([ftyp, moov, box('mdat', ...samples)]);
}
