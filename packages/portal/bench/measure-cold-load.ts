import { recordWireBytes, type WireRecord } from '@edu/browser-harness';
import type { Browser, BrowserContextOptions } from 'playwright-core';

/** What one cold load of a page measured. */
export interface ColdLoadSample {
  /** The largest contentful paint, in ms from navigation start. */
  lcpMs: number;
  /** The LCP element: `IMG /resource_api/…/carousel-1.svg` or `H1 "资讯中心"`. */
  lcpElement: string;
  /** When the LCP element's resource (a picture) was requested, in ms from navigation start; none for text. */
  lcpResourceStartMs: number | undefined;
  /** Every response of the load, as it crossed the wire. */
  wire: WireRecord[];
}

/** Options of {@link measureColdLoad}. */
export interface ColdLoadOptions {
  url: string;
  cpuThrottlingRate: number;
  /** The browser context's options (viewport, a signed-in user's storage state). */
  context: BrowserContextOptions;
}

/**
 * Opens `url` in a fresh context with the HTTP cache disabled and the CPU throttled, waits until the app
 * runs the page and its content is in (no skeleton left, every picture in the first viewport and every
 * eager one loaded: LCP cannot change after that without input), and reads the largest contentful paint
 * the page itself observed.
 */
export async function measureColdLoad(browser: Browser, options: ColdLoadOptions): Promise<ColdLoadSample> {
  const context = await browser.newContext(options.context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const wire = await recordWireBytes(cdp, { disableCache: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottlingRate });
    await page.goto(options.url, { waitUntil: 'networkidle' });
    // A lazy picture inside the first viewport loads too and may be the LCP element: wait for it as well.
    // On a page the server drew, the app takes over once the page has loaded (main.tsx), and asks for its
    // code then: wait until it has (the root is no longer inert), so that code counts in the first load.
    await page.waitForFunction(
      () =>
        document.getElementById('root')?.inert === false &&
        document.querySelectorAll('[role="status"][aria-label*="加载"]').length === 0 &&
        Array.from(document.images).every(
          (image) =>
            image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top >= window.innerHeight),
        ),
      undefined,
      { timeout: 30_000 },
    );
    const lcp = await page.evaluate(
      () =>
        new Promise<{ startTime: number; element: string; resourceStart: number | undefined }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as
              | (PerformanceEntry & { element: Element | null; url: string })
              | undefined;
            const element = entry?.element;
            const what = entry?.url
              ? new URL(entry.url, location.href).pathname
              : `"${(element?.textContent ?? '').trim().slice(0, 16)}"`;
            const resource = entry?.url ? performance.getEntriesByName(entry.url, 'resource')[0] : undefined;
            resolve({
              startTime: entry?.startTime ?? 0,
              element: `${element?.tagName ?? '?'} ${what}`,
              resourceStart: resource?.startTime,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return {
      lcpMs: lcp.startTime,
      lcpElement: lcp.element,
      lcpResourceStartMs: lcp.resourceStart,
      wire: wire.records(),
    };
  } finally {
    await context.close();
  }
}
