import { rmSync } from 'node:fs';
import { seedDemoDataTemplate } from '@edu/server';
import type { TestProject } from 'vitest/node';
import { buildPortal } from './build-portal';

declare module 'vitest' {
  export interface ProvidedContext {
    portalDir: string;
    /** A data folder with the demo seeded once; each file's server starts on a copy. */
    demoDataDir: string;
  }
}

/** Builds the portal and seeds the demo data once for every browser test file; removes both afterwards. */
export default async function setup(project: TestProject) {
  const portalDir = await buildPortal();
  const demoData = await seedDemoDataTemplate();
  project.provide('portalDir', portalDir);
  project.provide('demoDataDir', demoData.dir);
  return () => {
    rmSync(portalDir, { recursive: true, force: true });
    demoData.remove();
  };
}
