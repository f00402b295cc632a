import type { WireRecord } from '@edu/browser-harness';
import { describe, expect, it } from 'vitest';
import { sectionBytesOf } from './section-bytes';

const script = (file: string, transferredBytes: number): WireRecord => ({
  url: `http://127.0.0.1:8080/assets/${file}`,
  type: 'Script',
  status: 200,
  encoding: 'br',
  transferredBytes,
  decodedBytes: transferredBytes * 3,
});

describe('sectionBytesOf', () => {
  it('counts what a route fetched beyond the files every route fetched', () => {
    const entry = script('index.js', 40_000);
    const boot = script('boot.js', 60_000);
    const searchBar = script('search-bar.js', 3_000);
    const loads = [
      { path: '/reform', section: 'reform', code: [entry, boot, searchBar, script('reform-screen.js', 2_000)] },
      { path: '/information', section: 'information', code: [entry, searchBar, boot, script('info.js', 1_500)] },
      { path: '/paint', section: 'paint', code: [boot, entry, script('paint-screen.js', 2_500)] },
    ];
    expect(sectionBytesOf(loads)).toEqual([
      {
        path: '/reform',
        section: 'reform',
        bytes: 5_000,
        files: ['/assets/search-bar.js', '/assets/reform-screen.js'],
      },
      {
        path: '/information',
        section: 'information',
        bytes: 4_500,
        files: ['/assets/search-bar.js', '/assets/info.js'],
      },
      { path: '/paint', section: 'paint', bytes: 2_500, files: ['/assets/paint-screen.js'] },
    ]);
  });

  it('counts all of a lone route’s code, since nothing is known to be shared', () => {
    const loads = [{ path: '/zhsj', section: 'practice', code: [script('index.js', 40_000), script('zhsj.js', 900)] }];
    expect(sectionBytesOf(loads)).toEqual([
      { path: '/zhsj', section: 'practice', bytes: 40_900, files: ['/assets/index.js', '/assets/zhsj.js'] },
    ]);
  });

  it('gives nothing for no loads', () => {
    expect(sectionBytesOf([])).toEqual([]);
  });
});
