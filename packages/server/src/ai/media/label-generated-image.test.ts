import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readTags, startExifTool } from '../../../test/media-readers';
import type { AigcMetadata } from './aigc-metadata';
import { createLabelOutline, labelGeneratedImage } from './label-generated-image';

const metadata: AigcMetadata = {
  Label: '1',
  ContentProducer: 'api.siliconflow.cn',
  ProduceID: 'a1b2c3',
  ReservedCode1: '',
  ContentPropagator: '叶县教育公共服务平台',
  PropagateID: 'f00d',
  ReservedCode2: '',
};

const outline = createLabelOutline();
const exiftool = startExifTool();
afterAll(() => exiftool.end());

/** A plain light picture, as a generated one would arrive (JPEG here, to see it converted). */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e8f0e0' } })
    .jpeg()
    .toBuffer();

/** The share of dark pixels in a region of the picture. */
async function darkShare(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png).extract(region).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 128) dark += 1;
  return dark / (info.width * info.height);
}

describe('labelGeneratedImage', () => {
  it('writes the AIGC label a metadata reader reads back', async () => {
    const labelled = await labelGeneratedImage(await picture(640, 480), metadata, outline);
    const read = await exifr.parse(labelled, { ihdr: true, tiff: false, xmp: false });
    expect(read?.ImageWidth).toBe(640);
    expect(JSON.parse(String(read?.AIGC))).toEqual(metadata);
  });

  it('writes the same label as XMP (TC260 namespace) that exiftool reads back, escaped', async () => {
    const hostile = { ...metadata, ContentProducer: '</TC260:AIGC><TC260:Label>0</TC260:Label> & "x"' };
    const tags = await readTags(
      exiftool,
      await labelGeneratedImage(await picture(320, 200), hostile, outline),
      'a.png',
    );
    expect(JSON.parse(String(tags['XMP-TC260:Aigc']))).toEqual(hostile);
    expect(JSON.parse(String(tags['PNG:AIGC']))).toEqual(hostile);
    expect(Object.keys(tags).filter((name) => name.startsWith('XMP-TC260:'))).toEqual(['XMP-TC260:Aigc']);
  });

  it.each([
    [1024, 1024],
    [1280, 720],
    [300, 900],
  ])('draws the visible label into the lower right corner of a %i×%i picture', async (width, height) => {
    const labelled = await labelGeneratedImage(await picture(width, height), metadata, outline);
    const side = Math.min(width, height);
    const corner = Math.ceil(side * 0.25);
    // The plate darkens the corner; the opposite corner stays as generated.
    expect(
      await darkShare(labelled, { left: width - corner, top: height - corner, width: corner, height: corner }),
    ).toBeGreaterThan(0.1);
    expect(await darkShare(labelled, { left: 0, top: 0, width: corner, height: corner })).toBe(0);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(labelGeneratedImage(Buffer.from('<html>'), metadata, outline)).rejects.toThrow();
  });
});
