import { rmSync } from 'node:fs';
import { seedDemoDataTemplate } from '@edu/server';
import type { TestProject } from 'vitest/node';
import { buildPortal } from './build-portal';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PORTAL_DIR and PORTAL_RENDERER of the run's portal build. */
    portalSettings: { PORTAL_DIR: string; PORTAL_RENDERER: string };
    /** A data folder with the demo seeded once; each file's server starts on a copy. */
    demoDataDir: string;
  }
}

/** Builds the portal and seeds the demo data once for every browser test file; removes both afterwards. */
export default async function setup(project: TestProject) {
  const portal = await buildPortal();
  const demoData = await seedDemoDataTemplate();
  project.provide('portalSettings', portal.settings);
  project.provide('demoDataDir', demoData.dir);
  return () => {
    rmSync(portal.root, { recursive: true, force: true });
    demoData.remove();
  };
}
