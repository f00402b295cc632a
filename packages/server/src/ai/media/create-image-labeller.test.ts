import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { isHttpError } from '../../http/http-error';
import { createLocalFileStore } from '../../storage/file-store';
import { createImageLabeller } from './create-image-labeller';

const folder = mkdtempSync(path.join(tmpdir(), 'edu-labeller-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();
const labellerWith = (fetch: typeof globalThis.fetch, maxBytes = 1_000_000) =>
  createImageLabeller({
    store: createLocalFileStore(folder),
    fetch,
    timeoutMs: 1000,
    maxBytes,
    producer: 'media.example',
    propagator: '平台',
  });
const serving = (body: ConstructorParameters<typeof Response>[0], headers: Record<string, string> = {}) =>
  (async () => new Response(body, { headers })) as unknown as typeof fetch;

describe('createImageLabeller', () => {
  it('stores the labelled picture under a name that carries the label', async () => {
    const url = await labellerWith(serving(png))('https://cdn.example/a.png', 'https://edu.example');
    expect(url).toMatch(
      /^https:\/\/edu\.example\/resource_api\/storage\/files\/aigc\/AI%E7%94%9F%E6%88%90-[0-9a-f-]{36}\.png$/,
    );
  });

  it.each([
    ['an address that is not http(s)', serving(png), 'file:///etc/passwd', 1_000_000],
    ['a picture larger than MEDIA_IMAGE_MAX_BYTES', serving(png), 'https://cdn.example/a.png', 100],
    [
      'a declared length over the limit',
      serving(png, { 'content-length': '999999999' }),
      'https://cdn.example/a.png',
      1000,
    ],
    ['bytes that are not a picture', serving('<svg onload=alert(1)'), 'https://cdn.example/a.png', 1_000_000],
  ])('refuses %s with 502', async (_label, fetch, url, maxBytes) => {
    const error = await labellerWith(fetch, maxBytes)(url, 'https://edu.example').catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(502);
  });
});
