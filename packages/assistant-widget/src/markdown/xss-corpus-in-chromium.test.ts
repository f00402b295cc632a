import type { BrowserSession } from '@edu/browser-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkXssCorpus, inspectHtmlInChromium, readXssCorpus, startProbeSession } from './xss-corpus-check';

/** Chromium start-up and 440 pages' worth of DOM on a shared two-core machine: generous limits. */
const BROWSER_TIMEOUT_MS = 120_000;

describe('the XSS corpus renders inert in Chromium', () => {
  it('reads all 440 payloads of shared/corpora/xss-payloads.json', async () => {
    expect(await readXssCorpus()).toHaveLength(440);
  });

  it(
    'renders every payload (KaTeX loaded) with nothing executed and nothing outside the allow-list',
    async () => {
      const result = await checkXssCorpus();
      expect(result.total).toBe(440);
      expect(result.executed).toEqual([]);
      expect(Object.fromEntries(result.problems)).toEqual({});
    },
    BROWSER_TIMEOUT_MS,
  );
});

describe('the Chromium inspection catches what it is meant to catch', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startProbeSession();
  }, BROWSER_TIMEOUT_MS);
  afterAll(() => session.close());

  it(
    'flags raw unsafe HTML that bypasses the renderer',
    async () => {
      const result = await inspectHtmlInChromium(session, [
        '<img src="x" onerror="alert(\'img\')">',
        '<a href="javascript:alert(1)">x</a>',
        '<p style="color:red">x</p>',
        '<iframe src="about:blank"></iframe>',
        '<svg><foreignObject><p>x</p></foreignObject></svg>',
        '<script>alert("script")</script>',
        '<p>safe</p>',
        '<button onclick="console.log(\'clicked\')" autofocus onfocus="console.log(\'focused\')">b</button>',
      ]);
      expect(result.executed).toEqual(expect.arrayContaining(['alert(img)', 'alert(script)', 'console log: focused']));
      expect([...result.problems.keys()]).toEqual([0, 1, 2, 3, 4, 5, 7]);
    },
    BROWSER_TIMEOUT_MS,
  );
});
