import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildStandaloneBundle } from './build-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    bundleDir: string;
  }
}

/** Builds the standalone bundle once for every browser test file; removes it afterwards. */
export default async function setup(project: TestProject) {
  const bundleDir = await buildStandaloneBundle();
  project.provide('bundleDir', bundleDir);
  return () => rmSync(bundleDir, { recursive: true, force: true });
}
