import { saveScreenshot } from '@edu/browser-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

/*
 * Math under a strict Content-Security-Policy (issue #4: the widget works under `script-src 'self';
 * style-src 'self'`). Without 'unsafe-inline' the browser drops style attributes parsed from inserted
 * HTML, so KaTeX's layout travels as data-katex-style and the widget applies it through the CSSOM.
 * The same reply is typeset on a page without CSP, and the formula must lay out identically.
 */

const env = setUpWidgetEnvironment({ chatChunkDelayMs: 30 });

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Opens the widget's test page, with the strict policy header when `csp` is set. */
async function openWidgetPage(csp: boolean): Promise<Page> {
  const page = await env.session.newPage(undefined, { viewport: { width: 1280, height: 860 } });
  const origin = new URL(env.server.url).origin;
  const policy = `default-src 'self'; script-src 'self'; style-src 'self'; font-src 'self'; connect-src 'self' ${origin}`;
  if (csp) {
    await page.route(
      (url) => url.pathname === '/pages/index.html',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
      },
    );
  }
  // Violations are reported on the document and, composed, from inside the shadow root too: listen in
  // the capture phase on the window and on every shadow root the page attaches.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    const record = (event: Event) => {
      const violation = event as SecurityPolicyViolationEvent;
      window.__cspViolations.push(`${violation.effectiveDirective} ${violation.blockedURI} ${violation.sample}`);
    };
    window.addEventListener('securitypolicyviolation', record, true);
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attachShadow.call(this, init);
      root.addEventListener('securitypolicyviolation', record, true);
      return root;
    };
  });
  await page.goto(`${env.server.url}/pages/index.html?uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`);
  return page;
}

async function ask(page: Page, question: string): Promise<Locator> {
  const w = widget(page);
  await w.launcher.click();
  await w.input.waitFor();
  await w.input.fill(question);
  await w.input.press('Enter');
  await w.stop.waitFor();
  await w.send.waitFor({ timeout: 20_000 });
  const reply = w.assistantMessages.last();
  await expect.poll(() => reply.locator('.katex').count()).toBe(2);
  // Layout settles once the KaTeX fonts have loaded.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return reply;
}

/** Every element that carries KaTeX layout: its declared height/vertical-align and what applies. */
function readMathLayout(reply: Locator) {
  return reply.evaluate((message) => {
    const styled = Array.from(message.querySelectorAll<HTMLElement>('[data-katex-style]'));
    const fraction = message.querySelector('.katex-display .mfrac') as HTMLElement;
    const strut = message.querySelector('.katex-display .strut') as HTMLElement;
    const box = fraction.getBoundingClientRect();
    return {
      mismatches: styled.flatMap((element) => {
        const declared = (element.getAttribute('data-katex-style') ?? '')
          .split(';')
          .filter((part) => part.includes(':'))
          .map((part) => part.split(':').map((side) => side.trim()) as [string, string])
          .filter(([property]) => property === 'height' || property === 'vertical-align' || property === 'top');
        return declared
          .filter(([property, value]) => element.style.getPropertyValue(property) !== value)
          .map(
            ([property, value]) =>
              `${element.className}: ${property} ${value} ≠ ${element.style.getPropertyValue(property)}`,
          );
      }),
      styledCount: styled.length,
      strutDeclared: strut.getAttribute('data-katex-style'),
      strutHeight: Number.parseFloat(getComputedStyle(strut).height),
      strutEm: Number.parseFloat(getComputedStyle(strut).fontSize),
      strutVerticalAlign: getComputedStyle(strut).verticalAlign,
      fraction: { width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 },
    };
  });
}

describe('math under a strict CSP', () => {
  it('typesets $$\\frac{a}{b}$$ with KaTeX layout applied through the CSSOM and no CSP violation', async () => {
    const plainPage = await openWidgetPage(false);
    const expected = await readMathLayout(await ask(plainPage, '写两个公式'));
    await plainPage.context().close();

    const page = await openWidgetPage(true);
    const reply = await ask(page, '写两个公式');
    const layout = await readMathLayout(reply);

    // (a) Nothing was blocked: no inline style attribute, no inline script, every font from 'self'.
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    // (b) The layout KaTeX declares is applied, and lays the formula out as on a page without CSP.
    expect(layout.styledCount).toBeGreaterThan(5);
    expect(layout.mismatches).toEqual([]);
    const strutDeclared = /height:([\d.]+)em/.exec(layout.strutDeclared ?? '');
    expect(strutDeclared).not.toBeNull();
    expect(layout.strutHeight).toBeGreaterThan(0);
    expect(layout.strutHeight).toBeCloseTo(Number(strutDeclared?.[1]) * layout.strutEm, 1);
    expect(layout.strutVerticalAlign).toMatch(/^-[\d.]+px$/);
    expect(layout).toEqual(expected);

    await reply.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'widget/math-strict-csp');

    // The policy really is in force and the listener really hears it: a style attribute in inserted
    // HTML is dropped and reported.
    const dropped = await reply.evaluate((message) => {
      const probe = document.createElement('div');
      message.append(probe);
      probe.innerHTML = '<span style="height: 7px; display: inline-block">x</span>';
      const height = (probe.firstElementChild as HTMLElement).style.height;
      probe.remove();
      return height;
    });
    expect(dropped).toBe('');
    await expect.poll(() => page.evaluate(() => window.__cspViolations.length)).toBeGreaterThan(0);
    expect((await page.evaluate(() => window.__cspViolations))[0]).toMatch(/^style-src-attr /);
    await page.context().close();
  });
});
