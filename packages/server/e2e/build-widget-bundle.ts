import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SERVER_PACKAGE_ROOT } from '../src/package-root';

/** The widget package, beside this one (its build is run as a process: the server never imports it). */
export const WIDGET_PACKAGE_ROOT = path.join(SERVER_PACKAGE_ROOT, '..', 'assistant-widget');

/**
 * Builds the widget's script-tag bundle (`vite build --mode standalone`, what `npm run build` ships) into a
 * fresh temporary folder, so the browser test serves a current build without touching the widget's dist/.
 */
export async function buildWidgetBundle(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'edu-server-widget-'));
  const require = createRequire(path.join(WIDGET_PACKAGE_ROOT, 'package.json'));
  const viteCli = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  await promisify(execFile)(
    process.execPath,
    [viteCli, 'build', '--mode', 'standalone', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    // Vitest sets NODE_ENV=test, which would make the JSX transform emit development calls.
    { cwd: WIDGET_PACKAGE_ROOT, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return outDir;
}
