import { rmSync } from 'node:fs';
import { seedDemoDataTemplate } from '@edu/server';
import type { TestProject } from 'vitest/node';
import { buildStandaloneBundle } from './build-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    bundleDir: string;
    /** A data folder with the demo seeded once; each file's server starts on a copy. */
    demoDataDir: string;
  }
}

/** Builds the standalone bundle and seeds the demo data once for every browser test file; removes both afterwards. */
export default async function setup(project: TestProject) {
  const bundleDir = await buildStandaloneBundle();
  const demoData = await seedDemoDataTemplate();
  project.provide('bundleDir', bundleDir);
  project.provide('demoDataDir', demoData.dir);
  return () => {
    rmSync(bundleDir, { recursive: true, force: true });
    demoData.remove();
  };
}
