/**
 * Vitest settings every package shares: workspace packages resolve to their `source` export
 * (TypeScript in src/), so tests never need a build of the packages they import.
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export const sharedVitestConfig = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
} satisfies ViteUserConfig;
