import type { Plugin } from 'vite';

/** The module main.tsx imports dynamically: React DOM and the app. */
const BOOT_MODULE = /\/src\/app\/boot\.tsx$/;

/** A chunk of the bundle as far as this plugin reads it. */
interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * The files to modulepreload for the boot chunk: it and every chunk it imports statically, minus those
 * the HTML entry already loads (Vite lists those itself).
 */
export function bootPreloadFiles(bundle: Record<string, ChunkInfo>, entryFile: string): string[] {
  const boot = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && BOOT_MODULE.test(chunk.facadeModuleId ?? ''),
  );
  if (!boot) return [];
  const loadedByEntry = new Set<string>();
  const collect = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) collect(imported, into);
  };
  collect(entryFile, loadedByEntry);
  const bootFiles = new Set<string>();
  collect(boot.fileName, bootFiles);
  return [...bootFiles].filter((fileName) => !loadedByEntry.has(fileName));
}

/**
 * Adds `<link rel="modulepreload">` for the boot chunk (React DOM and the app) to index.html. main.tsx
 * imports it dynamically so that preload.ts sends the first requests before React DOM evaluates; without
 * the hint the browser would only start fetching and compiling it once the entry had run. With it, the
 * download and the compile overlap the entry's evaluation; the evaluation order stays the same. Every
 * route loads the boot chunk, so no page loads more bytes. A page the server drew goes out without any of
 * the hints (`src/server-render/drawn-page-template.ts`): its first paint needs no script.
 */
export function preloadBootChunk(): Plugin {
  let base = '/';
  return {
    name: 'edu-preload-boot-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.chunk) return [];
        return bootPreloadFiles(context.bundle as Record<string, ChunkInfo>, context.chunk.fileName).map(
          (fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
