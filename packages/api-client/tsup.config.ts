import { defineConfig } from 'tsup';

// One entry per export path of package.json; ESM with declarations, dependencies left external.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
});
