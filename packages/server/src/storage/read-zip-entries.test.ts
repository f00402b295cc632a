import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeZip } from '../demo/write-zip';
import { readZipEntries, ZipOutputLimitError, type ZipSource } from './read-zip-entries';

/** A source over bytes in memory. */
function sourceOf(bytes: Buffer): ZipSource {
  return { size: bytes.length, read: async (start, end) => bytes.subarray(start, end) };
}

const MIB = 1024 * 1024;

describe('readZipEntries', () => {
  it('reads only the wanted entries', async () => {
    const zip = writeZip([
      { name: 'word/document.xml', data: '<w:t>你好</w:t>' },
      { name: 'word/media/big.bin', data: Buffer.alloc(MIB, 7) },
    ]);
    const entries = await readZipEntries(sourceOf(zip), (name) => name === 'word/document.xml', MIB);
    expect([...entries.keys()]).toEqual(['word/document.xml']);
    expect(entries.get('word/document.xml')?.toString('utf8')).toBe('<w:t>你好</w:t>');
  });

  it('stops a zip bomb at the output limit, and ignores one that is not wanted', async () => {
    const bomb = writeZip([
      { name: 'word/document.xml', data: Buffer.alloc(20 * MIB) },
      { name: 'ppt/slides/slide1.xml', data: '<a:t>ok</a:t>' },
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(readZipEntries(sourceOf(bomb), (name) => name === 'word/document.xml', MIB)).rejects.toBeInstanceOf(
      ZipOutputLimitError,
    );
    const slides = await readZipEntries(sourceOf(bomb), (name) => name.startsWith('ppt/'), MIB);
    expect(slides.get('ppt/slides/slide1.xml')?.toString()).toBe('<a:t>ok</a:t>');
  });

  it('counts the limit over all wanted entries together', async () => {
    const zip = writeZip(
      Array.from({ length: 4 }, (_, index) => ({
        name: `ppt/slides/slide${index + 1}.xml`,
        data: Buffer.alloc(MIB / 2),
      })),
    );
    await expect(readZipEntries(sourceOf(zip), () => true, MIB)).rejects.toBeInstanceOf(ZipOutputLimitError);
    expect((await readZipEntries(sourceOf(zip), () => true, 3 * MIB)).size).toBe(4);
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
    [
      'an entry with corrupt deflate data',
      (() => {
        const zip = writeZip([{ name: 'word/document.xml', data: 'hello hello hello' }]);
        const data = deflateRawSync(Buffer.from('hello hello hello'));
        zip.fill(0xff, 30 + 'word/document.xml'.length, 30 + 'word/document.xml'.length + data.length);
        return zip;
      })(),
    ],
  ])('gives no entries for %s', async (_label, bytes) => {
    expect((await readZipEntries(sourceOf(bytes), () => true, MIB)).size).toBe(0);
  });
});
