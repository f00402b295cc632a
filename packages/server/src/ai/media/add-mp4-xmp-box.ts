/**
 * The XMP specification's (Part 3, §1.2.7) place for XMP in an MP4: a top-level `uuid` box with this
 * user type, holding the packet as UTF-8.
 */
const XMP_UUID = Buffer.from('BE7ACFCB97A942E89C71999491E3AFAC', 'hex');

/** A top-level box: where it starts, its whole size and its four-character type. */
interface Mp4Box {
  start: number;
  size: number;
  type: string;
  /** True when its header says "to the end of the file" (size 0), as a streamed `mdat` may. */
  toEnd: boolean;
}

function topLevelBoxes(bytes: Buffer): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  for (let start = 0; start < bytes.length; ) {
    if (start + 8 > bytes.length) throw new Error('An MP4 box header runs past the end of the file');
    let size = bytes.readUInt32BE(start);
    const type = bytes.toString('latin1', start + 4, start + 8);
    const toEnd = size === 0;
    if (size === 1) {
      if (start + 16 > bytes.length) throw new Error('An MP4 box header runs past the end of the file');
      size = Number(bytes.readBigUInt64BE(start + 8));
    } else if (toEnd) {
      size = bytes.length - start;
    }
    if (size < 8 || start + size > bytes.length) throw new Error(`The MP4 box "${type}" has an impossible size`);
    boxes.push({ start, size, type, toEnd });
    start += size;
  }
  return boxes;
}

const isXmpBox = (bytes: Buffer, box: Mp4Box) =>
  box.type === 'uuid' && box.size >= 24 && bytes.subarray(box.start + 8, box.start + 24).equals(XMP_UUID);

/** True for bytes that are an MP4 (or QuickTime) file: boxes that fit, `ftyp` first and a `moov`. */
export function isMp4File(bytes: Buffer): boolean {
  try {
    const boxes = topLevelBoxes(bytes);
    return boxes[0]?.type === 'ftyp' && boxes.some((box) => box.type === 'moov');
  } catch {
    return false;
  }
}

/**
 * Writes an XMP packet into an MP4 (or QuickTime) file as a top-level `uuid` box appended at its end, so
 * no sample moves and every chunk offset (`stco`/`co64`) stays right. An XMP box the file already had is
 * turned into `free` space in place (same size, so nothing moves either), leaving the new packet the only
 * one a reader finds. Throws for bytes that are not an MP4: no `ftyp` first or no `moov`.
 *
 * Those two changes are made in `bytes` itself, which the caller hands over (a video is tens of MB: no
 * defensive copy); the answer is a new buffer with the packet appended.
 */
export function addMp4XmpBox(bytes: Buffer, xmp: string): Buffer {
  const boxes = topLevelBoxes(bytes);
  if (boxes[0]?.type !== 'ftyp' || !boxes.some((box) => box.type === 'moov')) throw new Error('Not an MP4 file');
  for (const box of boxes) {
    if (isXmpBox(bytes, box)) bytes.write('free', box.start + 4, 'latin1');
  }
  const last = boxes.at(-1);
  if (last?.toEnd) {
    // A box sized "to the end" would swallow the appended one: give it its real size.
    if (last.size > 0xffff_ffff) throw new Error('The last MP4 box is too large to be given a 32-bit size');
    bytes.writeUInt32BE(last.size, last.start);
  }
  const packet = Buffer.from(xmp, 'utf8');
  const header = Buffer.alloc(24);
  header.writeUInt32BE(24 + packet.length, 0);
  header.write('uuid', 4, 'latin1');
  XMP_UUID.copy(header, 8);
  return Buffer.concat([bytes, header, packet]);
}
