import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeZip } from '../../demo/write-zip';
import { zipSourceOfBytes } from '../../testing/office-preview-of-bytes';
import { inflateZipEntry, readZipDirectory, ZipFormatError, type ZipSource } from './read-zip-entries';

const MIB = 1024 * 1024;

/** A source that records every byte range read or streamed. */
function recordingSource(bytes: Buffer): ZipSource & { ranges: [number, number][] } {
  const inner = zipSourceOfBytes(bytes);
  const ranges: [number, number][] = [];
  return {
    ranges,
    size: inner.size,
    read: (start, end) => {
      ranges.push([start, end]);
      return inner.read(start, end);
    },
    stream: (start, end) => {
      ranges.push([start, end]);
      return inner.stream(start, end);
    },
  };
}

async function inflateAll(source: ZipSource, name: string): Promise<Buffer> {
  const entries = await readZipDirectory(source, (entry) => entry === name);
  const entry = entries?.get(name);
  if (!entry) throw new Error(`no ${name}`);
  const chunks: Buffer[] = [];
  for await (const chunk of inflateZipEntry(source, entry)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('readZipDirectory and inflateZipEntry', () => {
  it('lists only the wanted entries and reads nothing of the others', async () => {
    const zip = writeZip([
      { name: 'word/document.xml', data: '<w:t>你好</w:t>' },
      { name: 'word/media/big.bin', data: Buffer.alloc(MIB, 7) },
    ]);
    const source = recordingSource(zip);
    const entries = await readZipDirectory(source, (name) => name === 'word/document.xml');
    expect([...(entries?.keys() ?? [])]).toEqual(['word/document.xml']);
    expect((await inflateAll(source, 'word/document.xml')).toString('utf8')).toBe('<w:t>你好</w:t>');
    const bigStart = zip.indexOf('word/media/big.bin');
    expect(source.ranges.some(([start, end]) => start > bigStart && end - start > 10_000)).toBe(false);
  });

  it('inflates a large entry in chunks, and stops reading when the caller stops', async () => {
    const zip = writeZip([{ name: 'word/document.xml', data: Buffer.alloc(20 * MIB, 0x61) }]);
    expect(zip.length).toBeLessThan(100_000);
    const source = zipSourceOfBytes(zip);
    const entry = (await readZipDirectory(source, () => true))?.get('word/document.xml');
    if (!entry) throw new Error('no entry');
    let inflated = 0;
    let chunks = 0;
    for await (const chunk of inflateZipEntry(source, entry)) {
      inflated += chunk.length;
      chunks += 1;
      if (inflated >= MIB) break;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(inflated).toBeLessThan(2 * MIB);
  });

  it('asks for the directory size first, and reads no entry when it is refused', async () => {
    const zip = writeZip([{ name: 'word/document.xml', data: 'x' }]);
    expect(
      await readZipDirectory(
        zipSourceOfBytes(zip),
        () => true,
        () => false,
      ),
    ).toBeUndefined();
  });

  it.each([
    ['not a zip at all', Buffer.from('%PDF-1.4 hello')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated zip', writeZip([{ name: 'word/document.xml', data: 'x'.repeat(5000) }]).subarray(0, 60)],
    [
      'a directory pointing past the end',
      (() => {
        const zip = writeZip([{ name: 'word/document.xml', data: 'x' }]);
        zip.writeUInt32LE(0x7fffffff, zip.length - 6);
        return zip;
      })(),
    ],
  ])('reads no directory of %s', async (_label, bytes) => {
    expect(await readZipDirectory(zipSourceOfBytes(bytes), () => true)).toBeUndefined();
  });

  it('refuses an entry with corrupt deflate data with a ZipFormatError', async () => {
    const zip = writeZip([{ name: 'word/document.xml', data: 'hello hello hello' }]);
    const data = deflateRawSync(Buffer.from('hello hello hello'));
    const start = 30 + 'word/document.xml'.length;
    zip.fill(0xff, start, start + data.length);
    await expect(inflateAll(zipSourceOfBytes(zip), 'word/document.xml')).rejects.toBeInstanceOf(ZipFormatError);
  });

  it('refuses an entry whose local header is not one', async () => {
    const zip = writeZip([{ name: 'word/document.xml', data: 'hello' }]);
    zip.writeUInt32LE(0, 0);
    await expect(inflateAll(zipSourceOfBytes(zip), 'word/document.xml')).rejects.toBeInstanceOf(ZipFormatError);
  });
});
