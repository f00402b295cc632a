import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core on the page, or only on the elements `selector` matches (a hostile host page's own
 * faults are not the widget's), descending into open shadow roots, and returns its violations.
 */
export default async function runAxe(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (scope) => {
    const axe = (
      window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(scope ?? document, { resultTypes: ['violations'] });
    return result.violations as never;
  }, selector);
}
