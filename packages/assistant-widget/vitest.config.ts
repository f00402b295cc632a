import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedVitestConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['e2e/**/*.test.ts'],
            // Builds the standalone bundle once; only runs when browser tests are selected.
            globalSetup: ['e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // One Chromium and one server per file; the machine has two cores.
            fileParallelism: false,
            // A busy CI machine answers slower than 1 s, vitest's default for expect.poll.
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  }),
);
