/**
 * Vitest settings every package shares: workspace packages resolve to their `source` export
 * (TypeScript in src/), so tests never need a build of the packages they import; and the test files a
 * worker runs share one module graph (`isolate: false`, ADR 0022): importing the sources again for every
 * file was most of a package's test time. No test mocks modules or leaves module state behind.
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export const sharedVitestConfig = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: { isolate: false },
} satisfies ViteUserConfig;
