import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Flags for a closed network: without the background-networking flags Chromium keeps trying to
 * reach Google's hosts, which this machine refuses, many times a second.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
] as const;

const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Launches Debian's Chromium (or CHROMIUM_PATH) headless with a fresh profile. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Run "node scripts/ensure-test-tools.mjs" (npm test does) or set CHROMIUM_PATH.`,
    );
  }
  // Playwright gives every launch a fresh temporary profile of its own.
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
}
