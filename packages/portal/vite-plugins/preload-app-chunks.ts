import type { Plugin } from 'vite';

/** The preload's module (`src/preload.ts`); vite.config.ts keeps it and its imports one chunk. */
export const PRELOAD_MODULE = /[\\/]src[\\/]preload\.ts$/;

/** The modules main.tsx imports dynamically, in the order it evaluates them: the preload, then the app. */
const APP_MODULES = [PRELOAD_MODULE, /[\\/]src[\\/]app[\\/]boot\.tsx$/];

/** A chunk of the bundle as far as this plugin reads it. */
interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * The files to modulepreload for the app's chunks (the preload, then React DOM and the app): each and every
 * chunk it imports statically, minus those the HTML entry already loads (Vite lists those itself).
 */
export function appChunkPreloadFiles(bundle: Record<string, ChunkInfo>, entryFile: string): string[] {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  const collect = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) collect(imported, into);
  };
  const loadedByEntry = new Set<string>();
  collect(entryFile, loadedByEntry);
  const appFiles = new Set<string>();
  for (const module of APP_MODULES) {
    const chunk = chunks.find((candidate) => module.test(candidate.facadeModuleId ?? ''));
    if (chunk) collect(chunk.fileName, appFiles);
  }
  return [...appFiles].filter((fileName) => !loadedByEntry.has(fileName));
}

/**
 * Adds `<link rel="modulepreload">` for the app's chunks to index.html. The entry (main.tsx) is small and
 * imports them dynamically: on a page the app draws, the preload first, so that it sends the first requests
 * before React DOM evaluates; on a page the server drew, both once the page has loaded. Without the hints
 * a page the app draws would only start fetching them once the entry had run; with them, the download and
 * the compile overlap the entry's work, and the evaluation order stays the same. Every route loads these
 * chunks, so no page loads more bytes. A page the server drew goes out without any of the hints
 * (`src/server-render/drawn-page-template.ts`): its first paint needs no script.
 */
export function preloadAppChunks(): Plugin {
  let base = '/';
  return {
    name: 'edu-preload-app-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.chunk) return [];
        return appChunkPreloadFiles(context.bundle as Record<string, ChunkInfo>, context.chunk.fileName).map(
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
