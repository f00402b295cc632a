import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedVitestConfig,
  defineConfig({
    test: {
      include: ['e2e/**/*.test.ts'],
      // Builds the app with Vite and drives it in Chromium against the real server.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
);
