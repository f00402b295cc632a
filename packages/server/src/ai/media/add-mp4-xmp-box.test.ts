import { describe, expect, it } from 'vitest';
import { addMp4XmpBox } from './add-mp4-xmp-box';

const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

/** One box: 32-bit size, type, payload (size 0 writes "to the end of the file"). */
function box(type: string, payload: Buffer | string, size?: number): Buffer {
  const body = Buffer.from(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size ?? 8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
const uuidBox = (hex: string, payload: string) =>
  box('uuid', Buffer.concat([Buffer.from(hex, 'hex'), Buffer.from(payload)]));

/** The top-level boxes of a file as `type:size`. */
function layout(bytes: Buffer): string[] {
  const found: string[] = [];
  for (let start = 0; start < bytes.length; start += bytes.readUInt32BE(start)) {
    found.push(`${bytes.toString('latin1', start + 4, start + 8)}:${bytes.readUInt32BE(start)}`);
  }
  return found;
}

const ftyp = box('ftyp', 'isom\0\0\x02\0isomiso2avc1mp41');
const moov = box('moov', box('mvhd', Buffer.alloc(100)));
const mdat = box('mdat', Buffer.alloc(64, 7));

describe('addMp4XmpBox', () => {
  it('appends the packet as the XMP uuid box and leaves every byte before it as it was', () => {
    const file = Buffer.concat([ftyp, mdat, moov]);
    const labelled = addMp4XmpBox(file, '<x:xmpmeta>叶县</x:xmpmeta>');
    expect(labelled.subarray(0, file.length).equals(file)).toBe(true);
    const packet = Buffer.from('<x:xmpmeta>叶县</x:xmpmeta>');
    expect(layout(labelled)).toEqual(['ftyp:32', 'mdat:72', `moov:${moov.length}`, `uuid:${24 + packet.length}`]);
    expect(labelled.subarray(file.length + 8, file.length + 24).toString('hex')).toBe(XMP_UUID);
    expect(labelled.subarray(file.length + 24).toString('utf8')).toBe('<x:xmpmeta>叶县</x:xmpmeta>');
  });

  it('turns an XMP box the file already had into free space of the same size, so nothing moves', () => {
    const old = uuidBox(XMP_UUID, '<old/>');
    const other = uuidBox('00112233445566778899aabbccddeeff', 'keep');
    const file = Buffer.concat([ftyp, moov, old, other, mdat]);
    const labelled = addMp4XmpBox(file, '<new/>');
    expect(layout(labelled)).toEqual(['ftyp:32', `moov:${moov.length}`, 'free:30', 'uuid:28', 'mdat:72', 'uuid:30']);
    expect(labelled.length).toBe(file.length + 30);
    expect(labelled.indexOf('keep')).toBeGreaterThan(0);
  });

  it('gives a last box sized "to the end of the file" its real size before appending', () => {
    const streamed = box('mdat', Buffer.alloc(40, 1), 0);
    const labelled = addMp4XmpBox(Buffer.concat([ftyp, moov, streamed]), '<x/>');
    expect(layout(labelled)).toEqual(['ftyp:32', `moov:${moov.length}`, 'mdat:48', 'uuid:28']);
  });

  it('reads a 64-bit box size', () => {
    const large = Buffer.alloc(16 + 8);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(24n, 8);
    const labelled = addMp4XmpBox(Buffer.concat([ftyp, moov, large]), '<x/>');
    expect(labelled.subarray(-28 + 4, -28 + 8).toString('latin1')).toBe('uuid');
    expect(labelled.length).toBe(ftyp.length + moov.length + 24 + 28);
  });

  it.each([
    ['a picture', Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an MP4 without its index', Buffer.concat([ftyp, mdat])],
    ['a box running past the end', Buffer.concat([ftyp, moov, box('mdat', 'x', 4096)])],
    ['a box smaller than its header', Buffer.concat([ftyp, moov, box('free', '', 4)])],
    ['a cut header', Buffer.concat([ftyp, moov, Buffer.from([0, 0])])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(() => addMp4XmpBox(bytes, '<x/>')).toThrow();
  });
});
