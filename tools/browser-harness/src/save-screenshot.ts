import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Screenshots are for the person building a screen to look at; they assert nothing, and on a 2-core CI
 * machine a full-length one costs more than the checks around it. So they are taken only when asked for:
 * `EDU_SCREENSHOTS=1 npx vitest run e2e/<file>` writes them under {@link SCREENSHOTS_DIR}.
 */
export const SCREENSHOTS_DIR = path.join(tmpdir(), 'edu-shots');

/** Whether this run takes screenshots (the `EDU_SCREENSHOTS` setting is present and not `0`). */
export function screenshotsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.EDU_SCREENSHOTS?.trim();
  return setting !== undefined && setting !== '' && setting !== '0';
}

/** Saves `<SCREENSHOTS_DIR>/<name>.png` (name may hold folders, e.g. `widget/launcher`) when screenshots are wanted. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted()) return;
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), ...options });
}
