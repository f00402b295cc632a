import { defineConfig } from 'tsup';

export default defineConfig({
  // The demo seed renders its media in a process of its own (demo/render-demo-media-apart.ts).
  entry: { main: 'src/main.ts', index: 'src/index.ts', 'demo-media-process': 'src/demo/demo-media-process.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: { entry: { index: 'src/index.ts' } },
  // The workspace packages are bundled from their TypeScript source, so dist/main.js runs without building
  // them first; native and driver modules stay in node_modules.
  noExternal: [/^@edu\//],
  external: ['better-sqlite3', 'pg'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
