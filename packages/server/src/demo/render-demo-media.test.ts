import { describe, expect, it } from 'vitest';
import type { DemoMediaRequest } from './render-demo-media';
import { renderDemoMediaHere } from './render-demo-media';
import { renderDemoMediaApart } from './render-demo-media-apart';

const request: DemoMediaRequest = {
  files: [
    { key: 'demo/a.mp3', source: { kind: 'mp3', notesHz: [440, 494] } },
    { key: 'demo/b.xlsx', source: { kind: 'xlsx', title: '课表', rows: [['周一', 1]] } },
    // A file of the shared media pool appears under one key more than once.
    { key: 'demo/a.mp3', source: { kind: 'mp3', notesHz: [440, 494] } },
  ],
  pictures: [
    { key: 'demo/c.webp', format: 'webp', svg: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>' },
    { key: 'demo/d.svg', format: 'svg', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  ],
};

describe('renderDemoMediaApart', () => {
  it('renders in a child process the same bytes as in this one', async () => {
    const apart = await renderDemoMediaApart(request);
    const here = await renderDemoMediaHere(request);
    expect([...apart.keys()].sort()).toEqual(['demo/a.mp3', 'demo/b.xlsx', 'demo/c.webp', 'demo/d.svg']);
    for (const [key, bytes] of here) {
      expect(Buffer.isBuffer(apart.get(key)), key).toBe(true);
      expect(apart.get(key)?.equals(bytes), key).toBe(true);
    }
    expect(apart.get('demo/c.webp')?.subarray(8, 12).toString('latin1')).toBe('WEBP');
  }, 30_000);

  it("reports the child's error", async () => {
    const broken: DemoMediaRequest = { files: [], pictures: [{ key: 'x.webp', format: 'webp', svg: 'not a picture' }] };
    await expect(renderDemoMediaApart(broken)).rejects.toThrow(/^Rendering the demo media failed: .*/);
  }, 30_000);
});
