import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pdfjsDataFiles } from './vite-plugins/pdfjs-data-files';
import { PRELOAD_MODULE, preloadAppChunks } from './vite-plugins/preload-app-chunks';

/**
 * The portal's build: `dist/` is served by @edu/server at `/` (PORTAL_DIR). Workspace packages resolve
 * to their built `dist/` (turbo builds them first), so the widget arrives as its library build with its
 * CSS already compiled, and React is shared with it.
 *
 * Each section is a lazy chunk (`src/app/routes.ts`); the assistant widget is a chunk loaded after the
 * page is interactive. `npm run dev` proxies the API to a server started with `npm start` on :8080.
 * Every text file of at least 1 KB gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, which the
 * server sends by the browser's Accept-Encoding.
 */
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));

/** The browser's build: `dist/`. */
const browserBuild: UserConfig = {
  resolve: {
    // @edu/api-client from its source modules, not its one-file build: each section's calls and schemas
    // then land in that section's chunk instead of the shared chunk every page loads first.
    alias: { '@edu/api-client': fileURLToPath(new URL('../api-client/src/index.ts', import.meta.url)) },
  },
  plugins: [
    react(),
    tailwindcss(),
    pdfjsDataFiles(),
    preloadAppChunks(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A 4 KB threshold would inline small assets as data: URLs, which the strict CSP's img-src allows, but
    // fonts would need font-src data:. The portal ships no fonts; keep the default for images.
    rolldownOptions: {
      output: {
        // The preload and every module it imports are one chunk, as they were when the entry imported them:
        // main.tsx imports it dynamically (it waits on a drawn page), and split by what else shares them its
        // modules made a dozen more files of a few hundred bytes each, every one a request with its headers.
        codeSplitting: { groups: [{ name: 'preload', test: PRELOAD_MODULE }] },
        chunkFileNames: 'assets/[name]-[hash].js',
        entryFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/resource_api': 'http://localhost:8080',
      '/auth': 'http://localhost:8080',
      '/ai': 'http://localhost:8080',
      '/widget': 'http://localhost:8080',
    },
  },
};

/**
 * The server render (`vite build --ssr src/server-render/render-page.tsx`): `dist-server/render-page.js`, one self-contained module that
 * @edu/server loads beside the browser build (PORTAL_RENDERER). Every dependency is bundled in, so the
 * server needs none of the portal's packages at run time; it is never served to browsers.
 */
const serverRenderBuild: UserConfig = {
  resolve: browserBuild.resolve,
  plugins: [react()],
  publicDir: false,
  // React's production build only (its entry otherwise picks one by NODE_ENV at run time).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' } },
  },
};
