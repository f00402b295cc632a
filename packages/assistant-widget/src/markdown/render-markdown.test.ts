import { describe, expect, it } from 'vitest';
import { hasPendingMath, renderMarkdown } from './render-markdown';
import { sanitizeRenderedHtml } from './sanitize-rendered-html';

/**
 * What "inert" means for one rendered reply, checked on the HTML text (the Chromium corpus check
 * repeats it on a live DOM): the output is a fixed point of the allow-list serializer, no tag has a
 * handler attribute, and no URL attribute holds a script or non-image data URL.
 */
function expectInert(html: string): void {
  expect(sanitizeRenderedHtml(html)).toBe(html);
  for (const [, attributes = ''] of html.matchAll(/<[a-zA-Z][a-zA-Z0-9]*((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    for (const [, name = '', value = ''] of attributes.matchAll(/\s+([^\s=>]+)(?:="([^"]*)")?/g)) {
      expect(name).not.toMatch(/^(?:on.*|style|id|name|formaction|action|xlink:href|srcdoc)$/i);
      if (name !== 'href' && name !== 'src') continue;
      const decoded = value
        .replace(/&amp;/g, '&')
        .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)));
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters in URLs.
      expect(decoded.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(
        /^(?:javascript|vbscript|file|data:(?!image\/(?:png|gif|jpeg|webp)[;,]))/i,
      );
    }
  }
}

describe('renderMarkdown renders markdown', () => {
  it.each([
    ['# 标题\n\n正文', '<h1>标题</h1>\n<p>正文</p>\n'],
    ['第一行\n第二行', '<p>第一行<br>\n第二行</p>\n'],
    ['**粗** *斜* ~~删~~ `代码`', '<p><strong>粗</strong> <em>斜</em> <s>删</s> <code>代码</code></p>\n'],
    ['- a\n- b', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n'],
    ['3. c\n4. d', '<ol start="3">\n<li>c</li>\n<li>d</li>\n</ol>\n'],
    ['> 引用', '<blockquote>\n<p>引用</p>\n</blockquote>\n'],
    ['---', '<hr>\n'],
    [
      '| 左 | 中 | 右 |\n|:--|:-:|--:|\n| 1 | 2 | 3 |',
      '<table>\n<thead>\n<tr>\n<th class="md-align-left">左</th>\n<th class="md-align-center">中</th>\n<th class="md-align-right">右</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td class="md-align-left">1</td>\n<td class="md-align-center">2</td>\n<td class="md-align-right">3</td>\n</tr>\n</tbody>\n</table>\n',
    ],
    [
      '```python\nprint("<b>")\n```',
      '<div class="md-code-block"><button type="button" class="md-code-copy" data-copy-code aria-label="复制代码">复制</button><pre><code class="language-python">print(&quot;&lt;b&gt;&quot;)\n</code></pre></div>\n',
    ],
    [
      '    indented code',
      '<div class="md-code-block"><button type="button" class="md-code-copy" data-copy-code aria-label="复制代码">复制</button><pre><code>indented code\n</code></pre></div>\n',
    ],
  ])('%j', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });
});

describe('renderMarkdown keeps allowed links and images', () => {
  it.each([
    [
      '[官网](https://example.com/a?b=1&c=2)',
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">官网</a>',
    ],
    ['[http](http://example.com)', '<a href="http://example.com" target="_blank" rel="noopener noreferrer">http</a>'],
    ['[邮件](mailto:office@example.com)', '<a href="mailto:office@example.com">邮件</a>'],
    ['[相对](/portal/news?id=3#top)', '<a href="/portal/news?id=3#top">相对</a>'],
    ['[锚点](#section)', '<a href="#section">锚点</a>'],
    [
      '<https://example.com>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>',
    ],
    [
      '见 https://example.com/x 。',
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">https://example.com/x</a>',
    ],
    ['office@example.com', '<a href="mailto:office@example.com">office@example.com</a>'],
    [
      '[t](https://example.com "标题")',
      '<a href="https://example.com" title="标题" target="_blank" rel="noopener noreferrer">t</a>',
    ],
    ['![图](https://example.com/a.png)', '<img src="https://example.com/a.png" alt="图">'],
    ['![png](data:image/png;base64,iVBORw0KGgo=)', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="png">'],
    ['![gif](data:image/gif;base64,R0lGODlh)', '<img src="data:image/gif;base64,R0lGODlh" alt="gif">'],
    ['![jpeg](data:image/jpeg;base64,/9j/4AAQ)', '<img src="data:image/jpeg;base64,/9j/4AAQ" alt="jpeg">'],
    ['![webp](data:image/webp;base64,UklGRg==)', '<img src="data:image/webp;base64,UklGRg==" alt="webp">'],
  ])('%j', (markdown, fragment) => {
    const html = renderMarkdown(markdown);
    expect(html).toContain(fragment);
    expectInert(html);
  });

  it('leaves plain domains in prose unlinked (no fuzzy links)', () => {
    expect(renderMarkdown('请打开 readme.md 文件')).toBe('<p>请打开 readme.md 文件</p>\n');
  });
});

describe('renderMarkdown refuses unsafe input', () => {
  it.each([
    // Links in every syntax
    ['[x](javascript:alert(1))', '[x](javascript:alert(1))'],
    ['[x](JaVaScRiPt:alert(1))', '[x](JaVaScRiPt:alert(1))'],
    ['[x](vbscript:msgbox(1))', '[x](vbscript:msgbox(1))'],
    ['[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', '[x](data:text/html;base64,'],
    ['[x](<javascript:alert(1)>)', '[x](&lt;javascript:alert(1)&gt;)'],
    ['[x]( javascript:alert(1) )', '[x]( javascript:alert(1) )'],
    ['[x](jav&#x61;script:alert(1))', '[x](javascript:alert(1))'],
    ['[x](&#106;avascript:alert(1))', '[x](javascript:alert(1))'],
    ['[x](javascript&colon;alert(1))', '[x](javascript:alert(1))'],
    ['[x](java\\script:alert(1))', 'x'],
    ['[x](file:///etc/passwd)', '[x](file:///etc/passwd)'],
    ['[x](data:image/png;base64,AAAA)', '<p>x</p>'],
    ['[x][ref]\n\n[ref]: javascript:alert(1)', '[x][ref]'],
    ['[ref]\n\n[ref]: javascript:alert(1)', '[ref]: javascript:alert(1)'],
    ['[x][ref]\n\n[ref]: https://example.com', '[x][ref]'],
    ['<javascript:alert(1)>', '&lt;javascript:alert(1)&gt;'],
    ['<vbscript:msgbox(1)>', '&lt;vbscript:msgbox(1)&gt;'],
    ['<data:text/html,<script>alert(1)</script>>', '&lt;data:text/html,&lt;script&gt;'],
    ['javascript:alert(1)', '<p>javascript:alert(1)</p>'],
    ['[a](https://example.com "x\\" onmouseover=\\"alert(1)")', 'title="x&quot; onmouseover=&quot;alert(1)"'],
    ['[a](https://example.com/"onmouseover="alert(1))', 'href="https://example.com/%22onmouseover=%22alert(1)"'],
    // Images
    ['![x](javascript:alert(1))', '![x](javascript:alert(1))'],
    ['![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)', '![x](data:image/svg+xml'],
    ['![x](data:text/html,<script>alert(1)</script>)', '![x](data:text/html,&lt;script&gt;'],
    ['![x](data:image/pngx;base64,AA)', '![x](data:image/pngx;base64,AA)'],
    ['![x](/relative.png)', '<p>x</p>'],
    ['![x](mailto:a@example.com)', '<p>x</p>'],
    ['![x](https://example.com/a.png "t\\" onerror=\\"alert(1)")', 'title="t&quot; onerror=&quot;alert(1)"'],
    ['![x" onerror="alert(1)](https://example.com/a.png)', 'alt="x&quot; onerror=&quot;alert(1)"'],
    // Raw HTML, block and inline
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['<iframe src="javascript:alert(1)"></iframe>', '&lt;iframe src=&quot;javascript:alert(1)&quot;&gt;'],
    [
      'text <a href="javascript:alert(1)">x</a> more',
      'text &lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt; more',
    ],
    ['<style>*{display:none}</style>', '&lt;style&gt;'],
    ['<svg><foreignObject><iframe src=x></iframe></foreignObject></svg>', '&lt;svg&gt;&lt;foreignObject&gt;'],
    ['<form action="javascript:alert(1)"><button formaction=javascript:alert(1)>b</button></form>', '&lt;form'],
    ['<template><img src=x onerror=alert(1)></template>', '&lt;template&gt;'],
    ['<details open ontoggle=alert(1)>', '&lt;details open ontoggle=alert(1)&gt;'],
    ['<!-- <img src=x onerror=alert(1)> -->', '&lt;!-- &lt;img'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', '&lt;math&gt;'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    // Code info strings
    ['```js" onclick="alert(1)\nx\n```', '<pre><code>x\n</code></pre>'],
    ['```"><script>alert(1)</script>\nx\n```', '<pre><code>x\n</code></pre>'],
    ['~~~ js onmouseover=alert(1)\nx\n~~~', '<code class="language-js">x\n</code>'],
  ])('%j', (markdown, fragment) => {
    const html = renderMarkdown(markdown);
    expect(html).toContain(fragment);
    expect(html).not.toMatch(/<a [^>]*href="(?:javascript|vbscript|data|file)/i);
    expectInert(html);
  });
});

describe('the inertness check used above', () => {
  it.each([
    '<p onclick="alert(1)">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="java&#10;script:alert(1)">x</a>',
    '<img src="data:text/html,x">',
    '<script>alert(1)</script>',
    '<span class="katex" style="color:red">x</span>',
  ])('rejects %s', (html) => {
    expect(() => expectInert(html)).toThrow();
  });
});

describe('hasPendingMath', () => {
  it.each([
    ['<span class="md-math-pending" data-math-pending="inline">$x$</span>', true],
    ['<p>data-math-pending=&quot;inline&quot;</p>', false],
    ['<p>x</p>', false],
  ])('%s → %s', (html, pending) => {
    expect(hasPendingMath(html)).toBe(pending);
  });

  it('cannot be faked by reply text', () => {
    expect(hasPendingMath(renderMarkdown('a data-math-pending="inline" b'))).toBe(false);
  });
});
