import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A build of the portal: the browser's files (PORTAL_DIR) and the server render module (PORTAL_RENDERER). */
export interface PortalBuild {
  /** The folder holding both; remove it when done. */
  readonly root: string;
  /** The settings that serve this build. */
  readonly settings: { readonly PORTAL_DIR: string; readonly PORTAL_RENDERER: string };
}

/** Builds the portal (what `npm run build` ships) into a fresh temporary folder. */
export async function buildPortal(): Promise<PortalBuild> {
  const root = mkdtempSync(path.join(tmpdir(), 'edu-portal-e2e-'));
  const browserDir = path.join(root, 'dist');
  const serverDir = path.join(root, 'dist-server');
  // Vitest sets NODE_ENV=test, which would make the JSX transform emit development calls.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const buildWith = (options: { outDir: string; ssr?: string }) =>
    build({
      root: PACKAGE_ROOT,
      configFile: path.join(PACKAGE_ROOT, 'vite.config.ts'),
      logLevel: 'error',
      build: { ...options, emptyOutDir: true },
    });
  try {
    await buildWith({ outDir: browserDir });
    await buildWith({ outDir: serverDir, ssr: 'src/server-render/render-page.tsx' });
  } finally {
    process.env.NODE_ENV = previous;
  }
  return {
    root,
    settings: { PORTAL_DIR: browserDir, PORTAL_RENDERER: path.join(serverDir, 'render-page.js') },
  };
}
