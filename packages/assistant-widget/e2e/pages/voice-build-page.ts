import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds the voice test page (voice-features-page.tsx) with the widget's own plugins (React, Tailwind
 * for the shadow-root stylesheet) into a fresh temporary folder, served as `/widget/` by
 * `startWidgetServer`.
 */
export async function buildVoiceTestPage(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'edu-voice-e2e-'));
  // Vitest sets NODE_ENV=test, which would make the JSX transform emit development calls.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: PACKAGE_ROOT,
    configFile: false,
    logLevel: 'error',
    base: './',
    plugins: [react(), tailwindcss()],
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: { 'voice-features-page': path.join(PACKAGE_ROOT, 'e2e/pages/voice-features-page.tsx') },
        preserveEntrySignatures: false as const,
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  }).finally(() => {
    process.env.NODE_ENV = previous;
  });
  return outDir;
}
