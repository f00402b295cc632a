import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedVitestConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // Route tests start real servers and PostgreSQL; give slow CI machines room.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Test files share each worker's module graph instead of importing the server's TypeScript sources
      // again per file (that import was two thirds of the package's test time). No test file mocks
      // modules; every file builds its own app, database and data folder.
      isolate: false,
    },
  }),
);
