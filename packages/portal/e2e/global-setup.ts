import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildPortal } from './build-portal';

declare module 'vitest' {
  export interface ProvidedContext {
    portalDir: string;
  }
}

/** Builds the portal once for every browser test file; removes the build afterwards. */
export default async function setup(project: TestProject) {
  const portalDir = await buildPortal();
  project.provide('portalDir', portalDir);
  return () => rmSync(portalDir, { recursive: true, force: true });
}
