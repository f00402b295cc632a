import { describe, expect, it } from 'vitest';
import { appChunkPreloadFiles } from './preload-app-chunks';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) =>
  [fileName, { type: 'chunk' as const, fileName, imports, facadeModuleId }] as const;

describe('appChunkPreloadFiles', () => {
  it('lists the preload chunk, then the boot chunk, each with what it imports, minus what the entry loads', () => {
    const bundle = Object.fromEntries([
      chunk('assets/index-a.js', ['assets/jsx-runtime-b.js'], '/p/index.html'),
      chunk('assets/jsx-runtime-b.js'),
      chunk(
        'assets/boot-d.js',
        ['assets/react-dom-e.js', 'assets/jsx-runtime-b.js', 'assets/clients-c.js'],
        '/p/src/app/boot.tsx',
      ),
      chunk('assets/react-dom-e.js', ['assets/scheduler-f.js']),
      chunk('assets/scheduler-f.js', ['assets/react-dom-e.js']),
      chunk('assets/preload-h.js', ['assets/clients-c.js'], '/p/src/preload.ts'),
      chunk('assets/clients-c.js', ['assets/jsx-runtime-b.js']),
      chunk('assets/home-screen-g.js', ['assets/jsx-runtime-b.js'], '/p/src/features/home/home-screen.tsx'),
    ]);
    expect(appChunkPreloadFiles(bundle, 'assets/index-a.js')).toEqual([
      'assets/preload-h.js',
      'assets/clients-c.js',
      'assets/boot-d.js',
      'assets/react-dom-e.js',
      'assets/scheduler-f.js',
    ]);
  });

  it('lists nothing when no chunk comes from the app’s modules', () => {
    expect(appChunkPreloadFiles(Object.fromEntries([chunk('assets/index-a.js')]), 'assets/index-a.js')).toEqual([]);
  });
});
