import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BrowserSession, startBrowserSession } from '@edu/browser-harness';
import { ELEMENT_RULES } from './html-allow-list';
import { loadMathRenderer } from './math-renderer';
import { renderMarkdown } from './render-markdown';

/**
 * Test support, not part of the package's API: renders the public XSS corpus
 * (shared/corpora/xss-payloads.json, see SOURCES.md there) and proves the HTML inert in a real DOM —
 * headless Chromium, a page without CSP. Used by xss-corpus-in-chromium.test.ts and by
 * scripts/check-xss-corpus.ts.
 */

/** The corpus beside the repository (`../shared` of the checkout), or XSS_CORPUS_PATH. */
export const DEFAULT_CORPUS_PATH =
  process.env.XSS_CORPUS_PATH ??
  fileURLToPath(new URL('../../../../../shared/corpora/xss-payloads.json', import.meta.url));

/** What Chromium saw for a batch of HTML fragments. */
export interface InspectionResult {
  /** Anything that ran: dialogs, hooked alert/confirm/prompt/print calls, console output, navigations, popups. */
  executed: string[];
  /** Allow-list violations per fragment index (elements, attributes, URLs, styles). */
  problems: Map<number, string[]>;
}

export interface CorpusCheckResult extends InspectionResult {
  total: number;
  /** Payload indices whose HTML broke a rule. */
  failed: number[];
}

/** Reads the corpus, accepting only a JSON array of strings. */
export async function readXssCorpus(path = DEFAULT_CORPUS_PATH): Promise<string[]> {
  const data: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!Array.isArray(data) || !data.every((entry): entry is string => typeof entry === 'string')) {
    throw new Error(`${path} is not a JSON array of strings (see SOURCES.md beside it).`);
  }
  return data;
}

/** Renders every payload with KaTeX loaded and inspects the HTML in Chromium. */
export async function checkXssCorpus(path = DEFAULT_CORPUS_PATH): Promise<CorpusCheckResult> {
  const payloads = await readXssCorpus(path);
  await loadMathRenderer();
  const htmls = payloads.map((payload) => renderMarkdown(payload));
  const session = await startProbeSession();
  try {
    const result = await inspectHtmlInChromium(session, htmls);
    return { ...result, total: payloads.length, failed: [...result.problems.keys()] };
  } finally {
    await session.close();
  }
}

/** A page server whose `/` is the probe page (no CSP, so anything that could run would run). */
export function startProbeSession(): Promise<BrowserSession> {
  return startBrowserSession({
    handle(request, response) {
      if (request.url !== '/') return false;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PROBE_PAGE);
      return true;
    },
  });
}

/** Inserts each fragment into its own container of one page, waits, then checks the live DOM. */
export async function inspectHtmlInChromium(
  session: BrowserSession,
  htmls: readonly string[],
): Promise<InspectionResult> {
  const page = await session.newPage('/');
  const executed: string[] = [];
  page.on('dialog', (dialog) => {
    executed.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    // Chromium's own network errors (images of the corpus that cannot load, the favicon) are not script.
    if (message.text().startsWith('Failed to load resource')) return;
    executed.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('popup', (popup) => executed.push(`popup ${popup.url()}`));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || frame.url() !== `${session.baseUrl}/`) executed.push(`navigation ${frame.url()}`);
  });
  const allowList = Object.fromEntries(
    Object.entries(ELEMENT_RULES).map(([name, rule]) => [name, Object.keys(rule.attributes)]),
  );
  // Strings, not functions, are evaluated: the page must not depend on how the test runner transpiles.
  await page.evaluate(`window.__insertAll(${JSON.stringify(htmls)})`);
  // Let image errors, loads, animations and timers fire.
  await page.waitForTimeout(1_500);
  const report = (await page.evaluate(`window.__inspectAll(${JSON.stringify(allowList)})`)) as {
    fired: string[];
    problems: [number, string[]][];
  };
  executed.push(...report.fired);
  await page.context().close();
  return { executed, problems: new Map(report.problems) };
}

const PROBE_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>XSS corpus probe</title></head>
<body><main id="out"></main>
<script>
window.__fired = [];
for (const name of ['alert', 'confirm', 'prompt', 'print']) {
  window[name] = function () { window.__fired.push(name + '(' + Array.from(arguments).join(',') + ')'); };
}
window.__insertAll = function (htmls) {
  const out = document.getElementById('out');
  const range = document.createRange();
  range.selectNodeContents(out);
  htmls.forEach(function (html, index) {
    const container = document.createElement('div');
    container.dataset.index = String(index);
    out.append(container);
    // A contextual fragment, unlike innerHTML, lets <script> elements run: the stricter test.
    container.append(range.createContextualFragment(html));
  });
  // Poke every element with the events handlers are usually hung on.
  for (const element of out.querySelectorAll('*')) {
    for (const type of ['mouseover', 'mouseenter', 'focus', 'focusin', 'animationstart', 'transitionend', 'toggle']) {
      element.dispatchEvent(new Event(type, { bubbles: false }));
    }
  }
};
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'background', 'data', 'srcdoc'];
const SAFE_DATA = /^data:image\\/(?:png|gif|jpeg|webp)[;,]/i;
window.__inspectAll = function (allowList) {
  const problems = [];
  for (const container of document.querySelectorAll('#out > div')) {
    const found = [];
    for (const element of container.querySelectorAll('*')) {
      const name = element.localName;
      const svg = element.namespaceURI === 'http://www.w3.org/2000/svg';
      const allowed = allowList[name];
      if (!allowed || (svg !== (name === 'svg' || name === 'path' || name === 'line'))) {
        found.push('element <' + name + '> (' + element.namespaceURI + ')');
        continue;
      }
      for (const attribute of element.attributes) {
        const attributeName = attribute.name;
        if (/^on/i.test(attributeName)) found.push('handler ' + attributeName + ' on <' + name + '>');
        if (allowed.indexOf(attributeName) < 0) found.push('attribute ' + attributeName + ' on <' + name + '>');
        if (URL_ATTRIBUTES.indexOf(attributeName.toLowerCase()) >= 0) {
          const url = attribute.value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
          if (/^(?:javascript|vbscript|file):/.test(url) || (url.startsWith('data:') && !(name === 'img' && SAFE_DATA.test(url)))) {
            found.push('url ' + attributeName + '=' + attribute.value.slice(0, 60));
          }
        }
        if (attributeName === 'style') found.push('style attribute on <' + name + '>');
        if (attributeName === 'data-katex-style' && !element.closest('.katex, .katex-display, .katex-error')) {
          found.push('math style outside a formula on <' + name + '>');
        }
      }
    }
    if (found.length > 0) problems.push([Number(container.dataset.index), found]);
  }
  return { fired: window.__fired, problems: problems };
};
</script>
</body></html>`;
