import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Two builds (`npm run build` runs both):
 * - `--mode standalone`: dist/standalone/, the script-tag bundle. `edu-assistant.js` is the small
 *   loader; every other file is a chunk it imports relative to its own URL (`base: './'`), the
 *   launcher's (plain DOM) and, on intent, the panel's (Preact's React-compatible layer standing in for
 *   React, ADR 0029) with the CSS as strings, so the folder can be served from any path or CDN. Every text
 *   file of at least 1 KB gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, at the highest
 *   levels, which the server sends by the browser's Accept-Encoding (nothing is compressed per request).
 * - `--mode lib`: dist/index.js, dist/element.js, dist/markdown.js for bundler users, with
 *   dependencies left external.
 */
export default defineConfig(({ mode }) => {
  const shared = {
    plugins: [react(), tailwindcss()],
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  };
  if (mode === 'lib') {
    return {
      ...shared,
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        target: 'es2022',
        minify: false,
        lib: {
          entry: { index: 'src/index.ts', element: 'src/define.ts', markdown: 'src/markdown/index.ts' },
          formats: ['es' as const],
        },
        rolldownOptions: {
          // Dependencies stay imports for the host's bundler. KaTeX's stylesheet too (`?inline`, a Vite
          // convention): inlined here it would carry every font as base64.
          external: (id: string) =>
            id.startsWith('katex/') ||
            (!id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !id.includes('?')),
          output: { chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      },
    };
  }
  return {
    ...shared,
    plugins: [...shared.plugins, compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
    resolve: {
      ...shared.resolve,
      // The script-tag bundle renders the panel with Preact's React-compatible layer (ADR 0029): about
      // 45 KB less on the wire than react-dom, and much less to parse on a slow phone. The lib build
      // (the React component, the element for bundlers) keeps the host's React.
      alias: [
        {
          find: /^react-dom\/client$/,
          replacement: fileURLToPath(new URL('src/standalone/preact-client.ts', import.meta.url)),
        },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    base: './',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist/standalone',
      emptyOutDir: true,
      target: 'es2022',
      // A dynamic import also fetches, in parallel, the chunks its target imports (Vite adds
      // <link rel=modulepreload> for them, resolved relative to the importing chunk): the panel's code
      // arrives in one round trip instead of a waterfall. No polyfill: every browser we serve has them.
      modulePreload: { polyfill: false },
      // Fonts stay files: a `data:` font would need `font-src data:` in the host page's CSP.
      assetsInlineLimit: (file: string) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
      rolldownOptions: {
        input: { 'edu-assistant': 'src/standalone/loader.ts' },
        preserveEntrySignatures: false as const,
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
