import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startServer } from '../start-server';

/**
 * A data folder with the demo content seeded once, for a test run's global setup: seeding renders
 * pictures, videos and documents (about 2 s of CPU), so browser test files copy this folder instead of
 * seeding their own. `now` is the server's clock while it seeds (the console's history is dated from it).
 * Returns the folder and a remover for the teardown.
 */
export async function seedDemoDataTemplate(
  options: { now?: () => Date } = {},
): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'edu-demo-template-'));
  const config = loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', DEMO_DATA: 'true' });
  const server = await startServer({ config, log: () => undefined, ...(options.now ? { now: options.now } : {}) });
  await server.close();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh data folder holding a copy of `template` (database and files), for one test file's server. */
export function copyDataTemplate(template: string, prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(template, dir, { recursive: true });
  return dir;
}
