import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { ELEMENT_RULES } from './html-allow-list';
import { moveMathStyles } from './move-math-styles';
import { sanitizeRenderedHtml } from './sanitize-rendered-html';

describe('sanitizeRenderedHtml keeps what the renderers write', () => {
  it.each([
    '<p>text &amp; <em>em</em> <strong>s</strong> <s>del</s> <code>x</code></p>\n',
    '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>',
    '<ul>\n<li>a</li>\n</ul>\n<ol start="3">\n<li>b</li>\n</ol>\n<blockquote>\n<p>q</p>\n</blockquote>\n<hr>\n',
    '<table>\n<thead>\n<tr>\n<th class="md-align-left">a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>\n',
    '<p><a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer" title="t &quot;q&quot;">x</a></p>',
    '<p><a href="/relative">x</a> <a href="mailto:a@example.com">m</a></p>',
    '<p><img src="https://example.com/a.png" alt="alt" title="t"> <img src="data:image/png;base64,AA==" alt=""></p>',
    '<div class="md-code-block"><button type="button" class="md-code-copy" data-copy-code aria-label="复制代码">复制</button><pre><code class="language-c++">x</code></pre></div>\n',
    '<p>line<br>\nbreak</p>',
    '<span class="md-math-pending" data-math-pending="inline">$x$</span>',
    '<span class="katex"><span class="strut" data-katex-style="height:1em;vertical-align:-0.25em;"></span><svg xmlns="http://www.w3.org/2000/svg" width="400em" height="1.08em" viewBox="0 0 400000 1080" preserveAspectRatio="xMinYMin slice"><path d="M95,702\nc-2.7,0,-7.17"/></svg></span>',
    '<span class="katex-error" title="ParseError: &#x27;x&#x27;" data-katex-style="color:#cc0000">\\frac{</span>',
  ])('%s', (html) => {
    expect(sanitizeRenderedHtml(html)).toBe(html);
  });
});

