import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedVitestConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          // Pure logic (guards, badge text, search-bar rules, preview logic, paths) runs in Node.
          test: { name: 'unit', include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'vite-plugins/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['e2e/**/*.test.ts'],
            // Builds the portal once into a temporary folder for every browser test file.
            globalSetup: ['e2e/global-setup.ts'],
            testTimeout: 90_000,
            hookTimeout: 180_000,
            // One server and one Chromium per file; the machine has two cores.
            fileParallelism: false,
            // A busy CI machine answers slower than 1 s, vitest's default for expect.poll.
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  }),
);
