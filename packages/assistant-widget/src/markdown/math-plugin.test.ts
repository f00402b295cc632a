import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isMathRendererLoaded, loadMathRenderer, type MathToHtml, setMathRenderer } from './math-renderer';
import { hasPendingMath, renderMarkdown } from './render-markdown';

/** A stand-in typesetter that shows what the math rule handed it. */
const echo: MathToHtml = (tex, displayMode) => `<span class="katex">${displayMode ? 'D' : 'I'}[${tex}]</span>`;

describe('math syntax (with a stand-in typesetter)', () => {
  beforeAll(() => setMathRenderer(echo));

  it.each([
    ['质能方程 $E=mc^2$ 成立', '<p>质能方程 <span class="katex">I[E=mc^2]</span> 成立</p>\n'],
    ['$a$和$b$', '<p><span class="katex">I[a]</span>和<span class="katex">I[b]</span></p>\n'],
    ['价格 $5 和 $10', '<p>价格 $5 和 $10</p>\n'],
    ['$ x$ 与 $x $', '<p>$ x$ 与 $x $</p>\n'],
    ['转义 \\$x\\$', '<p>转义 $x$</p>\n'],
    ['$x$5', '<p>$x$5</p>\n'],
    ['`$x$`', '<p><code>$x$</code></p>\n'],
    ['行内 $$\\sum x$$ 显示', '<p>行内 <span class="katex">D[\\sum x]</span> 显示</p>\n'],
    ['$$\\frac12$$。', '<p><span class="katex">D[\\frac12]</span>。</p>\n'],
    ['只有 $$ 一个', '<p>只有 $$ 一个</p>\n'],
    // NUL delimits formula slots internally; reply text cannot forge one.
    ['$a$ \u00000\u0000 &#0;0&#0;', '<p><span class="katex">I[a]</span> \ufffd0\ufffd \ufffd0\ufffd</p>\n'],
    ['$$x^2$$', '<div class="md-math-block"><span class="katex">D[x^2]</span></div>\n'],
    [
      '$$\n\\int_0^1 x\\,dx\n$$',
      '<div class="md-math-block"><span class="katex">D[\n\\int_0^1 x\\,dx\n]</span></div>\n',
    ],
    ['$$ a\n\nb $$', '<div class="md-math-block"><span class="katex">D[ a\n\nb ]</span></div>\n'],
    [
      '文字\n$$\nx\n$$\n后文',
      '<p>文字</p>\n<div class="md-math-block"><span class="katex">D[\nx\n]</span></div>\n<p>后文</p>\n',
    ],
    [
      '- 项\n  $$\n  y\n  $$',
      '<ul>\n<li>项<div class="md-math-block"><span class="katex">D[\ny\n]</span></div>\n</li>\n</ul>\n',
    ],
    ['$$\n未闭合 <b>', '<div class="md-math-block md-math-unclosed">$$\n未闭合 &lt;b&gt;</div>\n'],
    [
      '    $$x$$',
      '<div class="md-code-block"><button type="button" class="md-code-copy" data-copy-code aria-label="复制代码">复制</button><pre><code>$$x$$\n</code></pre></div>\n',
    ],
  ])('%j', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });
});

describe('before KaTeX is loaded', () => {
  beforeAll(() => setMathRenderer(undefined));

  it.each([
    ['$x<y$', '<p><span class="md-math-pending" data-math-pending="inline">$x&lt;y$</span></p>\n'],
    [
      '$$\na&b\n$$',
      '<div class="md-math-block"><span class="md-math-pending" data-math-pending="display">$$\na&amp;b\n$$</span></div>\n',
    ],
  ])('%j shows its source, marked pending', (markdown, html) => {
    const rendered = renderMarkdown(markdown);
    expect(rendered).toBe(html);
    expect(hasPendingMath(rendered)).toBe(true);
  });

  it('does not mark replies without math', () => {
    expect(hasPendingMath(renderMarkdown('没有公式，价格 $5'))).toBe(false);
  });
});

describe('with KaTeX loaded', () => {
  beforeAll(async () => {
    setMathRenderer(undefined);
    await loadMathRenderer();
  });
  afterEach(() => expect(isMathRendererLoaded()).toBe(true));

  it('typesets inline and display math with KaTeX, HTML output only', () => {
    const inline = renderMarkdown('$x^2$');
    expect(inline).toContain('<span class="katex"><span class="katex-html" aria-hidden="true">');
    expect(inline).not.toContain('<math');
    expect(hasPendingMath(inline)).toBe(false);
    const display = renderMarkdown('$$\n\\frac{1}{2}\n$$');
    expect(display).toMatch(/^<div class="md-math-block"><span class="katex-display"><span class="katex">/);
  });

  it('loads once', async () => {
    await Promise.all([loadMathRenderer(), loadMathRenderer()]);
    expect(renderMarkdown('$a$')).toContain('katex');
  });

  it('shows TeX errors as KaTeX error text', () => {
    expect(renderMarkdown('$\\frac{1}{$')).toContain('<span class="katex-error" title="ParseError: KaTeX parse error:');
  });

  it.each([
    ['$\\href{javascript:alert(1)}{x}$'],
    ['$\\url{javascript:alert(1)}$'],
    ['$$\n\\href{javascript:alert(1)}{\\text{click}}\n$$'],
    ['$\\htmlClass{evil}{x}$'],
    ['$\\htmlId{evil}{x}$'],
    ['$\\htmlStyle{background:url(javascript:alert(1))}{x}$'],
    ['$\\htmlData{foo=bar}{x}$'],
    ['$\\includegraphics[height=1em]{https://example.com/a.png}$'],
    ['$\\color{red;background:url(x)}{x}$'],
    ['$\\def\\a{\\a\\a}\\a$'],
    ['$\\rule{100000em}{100000em}$'],
  ])('%s renders no link, image, id, class, data or style of its own', (markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(
      /<a\b|<img\b|\sid=|\sstyle=|\sdata-(?!math-pending=|katex-style=)|class="[^"]*evil|javascript:[^<]*"|100000em/,
    );
    for (const [, style = ''] of html.matchAll(/data-katex-style="([^"]*)"/g)) {
      expect(style).toMatch(/^[-a-z0-9#.%: ;]*$/i);
    }
  });
});
