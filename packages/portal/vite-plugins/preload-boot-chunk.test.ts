import { describe, expect, it } from 'vitest';
import { bootPreloadFiles } from './preload-boot-chunk';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) =>
  [fileName, { type: 'chunk' as const, fileName, imports, facadeModuleId }] as const;

describe('bootPreloadFiles', () => {
  it('lists the boot chunk and what it imports, minus what the entry already loads', () => {
    const bundle = Object.fromEntries([
      chunk('assets/index-a.js', ['assets/jsx-runtime-b.js', 'assets/portal-clients-c.js'], '/p/index.html'),
      chunk('assets/jsx-runtime-b.js'),
      chunk('assets/portal-clients-c.js', ['assets/jsx-runtime-b.js']),
      chunk('assets/boot-d.js', ['assets/react-dom-e.js', 'assets/jsx-runtime-b.js'], '/p/src/app/boot.tsx'),
      chunk('assets/react-dom-e.js', ['assets/scheduler-f.js']),
      chunk('assets/scheduler-f.js', ['assets/react-dom-e.js']),
      chunk('assets/home-screen-g.js', ['assets/jsx-runtime-b.js'], '/p/src/features/home/home-screen.tsx'),
    ]);
    expect(bootPreloadFiles(bundle, 'assets/index-a.js')).toEqual([
      'assets/boot-d.js',
      'assets/react-dom-e.js',
      'assets/scheduler-f.js',
    ]);
  });

  it('lists nothing when no chunk comes from boot.tsx', () => {
    expect(bootPreloadFiles(Object.fromEntries([chunk('assets/index-a.js')]), 'assets/index-a.js')).toEqual([]);
  });
});