describe('sanitizeRenderedHtml drops or escapes anything else', () => {
  it.each([
    ['<script>alert(1)</script>', 'alert(1)'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<p style="color:red">x</p>', '<p>x</p>'],
    ['<span style="color:red">x</span>', '<span>x</span>'],
    // A formula's styles travel only as data-katex-style: a style attribute is dropped even in a formula.
    ['<span class="katex"><span style="height:1em">x</span></span>', '<span class="katex"><span>x</span></span>'],
    ['<svg style="width:1em"></svg>', ''],
    ['<span data-katex-style="color:red">x</span>', '<span>x</span>'],
    ['<p data-katex-style="color:red">x</p>', '<p>x</p>'],
    [
      '<span class="katex"><span data-katex-style="background:url(javascript:alert(1))">x</span></span>',
      '<span class="katex"><span>x</span></span>',
    ],
    [
      '<span class="katex"><span data-katex-style="color:red;behavior:url(x)">x</span></span>',
      '<span class="katex"><span>x</span></span>',
    ],
    [
      '<span class="katex"><span data-katex-style="width:expression(alert(1))">x</span></span>',
      '<span class="katex"><span>x</span></span>',
    ],
    [
      '<span class="katex"><span data-katex-style="position:fixed;top:0;content:x">x</span></span>',
      '<span class="katex"><span>x</span></span>',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:image/png;base64,AA">x</a>', '<a>x</a>'],
    ['<a href="https://e.com" target="_top" rel="opener">x</a>', '<a href="https://e.com">x</a>'],
    ['<img src="data:image/svg+xml,x" onerror="alert(1)">', '<img>'],
    ['<img src="/local.png">', '<img>'],
    ['<svg><script>alert(1)</script></svg>', 'alert(1)'],
    [
      '<span class="katex"><svg><foreignObject><iframe></iframe></foreignObject></svg></span>',
      '<span class="katex"><svg></svg></span>',
    ],
    ['<iframe src="https://e.com"></iframe><object></object><embed><style>x</style>', 'x'],
    ['<form><input><textarea>t</textarea><select></select><template>u</template></form>', 'tu'],
    ['<button type="submit" formaction="javascript:alert(1)">b</button>', '<button>b</button>'],
    ['<div id="x" name="y" class="c">d</div>', '<div class="c">d</div>'],
    ['<p>1 < 2 and <3</p>', '<p>1 &lt; 2 and &lt;3</p>'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)>'],
    ["<a href='javascript:alert(1)'>x</a>", "&lt;a href='javascript:alert(1)'>x"],
    ['<p>unclosed <em>em', '<p>unclosed <em>em</em></p>'],
    ['</p></div>stray', 'stray'],
    ['<constructor>x</constructor><__proto__>y</__proto__>', 'x&lt;__proto__>y&lt;/__proto__>'],
    ['<SCRIPT>alert(1)</SCRIPT>', 'alert(1)'],
  ])('%s', (html, expected) => {
    expect(sanitizeRenderedHtml(html)).toBe(expected);
  });
});

describe('the allow-list covers KaTeX exactly', () => {
  const formulas = [
    String.raw`\frac{a}{b}+\sqrt{x^2+1}+\sqrt[3]{y}`,
    String.raw`\overrightarrow{AB}\widehat{xyz}\underbrace{a+b}_{c}\overbrace{x}^{y}\xrightarrow[a]{b}`,
    String.raw`\color{red}{x}\textcolor{#00ff00}{y}\colorbox{blue}{z}\fcolorbox{red}{yellow}{w}`,
    String.raw`\begin{pmatrix}a&b\\c&d\end{pmatrix}\begin{cases}a&x>0\\b&x\le0\end{cases}`,
    String.raw`\cancel{x}\sout{y}\boxed{z}\bcancel{q}\xcancel{r}\phase{x}\angl n`,
    String.raw`\left(\frac{1}{2}\right)\Bigg[\rule{1em}{2em}\hspace{3em}\raisebox{1em}{x}`,
    String.raw`\begin{array}{|c|c|}\hline a&b\\\hline\end{array}\tag{1}`,
    String.raw`\boldsymbol{\alpha}\pmb{x}\mathbb{R}\text{中文}\huge x\tiny y`,
    String.raw`\href{javascript:alert(1)}{x}\htmlStyle{color:red}{x}\frac{`,
  ];
  it.each(formulas.flatMap((tex) => [[tex, false] as const, [tex, true] as const]))(
    'KaTeX output of %s (display %s), styles moved to data-katex-style, passes unchanged',
    (tex, displayMode) => {
      const html = moveMathStyles(
        katex.renderToString(tex, {
          displayMode,
          output: 'html',
          throwOnError: false,
          trust: false,
          strict: 'ignore',
        }),
      );
      expect(html).not.toMatch(/\sstyle=/);
      expect(sanitizeRenderedHtml(html)).toBe(html);
    },
  );

  it('allows no element that can run script, submit, embed or style', () => {
    const dangerous = [
      'script',
      'iframe',
      'object',
      'embed',
      'style',
      'form',
      'input',
      'textarea',
      'select',
      'template',
    ];
    const more = [
      'foreignObject',
      'math',
      'base',
      'meta',
      'link',
      'frame',
      'frameset',
      'noscript',
      'xmp',
      'use',
      'image',
    ];
    for (const name of [...dangerous, ...more]) expect(Object.hasOwn(ELEMENT_RULES, name)).toBe(false);
    for (const rule of Object.values(ELEMENT_RULES)) {
      for (const [attribute, attributeRule] of Object.entries(rule.attributes)) {
        expect(attribute).not.toMatch(/^on|^id$|^name$|^xlink:|^formaction$|^action$|^srcdoc$/i);
        expect(attribute).not.toBe('style');
        if (attribute === 'data-katex-style') expect(attributeRule.kind).toBe('math-style');
      }
    }
  });
});
