import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedVitestConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
      // Route tests start real servers and PostgreSQL; give slow CI machines room.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
